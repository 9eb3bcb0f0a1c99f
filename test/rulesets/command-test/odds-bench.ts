import { type Decide, runSession } from "@engine/session/run-session";
import { commandTest } from "@rulesets/command-test/command-test-ruleset";
import { callEveryStack, commandTestOdds } from "@rulesets/command-test/odds";
import type { CommandTestOutcome, CommandTestState } from "@rulesets/command-test/state";
import { joint, type OddsBenchCase } from "../../../bench/odds-case";
import * as command from "./fixtures";

/** Command-test: every hex around the defending stack holds a supporting stack (three red, two blue), each called. */
export function oddsBenchCase(): OddsBenchCase {
  const { counter, hex } = command;
  const board = command.hexBoard([
    counter("r1", "red", hex(0, 0), { strength: 3 }),
    counter("ney", "red", hex(0, 0), { commander: 2, strength: 0 }),
    counter("b1", "blue", hex(1, 0), { strength: 2 }),
    counter("r2", "red", hex(1, -1), { strength: 2 }),
    counter("mur", "red", hex(1, -1), { commander: 1, strength: 0 }),
    counter("r3", "red", hex(0, 1), { strength: 1 }),
    counter("r4", "red", hex(1, 1), { strength: 2 }),
    counter("b2", "blue", hex(2, 0), { strength: 3 }),
    counter("kut", "blue", hex(2, 0), { commander: 3, strength: 0 }),
    counter("b3", "blue", hex(2, -1), { strength: 2 }),
  ]);
  const policy: Decide<CommandTestState> = (step, at) =>
    step.id === "chits:defender" ? ["1"] : callEveryStack(step, at);
  const state = command.decide(
    command.attack(board, { from: hex(0, 0), target: hex(1, 0), chits: { red: 2, blue: 2 } }),
    "chits:attacker",
    "1",
  );
  const read = (outcome: CommandTestOutcome): string =>
    `${String(outcome.goesAhead)} ${String(outcome.result)} ${JSON.stringify(outcome.supporting)}`;
  return {
    name: "command-test, five supporting stacks",
    exact: () => joint(commandTestOdds(state, policy).outcomes, read),
    play: (dice) => read(command.outcomeOf(runSession(commandTest, state.setup, policy, dice, state))),
    seed: 20261126,
  };
}
