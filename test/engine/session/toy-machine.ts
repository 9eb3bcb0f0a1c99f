import { expect } from "vitest";
import { EngineError } from "@engine/errors";
import { advance } from "@engine/session/advance";
import type { SessionStateBase, Step, StepInput, StepMachine } from "@engine/session/types";

/** A tiny ruleset for the session core's tests: bet high or low, roll 2d6; high wins at `threshold` or more. */
export type ToySetup = { readonly threshold: number };
export type ToyState = SessionStateBase & {
  readonly threshold: number;
  readonly bet: string | null;
  readonly total: number | null;
};
export type ToyOutcome = { readonly won: boolean; readonly total: number };

export const toy: StepMachine<ToySetup, ToyState, ToyOutcome> = {
  start: (setup) => ({ log: [], threshold: setup.threshold, bet: null, total: null }),
  pending(state): Step<ToyOutcome> {
    if (state.bet === null) {
      return {
        kind: "decision",
        id: "bet",
        side: "player",
        secret: false,
        sealed: [],
        prompt: { key: "WARGAME.Toy.Bet", data: {} },
        options: [
          { id: "low", labelKey: "WARGAME.Toy.Low", data: {}, legal: true },
          {
            id: "cheat",
            labelKey: "WARGAME.Toy.Cheat",
            data: {},
            legal: false,
            reason: { key: "WARGAME.Toy.NoCheating", data: {} },
          },
          { id: "high", labelKey: "WARGAME.Toy.High", data: {}, legal: true },
        ],
        min: 1,
        max: 1,
      };
    }
    if (state.total === null)
      return { kind: "roll", id: "dice", side: "player", dice: "2d6", purpose: { key: "WARGAME.Toy.Roll", data: {} } };
    return {
      kind: "done",
      outcome: { won: state.total >= state.threshold === (state.bet === "high"), total: state.total },
    };
  },
  apply(state, input: StepInput): ToyState {
    if (input.kind === "decision") return { ...state, bet: input.picks[0] ?? null };
    return { ...state, total: input.dice.reduce((sum, die) => sum + die, 0) };
  },
};

/**
 * Runs `advance` on the toy expecting a refusal (the input as a host might pass it on, unchecked);
 * returns the error key, and checks the state is untouched.
 */
export function refusal(state: ToyState, input: unknown): string {
  const before = JSON.stringify(state);
  try {
    advance(toy, state, input as StepInput);
  } catch (error) {
    expect(JSON.stringify(state)).toBe(before);
    if (error instanceof EngineError) return error.key;
    throw error;
  }
  throw new Error("advance accepted the input");
}
