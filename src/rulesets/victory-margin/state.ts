import type { Effect } from "@engine/session/effects";
import type { VictoryMarginMove } from "./move-requests";
import type { SessionStateBase } from "@engine/session/types";
import type { Band } from "./margin";
import type { VictoryMarginSetup } from "./setup";

/** An effect of this rule system's sessions, its moves typed. */
export type VictoryMarginEffect = Effect<VictoryMarginMove>;

export type FollowUp = "rally-forward" | "breakthrough" | "stay";

export type Stage =
  /** The defender is eliminated and more than one rear support survives: which stands in. */
  | { readonly kind: "stand-in" }
  /** The session rolls the attacker's dice of the round. */
  | { readonly kind: "attack" }
  /** The margin does not exceed the cover level: the defender stands or falls back. */
  | { readonly kind: "defender" }
  /** The `index`-th surviving rear support stands or goes with the defender. */
  | { readonly kind: "support"; readonly index: number }
  /** Margin × d6 centimetres. */
  | { readonly kind: "fall-back" }
  /** The `index`-th attacking unit (attacker first, then its rear supports) follows up or stays. */
  | { readonly kind: "follow-up"; readonly index: number }
  | { readonly kind: "done"; readonly outcome: VictoryMarginOutcome };

/** What happened to the defender: the text's "effect on defender". */
export type DefenderEffect = "no-effect" | "stands" | "falls-back" | "eliminated";

export type VictoryMarginOutcome = {
  readonly effect: DefenderEffect;
  /** None, may or must fall back; null when no victory test was made. */
  readonly band: Band | null;
  readonly margin: number | null;
  readonly sixes: number | null;
  /** The unit that took the victory test (a rear support standing in), or null. */
  readonly defender: string | null;
  /** Centimetres fallen back (0 when it did not). */
  readonly fallBack: number;
  /** Rear supports that fell back with it. */
  readonly withIt: readonly string[];
  readonly followUps: Readonly<Record<string, FollowUp>>;
};

export interface VictoryMarginState extends SessionStateBase {
  readonly setup: VictoryMarginSetup;
  readonly stage: Stage;
  /** The unit taking the victory test; null when the defender and its rear support are all eliminated. */
  readonly defender: string | null;
  readonly sixes: number | null;
  readonly margin: number | null;
  readonly band: Band | null;
  readonly fallsBack: boolean;
  readonly withIt: readonly string[];
  /** Pips of the fall back roll: centimetres. */
  readonly fallBack: number;
  readonly followUps: readonly { readonly unitId: string; readonly move: FollowUp }[];
  readonly effects: readonly VictoryMarginEffect[];
}
