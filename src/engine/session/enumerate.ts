import type { SessionStateBase, StepMachine } from "./types";
import type { Decide } from "./run-session";
import { type Distribution, collect } from "./distribution";
import { allRolls, parseDice } from "./dice";
import { advance } from "./advance";

/**
 * Exact odds from a session state: walks every result of every remaining roll (each equally likely
 * within its roll), answers the decisions met on the way with `decide`, and merges states with the
 * same `key` so equal situations are expanded once. Returns the distribution of `measure` over the
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
        const rolls = allRolls(parseDice(step.dice));
        for (const dice of rolls) add(advance(machine, state, { kind: "roll", step: step.id, dice }), p / rolls.length);
      }
    }
    frontier = next;
  }
  return collect(results);
}
