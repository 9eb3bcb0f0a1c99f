import { isRecord } from "@engine/validation/read-fields";
import { FLAG } from "../board/module-flags";
import type { FlagSource } from "../board/sources";
import { MODULE_ID } from "../constants";
import { flagChanges } from "../gm/flag-changes";
import type { GmScene } from "../gm/gm-ports";

/** A token's top-left corner in pixels, as Foundry stores it. */
export interface Place {
  readonly x: number;
  readonly y: number;
}

/**
 * Where each token's move began this turn, by token id: the scene flag `moveStarts`, which only the
 * active GM's client writes (hooks/move-guard.ts; a player cannot update a Scene, board/unit-states.ts),
 * until the turn changes or the GM starts moves afresh. A move's allowance counts from there, so
 * several short moves cannot add up to more than one. An entry that is not two finite numbers is
 * not read (the token then moves from where it stands).
 */
export function recordedStarts(scene: FlagSource): Map<string, Place> {
  const flag = scene.getFlag(MODULE_ID, FLAG.moveStarts);
  if (!isRecord(flag)) return new Map();
  return new Map(
    Object.entries(flag).flatMap(([tokenId, place]): [string, Place][] => {
      if (!isRecord(place)) return [];
      const { x, y } = place;
      return typeof x === "number" && typeof y === "number" && Number.isFinite(x) && Number.isFinite(y)
        ? [[tokenId, { x, y }]]
        : [];
    }),
  );
}

/** Starts this client recorded whose scene update has not come back yet, by scene id: read with the flag. */
const unsaved = new Map<string, Map<string, Place>>();

/** Where each token's move began this turn on the GM's client: the record, with what is still being written. */
export function startsOf(scene: FlagSource & { readonly id: string | null }): Map<string, Place> {
  return new Map([...recordedStarts(scene), ...(unsaved.get(scene.id ?? "") ?? [])]);
}

/** Records where these tokens' moves began (the GM's client only), keeping every start already recorded. */
export async function recordStarts(scene: GmScene, starts: ReadonlyMap<string, Place>): Promise<void> {
  if (starts.size === 0) return;
  const pending = unsaved.get(scene.id ?? "") ?? new Map<string, Place>();
  const written = new Map([...starts].map(([tokenId, { x, y }]) => [tokenId, { x, y }]));
  for (const [tokenId, place] of written) pending.set(tokenId, place);
  unsaved.set(scene.id ?? "", pending);
  const record: Record<string, { x: number; y: number }> = {};
  for (const [tokenId, { x, y }] of startsOf(scene)) record[tokenId] = { x, y };
  await scene.update({ flags: { [MODULE_ID]: flagChanges(new Map([[FLAG.moveStarts, record]])) } });
  // Once stored, the flag holds them; a start written again meanwhile stays until its own write is back.
  for (const [tokenId, place] of written) if (pending.get(tokenId) === place) pending.delete(tokenId);
}

/**
 * Every unit's move starts afresh on the scene (a new turn, or the GM's reset): the record is
 * cleared, so each move counts from where its unit stands. The GM's client only.
 */
export async function startMovesAfresh(scene: GmScene): Promise<void> {
  unsaved.delete(scene.id ?? "");
  if (recordedStarts(scene).size === 0) return;
  await scene.update({ flags: { [MODULE_ID]: flagChanges(new Map([[FLAG.moveStarts, undefined]])) } });
}
