import { readableBoard } from "../board/scene-board";
import { userSees } from "../board/board-units";
import type { SceneSource } from "../board/sources";
import type { ApplyOutcome } from "../gm/change-set";
import { foundryCompat } from "../compat/choose-compat";
import { stackOf } from "@engine/board/target-stacks";
import type { StackScene, StackToken } from "../movement/stack-ports";

/*
 * The assertions of the live test batches (quench-batches.ts) as plain functions over the host's
 * ports: each returns what is wrong (empty when all is well), so the same checks run in a real
 * world under Quench and here against the fakes (test/foundry/live-tests).
 */

/** A player's board of the scene (what overlays, contact highlights and the HUD read) must leave the hidden token out; a GM's must have it. */
export function hiddenTokenProblems(scene: SceneSource, hiddenTokenId: string): string[] {
  const problems: string[] = [];
  const player = readableBoard(scene, userSees(false)).board;
  const gm = readableBoard(scene, userSees(true)).board;
  if (player?.units.some((unit) => unit.id === hiddenTokenId))
    problems.push(`a player's board has hidden token ${hiddenTokenId}`);
  if (!gm?.units.some((unit) => unit.id === hiddenTokenId))
    problems.push(`the GM's board lacks hidden token ${hiddenTokenId}`);
  return problems;
}

/**
 * A query that names its sender in its data (as a forger would) must be refused without any change:
 * `send` delivers the data to the GM's apply query; `sceneUnchanged` says whether the scene is as before.
 */
export async function forgedQueryProblems(
  send: (data: object) => Promise<ApplyOutcome>,
  forged: object,
  sceneUnchanged: () => boolean,
): Promise<string[]> {
  const outcome = await send(forged);
  const problems: string[] = [];
  if (outcome.ok) problems.push("a forged request was applied");
  if (!sceneUnchanged()) problems.push("a forged request changed the scene");
  return problems;
}

/**
 * A scene imported from the Scenarios pack must show its map: the SVG the pack ships, read where the
 * running Foundry draws it from (v13: the scene's `background`; v14: its initial level's, where v14
 * moves a v13 scene's map on import, and which foundryvtt/foundryvtt#13750 reports lost on create).
 */
export function sceneMapProblems(scene: object & { readonly name: string }): string[] {
  const src = foundryCompat().sceneMap(scene);
  if (src === undefined) return [`scene ${scene.name} has no map`];
  return src.endsWith(".svg") ? [] : [`scene ${scene.name} shows ${src}, not its scenario's map`];
}

/**
 * A drag of a stacked token must move its whole stack by the same offset, and nothing else: the
 * scene's first stack (its side's units in one space) has its first token dropped one grid space to
 * the right by `drag` (a drag's movement, method "dragging"); `settled` waits for the stack's own
 * update (hooks/move-rules.ts sends it after the drop's update is stopped). Run by the GM, whose
 * moves the rules leave free; a scene without a stack has nothing to check.
 */
export async function stackDragProblems(
  scene: StackScene,
  drag: (token: StackToken, to: { x: number; y: number }) => Promise<unknown>,
  settled: (moved: () => boolean) => Promise<void>,
): Promise<string[]> {
  const board = readableBoard(scene, userSees(true)).board;
  const stack = board?.units.map((unit) => stackOf(board, unit.id)).find((ids) => ids.length > 1) ?? [];
  const tokens = stack.flatMap((id) => scene.tokens.get(id) ?? []);
  const [dragged] = tokens;
  if (dragged === undefined) return [];
  const before = new Map(Array.from(scene.tokens, (token) => [token.id ?? "", { ...token._source }]));
  const step = scene.grid.size;
  const wanted = (token: StackToken): boolean => {
    const start = before.get(token.id ?? "");
    return start !== undefined && token._source.x === start.x + step && token._source.y === start.y;
  };
  await drag(dragged, { x: dragged._source.x + step, y: dragged._source.y });
  await settled(() => tokens.every(wanted));
  const problems = tokens.filter((token) => !wanted(token)).map((token) => `${token.name} did not move with the stack`);
  for (const token of scene.tokens) {
    const start = before.get(token.id ?? "");
    if (!stack.includes(token.id ?? "") && (token._source.x !== start?.x || token._source.y !== start.y))
      problems.push(`${token.name}, not in the stack, moved`);
  }
  return problems;
}
