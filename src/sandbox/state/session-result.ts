import type { Board } from "../../engine/board/types";
import { applyPlan } from "../../engine/movement/apply-plan";
import type { MovePlan } from "../../engine/movement/move-plan";
import type { AnyRuleset } from "../../engine/rulesets/registry";
import { applyEffects } from "../../engine/session/apply-effects";
import type { Effect } from "../../engine/session/effects";
import type { SessionStateBase } from "../../engine/session/types";

/** What a finished combat does to the board: its effects, then its moves. */
export interface SessionResult {
  readonly effects: readonly Effect[];
  /** The board after the effects on units (losses, statuses, eliminations), before the moves. */
  readonly affected: Board;
  readonly plan: MovePlan;
  /** The board after the moves too. */
  readonly after: Board;
}

/** The same order as the engine's resolver: effects, then the ruleset plans the moves on that board. */
export function sessionResult(ruleset: AnyRuleset, board: Board, state: SessionStateBase): SessionResult {
  const effects = ruleset.effects(state);
  const affected = applyEffects(board, effects);
  const plan = ruleset.planMoves(affected, state);
  return { effects, affected, plan, after: applyPlan(affected, plan) };
}
