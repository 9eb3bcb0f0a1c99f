import { ownerOf } from "../validation/field-errors";
import { readRecord } from "../validation/read-fields";
import type { Board } from "../board/types";
import { concatPlans } from "../movement/move-plan";
import { turnMachine } from "../rulesets/command-test/turn-machine";
import { validateTurnSetup } from "../rulesets/command-test/turn-setup";
import type { RulesetId } from "../rulesets/ids";
import { playScript } from "./play-script";
import type { CombatRun } from "./resolve-combat";
import type { CombatScript } from "./scenario";

/**
 * A rule system whose turn a scenario can play: a sequence of combats the rules order among
 * themselves (command-test's alternating attack orders, Rule 10.7), each seeing the board the
 * earlier ones left. The selection is the turn's own (command-test: `sides`, `chits`, `options`).
 */
export interface TurnPlayer {
  /** Checks the selection on the board; throws the rule system's EngineError. */
  check(board: Board, selection: unknown): void;
  play(board: Board, selection: unknown, script: CombatScript, seed?: number): CombatRun;
}

const SELECTION = ownerOf("Turn", "selection", undefined);

function commandTestSetup(board: Board, selection: unknown) {
  return validateTurnSetup({ ...readRecord(selection, SELECTION, "selection"), board });
}

const commandTestTurn: TurnPlayer = {
  check: (board, selection) => {
    commandTestSetup(board, selection);
  },
  play: (board, selection, script, seed) => {
    const played = playScript(turnMachine, turnMachine.start(commandTestSetup(board, selection)), script, seed);
    const { state } = played;
    return {
      status: played.status,
      ...(played.pending === undefined ? {} : { pending: played.pending }),
      ...(played.outcome === undefined ? {} : { outcome: played.outcome }),
      log: state.log,
      effects: state.effects,
      moveRequests: [],
      // Each attack's retreats, as the turn took them onto its board.
      plan: concatPlans(...state.attacks.map((attack) => attack.plan)),
      board: state.board,
      state,
    };
  },
};

/** The rule systems whose turns scenarios can play. */
export const TURN_PLAYERS: Partial<Record<RulesetId, TurnPlayer>> = {
  "command-test": commandTestTurn,
};
