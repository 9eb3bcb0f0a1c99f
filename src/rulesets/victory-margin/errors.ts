import { type EngineError, tableError, type ErrorData, type ErrorTable } from "@engine/errors";

/** What a victory-margin combat setup can get wrong. */
export const VICTORY_MARGIN_ERRORS = {
  NotGridless: [
    "WARGAME.Error.VictoryMargin.NotGridless",
    "{owner}: victory-margin plays on a gridless board, but the grid is {grid}.",
  ],
  Twice: ["WARGAME.Error.VictoryMargin.Twice", "{owner}: unit {got} takes part in the combat twice."],
  WrongSide: ["WARGAME.Error.VictoryMargin.WrongSide", "{owner}: {field} {got} is not on the side of {other}."],
  SameSide: ["WARGAME.Error.VictoryMargin.SameSide", "{owner}: the defender {got} is on the attacker's side."],
  NotInCombat: [
    "WARGAME.Error.VictoryMargin.NotInCombat",
    "{owner}: {field} names {got}, which does not take part in the combat.",
  ],
  NoAttackDice: [
    "WARGAME.Error.VictoryMargin.NoAttackDice",
    "{owner}: give the attacker's dice of the round, as attackDice (how many the session rolls) or as attackRoll (as rolled at the table).",
  ],
  BothAttackDice: [
    "WARGAME.Error.VictoryMargin.BothAttackDice",
    "{owner}: give the attacker's dice of the round either as attackDice or as attackRoll, not both.",
  ],
  TooManyDice: [
    "WARGAME.Error.VictoryMargin.TooManyDice",
    "{owner}: the attacker rolls at most {max} dice in a round; attackDice is {got}.",
  ],
} as const satisfies ErrorTable;

export type VictoryMarginProblem = keyof typeof VICTORY_MARGIN_ERRORS;

export function victoryMarginError(problem: VictoryMarginProblem, data: ErrorData): EngineError {
  return tableError(VICTORY_MARGIN_ERRORS, problem, data);
}
