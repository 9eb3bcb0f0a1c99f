import type { Board } from "../board/types";
import { applyPlan } from "../movement/apply-plan";
import type { MovePlan } from "../movement/move-plan";
import type { AnyRuleset } from "../rulesets/ruleset";
import { applyEffects } from "./apply-effects";
import type { Effect } from "./effects";
import type { SessionStateBase } from "./types";

/** What a finished combat does to the board: its effects, then its moves. */
export interface SessionResult {
  readonly effects: readonly Effect[];
  /** The board after the effects on units (losses, statuses, eliminations), before the moves. */
  readonly affected: Board;
  readonly plan: MovePlan;
  /** The board after the moves too. */
  readonly after: Board;
}

/** A finished session on its board: the effects first, then the ruleset plans the moves on the board they leave. */
export function sessionResult(ruleset: AnyRuleset, board: Board, state: SessionStateBase): SessionResult {
  const effects = ruleset.effects(state);
  const affected = applyEffects(board, effects);
  const plan = ruleset.planMoves(affected, state);
  return { effects, affected, plan, after: applyPlan(affected, plan) };
}
