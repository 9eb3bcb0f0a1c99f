import type { Board } from "../board/types";
import { tableError } from "../errors";
import { EMPTY_PLAN, type MovePlan } from "../movement/move-plan";
import type { AnyRuleset } from "../rulesets/registry";
import { advance } from "../session/advance";
import { applyEffects } from "../session/apply-effects";
import { sessionResult } from "../session/session-result";
import { parseDice } from "../session/dice";
import { seededDice } from "../session/dice-source";
import type { Effect, MoveRequest } from "../session/effects";
import type { DecisionStep, RollStep, SessionStateBase, StepInput } from "../session/types";
import type { CombatScript, ScriptedDecision } from "./scenario";
import { SCENARIO_ERRORS } from "./scenario-errors";

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
  readonly moveRequests: readonly MoveRequest[];
  /** Exact odds at the first roll the session asked for (before any die was cast). */
  readonly odds?: unknown;
  /** The moves the result makes, planned on the board after the effects (empty while waiting). */
  readonly plan: MovePlan;
  /** The board after the effects on units and, once the combat is done, the moves. */
  readonly board: Board;
  readonly state: SessionStateBase;
}

/**
 * Plays a combat on a board from a script: decisions are taken in order and must name the step
 * the session asks for; dice come from the list, then from the seed. The session stops, waiting,
 * when the script has nothing for the step at hand.
 */
export function resolveCombat(ruleset: AnyRuleset, board: Board, selection: unknown, script: CombatScript, seed?: number): CombatRun {
  let state = ruleset.start(ruleset.setupFromBoard(board, selection));
  let nextDecision = 0;
  let nextDie = 0;
  const random = seed === undefined ? undefined : seededDice(seed);
  let odds: unknown;
  for (;;) {
    const step = ruleset.pending(state);
    if (step.kind === "done") return finish(ruleset, board, state, { status: "done", outcome: step.outcome }, odds);
    if (step.kind === "decision") {
      const scripted = script.decisions[nextDecision];
      if (!scripted) return finish(ruleset, board, state, { status: "waiting", pending: step }, odds);
      checkStep(scripted, step);
      state = advance(ruleset, state, { kind: "decision", step: step.id, picks: scripted.picks });
      nextDecision += 1;
      continue;
    }
    odds ??= ruleset.odds(state);
    const { count } = parseDice(step.dice);
    let dice: readonly number[] | undefined;
    if (nextDie + count <= script.dice.length) {
      dice = script.dice.slice(nextDie, nextDie + count);
      nextDie += count;
    } else if (random) {
      dice = random(step);
    } else {
      return finish(ruleset, board, state, { status: "waiting", pending: step }, odds);
    }
    state = advance(ruleset, state, { kind: "roll", step: step.id, dice });
  }
}

function checkStep(scripted: ScriptedDecision, step: DecisionStep): void {
  if (scripted.step !== step.id) {
    throw tableError(SCENARIO_ERRORS, "ScriptMismatch", { scripted: scripted.step, pending: step.id });
  }
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
  const result = end.status === "done" ? sessionResult(ruleset, board, state) : { effects, plan: EMPTY_PLAN, after: applyEffects(board, effects) };
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
