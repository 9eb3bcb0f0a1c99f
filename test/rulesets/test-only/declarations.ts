import { fieldsOf, type StepDeclaration, type TerrainDeclaration } from "@engine/rulesets/declarations";
import type { ShoveUnitData } from "./setup";

/** What a shove reads and asks for, declared: the reference docs and the tests read these. */
export const UNIT_DATA_FIELDS = fieldsOf<ShoveUnitData>({
  weight: { type: "whole number ≥ 0", default: 1, meaningKey: "WARGAME.Test.UnitData.weight" },
});

export const SELECTION_FIELDS = fieldsOf({
  attacker: { type: "unit id", required: true, meaningKey: "WARGAME.Test.Selection.attacker" },
  defender: { type: "unit id", required: true, meaningKey: "WARGAME.Test.Selection.defender" },
  options: { type: "option values", default: {}, meaningKey: "WARGAME.Reference.Field.options" },
});

export const STEPS: readonly StepDeclaration[] = [
  { id: "stance", kind: "decision", decides: "defender", meaningKey: "WARGAME.Test.Step.Stance" },
  { id: "shove", kind: "roll", decides: "attacker", meaningKey: "WARGAME.Test.Step.Shove" },
];

export const TERRAIN_KINDS: readonly TerrainDeclaration[] = [
  { kind: "impassable", meaningKey: "WARGAME.Reference.Terrain.impassable" },
];
