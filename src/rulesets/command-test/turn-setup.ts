import { ownerOf } from "@engine/validation/field-errors";
import { type Fields, readId, readInRange, readList, readRecord } from "@engine/validation/read-fields";
import type { Board } from "@engine/board/types";
import { validateBoard } from "@engine/board/validate-board";
import { isHexKind } from "@engine/grid/hex";
import { commandTestError } from "./errors";
import { CHITS_RANGE } from "./declarations";
import { type CommandTestOptions, validateOptions } from "./options";
import { validateUnitData } from "./unit-data";
import { own } from "@engine/names/own";

/** A turn's attacks (Rules 10.7–10.9): the board as the combat phase starts, and each side's chits. */
export type TurnSetup = {
  readonly board: Board;
  /** The two sides; the first orders the turn's first attack. */
  readonly sides: readonly [string, string];
  /** Command chits each side has for the turn; a side not listed has none. */
  readonly chits: Readonly<Record<string, number>>;
  /** The options every attack of the turn is played with. */
  readonly options: CommandTestOptions;
};

const TURN = ownerOf("Turn", "turn", undefined);

/** Checks a turn from any source: a hex board whose units carry valid data, two sides, chits and options. */
export function validateTurnSetup(input: unknown): TurnSetup {
  const fields = readRecord(input, TURN, "turn");
  const board = validateBoard(fields["board"]);
  if (!isHexKind(board.grid.kind)) throw commandTestError("NotHex", { got: board.grid.kind });
  board.units.forEach((unit) => validateUnitData(unit.data, unit.name));
  const sides = readList(fields["sides"], TURN, "sides").map((side, index) => readId(side, TURN, `sides[${index}]`));
  const [first, second] = sides;
  if (sides.length !== 2 || first === undefined || second === undefined || first === second)
    throw commandTestError("Sides", { got: sides.join(", ") });
  const chits: Fields = fields["chits"] === undefined ? {} : readRecord(fields["chits"], TURN, "chits");
  return {
    board,
    sides: [first, second],
    chits: Object.fromEntries(
      sides.map((side) => [
        side,
        own(chits, side) === undefined ? 0 : readInRange(own(chits, side), TURN, `chits.${side}`, CHITS_RANGE),
      ]),
    ),
    options: validateOptions(fields["options"], "options"),
  };
}
