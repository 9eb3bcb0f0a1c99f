import { takeExtraHits } from "./casualties";
import {
  type AppliedModifier,
  type ModifierId,
  modifierTotal,
  RESULT_MODIFIERS,
  resultModifiers,
  type Standing,
} from "./modifiers";
import { type AssaultState, type PerRole, type Role, ROLES, type Tally, type Verdict } from "./state";
import {
  bothSides,
  defined,
  destroy,
  enemyOf,
  formationSetup,
  line,
  perRole,
  sideOf,
  unitsOf,
  withEffects,
} from "./state-helpers";

export const FRESH_TALLY: Tally = {
  lost: { attacker: 0, defender: 0 },
  hits: { attacker: 0, defender: 0 },
  supporting: { attacker: null, defender: null },
  best: { attacker: null, defender: null },
};

/**
 * The wipe-out checks, worded as the text words them: the attacker wins when every unit of the
 * defending formations is destroyed and one of its own survives; the defender wins when every
 * directly engaged attacker is destroyed (the assault has stalled). Otherwise null.
 */
export function wipeOut(state: AssaultState): (Verdict & { readonly by: "wipe-out" | "stall" }) | null {
  const fight = defined(state.fight ?? undefined, "the round's fight");
  if (unitsOf(state, "defender").length === 0 && unitsOf(state, "attacker").length > 0)
    return decided("attacker-wins", "wipe-out");
  if (state.tally.lost.attacker >= fight.engaged.attacker) return decided("defender-wins", "stall");
  return null;
}

const WON: Record<Exclude<Verdict["by"], "range">, string> = {
  "wipe-out": "WARGAME.Assault.Log.WonWipeOut",
  stall: "WARGAME.Assault.Log.WonStall",
  result: "WARGAME.Assault.Log.WonResult",
};

function labelOf(id: ModifierId): string {
  return RESULT_MODIFIERS.find((record) => record.id === id)?.labelKey ?? id;
}

function decided(result: Verdict["result"], by: "wipe-out" | "stall"): Verdict & { readonly by: "wipe-out" | "stall" } {
  return { result, by, scores: null, modifiers: null, extraHits: 0 };
}

/** Where `role` stands for the result: enemy units it destroyed (every round), its units left, its shock. */
function standing(state: AssaultState, role: Role): Standing {
  return {
    destroyed: state.killed[enemyOf(role)].length,
    remaining: unitsOf(state, role).length,
    shock: state.sides[role].reduce((sum, id) => sum + formationSetup(state, id).shock, 0),
  };
}

/**
 * Both results rolled: each side's highest die plus its modifiers. The higher wins and the loser
 * takes the difference as extra hits; a tie fights another round, both sides counter-charging.
 */
export function workOutResult(state: AssaultState): AssaultState {
  const modifiers: PerRole<AppliedModifier[]> = perRole((role) =>
    resultModifiers(standing(state, role), standing(state, enemyOf(role))),
  );
  const scores = perRole(
    (role) => defined(state.tally.best[role] ?? undefined, "the result roll") + modifierTotal(modifiers[role]),
  );
  const said = withEffects(
    state,
    ...ROLES.flatMap((role) => [
      ...modifiers[role].map((modifier) =>
        line("WARGAME.Assault.Log.Modifier", {
          side: sideOf(state, role),
          modifier: labelOf(modifier.id),
          amount: modifier.amount,
        }),
      ),
      line(
        "WARGAME.Assault.Log.Score",
        {
          side: sideOf(state, role),
          best: state.tally.best[role] ?? 0,
          modifiers: modifierTotal(modifiers[role]),
          score: scores[role],
        },
        bothSides(state),
      ),
    ]),
  );
  if (scores.attacker === scores.defender) {
    const next = withEffects(
      { ...said, round: state.round + 1, tally: FRESH_TALLY },
      line("WARGAME.Assault.Log.Tie", { round: state.round + 1 }),
    );
    return { ...next, stage: { kind: "counter", role: "attacker" } };
  }
  const result = scores.attacker > scores.defender ? "attacker-wins" : "defender-wins";
  return decide(said, {
    result,
    by: "result",
    scores,
    modifiers,
    extraHits: Math.abs(scores.attacker - scores.defender),
  });
}

/**
 * The assault is decided: the loser takes the extra hits, and a loser that was broken before the
 * assault (every formation of its side of it) loses every unit left. Then the end stage.
 */
export function decide(
  state: AssaultState,
  verdict: Verdict & { readonly by: Exclude<Verdict["by"], "range"> },
): AssaultState {
  const loser: Role = verdict.result === "attacker-wins" ? "defender" : "attacker";
  const said = withEffects(state, line(WON[verdict.by], { side: sideOf(state, enemyOf(loser)) }));
  const hit = verdict.extraHits > 0 ? takeExtraHits(said, loser, verdict.extraHits) : said;
  const wasBroken = state.sides[loser].every((id) => formationSetup(state, id).broken);
  const left = unitsOf(hit, loser).map((unit) => unit.id);
  const destroyed =
    wasBroken && left.length > 0
      ? destroy(withEffects(hit, line("WARGAME.Assault.Log.BrokenLoser", { side: sideOf(state, loser) })), loser, left)
      : hit;
  return { ...destroyed, verdict, stage: { kind: "end" } };
}
