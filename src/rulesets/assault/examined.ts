import type { Examination } from "@engine/session/step-scaffold";
import type { DecisionOption, DecisionStep, LocText, RollStep } from "@engine/session/types";
import type { AssaultOutcome, AssaultState, Role } from "./state";
import { chooseOne } from "@engine/session/state-helpers";
import { sideOf } from "./state-helpers";

/** What an assault's state needs next (the engine's step scaffold runs it: `machine.ts`). */
export type Examined = Examination<AssaultState, AssaultOutcome>;

/** A single choice for the side playing `role`. */
export function decision(
  state: AssaultState,
  id: string,
  role: Role,
  prompt: LocText,
  options: readonly DecisionOption[],
): DecisionStep {
  return chooseOne(id, sideOf(state, role), prompt, options);
}

export function roll(state: AssaultState, id: string, role: Role, count: number, purpose: LocText): RollStep {
  return { kind: "roll", id, side: sideOf(state, role), dice: `${count}d6`, purpose };
}
