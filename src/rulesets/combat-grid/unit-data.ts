import { fieldsOf, type NumberRange, rangeOf } from "@engine/rulesets/declarations";
import { type Owner, ownerOf } from "@engine/validation/field-errors";
import {
  type Fields,
  readBoolean,
  readChoice,
  readId,
  readInRange,
  readItems,
  readRecord,
  readText,
} from "@engine/validation/read-fields";

export const UNIT_TYPES = ["infantry", "armor", "artillery", "other"] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** A value with a split for the unit's role: the first number attacking, the second defending. */
export type SplitValue = { readonly attack: number; readonly defense: number };

export type BarrageData = {
  readonly value: number;
  /** In squares from the artillery's square to the combat's. */
  readonly range: number;
  /** Rocket artillery barrages only when its side is active. */
  readonly rocket: boolean;
};

/** The trait that lifts the terrain shift and keeps armor from being vulnerable off open ground. */
export const INFANTRY_SUPPORT = "infantry-support";

/** A unit's combat-grid data, kept on its actor. */
export type CombatGridUnitData = {
  readonly type: UnitType;
  /** The element (e.g. a regiment or Kampfgruppe) it belongs to; null when it has none. */
  readonly element: string | null;
  /** The commander it reports to (e.g. its division or corps). */
  readonly parent: string;
  /** Its step track, fresh box first: the base value is the highest unmarked box. */
  readonly track: readonly SplitValue[];
  /** Armor value for tank battles; armor units only. */
  readonly armor: SplitValue | null;
  /** Barrage value and range; artillery units only. */
  readonly barrage: BarrageData | null;
  readonly traits: readonly string[];
};

export const DEFAULT_UNIT_DATA: CombatGridUnitData = {
  type: "infantry",
  element: null,
  parent: "",
  track: [{ attack: 1, defense: 1 }],
  armor: null,
  barrage: null,
  traits: [],
};

/** An armor unit given no armor value gets the text's "typical or normal for that period", a 3. */
export const TYPICAL_ARMOR: SplitValue = { attack: 3, defense: 3 };

/**
 * Checks a unit's combat-grid data and fills the defaults. A track box or armor value is a number
 * (the same attacking and defending) or `{attack, defense}`. Throws an EngineError whose data
 * names the unit (`unit`) and the field (`path`, e.g. `data.track[1].defense`).
 */
export function validateUnitData(data: unknown, unitLabel: string): CombatGridUnitData {
  const who = ownerOf("Unit", "data", unitLabel);
  const fields = data === undefined ? {} : readRecord(data, who, "data");
  const type =
    fields["type"] === undefined ? DEFAULT_UNIT_DATA.type : readChoice(fields["type"], UNIT_TYPES, who, "type");
  const armor =
    fields["armor"] === undefined || fields["armor"] === null
      ? null
      : readSplit(fields["armor"], who, "armor", rangeOf(UNIT_DATA_FIELDS, "armor"));
  return {
    type,
    element:
      fields["element"] === undefined || fields["element"] === null ? null : readId(fields["element"], who, "element"),
    parent: fields["parent"] === undefined ? DEFAULT_UNIT_DATA.parent : readText(fields["parent"], who, "parent"),
    track:
      fields["track"] === undefined
        ? DEFAULT_UNIT_DATA.track
        : readItems(fields["track"], 1, who, "track", (box, at, path) =>
            readSplit(box, at, path, rangeOf(UNIT_DATA_FIELDS, "track")),
          ),
    armor: type === "armor" ? (armor ?? TYPICAL_ARMOR) : armor,
    barrage: fields["barrage"] === undefined || fields["barrage"] === null ? null : readBarrage(fields["barrage"], who),
    traits: fields["traits"] === undefined ? [] : readItems(fields["traits"], 0, who, "traits", readId),
  };
}

/** A value of the track or the armor, each number within `range`. */
function readSplit(value: unknown, who: Owner, field: string, range: NumberRange): SplitValue {
  if (typeof value === "number") {
    const same = readInRange(value, who, field, range);
    return { attack: same, defense: same };
  }
  const fields = readRecord(value, who, field);
  return {
    attack: readInRange(fields["attack"], who, `${field}.attack`, range),
    defense: readInRange(fields["defense"], who, `${field}.defense`, range),
  };
}

function readBarrage(value: unknown, who: Owner): BarrageData {
  const fields: Fields = readRecord(value, who, "barrage");
  const range = rangeOf(UNIT_DATA_FIELDS, "barrage");
  return {
    value: readInRange(fields["value"], who, "barrage.value", range),
    range: readInRange(fields["range"], who, "barrage.range", range),
    rocket: readBoolean(fields["rocket"], who, "barrage.rocket", false),
  };
}

/** The unit data fields, declared (`Ruleset.unitDataFields`); `stepsLost` is per-token state (setup-from-board.ts). */
export const UNIT_DATA_FIELDS = fieldsOf<CombatGridUnitData>({
  type: {
    type: UNIT_TYPES.map((type) => `"${type}"`).join(" | "),
    default: DEFAULT_UNIT_DATA.type,
    meaningKey: "WARGAME.Reference.CombatGrid.UnitData.type",
  },
  element: {
    type: "id, or null",
    default: DEFAULT_UNIT_DATA.element,
    meaningKey: "WARGAME.Reference.CombatGrid.UnitData.element",
  },
  parent: {
    type: "text",
    default: DEFAULT_UNIT_DATA.parent,
    meaningKey: "WARGAME.Reference.CombatGrid.UnitData.parent",
  },
  track: {
    type: "list of values (a whole number, or {attack, defense})",
    // A side's total is the sum of its units' values: small numbers keep every total, odds ratio and log line finite.
    range: { min: 0, max: 99, whole: true },
    default: DEFAULT_UNIT_DATA.track,
    meaningKey: "WARGAME.Reference.CombatGrid.UnitData.track",
  },
  armor: {
    type: "a whole number, {attack, defense}, or null",
    range: { min: 0, max: 99, whole: true },
    default: DEFAULT_UNIT_DATA.armor,
    meaningKey: "WARGAME.Reference.CombatGrid.UnitData.armor",
  },
  barrage: {
    type: "{value, range, rocket}, or null",
    range: { min: 0, max: 99, whole: true },
    default: DEFAULT_UNIT_DATA.barrage,
    meaningKey: "WARGAME.Reference.CombatGrid.UnitData.barrage",
  },
  traits: {
    type: "list of ids",
    default: DEFAULT_UNIT_DATA.traits,
    meaningKey: "WARGAME.Reference.CombatGrid.UnitData.traits",
  },
  stepsLost: {
    type: "whole number",
    range: { min: 0, max: 99, whole: true },
    default: 0,
    perToken: true,
    meaningKey: "WARGAME.Reference.CombatGrid.UnitData.stepsLost",
  },
});
