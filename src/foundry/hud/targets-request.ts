import type { BoardIndex } from "@engine/board/board-index";
import { stackOf, targetStacks, type TargetRules } from "@engine/board/target-stacks";
import type { LocText } from "@engine/session/types";
import type { HudCombatRequest } from "./token-hud-buttons";

/**
 * The combat Foundry's select-and-target convention asks for: the controlled token attacks the
 * stacks of the targeted enemies it is in contact with (every stack in contact when none is
 * targeted), as the scene's rule system offers them (`targetStacks`: never a unit out of action
 * or one it never targets, such as a commander). A request, or why there is none, in words for the user.
 */
export function targetsRequest(
  index: BoardIndex,
  sceneId: string,
  controlled: readonly string[],
  targeted: readonly string[],
  rules: TargetRules,
): { readonly request: HudCombatRequest } | { readonly problem: LocText } {
  const units = controlled.filter((id) => index.unit(id) !== undefined);
  const [tokenId] = units;
  if (tokenId === undefined || units.length > 1) return { problem: { key: "WARGAME.Hud.controlOne", data: {} } };
  const stacks = targetStacks(index, tokenId, rules);
  // A token targeted in a stack (a commander too) targets its stack, as the stack is attacked whole.
  const board = index.board();
  const aimed = new Set(targeted.flatMap((id) => stackOf(board, id)));
  const contacts = stacks.filter((stack) => targeted.length === 0 || stack.some((id) => aimed.has(id))).flat();
  const name = index.unit(tokenId)?.name ?? tokenId;
  if (contacts.length === 0) return { problem: { key: "WARGAME.Hud.noTargetInContact", data: { unit: name } } };
  return { request: { sceneId, tokenId, contacts: [...contacts].sort() } };
}
