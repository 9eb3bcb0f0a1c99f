import { fieldsOf, rangeOf } from "@engine/rulesets/declarations";
import { ownerOf } from "@engine/validation/field-errors";
import { oddsCrtError } from "./errors";
import { readInRange, readRecord } from "@engine/validation/read-fields";

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

const STRENGTH = { min: 0, max: 99, whole: true } as const;

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
  const read = (name: keyof OddsCrtUnitData, fallback: number): number =>
    fields[name] === undefined ? fallback : readInRange(fields[name], who, name, rangeOf(UNIT_DATA_FIELDS, name));
  const attack = read("attack", DEFAULT_UNIT_DATA.attack);
  const defence = read("defence", DEFAULT_UNIT_DATA.defence);
  const steps = read("steps", DEFAULT_UNIT_DATA.steps);
  const stepsLost = read("stepsLost", 0);
  // Within its declared range, but a unit cannot lose every step and stand: a refusal of its own.
  if (stepsLost >= steps) throw oddsCrtError("StepsLost", { owner: who.owner, steps, got: stepsLost });
  return {
    attack,
    defence,
    steps,
    reducedAttack: read("reducedAttack", Math.floor(attack / 2)),
    reducedDefence: read("reducedDefence", Math.floor(defence / 2)),
    stepsLost,
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
  attack: {
    type: "whole number",
    range: STRENGTH,
    default: 1,
    meaningKey: "WARGAME.Reference.OddsCrt.UnitData.attack",
  },
  defence: {
    type: "whole number",
    range: STRENGTH,
    default: 1,
    meaningKey: "WARGAME.Reference.OddsCrt.UnitData.defence",
  },
  steps: {
    type: "whole number",
    range: { min: 1, max: 4, whole: true },
    default: 1,
    meaningKey: "WARGAME.Reference.OddsCrt.UnitData.steps",
  },
  reducedAttack: {
    type: "whole number",
    range: STRENGTH,
    default: 0,
    meaningKey: "WARGAME.Reference.OddsCrt.UnitData.reducedAttack",
  },
  reducedDefence: {
    type: "whole number",
    range: STRENGTH,
    default: 0,
    meaningKey: "WARGAME.Reference.OddsCrt.UnitData.reducedDefence",
  },
  stepsLost: {
    type: "whole number, below steps",
    range: { min: 0, max: 3, whole: true },
    default: 0,
    perToken: true,
    meaningKey: "WARGAME.Reference.OddsCrt.UnitData.stepsLost",
  },
});
