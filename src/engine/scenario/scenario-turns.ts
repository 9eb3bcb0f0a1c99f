import type { Board } from "../board/types";
import { commandTestTurn } from "../../rulesets/command-test/turn-player";
import type { RulesetId } from "../rulesets/ids";
import type { JsonValue } from "../rulesets/ruleset";
import type { Effect } from "../session/effects";
import type { DecisionStep, LocText, RollStep, SessionStateBase, StepInput } from "../session/types";
import type { CombatRun } from "./resolve-combat";
import type { CombatScript } from "./scenario";

/** One combat of a turn: the board it is fought on, its selection, its session, and its result in a line once it is over. */
export interface TurnCombat {
  readonly side: string;
  readonly before: Board;
  readonly selection: JsonValue;
  readonly session: SessionStateBase;
  /** What it came to (null while it is fought). */
  readonly summary: LocText | null;
}

/** A turn in play as a host shows it: whose order, the sides' resources, and its combats so far. */
export interface TurnProgress {
  readonly sides: readonly string[];
  /** The side to act next; null once the turn's combats are over. */
  readonly side: string | null;
  /** Each side's command chits (or the rule system's resource) left for the turn. */
  readonly chits: Readonly<Record<string, number>>;
  /** Sides that act no more this turn. */
  readonly done: readonly string[];
  /** The board as the turn's combats and its end have left it. */
  readonly board: Board;
  /** The combat being fought, answered through the rule system's own steps; null between orders. */
  readonly combat: TurnCombat | null;
  /** Each combat resolved so far, in order. */
  readonly combats: readonly TurnCombat[];
  /** The turn's own effects besides its combats' (a side declining, markers removed at its end). */
  readonly effects: readonly Effect[];
  readonly over: boolean;
}

/**
 * A rule system whose turn a scenario and the hosts can play: a sequence of combats the rules
 * order among themselves (command-test's alternating attack orders, Rule 10.7), each seeing the
 * board the earlier ones left. The selection is the turn's own (command-test: `sides`, `chits`,
 * `options`). The state is the rule system's own; a host only passes it back (like `AnyRuleset`).
 */
export interface TurnPlayer {
  /** Checks the selection on the board; throws the rule system's EngineError. */
  check(board: Board, selection: unknown): void;
  play(board: Board, selection: unknown, script: CombatScript, seed?: number): CombatRun;
  /** The turn on the board, before any order; throws the rule system's EngineError for a bad selection. */
  start(board: Board, selection: unknown): SessionStateBase;
  /** What the turn waits for (its own steps and its combats', the latter prefixed with the order's number); null once over. */
  pending(state: SessionStateBase): DecisionStep | RollStep | null;
  /** Answers the step waiting; throws the session's EngineError for an answer it refuses. */
  advance(state: SessionStateBase, input: StepInput): SessionStateBase;
  progress(state: SessionStateBase): TurnProgress;
}

/** The rule systems whose turns scenarios and hosts can play. */
export const TURN_PLAYERS: Partial<Record<RulesetId, TurnPlayer>> = {
  "command-test": commandTestTurn,
};

/** The turn player of a rule system, or undefined when it plays no turn. */
export function turnPlayerOf(rulesetId: RulesetId): TurnPlayer | undefined {
  return Object.hasOwn(TURN_PLAYERS, rulesetId) ? TURN_PLAYERS[rulesetId] : undefined;
}
