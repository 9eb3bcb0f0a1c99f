import type { Board } from "../board/types";
import type { MovePlan } from "../movement/move-plan";
import type { Effect, MoveRequestBase } from "./effects";
import type { DecisionStep, RollStep, SessionStateBase, StepInput } from "./types";

/** Decisions in the order the session asks for them, each naming its step; dice in order. */
export interface CombatScript {
  readonly decisions: readonly ScriptedDecision[];
  readonly dice: readonly number[];
}

export interface ScriptedDecision {
  readonly step: string;
  readonly picks: readonly string[];
}

/** A combat (or a turn) played from a script on a board, as the resolver and the hosts read it. */
export interface CombatRun {
  /** "waiting" when the script ran out before the session ended: `pending` says what it needs. */
  readonly status: "done" | "waiting";
  readonly pending?: DecisionStep | RollStep;
  readonly outcome?: unknown;
  readonly log: readonly StepInput[];
  readonly effects: readonly Effect[];
  readonly moveRequests: readonly MoveRequestBase[];
  /** Exact odds at the first roll the session asked for (before any die was cast). */
  readonly odds?: unknown;
  /** The moves the result makes, planned on the board after the effects (empty while waiting). */
  readonly plan: MovePlan;
  /** The board after the effects on units and, once the combat is done, the moves. */
  readonly board: Board;
  readonly state: SessionStateBase;
}
