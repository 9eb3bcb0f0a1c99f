import type { RollStep, SessionStateBase, StepMachine } from "./types";
import type { Decide } from "./run-session";
import { type Distribution, collect } from "./distribution";
import { allRolls, parseDice } from "./dice";
import { advance } from "./advance";

/**
 * How a roll's results are walked: each distinct roll the machine needs told apart, with its
 * chance. The default is every face of every die, each equally likely; a ruleset whose step reads
 * only a sum or a count of some faces gives one representative roll per sum or count instead (see
 * `sumOfDice`, `countOfFaces`), so that n dice cost about n outcomes, not faces^n.
 */
export type RollOutcomes<State> = (step: RollStep, state: State) => Distribution<readonly number[]>;

export function everyRoll(step: RollStep): Distribution<readonly number[]> {
  const rolls = allRolls(parseDice(step.dice));
  return rolls.map((value) => ({ value, p: 1 / rolls.length }));
}

/**
 * Exact odds from a session state: walks every result of every remaining roll (as `rolls` gives
 * them), answers the decisions met on the way with `decide`, and merges states with the same
 * `key` so equal situations are expanded once. Returns the distribution of `measure` over the
 * finished states.
 *
 * The default key is the state without its log; a ruleset whose later steps never read some other
 * part of its state (a chat log, say) can pass a key that leaves that out too, to merge more.
 */
export function enumerateOutcomes<Setup, State extends SessionStateBase, Outcome, Measure>(
  machine: StepMachine<Setup, State, Outcome>,
  from: State,
  decide: Decide<State>,
  measure: (state: State, outcome: Outcome) => Measure,
  key: (state: State) => string = (state) => JSON.stringify({ ...state, log: [] }),
  rolls: RollOutcomes<State> = everyRoll,
): Distribution<Measure> {
  const results: { value: Measure; p: number }[] = [];
  let frontier = new Map<string, { state: State; p: number }>([[key(from), { state: from, p: 1 }]]);
  while (frontier.size > 0) {
    const next = new Map<string, { state: State; p: number }>();
    const add = (state: State, p: number): void => {
      const k = key(state);
      const found = next.get(k);
      if (found === undefined) next.set(k, { state, p });
      else found.p += p;
    };
    for (const { state, p } of frontier.values()) {
      const step = machine.pending(state);
      if (step.kind === "done") {
        results.push({ value: measure(state, step.outcome), p });
      } else if (step.kind === "decision") {
        add(advance(machine, state, { kind: "decision", step: step.id, picks: decide(step, state) }), p);
      } else {
        for (const roll of rolls(step, state))
          add(advance(machine, state, { kind: "roll", step: step.id, dice: [...roll.value] }), p * roll.p);
      }
    }
    frontier = next;
  }
  return collect(results);
}
