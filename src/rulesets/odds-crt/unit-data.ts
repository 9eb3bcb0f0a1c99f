import { fieldsOf } from "../../engine/rulesets/declarations";
import { ownerOf } from "../../engine/validation/field-errors";
import { readCount, readRecord } from "../../engine/validation/read-fields";
import { oddsCrtError } from "./errors";

/** A counter's odds-CRT data, kept on its actor (`stepsLost` on its token). */
export type OddsCrtUnitData = {
  /** Attack strength at full strength. */
  readonly attack: number;
  /** Defence strength at full strength. */
  readonly defence: number;
  /** Steps the unit has: 1 for a one-sided counter, 2 for a counter with a reduced back, up to 4. */
  readonly steps: number;
  /** Attack strength once reduced (any step lost). */
  readonly reducedAttack: number;
  /** Defence strength once reduced. */
  readonly reducedDefence: number;
  /** Steps lost so far (per token). */
  readonly stepsLost: number;
};

export const MAX_STEPS = 4;
const MAX_STRENGTH = 99;

export const DEFAULT_UNIT_DATA: OddsCrtUnitData = {
  attack: 1,
  defence: 1,
  steps: 1,
  reducedAttack: 0,
  reducedDefence: 0,
  stepsLost: 0,
};

/**
 * Checks a unit's odds-CRT data and fills the defaults (1-1, one step; reduced strengths half the
 * full ones, rounded down). Throws an EngineError naming the unit and the field.
 */
export function validateUnitData(data: unknown, unitLabel: string): OddsCrtUnitData {
  const who = ownerOf("Unit", "data", unitLabel);
  const fields = data === undefined ? {} : readRecord(data, who, "data");
  const count = (name: keyof OddsCrtUnitData, fallback: number, max: number): number => {
    const value = fields[name];
    if (value === undefined) return fallback;
    const n = readCount(value, who, name);
    if (n > max) throw oddsCrtError("OutOfRange", { field: `${unitLabel}: data.${name}`, min: 0, max, got: n });
    return n;
  };
  const attack = count("attack", DEFAULT_UNIT_DATA.attack, MAX_STRENGTH);
  const defence = count("defence", DEFAULT_UNIT_DATA.defence, MAX_STRENGTH);
  const steps = Math.max(1, count("steps", DEFAULT_UNIT_DATA.steps, MAX_STEPS));
  return {
    attack,
    defence,
    steps,
    reducedAttack: count("reducedAttack", Math.floor(attack / 2), MAX_STRENGTH),
    reducedDefence: count("reducedDefence", Math.floor(defence / 2), MAX_STRENGTH),
    stepsLost: count("stepsLost", 0, steps - 1),
  };
}

/** The unit's strengths now: full until it has lost a step, then reduced. */
export function strengthOf(data: OddsCrtUnitData): { readonly attack: number; readonly defence: number } {
  return data.stepsLost === 0
    ? { attack: data.attack, defence: data.defence }
    : { attack: data.reducedAttack, defence: data.reducedDefence };
}

/** The unit data fields, declared (`Ruleset.unitDataFields`). */
export const UNIT_DATA_FIELDS = fieldsOf<OddsCrtUnitData>({
  attack: { type: "whole number 0–99", default: 1, meaningKey: "WARGAME.Reference.OddsCrt.UnitData.attack" },
  defence: { type: "whole number 0–99", default: 1, meaningKey: "WARGAME.Reference.OddsCrt.UnitData.defence" },
  steps: { type: "whole number 1–4", default: 1, meaningKey: "WARGAME.Reference.OddsCrt.UnitData.steps" },
  reducedAttack: {
    type: "whole number 0–99",
    default: 0,
    meaningKey: "WARGAME.Reference.OddsCrt.UnitData.reducedAttack",
  },
  reducedDefence: {
    type: "whole number 0–99",
    default: 0,
    meaningKey: "WARGAME.Reference.OddsCrt.UnitData.reducedDefence",
  },
  stepsLost: {
    type: "whole number from 0 to steps − 1",
    default: 0,
    perToken: true,
    meaningKey: "WARGAME.Reference.OddsCrt.UnitData.stepsLost",
  },
});
