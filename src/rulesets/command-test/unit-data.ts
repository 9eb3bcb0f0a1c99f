import { fieldsOf } from "../../engine/rulesets/declarations";
import { ownerOf } from "../../engine/validation/field-errors";
import { readCount, readRecord } from "../../engine/validation/read-fields";

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
      fields["strength"] === undefined ? DEFAULT_UNIT_DATA.strength : readCount(fields["strength"], who, "strength"),
    commander:
      fields["commander"] === undefined || fields["commander"] === null
        ? null
        : readCount(fields["commander"], who, "commander"),
  };
}

/** The unit data fields, declared (`Ruleset.unitDataFields`). */
export const UNIT_DATA_FIELDS = fieldsOf<CommandTestUnitData>({
  strength: {
    type: "whole number ≥ 0",
    default: DEFAULT_UNIT_DATA.strength,
    meaningKey: "WARGAME.Reference.CommandTest.UnitData.strength",
  },
  commander: {
    type: "whole number ≥ 0, or null",
    default: DEFAULT_UNIT_DATA.commander,
    meaningKey: "WARGAME.Reference.CommandTest.UnitData.commander",
  },
});
