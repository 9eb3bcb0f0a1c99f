import type { ErrorData, ErrorTable, EngineError } from "../errors";
import { ownedError, type Owner, ownerNamed } from "../validation/field-errors";

/**
 * The problems only a board snapshot (or an index call) can have; general field problems are the
 * validation kit's (`validation/field-errors.ts`). Every text starts with `{owner}`.
 */
export const BOARD_ERRORS = {
  CellsNeedGrid: ["WARGAME.Error.Board.CellsNeedGrid", "{owner}: {field} lists grid cells, but the board is gridless."],
  ShapeNeedsGridless: [
    "WARGAME.Error.Board.ShapeNeedsGridless",
    "{owner}: {field} is a {got} shape, which needs a gridless board, but the grid is {grid}.",
  ],
  AreaShape: ["WARGAME.Error.Board.AreaShape", "{owner}: {field} must have either a polygon or cells, got {got}."],
  UnknownUnit: ["WARGAME.Error.Board.UnknownUnit", "{owner}: no unit has the id {got}."],
  NeedsGrid: ["WARGAME.Error.Board.NeedsGrid", "{owner}: {field} needs a grid, but the board is gridless."],
  UnknownMarker: [
    "WARGAME.Error.Board.UnknownMarker",
    "{owner}: the marker {got} means nothing to this rule system, whose markers in cells are {known}.",
  ],
  UnknownMarkerNear: [
    "WARGAME.Error.Board.UnknownMarkerNear",
    '{owner}: the marker {got} means nothing to this rule system. Did you mean "{near}"?',
  ],
  NoMarkers: ["WARGAME.Error.Board.NoMarkers", "{owner}: this rule system lays no markers in cells, got {got}."],
  DuplicateMarker: [
    "WARGAME.Error.Board.DuplicateMarker",
    "{owner}: {got} markers in this cell are already listed at {other}; give one count per cell.",
  ],
} as const satisfies ErrorTable;

export type BoardProblem = keyof typeof BOARD_ERRORS;

export const BOARD_OWNER: Owner = ownerNamed("Board");

/** The error for a board problem (see `ownedError`). */
export function boardError(
  problem: BoardProblem,
  who: Owner,
  field: string,
  got: unknown,
  extra: ErrorData = {},
): EngineError {
  return ownedError(BOARD_ERRORS, problem, who, field, got, extra);
}
