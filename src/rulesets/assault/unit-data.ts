import type { Unit } from "@engine/board/types";
import { fieldsOf, rangeOf } from "@engine/rulesets/declarations";
import { type Owner, ownerOf } from "@engine/validation/field-errors";
import { readChoice, readInRange, readRecord } from "@engine/validation/read-fields";

export const UNIT_TYPES = ["infantry", "vehicle", "other"] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** A unit's assault data, kept on its actor. Values are d6 targets: a roll at or under hits. */
export type AssaultUnitData = {
  /** Infantry may take cover saves. */
  readonly type: UnitType;
  /** Used in close contact; 0: the unit cannot hit in close combat. */
  readonly closeCombat: number;
  /** Used within range with a line of fire; null: armed only with close combat weapons. */
  readonly firefight: number | null;
  /** A save succeeds on a d6 at or over it; null: no armour save. */
  readonly armour: number | null;
};

export const DEFAULT_UNIT_DATA: AssaultUnitData = { type: "infantry", closeCombat: 3, firefight: 3, armour: null };

/**
 * Checks a unit's assault data and fills defaults; other fields (per-token state such as `shock`)
 * are left to their readers. Throws an EngineError whose data names the unit and the field.
 */
export function validateUnitData(data: unknown, unitLabel: string): AssaultUnitData {
  const who = ownerOf("Unit", "data", unitLabel);
  const fields = data === undefined ? {} : readRecord(data, who, "data");
  const firefight = fields["firefight"];
  const armour = fields["armour"];
  return {
    type: fields["type"] === undefined ? DEFAULT_UNIT_DATA.type : readChoice(fields["type"], UNIT_TYPES, who, "type"),
    closeCombat:
      fields["closeCombat"] === undefined
        ? DEFAULT_UNIT_DATA.closeCombat
        : readDie(fields["closeCombat"], who, "closeCombat"),
    firefight:
      firefight === undefined
        ? DEFAULT_UNIT_DATA.firefight
        : firefight === null
          ? null
          : readDie(firefight, who, "firefight"),
    armour: armour === undefined ? DEFAULT_UNIT_DATA.armour : armour === null ? null : readDie(armour, who, "armour"),
  };
}

/** The shock points a unit's token carries (`data.shock`, per-token state; none: 0), within its declared range. */
export function shockOf(unit: Unit): number {
  const shock = unit.data["shock"];
  return shock === undefined
    ? 0
    : readInRange(shock, ownerOf("Unit", "data", unit.name), "shock", rangeOf(UNIT_DATA_FIELDS, "shock"));
}

/** A target on a d6, within its field's declared range. */
function readDie(value: unknown, who: Owner, field: "closeCombat" | "firefight" | "armour"): number {
  return readInRange(value, who, field, rangeOf(UNIT_DATA_FIELDS, field));
}

/** The unit data fields, declared (`Ruleset.unitDataFields`); `shock` is per-token state (setup-from-board.ts). */
export const UNIT_DATA_FIELDS = fieldsOf<AssaultUnitData>({
  type: {
    type: UNIT_TYPES.map((type) => `"${type}"`).join(" | "),
    default: DEFAULT_UNIT_DATA.type,
    meaningKey: "WARGAME.Reference.Assault.UnitData.type",
  },
  closeCombat: {
    type: "whole number",
    range: { min: 0, max: 6, whole: true },
    default: DEFAULT_UNIT_DATA.closeCombat,
    meaningKey: "WARGAME.Reference.Assault.UnitData.closeCombat",
  },
  firefight: {
    type: "whole number, or null",
    range: { min: 0, max: 6, whole: true },
    default: DEFAULT_UNIT_DATA.firefight,
    meaningKey: "WARGAME.Reference.Assault.UnitData.firefight",
  },
  armour: {
    type: "whole number, or null",
    range: { min: 1, max: 6, whole: true },
    default: DEFAULT_UNIT_DATA.armour,
    meaningKey: "WARGAME.Reference.Assault.UnitData.armour",
  },
  shock: {
    type: "whole number",
    range: { min: 0, max: 99, whole: true },
    default: 0,
    perToken: true,
    meaningKey: "WARGAME.Reference.Assault.UnitData.shock",
  },
});
