import { type EngineError, tableError, type ErrorData, type ErrorTable } from "@engine/errors";

/** What a combat-grid combat setup can get wrong (beyond the validation kit's field problems). */
export const COMBAT_GRID_ERRORS = {
  NoStepsLeft: [
    "WARGAME.Error.CombatGrid.NoStepsLeft",
    "{owner}: stepsLost {got} leaves no step on its track of {boxes} boxes.",
  ],
  Sides: [
    "WARGAME.Error.CombatGrid.Sides",
    "{owner}: the units in the square must belong to two sides, the active side {active} one of them; got {got}.",
  ],
} as const satisfies ErrorTable;

export type CombatGridProblem = keyof typeof COMBAT_GRID_ERRORS;

export function combatGridError(problem: CombatGridProblem, data: ErrorData): EngineError {
  return tableError(COMBAT_GRID_ERRORS, problem, data);
}
