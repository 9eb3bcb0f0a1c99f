import type { DecisionStep, RollStep, Step } from "./types";

/*
 * The scaffold every step machine stands on: a rule system says, for any state, what it needs next
 * (`examine`), and the scaffold runs the automatic moves (`settle`) so that a state handed out
 * always waits for an input or is done, and answers `pending` from the same examination.
 */

/** What a state needs next: an input, an automatic move on to `state`, or nothing (done). */
export type Examination<State, Outcome> =
  | { readonly kind: "ask"; readonly step: DecisionStep | RollStep }
  | { readonly kind: "auto"; readonly state: State }
  | { readonly kind: "done"; readonly outcome: Outcome };

export const ask = (
  step: DecisionStep | RollStep,
): { readonly kind: "ask"; readonly step: DecisionStep | RollStep } => ({
  kind: "ask",
  step,
});

export const auto = <State>(state: State): { readonly kind: "auto"; readonly state: State } => ({
  kind: "auto",
  state,
});

export const done = <Outcome>(outcome: Outcome): { readonly kind: "done"; readonly outcome: Outcome } => ({
  kind: "done",
  outcome,
});

/** Moves on by itself to the state at `stage`. */
export const at = <State extends { readonly stage: unknown }>(
  state: State,
  stage: State["stage"],
): { readonly kind: "auto"; readonly state: State } => auto({ ...state, stage });

export interface StepScaffold<State, Outcome> {
  /** Runs the automatic moves until the state waits for an input, is done, or `stop` accepts it. */
  readonly settle: (state: State, stop?: (state: State) => boolean) => State;
  /** What a settled state waits for; a state that would still move on by itself was never handed out. */
  readonly pending: (state: State) => Step<Outcome>;
}

/** The scaffold of the step machine `name` (named in the error for a state handed out unsettled). */
export function stepScaffold<State, Outcome>(
  name: string,
  examine: (state: State) => Examination<State, Outcome>,
): StepScaffold<State, Outcome> {
  return {
    settle: (state, stop = () => false) => {
      let current = state;
      while (!stop(current)) {
        const examined = examine(current);
        if (examined.kind !== "auto") return current;
        current = examined.state;
      }
      return current;
    },
    pending: (state) => {
      const examined = examine(state);
      if (examined.kind === "auto") throw new Error(`${name}: an unsettled state was handed out`);
      return examined.kind === "done" ? { kind: "done", outcome: examined.outcome } : examined.step;
    },
  };
}
