import { fieldsOf } from "../../engine/rulesets/declarations";
import { fieldError, ownerOf } from "../../engine/validation/field-errors";
import { readBoolean, readChoice, readCount, readNonNegative, readRecord } from "../../engine/validation/read-fields";

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
    fer: fields["fer"] === undefined ? DEFAULT_UNIT_DATA.fer : readCount(fields["fer"], who, "fer"),
    terrainMoves: Object.fromEntries(
      Object.entries(moves).map(([kind, move]) => {
        if (kind === "") throw fieldError("NotString", who, "terrainMoves", kind);
        return [kind, readNonNegative(move, who, `terrainMoves.${kind}`)];
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
    type: "whole number ≥ 0",
    default: DEFAULT_UNIT_DATA.fer,
    meaningKey: "WARGAME.Reference.SkirmishRecoil.UnitData.fer",
  },
  terrainMoves: {
    type: "terrain kind → number ≥ 0 (table units)",
    default: DEFAULT_UNIT_DATA.terrainMoves,
    meaningKey: "WARGAME.Reference.SkirmishRecoil.UnitData.terrainMoves",
  },
});
