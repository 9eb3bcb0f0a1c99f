import { readScenarioCombat, type ScenarioCombat } from "@engine/scenario/scenario";
import type { CombatScript } from "@engine/session/combat-run";
import { parseDice } from "@engine/session/dice";
import type { RollStep, StepInput } from "@engine/session/types";
import { isRecord } from "@engine/validation/read-fields";
import { sceneBoard } from "../board/scene-board";
import { unitStates } from "../board/unit-states";
import type { CombatScene } from "../combat/combat-scene";
import { MODULE_ID } from "../constants";
import { CombatHost, type HostPorts } from "../host/combat-host";
import type { HostedCombat } from "../host/hosted-state";
import { ROLL_FLAG } from "../host/roll-question";
import { expectedDifferences } from "./expected-board";

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

/**
 * Every token's stored place, its entry in the GM's record (state and statuses: board/unit-states.ts)
 * and the status icons that show it, to compare before a combat and after its undo.
 */
export function sceneState(scene: CombatScene): string {
  const record = unitStates(scene);
  return JSON.stringify(
    [...scene.tokens].map((token) => [
      token.id,
      token._source.x,
      token._source.y,
      token._source.rotation,
      record.get(token.id ?? "") ?? null,
      [...(token.actor?.statuses ?? [])].sort(),
    ]),
  );
}

/** A host whose dice and the GM's own decisions follow a script, and what parted it from the script. */
export interface ScriptedHost {
  readonly host: CombatHost;
  readonly problems: string[];
  /** The combats its state holds. */
  stored(): readonly HostedCombat[];
}

/**
 * The production host on this (the active GM's) client with two ports changed for a live test: the
 * GM's own decisions (sides no connected player plays) are the script's next ones, and each roll
 * posts the script's next faces as a Foundry Roll of the step's formula, flagged for the combat and
 * step as any roll the host makes. "Next" counts what the combat's state holds (its public log and
 * this client's secret picks), so a host rebuilt after a reload goes on where the script stood.
 * Everything else (ids, state, checks, apply, card, undo) is the host's own.
 */
export function scriptedHost(ports: HostPorts, script: CombatScript): ScriptedHost {
  const problems: string[] = [];
  const taken = (combatId: string): readonly StepInput[] => [
    ...(ports.store.all().find((combat) => combat.combatId === combatId)?.log ?? []),
    ...ports.secrets.get(combatId),
  ];
  const host = new CombatHost({
    ...ports,
    prompt: (question) => {
      const next = script.decisions[taken(question.combatId).filter((input) => input.kind === "decision").length];
      if (next?.step !== question.stepId) {
        problems.push(`the script has no decision for ${question.stepId} (next: ${next?.step ?? "none"})`);
        return Promise.resolve(null);
      }
      return Promise.resolve(next.picks);
    },
    postRoll: (step, combatId) => {
      const rolled = taken(combatId).reduce(
        (count, input) => count + (input.kind === "roll" ? input.dice.length : 0),
        0,
      );
      return postScriptedRoll(step, combatId, script.dice.slice(rolled, rolled + parseDice(step.dice).count));
    },
  });
  return { host, problems, stored: () => ports.store.all() };
}

/**
 * Rolls the step's formula as a Foundry Roll, sets its dice's faces to the script's (the live test's
 * dice are the script's, as the scenario worked them out) and posts it flagged as the host posts a roll.
 */
async function postScriptedRoll(step: RollStep, combatId: string, faces: readonly number[]): Promise<void> {
  const roll = await new Roll(step.dice).evaluate();
  roll.dice
    .flatMap((term) => term.results)
    .forEach((result, index) => {
      result.result = faces[index] ?? result.result;
    });
  await roll.toMessage({ flags: { [MODULE_ID]: { [ROLL_FLAG]: { combatId, step: step.id } } } });
}

/**
 * Plays one scripted combat on its scene from start to undo through a scripted host (`userId` asks
 * for it, as the server would report a request's author), as the live scenario batch does: its
 * decisions and dice, the result applied with one card, every unit where `expected` says, then
 * undone from the card and every token as it was. Returns what went wrong, one line each.
 */
export async function playSceneCombat(
  scene: CombatScene,
  combat: ScenarioCombat,
  scripted: ScriptedHost,
  userId: string,
): Promise<string[]> {
  const before = sceneState(scene);
  const started = await scripted.host.start(userId, { sceneId: scene.id ?? "", selection: combat.selection });
  if (!started.ok) return [`${combat.id}: not started (${started.error.key})`];
  return finishedProblems(scene, combat, scripted, started.combatId, before);
}

/**
 * What is wrong with a combat the host should have finished: not applied once with its card, the
 * board not as `expected`, the card's Undo refused or not putting every token back (`before`).
 */
export async function finishedProblems(
  scene: CombatScene,
  combat: ScenarioCombat,
  scripted: ScriptedHost,
  combatId: string,
  before: string,
): Promise<string[]> {
  const name = (line: string) => `${combat.id}: ${line}`;
  const script = scripted.problems.map(name);
  const stored = scripted.host.combat(combatId);
  if (stored?.status !== "applied" || stored.card === null)
    return [...script, name(`not applied (${stored?.status ?? "gone"})`)];
  const problems = [...script, ...expectedDifferences(sceneBoard(scene), combat.expected).map(name)];
  const undone = await scripted.host.undoCard(stored.card);
  if (!undone.ok) return [...problems, name(`not undone (${undone.error.key})`)];
  return sceneState(scene) === before ? problems : [...problems, name("not restored by its undo")];
}

/** Ports whose state store throws after its `writes`-th write (the write kept): the GM's client stopping there. */
export function stoppingAfter(ports: HostPorts, writes: number): HostPorts {
  let count = 0;
  return {
    ...ports,
    store: {
      ...ports.store,
      save: async (combat) => {
        await ports.store.save(combat);
        if (++count === writes) throw new Error(`the GM's client stopped after state write ${writes}`);
      },
    },
  };
}

/**
 * A GM reload in the middle of a combat: `stopping` (a host that stops after a state write) starts
 * it; a host built afresh (`reloaded`: its memory gone, only the world setting and this client's
 * storage left) resumes every open combat and must finish it as an undisturbed run would: applied
 * once with one card, the expected board, and an Undo that puts every token back.
 */
export async function reloadedCombatProblems(
  scene: CombatScene,
  combat: ScenarioCombat,
  stopping: ScriptedHost,
  reloaded: () => ScriptedHost,
  userId: string,
): Promise<string[]> {
  const before = sceneState(scene);
  const known = new Set(stopping.stored().map((hosted) => hosted.combatId));
  try {
    const started = await stopping.host.start(userId, { sceneId: scene.id ?? "", selection: combat.selection });
    return [`${combat.id}: the host did not stop (${started.ok ? "started" : started.error.key})`];
  } catch {
    // The stop: what the host wrote so far is all a reloaded client has.
  }
  const combatId = stopping.stored().find((hosted) => !known.has(hosted.combatId))?.combatId;
  if (combatId === undefined) return [`${combat.id}: nothing was stored before the stop`];
  const again = reloaded();
  await again.host.resumeAll();
  const cards = again.stored().filter((hosted) => hosted.combatId === combatId && hosted.card !== null);
  if (cards.length !== 1) return [`${combat.id}: ${cards.length} cards`];
  return finishedProblems(scene, combat, again, combatId, before);
}

/**
 * A decision answered for another side or step than asked (a modified client answering the host's
 * query): the host must refuse it. `asked` counts the questions the forging client was asked.
 * The combat stays open with no decision taken, no card, and the scene unchanged; it is then abandoned.
 */
export async function forgedDecisionProblems(
  scene: CombatScene,
  combat: ScenarioCombat,
  host: CombatHost,
  userId: string,
  asked: () => number,
): Promise<string[]> {
  const before = sceneState(scene);
  const started = await host.start(userId, { sceneId: scene.id ?? "", selection: combat.selection });
  if (!started.ok) return [`${combat.id}: not started (${started.error.key})`];
  const stored = host.combat(started.combatId);
  const problems: string[] = [];
  if (asked() === 0) problems.push(`${combat.id}: the forging client was never asked`);
  if (stored?.status !== "open") problems.push(`${combat.id}: the combat is ${stored?.status ?? "gone"}, not open`);
  if (stored?.log.some((input) => input.kind === "decision") === true)
    problems.push(`${combat.id}: a forged decision was taken`);
  if (stored?.card !== null) problems.push(`${combat.id}: a card was posted`);
  if (sceneState(scene) !== before) problems.push(`${combat.id}: the scene changed`);
  await host.cancel(userId, started.combatId);
  return problems;
}
