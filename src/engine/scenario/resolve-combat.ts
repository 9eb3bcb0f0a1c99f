import type { Board } from "../board/types";
import { EMPTY_PLAN } from "../movement/move-plan";
import type { AnyRuleset } from "../rulesets/ruleset";
import { applyEffects } from "../session/apply-effects";
import { sessionResult } from "../session/session-result";
import type { SessionStateBase } from "../session/types";
import { playScript } from "./play-script";
import type { CombatRun, CombatScript } from "../session/combat-run";

/** Where the dice come from: the script's list first, then a seeded generator if one is given. */
export interface DiceSupply {
  readonly dice: readonly number[];
  readonly seed?: number;
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
