import type { MovePlan } from "@engine/movement/move-plan";
import type { Effect } from "@engine/session/effects";
import type { SkirmishMove } from "./move-requests";
import type { SessionStateBase } from "@engine/session/types";
import type { Crossing } from "./plan-request";
import type { Result, SkirmishSetup } from "./setup";

/** An effect of this rule system's sessions, its moves typed. */
export type SkirmishEffect = Effect<SkirmishMove>;

export type Stage =
  /** Which result applies (the text starts at the results: an input). */
  | { readonly kind: "result" }
  /** Where the suppressed figure goes, if anywhere. */
  | { readonly kind: "suppression" }
  /** The fleeing figure flees, or heroically tries to be Downed instead (a FER test). */
  | { readonly kind: "heroic" }
  | { readonly kind: "fer" }
  /** A d6 for the next barrier the flee crosses. */
  | { readonly kind: "crossing" }
  | { readonly kind: "done"; readonly outcome: SkirmishOutcome };

/** Why the loser is Downed: the result itself, a blocked recoil or flee, a faster victor, or its own FER test. */
export type DownedBy = "result" | "blocked" | "speed" | "heroic";

/** What became of the loser: the effect on the defender. */
export type Fate = "suppressed" | "recoiled" | "fled" | "downed" | "destroyed" | "stood";

export type SkirmishOutcome = {
  readonly result: Result;
  readonly fate: Fate;
  readonly downedBy: DownedBy | null;
  /** Friends the loser's recoil or flee put to flight (cavalry into infantry). */
  readonly madeToFlee: readonly string[];
  /** Figures destroyed failing a crossing test. */
  readonly destroyed: readonly string[];
  /** The victor pursues 2 (an irregular or cavalry whose enemy gave way). */
  readonly pursues: boolean;
  /** The position the victor captures and occupies, or null. */
  readonly captures: string | null;
};

export interface SkirmishState extends SessionStateBase {
  readonly setup: SkirmishSetup;
  readonly stage: Stage;
  readonly result: Result | null;
  /** The loser's move, or null when it does not move. */
  readonly request: SkirmishMove | null;
  /** That move planned on the setup's board, with the crossing tests rolled so far resolved. */
  readonly plan: MovePlan;
  readonly crossings: readonly Crossing[];
  /** Downed by the session's own reckoning (a blocked move shows in the plan). */
  readonly downed: Exclude<DownedBy, "blocked"> | null;
  readonly effects: readonly SkirmishEffect[];
}
