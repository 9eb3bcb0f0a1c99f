import { fieldsOf, rangeOf } from "@engine/rulesets/declarations";
import { ownerOf } from "@engine/validation/field-errors";
import { readBoolean, readInRange, readRecord } from "@engine/validation/read-fields";

/** A unit's victory-margin data, kept on its actor (strength and cover level are per-token state). */
export type VictoryMarginUnitData = {
  /** What the victory margin subtracts for a defender: its strength as it is now. */
  readonly strength: number;
  /** Armour rating, for the armour advantage against the enemy's best anti-tank unit. */
  readonly armour: number;
  /** Anti-tank rating. */
  readonly antiTank: number;
  /** Its cover level where it stands: a margin above it forces a fall back. */
  readonly cover: number;
  /** Follows up with a breakthrough move instead of a rally forward. */
  readonly breakthrough: boolean;
};

export const DEFAULT_UNIT_DATA: VictoryMarginUnitData = {
  strength: 1,
  armour: 0,
  antiTank: 0,
  cover: 0,
  breakthrough: false,
};

/**
 * The highest armour rating: with 20 attack dice it keeps a fall back (margin d6) within the
 * engine's 40 dice a roll.
 */
export const MAX_ARMOUR = 20;

/** Checks a unit's victory-margin data and fills the defaults; throws naming unit and field. */
export function validateUnitData(data: unknown, unitLabel: string): VictoryMarginUnitData {
  const who = ownerOf("Unit", "data", unitLabel);
  const fields = data === undefined ? {} : readRecord(data, who, "data");
  const count = (field: "strength" | "armour" | "antiTank" | "cover"): number =>
    fields[field] === undefined
      ? DEFAULT_UNIT_DATA[field]
      : readInRange(fields[field], who, field, rangeOf(UNIT_DATA_FIELDS, field));
  return {
    strength: count("strength"),
    armour: count("armour"),
    antiTank: count("antiTank"),
    cover: count("cover"),
    breakthrough: readBoolean(fields["breakthrough"], who, "breakthrough", DEFAULT_UNIT_DATA.breakthrough),
  };
}

/** The unit data fields, declared (`Ruleset.unitDataFields`). */
export const UNIT_DATA_FIELDS = fieldsOf<VictoryMarginUnitData>({
  strength: {
    type: "whole number",
    range: { min: 0, max: 999, whole: true },
    default: DEFAULT_UNIT_DATA.strength,
    meaningKey: "WARGAME.Reference.VictoryMargin.UnitData.strength",
  },
  armour: {
    type: "whole number",
    range: { min: 0, max: MAX_ARMOUR, whole: true },
    default: DEFAULT_UNIT_DATA.armour,
    meaningKey: "WARGAME.Reference.VictoryMargin.UnitData.armour",
  },
  antiTank: {
    type: "whole number",
    range: { min: 0, max: MAX_ARMOUR, whole: true },
    default: DEFAULT_UNIT_DATA.antiTank,
    meaningKey: "WARGAME.Reference.VictoryMargin.UnitData.antiTank",
  },
  cover: {
    type: "whole number",
    range: { min: 0, max: 99, whole: true },
    default: DEFAULT_UNIT_DATA.cover,
    meaningKey: "WARGAME.Reference.VictoryMargin.UnitData.cover",
  },
  breakthrough: {
    type: "true or false",
    default: DEFAULT_UNIT_DATA.breakthrough,
    meaningKey: "WARGAME.Reference.VictoryMargin.UnitData.breakthrough",
  },
});
