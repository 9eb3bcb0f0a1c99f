import { advance } from "./advance";
import { parseDice } from "./dice";
import type { SessionStateBase, StepMachine } from "./types";

/** A state of the machine seen die by die: the inner state and the faces of a roll so far, sorted. */
export interface DieByDie<S> extends SessionStateBase {
  readonly inner: S;
  readonly faces: readonly number[];
}

/**
 * The machine seen one die at a time: a roll of several dice is asked as that many single dice
 * (`attack#1`, `attack#2`, …) whose faces are kept sorted, so that exact odds merge every order of
 * the same faces: n d6 cost C(n + 5, 5) states instead of 6^n. Sound for machines that read only
 * the faces a roll shows, not their order (a count of sixes, a sum of pips).
 */
export function oneDieAtATime<Setup, S extends SessionStateBase, O>(machine: StepMachine<Setup, S, O>): StepMachine<Setup, DieByDie<S>, O> {
  return {
    start: (setup) => ({ log: [], inner: machine.start(setup), faces: [] }),
    pending: (state) => {
      const step = machine.pending(state.inner);
      if (step.kind !== "roll") return step;
      const { count, faces } = parseDice(step.dice);
      return count === 1 ? step : { ...step, id: `${step.id}#${state.faces.length + 1}`, dice: `1d${faces}` };
    },
    apply: (state, input) => {
      const step = machine.pending(state.inner);
      if (input.kind === "decision" || step.kind !== "roll") return { ...state, inner: advance(machine, state.inner, input) };
      const faces = [...state.faces, ...input.dice].sort((a, b) => a - b);
      if (faces.length < parseDice(step.dice).count) return { ...state, faces };
      return { log: [], inner: advance(machine, state.inner, { kind: "roll", step: step.id, dice: faces }), faces: [] };
    },
  };
}
