import type { DecisionOption, DecisionStep, LocText, RollStep } from "@engine/session/types";
import type { AssaultOutcome, AssaultState, Role, Stage } from "./state";
import { chooseOne } from "@engine/session/state-helpers";
import { sideOf } from "./state-helpers";

/** What a state needs next: an input, an automatic move on, or nothing (done). */
export type Examined =
  | { readonly kind: "ask"; readonly step: DecisionStep | RollStep }
  | { readonly kind: "auto"; readonly state: AssaultState }
  | { readonly kind: "done"; readonly outcome: AssaultOutcome };

export const auto = (state: AssaultState): Examined => ({ kind: "auto", state });
export const ask = (step: DecisionStep | RollStep): Examined => ({ kind: "ask", step });
export const at = (state: AssaultState, stage: Stage): Examined => auto({ ...state, stage });

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
