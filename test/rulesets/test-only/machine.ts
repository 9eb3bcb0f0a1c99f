import type { Effect } from "@engine/session/effects";
import type { ShoveMove } from "./move-requests";
import { line, withEffects } from "@engine/session/state-helpers";
import type { SessionStateBase, Step, StepInput } from "@engine/session/types";
import type { ShoveSetup } from "./setup";
import { STATUS } from "./statuses";

export type ShoveOutcome = { readonly result: "gave-ground" | "pushed" | "held" };

export type ShoveEffect = Effect<ShoveMove>;

export type ShoveState = SessionStateBase & {
  readonly setup: ShoveSetup;
  readonly stance: "stand" | "give-ground" | null;
  readonly die: number | null;
  readonly effects: readonly ShoveEffect[];
};

/**
 * The defender stands or gives ground (one cell back); a defender that stands is shoved on 1d6:
 * at `pushOn` or over it is shaken and pushed one cell back, below it the attacker is shaken.
 */
export function start(setup: ShoveSetup): ShoveState {
  return { setup, log: [], stance: null, die: null, effects: [] };
}

export function pending(state: ShoveState): Step<ShoveOutcome> {
  const { attacker, defender } = state.setup;
  if (state.stance === null) {
    const option = (id: string) => ({ id, labelKey: `WARGAME.Test.Option.${id}`, data: {}, legal: true });
    return {
      kind: "decision",
      id: "stance",
      side: defender.side,
      secret: false,
      sealed: [],
      prompt: { key: "WARGAME.Test.Prompt.Stance", data: {} },
      options: [option("stand"), option("give-ground")],
      min: 1,
      max: 1,
    };
  }
  if (state.stance === "give-ground") return { kind: "done", outcome: { result: "gave-ground" } };
  if (state.die === null)
    return {
      kind: "roll",
      id: "shove",
      side: attacker.side,
      dice: "1d6",
      purpose: { key: "WARGAME.Test.Roll.Shove", data: {} },
    };
  return { kind: "done", outcome: { result: state.die >= state.setup.options.pushOn ? "pushed" : "held" } };
}

export function apply(state: ShoveState, input: StepInput): ShoveState {
  const { attacker, defender } = state.setup;
  const back: ShoveEffect = { kind: "move", request: { kind: "shoved", unitId: defender.id, from: attacker.cell } };
  if (input.kind === "decision") {
    const stance = input.picks[0] === "give-ground" ? "give-ground" : "stand";
    return withEffects({ ...state, stance }, ...(stance === "give-ground" ? [back] : []));
  }
  const die = input.dice[0] ?? 0;
  const pushed = die >= state.setup.options.pushOn;
  const shaken: ShoveEffect = {
    kind: "status",
    unitId: pushed ? defender.id : attacker.id,
    status: STATUS.shaken,
    on: true,
  };
  return withEffects({ ...state, die }, shaken, ...(pushed ? [back] : []), line("WARGAME.Test.Log.Shove", { die }));
}
