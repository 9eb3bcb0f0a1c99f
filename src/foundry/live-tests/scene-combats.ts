import type { RulesetId } from "@engine/rulesets/ids";
import { readScenarioCombat, type ScenarioCombat } from "@engine/scenario/scenario";
import { isRecord } from "@engine/validation/read-fields";
import { sceneBoard } from "../board/scene-board";
import { CombatFlow, type CombatPorts } from "../combat/combat-flow";
import type { CombatScene } from "../combat/combat-scene";
import { MODULE_ID } from "../constants";
import type { UndoOutcome, UndoRecord } from "../gm/change-set";
import { expectedDifferences } from "./expected-board";
import { playScript } from "./scripted-combat";

/**
 * The scripted combats a built scene carries in its flag `scenario` (tools/scenario-pack/scene-document.ts):
 * each with its selection, script and expected board as they read on the scene (token ids, scene
 * pixels). A scene the build did not make has none; a combat the flag holds badly throws an EngineError.
 */
export function sceneCombats(scene: Pick<CombatScene, "getFlag">): ScenarioCombat[] {
  const flag = scene.getFlag(MODULE_ID, "scenario");
  if (!isRecord(flag) || !Array.isArray(flag["combats"])) return [];
  return flag["combats"].map((combat: unknown, index) =>
    readScenarioCombat(combat, `flags.${MODULE_ID}.scenario.combats[${index}]`),
  );
}

/** Every token's stored place, flags and statuses, to compare before a combat and after its undo. */
export function sceneState(scene: CombatScene): string {
  return JSON.stringify(
    [...scene.tokens].map((token) => [
      token.id,
      token._source.x,
      token._source.y,
      token._source.rotation,
      token.getFlag(MODULE_ID, "state") ?? null,
      [...(token.actor?.statuses ?? [])].sort(),
    ]),
  );
}

/** How a live test plays a combat: the combat's ports (with the script's dice) and how it undoes one. */
export interface CombatRun {
  readonly ports: CombatPorts;
  undo(record: UndoRecord): Promise<UndoOutcome>;
}

/**
 * Plays one scripted combat on its scene from start to undo, as the live scenario batch does: its
 * decisions and dice, the result applied, every unit where `expected` says, then undone and every
 * token as it was. Returns what went wrong, one line each (none: all as the scenario says).
 */
export async function playSceneCombat(
  scene: CombatScene,
  ruleset: RulesetId,
  combat: ScenarioCombat,
  run: CombatRun,
): Promise<string[]> {
  const before = sceneState(scene);
  const flow = new CombatFlow(scene, ruleset, combat.selection, run.ports);
  try {
    await playScript(flow, combat.script);
  } catch (error) {
    return [`${combat.id}: ${error instanceof Error ? error.message : String(error)}`];
  }
  const outcome = await flow.apply();
  if (!outcome.ok) return [`${combat.id}: not applied (${outcome.error.key})`];
  const problems = expectedDifferences(sceneBoard(scene), combat.expected).map((line) => `${combat.id}: ${line}`);
  const undone = await run.undo(outcome.undo);
  if (!undone.ok) return [...problems, `${combat.id}: not undone (${undone.error.key})`];
  return sceneState(scene) === before ? problems : [...problems, `${combat.id}: not restored by its undo`];
}
