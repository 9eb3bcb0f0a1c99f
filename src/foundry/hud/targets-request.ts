import type { BoardIndex } from "@engine/board/board-index";
import { enemyTargets, type TargetStatus } from "@engine/board/enemy-contacts";
import type { LocText } from "@engine/session/types";
import type { HudCombatRequest } from "./token-hud-buttons";

/**
 * The combat Foundry's select-and-target convention asks for: the controlled token attacks the
 * targeted enemies it is in contact with (all its enemies in contact when none is targeted), never
 * one out of action by the scene's rule system's `statuses`. A request, or why there is none, in
 * words for the user.
 */
export function targetsRequest(
  index: BoardIndex,
  sceneId: string,
  controlled: readonly string[],
  targeted: readonly string[],
  statuses: readonly TargetStatus[],
): { readonly request: HudCombatRequest } | { readonly problem: LocText } {
  const units = controlled.filter((id) => index.unit(id) !== undefined);
  const [tokenId] = units;
  if (tokenId === undefined || units.length > 1) return { problem: { key: "WARGAME.Hud.controlOne", data: {} } };
  const touching = enemyTargets(index, tokenId, statuses);
  const contacts = targeted.length === 0 ? touching : touching.filter((id) => targeted.includes(id));
  const name = index.unit(tokenId)?.name ?? tokenId;
  if (contacts.length === 0) return { problem: { key: "WARGAME.Hud.noTargetInContact", data: { unit: name } } };
  return { request: { sceneId, tokenId, contacts: [...contacts].sort() } };
}
