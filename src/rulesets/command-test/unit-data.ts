import { fieldsOf, rangeOf } from "@engine/rulesets/declarations";
import { ownerOf } from "@engine/validation/field-errors";
import { readInRange, readRecord } from "@engine/validation/read-fields";

/** A unit's command-test data, kept on its actor. */
export type CommandTestUnitData = {
  /** Combat strength, summed per side to find the results table's odds column. */
  readonly strength: number;
  /** The commander rating (CR) of a commander; null for any other unit. */
  readonly commander: number | null;
};

export const DEFAULT_UNIT_DATA: CommandTestUnitData = { strength: 1, commander: null };

/**
 * Checks a unit's command-test data and fills the defaults (strength 1, not a commander). Other
 * fields of the actor's data are left alone. Throws an EngineError naming the unit and the field.
 */
export function validateUnitData(data: unknown, unitLabel: string): CommandTestUnitData {
  const who = ownerOf("Unit", "data", unitLabel);
  const fields = data === undefined ? {} : readRecord(data, who, "data");
  return {
    strength:
      fields["strength"] === undefined
        ? DEFAULT_UNIT_DATA.strength
        : readInRange(fields["strength"], who, "strength", rangeOf(UNIT_DATA_FIELDS, "strength")),
    commander:
      fields["commander"] === undefined || fields["commander"] === null
        ? null
        : readInRange(fields["commander"], who, "commander", rangeOf(UNIT_DATA_FIELDS, "commander")),
  };
}

/** The unit data fields, declared (`Ruleset.unitDataFields`). */
export const UNIT_DATA_FIELDS = fieldsOf<CommandTestUnitData>({
  strength: {
    type: "whole number",
    range: { min: 0, max: 1_000, whole: true },
    default: DEFAULT_UNIT_DATA.strength,
    meaningKey: "WARGAME.Reference.CommandTest.UnitData.strength",
  },
  commander: {
    type: "whole number, or null",
    // Rule 10.2: a die of 2 to 6 plus chits plus the CR reaches 7; a CR of 6 already passes every test.
    range: { min: 0, max: 6, whole: true },
    default: DEFAULT_UNIT_DATA.commander,
    meaningKey: "WARGAME.Reference.CommandTest.UnitData.commander",
  },
});
