import { type EngineError, tableError, type ErrorData, type ErrorTable } from "@engine/errors";

/** What can be wrong with a command-test setup, selection, table or turn. */
export const COMMAND_TEST_ERRORS = {
  NotHex: ["WARGAME.Error.CommandTest.NotHex", "Command-test combat needs a hex board; the grid is {got}."],
  EmptyStack: ["WARGAME.Error.CommandTest.EmptyStack", "{field}: hex ({i}, {j}) holds no unit to attack with."],
  NoEnemy: ["WARGAME.Error.CommandTest.NoEnemy", "{field}: hex ({i}, {j}) holds no enemy of {side}."],
  MixedStack: [
    "WARGAME.Error.CommandTest.MixedStack",
    "{field}: the units in hex ({i}, {j}) belong to more than one side ({got}).",
  ],
  NotAdjacent: [
    "WARGAME.Error.CommandTest.NotAdjacent",
    "{field}: hex ({i}, {j}) is not next to the defending hex ({ti}, {tj}).",
  ],
  SameHex: [
    "WARGAME.Error.CommandTest.SameHex",
    "{field}: hex ({i}, {j}) is the hex of another stack of the same side.",
  ],
  WrongSide: ["WARGAME.Error.CommandTest.WrongSide", "{field}: the stack belongs to {got}, not {side}."],
  SameSide: ["WARGAME.Error.CommandTest.SameSide", "The defending stack belongs to {got}, the attacker's own side."],
  NotInStack: ["WARGAME.Error.CommandTest.NotInStack", "{field}: unit {got} is not in the attacking stack."],
  Disrupted: [
    "WARGAME.Error.CommandTest.Disrupted",
    "Unit {unit} of the attacking stack is disrupted: the stack may not attack (Rule 10.1).",
  ],
  Forage: [
    "WARGAME.Error.CommandTest.Forage",
    "The stack in hex ({i}, {j}) is under a forage marker: it may not attack (Rule 10.1).",
  ],
  ResultCode: [
    "WARGAME.Error.CommandTest.ResultCode",
    "{field} must be a result such as NE, AR1, DR2, EX, AE or DE, got {got}.",
  ],
  DieRows: ["WARGAME.Error.CommandTest.DieRows", "{field} needs one result per die face, 6 in all, got {got}."],
  ColumnOrder: [
    "WARGAME.Error.CommandTest.ColumnOrder",
    "{field}: the odds columns must rise from left to right; {got} does not follow {previous}.",
  ],
  Sides: ["WARGAME.Error.CommandTest.Sides", "A turn needs two different sides, the first to attack first; got {got}."],
} as const satisfies ErrorTable;

export type CommandTestProblem = keyof typeof COMMAND_TEST_ERRORS;

export function commandTestError(problem: CommandTestProblem, data: ErrorData = {}): EngineError {
  return tableError(COMMAND_TEST_ERRORS, problem, data);
}
