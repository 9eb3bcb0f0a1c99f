import type { StepInput } from "@engine/session/types";
import type { CombatRecord } from "@foundry/combat/combat-record";
import { loadScenario, scenarioScene } from "./scenario-scene";

export const MOUNTAIN = loadScenario("scenarios/combat-grid/mountain-attack.yml");

const combat = MOUNTAIN.combats[0];
if (combat === undefined) throw new Error("the mountain attack has no combat");
export const SELECTION = combat.selection;

/** The worked example's inputs: Wespe barrage, secret tactics, Infiltration doubles pzg-1, 5 then hold, then 3. */
export const WORKED_LOG: readonly StepInput[] = [
  { kind: "decision", step: "barrage:pzg-1", picks: ["wespe"] },
  { kind: "decision", step: "tactics:attacker", picks: ["recce", "infiltration"] },
  { kind: "decision", step: "tactics:defender", picks: ["defense-in-depth"] },
  { kind: "decision", step: "double:0", picks: ["pzg-1"] },
  { kind: "roll", step: "roll:attacker", dice: [5] },
  { kind: "decision", step: "evade", picks: ["hold"] },
  { kind: "roll", step: "roll:defender", dice: [3] },
];

/** The worked example's combat id, as its rolls' chat messages carry it. */
export const WORKED_COMBAT = "workedExample0001";

/** The Germans belong to Petra (p1), the Soviets to Sasha (p2). */
export function mountainScene() {
  return scenarioScene(MOUNTAIN, { german: ["p1"], soviet: ["p2"] });
}

export function workedRecord(log: readonly StepInput[] = WORKED_LOG): CombatRecord {
  return { combatId: WORKED_COMBAT, ruleset: "combat-grid", sceneId: "scene1", selection: SELECTION, log };
}
