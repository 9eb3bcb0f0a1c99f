import type { Board } from "../board/types";
import { EMPTY_PLAN, type MovePlan } from "../movement/move-plan";
import type { AnyRuleset } from "../rulesets/registry";
import { applyEffects } from "../session/apply-effects";
import { sessionResult } from "../session/session-result";
import type { Effect, MoveRequestBase } from "../session/effects";
import type { DecisionStep, RollStep, SessionStateBase, StepInput } from "../session/types";
import { playScript } from "./play-script";
import type { CombatScript } from "./scenario";

/** Where the dice come from: the script's list first, then a seeded generator if one is given. */
export interface DiceSupply {
  readonly dice: readonly number[];
  readonly seed?: number;
}

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

/**
 * Plays a combat on a board from a script (see `playScript`): decisions in order, each naming
 * the step the session asks for; dice from the list, then from the seed.
 */
export function resolveCombat(
  ruleset: AnyRuleset,
  board: Board,
  selection: unknown,
  script: CombatScript,
  seed?: number,
): CombatRun {
  const played = playScript(ruleset, ruleset.start(ruleset.setupFromBoard(board, selection)), script, seed);
  const odds = played.firstRoll === undefined ? undefined : ruleset.odds(played.firstRoll);
  const { status, pending, outcome } = played;
  return finish(
    ruleset,
    board,
    played.state,
    { status, ...(pending === undefined ? {} : { pending }), ...(outcome === undefined ? {} : { outcome }) },
    odds,
  );
}

function finish(
  ruleset: AnyRuleset,
  board: Board,
  state: SessionStateBase,
  end: Pick<CombatRun, "status" | "pending" | "outcome">,
  odds: unknown,
): CombatRun {
  // While waiting, only the effects so far show; moves are planned once the session is done.
  const effects = ruleset.effects(state);
  const result =
    end.status === "done"
      ? sessionResult(ruleset, board, state)
      : { effects, plan: EMPTY_PLAN, after: applyEffects(board, effects) };
  return {
    ...end,
    log: state.log,
    effects: result.effects,
    moveRequests: ruleset.moveRequests(state),
    plan: result.plan,
    ...(odds === undefined ? {} : { odds }),
    board: result.after,
    state,
  };
}
