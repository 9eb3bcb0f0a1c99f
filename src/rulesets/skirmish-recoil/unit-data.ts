import { fieldsOf, rangeOf } from "@engine/rulesets/declarations";
import { LIMITS } from "@engine/limits";
import { fieldError, ownerOf } from "@engine/validation/field-errors";
import { readBoolean, readChoice, readInRange, readRecord } from "@engine/validation/read-fields";

export const FIGURE_TYPES = ["infantry", "cavalry"] as const;
export type FigureType = (typeof FIGURE_TYPES)[number];

/** A figure's skirmish-recoil data, kept on its actor. Its move allowance is the board unit's `move`. */
export type SkirmishUnitData = {
  readonly type: FigureType;
  /** Irregulars (like cavalry) must pursue a beaten enemy. */
  readonly irregular: boolean;
  /** Its FER, tested against 5 to be Downed rather than flee. */
  readonly fer: number;
  /** Its move allowance (table units, as the board unit's `move`) in the terrain kinds where it differs. */
  readonly terrainMoves: Readonly<Record<string, number>>;
};

export const DEFAULT_UNIT_DATA: SkirmishUnitData = { type: "infantry", irregular: false, fer: 0, terrainMoves: {} };

/** Checks a figure's data and fills the defaults; throws naming the unit and the field. */
export function validateUnitData(data: unknown, unitLabel: string): SkirmishUnitData {
  const who = ownerOf("Unit", "data", unitLabel);
  const fields = data === undefined ? {} : readRecord(data, who, "data");
  const moves = fields["terrainMoves"] === undefined ? {} : readRecord(fields["terrainMoves"], who, "terrainMoves");
  return {
    type: fields["type"] === undefined ? DEFAULT_UNIT_DATA.type : readChoice(fields["type"], FIGURE_TYPES, who, "type"),
    irregular: readBoolean(fields["irregular"], who, "irregular", DEFAULT_UNIT_DATA.irregular),
    fer:
      fields["fer"] === undefined
        ? DEFAULT_UNIT_DATA.fer
        : readInRange(fields["fer"], who, "fer", rangeOf(UNIT_DATA_FIELDS, "fer")),
    terrainMoves: Object.fromEntries(
      Object.entries(moves).map(([kind, move]) => {
        if (kind === "") throw fieldError("NotString", who, "terrainMoves", kind);
        return [kind, readInRange(move, who, `terrainMoves.${kind}`, rangeOf(UNIT_DATA_FIELDS, "terrainMoves"))];
      }),
    ),
  };
}

/** The unit data fields, declared (`Ruleset.unitDataFields`). */
export const UNIT_DATA_FIELDS = fieldsOf<SkirmishUnitData>({
  type: {
    type: FIGURE_TYPES.map((type) => `"${type}"`).join(" | "),
    default: DEFAULT_UNIT_DATA.type,
    meaningKey: "WARGAME.Reference.SkirmishRecoil.UnitData.type",
  },
  irregular: {
    type: "true or false",
    default: DEFAULT_UNIT_DATA.irregular,
    meaningKey: "WARGAME.Reference.SkirmishRecoil.UnitData.irregular",
  },
  fer: {
    type: "whole number",
    // Tested versus 5 (fer.ts): added to a d6, or the faces of its own die, at most a d20.
    range: { min: 0, max: 20, whole: true },
    default: DEFAULT_UNIT_DATA.fer,
    meaningKey: "WARGAME.Reference.SkirmishRecoil.UnitData.fer",
  },
  terrainMoves: {
    type: "terrain kind → number (table units)",
    // A gridless move's cap, as for the board unit's own move.
    range: { min: 0, max: LIMITS.move, whole: false },
    default: DEFAULT_UNIT_DATA.terrainMoves,
    meaningKey: "WARGAME.Reference.SkirmishRecoil.UnitData.terrainMoves",
  },
});
