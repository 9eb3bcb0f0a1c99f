import { ownerOf } from "@engine/validation/field-errors";
import { boardError } from "@engine/board/board-errors";
import { firstCell } from "@engine/board/first-cell";
import { readCount, readId, readRecord } from "@engine/validation/read-fields";
import type { Board } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { validateBoard } from "@engine/board/validate-board";
import { tableError } from "@engine/errors";
import type { JsonValue } from "@engine/rulesets/ruleset";
import type { Contact } from "@engine/rulesets/contact-inputs";
import { type ShoveOptions, validateOptions } from "./options";

/** A shove's unit data: how heavy the unit is (read and checked, to show a schema; the rules ignore it). */
export type ShoveUnitData = { readonly weight: number };
export const DEFAULT_UNIT_DATA: ShoveUnitData = { weight: 1 };

export function validateUnitData(data: unknown, unitLabel: string): ShoveUnitData {
  const who = ownerOf("Unit", "data", unitLabel);
  const fields = data === undefined ? {} : readRecord(data, who, "data");
  return {
    weight: fields["weight"] === undefined ? DEFAULT_UNIT_DATA.weight : readCount(fields["weight"], who, "weight"),
  };
}

/** One shove: a unit against an enemy on a grid, as plain data. */
export type ShoveSetup = {
  readonly attacker: { readonly id: string; readonly side: string; readonly cell: Offset };
  readonly defender: { readonly id: string; readonly side: string; readonly cell: Offset };
  readonly options: ShoveOptions;
};

const TEST_ERRORS = {
  SameSide: ["WARGAME.Error.Test.SameSide", "{attacker} and {defender} are on the same side."],
} as const;

/** The attacker and defender named by the selection, on the board; throws an EngineError naming the field at fault. */
export function setupFromBoard(board: Board, selection: unknown): ShoveSetup {
  const who = ownerOf("Combat", "selection", undefined);
  const fields = readRecord(selection, who, "selection");
  const unitOf = (field: string) => {
    const id = readId(fields[field], who, field);
    const unit = board.units.find((candidate) => candidate.id === id);
    const cell = firstCell(unit);
    if (unit === undefined || cell === null) throw boardError("UnknownUnit", who, field, id);
    validateUnitData(unit.data, unit.name);
    return { id, side: unit.side, cell };
  };
  const attacker = unitOf("attacker");
  const defender = unitOf("defender");
  if (attacker.side === defender.side)
    throw tableError(TEST_ERRORS, "SameSide", { attacker: attacker.id, defender: defender.id });
  return { attacker, defender, options: validateOptions(fields["options"]) };
}

/** A setup from any source: a board and a selection in one record. */
export function validateSetup(input: unknown): ShoveSetup {
  const fields = readRecord(input, ownerOf("Combat", "setup", undefined), "setup");
  return setupFromBoard(validateBoard(fields["board"]), fields);
}

export function contactSelection(_board: Board, contact: Contact): JsonValue {
  return { attacker: contact.attackerId, defender: contact.defenderIds[0] ?? null };
}
