import type { Board } from "../board/types";
import type { MovePlan } from "../movement/move-plan";
import { playScript } from "../scenario/play-script";
import { advance } from "../session/advance";
import type { Effect } from "../session/effects";
import type { SessionStateBase, StepMachine } from "../session/types";
import type { TurnPlayer, TurnProgress } from "./ruleset";

/** What every turn machine's state carries: the board its combats have left, and its effects. */
export interface TurnStateBase extends SessionStateBase {
  readonly board: Board;
  readonly effects: readonly Effect[];
}

/** What a rule system says of its own turn; the rest of its `turn` facet is the same for every turn machine. */
export interface TurnFacts<Setup, State extends TurnStateBase> {
  /** Its setup from the board and the turn's selection; throws the rule system's EngineError. */
  readonly setupOf: (board: Board, selection: unknown) => Setup;
  /** Its combats' moves, as the turn took them onto its board. */
  readonly planOf: (state: State) => MovePlan;
  readonly progress: (state: State) => TurnProgress;
}

/** A rule system's `turn` facet over its turn machine (command-test's orders, odds-crt's combat phase). */
export function turnPlayerOf<Setup, State extends TurnStateBase, Outcome>(
  machine: StepMachine<Setup, State, Outcome>,
  facts: TurnFacts<Setup, State>,
): TurnPlayer {
  const start = (board: Board, selection: unknown): State => machine.start(facts.setupOf(board, selection));
  return {
    check: (board, selection) => {
      facts.setupOf(board, selection);
    },
    play: (board, selection, script, seed) => {
      const played = playScript(machine, start(board, selection), script, seed);
      const { state } = played;
      return {
        status: played.status,
        ...(played.pending === undefined ? {} : { pending: played.pending }),
        ...(played.outcome === undefined ? {} : { outcome: played.outcome }),
        log: state.log,
        effects: state.effects,
        moveRequests: [],
        plan: facts.planOf(state),
        board: state.board,
        state,
      };
    },
    start,
    pending: (state: State) => {
      const step = machine.pending(state);
      return step.kind === "done" ? null : step;
    },
    advance: (state: State, input) => advance(machine, state, input),
    progress: (state: State) => facts.progress(state),
  };
}
