import type { Board } from "@engine/board/types";
import type { RulesetId } from "@engine/rulesets/ids";
import type { AnyRuleset, TurnCombat, TurnPlayer } from "@engine/rulesets/ruleset";
import { type Rulesets, turnPlayerOf } from "@engine/rulesets/catalog";
import type { ScenarioCombat } from "@engine/scenario/scenario";
import { sessionResult } from "@engine/session/session-result";
import type { SessionStateBase, StepInput } from "@engine/session/types";
import type { CombatState } from "./combat-state";

/**
 * A turn in play on the page (command-test's alternating attack orders): the rule system's turn
 * session, and how many of its combats have had their moves made on the page's board. The turn's
 * own steps (an order, the units to send) are answered in the turn panel; each combat's in the
 * combat dialog, as a combat started by hand; each finished combat's moves are made before the
 * turn goes on.
 */
export interface TurnPlay {
  readonly name: string;
  readonly player: TurnPlayer;
  readonly session: SessionStateBase;
  /** The turn's combats whose moves are on the board. */
  readonly applied: number;
}

/** Starts a scenario's turn on the board as it stands; throws the rule system's EngineError for a bad selection, or for a rule system that plays no turn. */
export function startTurnPlay(rulesets: Rulesets, rulesetId: RulesetId, board: Board, turn: ScenarioCombat): TurnPlay {
  const player = turnPlayerOf(rulesets, rulesetId);
  return { name: turn.name, player, session: player.start(board, turn.selection), applied: 0 };
}

/** Answers the step the turn waits for; throws the session's EngineError for an answer it refuses. */
export function answerTurn(play: TurnPlay, input: StepInput): TurnPlay {
  return { ...play, session: play.player.advance(play.session, input) };
}

/** Whether a combat of the turn is resolved and waits for its moves to be made before the turn goes on. */
export function awaitingMoves(play: TurnPlay): boolean {
  return play.player.progress(play.session).combats.length > play.applied;
}

/** Whether the turn is over and every combat's moves are made. */
export function turnFinished(play: TurnPlay): boolean {
  const progress = play.player.progress(play.session);
  return progress.over && progress.combats.length === play.applied;
}

/**
 * The combat the page shows for the turn: the first resolved one whose moves are not made yet
 * (done, its result ready), else the one being fought; null between orders.
 */
export function turnCombatState(ruleset: AnyRuleset, play: TurnPlay): CombatState | null {
  const progress = play.player.progress(play.session);
  const resolved = progress.combats[play.applied];
  if (resolved !== undefined) return combatState(ruleset, play, resolved, true);
  return progress.combat === null ? null : combatState(ruleset, play, progress.combat, false);
}

function combatState(ruleset: AnyRuleset, play: TurnPlay, combat: TurnCombat, over: boolean): CombatState {
  return {
    name: play.name,
    selection: combat.selection,
    engagement: null,
    before: combat.before,
    session: combat.session,
    result: over ? sessionResult(ruleset, combat.before, combat.session) : null,
    applied: false,
  };
}
