import { type EngineError, tableError, type ErrorData, type ErrorTable } from "@engine/errors";
import { checkMoveLimit, MOVE_REQUEST } from "@engine/limits";

/**
 * The ways a gridless movement request can be wrong, each with its localization key and English
 * text. lang/en.json lists the same keys and texts; a test keeps the two equal.
 */
export const GRIDLESS_ERRORS = {
  NotGridless: [
    "WARGAME.Error.Gridless.NotGridless",
    "The gridless movement planners need a gridless board, but the grid is {grid}.",
  ],
  UnknownUnit: ["WARGAME.Error.Gridless.UnknownUnit", "No unit on the board has the id {id}."],
  UnknownArea: ["WARGAME.Error.Gridless.UnknownArea", "No area on the board has the id {id}."],
  CellsFootprint: [
    "WARGAME.Error.Gridless.CellsFootprint",
    "Unit {unit} has a footprint of grid cells, which a gridless board cannot move.",
  ],
  BadNumber: ["WARGAME.Error.Gridless.BadNumber", "{field} must be a finite number of at least {min}, got {got}."],
  NotFinite: ["WARGAME.Error.Gridless.NotFinite", "{field} must be a finite number, got {got}."],
  TooFar: ["WARGAME.Error.Gridless.TooFar", "{field} may be at most {max}, got {got}."],
  NoDirection: [
    "WARGAME.Error.Gridless.NoDirection",
    "Unit {unit} stands on the point it should move away from or toward, so the move has no direction.",
  ],
  NotEnemy: ["WARGAME.Error.Gridless.NotEnemy", "Unit {other} is on the same side as {unit}, not its enemy."],
  EmptyPath: ["WARGAME.Error.Gridless.EmptyPath", "The path of {unit} needs at least one waypoint."],
  BeyondAllowance: [
    "WARGAME.Error.Gridless.BeyondAllowance",
    "The path of {unit} is {length} long, beyond its allowance of {allowance}.",
  ],
  OutsideArc: [
    "WARGAME.Error.Gridless.OutsideArc",
    "Leg {leg} of the path of {unit} turns {degrees}° from its facing, outside its forward arc of {arc}° either side.",
  ],
  NotInContact: [
    "WARGAME.Error.Gridless.NotInContact",
    "Unit {unit} is not in contact with area {area}, so it cannot occupy it.",
  ],
  NoCrossingTest: ["WARGAME.Error.Gridless.NoCrossingTest", "The plan holds no pending crossing test for unit {unit}."],
} as const satisfies ErrorTable;

export type GridlessProblem = keyof typeof GRIDLESS_ERRORS;

export function gridlessError(problem: GridlessProblem, data: ErrorData): EngineError {
  return tableError(GRIDLESS_ERRORS, problem, data);
}

/**
 * Throws BadNumber unless `value` is finite and at least `min`, and TooFar above `max`; without a
 * `max`, the value is a distance in table units, capped at `LIMITS.move`. Returns it.
 */
export function checkNumber(field: string, value: number, min = 0, max?: number): number {
  if (!(Number.isFinite(value) && value >= min)) throw gridlessError("BadNumber", { field, min, got: String(value) });
  if (max === undefined) return checkMoveLimit(value, MOVE_REQUEST, field);
  if (value > max) throw gridlessError("TooFar", { field, max, got: value });
  return value;
}
