import { readableBoard } from "../board/scene-board";
import { userSees } from "../board/board-units";
import type { SceneSource } from "../board/sources";
import type { ApplyOutcome } from "../gm/change-set";
import { foundryCompat } from "../compat/choose-compat";

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
