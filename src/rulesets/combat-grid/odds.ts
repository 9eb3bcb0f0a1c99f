import { type Decide, firstLegal } from "@engine/session/run-session";
import { type Distribution, mapDistribution } from "@engine/session/distribution";
import { enumerateOutcomes } from "@engine/session/enumerate";
import type { CombatGridOutcome, CombatGridState } from "./state";
import { apply, pending, start } from "./machine";

export type CombatGridOdds = {
  /** Hits the attacker inflicts (after shifts, with the armor advantage's extra hit). */
  readonly attackerHits: Distribution<number>;
  readonly defenderHits: Distribution<number>;
  readonly result: Distribution<CombatGridOutcome["result"]>;
  /** The joint distribution, for anything else a host wants to show. */
  readonly outcomes: Distribution<CombatGridOutcome>;
};

/**
 * Exact odds from a state, over every remaining die roll. Decisions still to come (hit placement,
 * evasion) are answered by `decide`, by default the first legal option (which holds rather than
 * evades). States are merged without their log and chat lines, which later steps never read.
 */
export function combatGridOdds(state: CombatGridState, decide: Decide<CombatGridState> = firstLegal): CombatGridOdds {
  const outcomes = enumerateOutcomes(
    { start, pending, apply },
    state,
    decide,
    (_state, outcome) => outcome,
    (next) => JSON.stringify({ ...next, log: [], effects: [] }),
  );
  return {
    attackerHits: mapDistribution(outcomes, (outcome) => outcome.inflicted.attacker),
    defenderHits: mapDistribution(outcomes, (outcome) => outcome.inflicted.defender),
    result: mapDistribution(outcomes, (outcome) => outcome.result),
    outcomes,
  };
}
