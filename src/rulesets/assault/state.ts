import type { Board } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import type { MovePlan } from "@engine/movement/move-plan";
import type { Effect } from "@engine/session/effects";
import type { RetreatMove } from "@engine/movement/grid/move-requests";
import type { SessionStateBase } from "@engine/session/types";
import type { AppliedModifier } from "./modifiers";
import type { AssaultSetup } from "./setup";

import type { PerRole, Role } from "@engine/session/roles";

/** An effect of this rule system's sessions, its moves typed. */
export type AssaultEffect = Effect<RetreatMove>;

export type { PerRole, Role };
export { ROLES } from "@engine/session/roles";

/** One unit's attack in a round: its close-combat value in contact, else its firefight value. */
export type Attack = { readonly unitId: string; readonly kind: "close-combat" | "firefight"; readonly value: number };

/** A unit in the order its side takes casualties, with the save it gets (null: none). */
export type Casualty = { readonly unitId: string; readonly save: number | null };

/** A formation that may lend supporting fire, with the units that would fire and their values. */
export type SupportOffer = {
  readonly formation: string;
  readonly units: readonly { readonly unitId: string; readonly value: number }[];
};

/** What a round's fighting works from, fixed when its moves are over. */
export type Fight = {
  readonly attacks: PerRole<readonly Attack[]>;
  /** Every unit of each side, in contact first, then closest to the enemy: hits and extra hits go in this order. */
  readonly order: PerRole<readonly Casualty[]>;
  /** How many of `order` are directly engaged (within range of an enemy): only they take hits. */
  readonly engaged: PerRole<number>;
  readonly support: PerRole<readonly SupportOffer[]>;
};

/** A round's running count. */
export type Tally = {
  /** Casualties of this round so far: the first `lost` units of the side's `order`. */
  readonly lost: PerRole<number>;
  /** Hits waiting for their saves, by the side that takes them. */
  readonly hits: PerRole<number>;
  /** The formations each side called to support; null until it has chosen. */
  readonly supporting: PerRole<readonly string[] | null>;
  /** The highest die of each side's 2d6 for the result. */
  readonly best: PerRole<number | null>;
};

export type Result = "off" | "attacker-wins" | "defender-wins";

/** How the assault was decided, once it is. */
export type Verdict = {
  readonly result: Result;
  /** "range": no charging unit ended within range; "wipe-out" and "stall": the checks after the hits. */
  readonly by: "range" | "wipe-out" | "stall" | "result";
  readonly scores: PerRole<number> | null;
  readonly modifiers: PerRole<readonly AppliedModifier[]> | null;
  readonly extraHits: number;
};

export type Stage =
  /** Asking the `index`-th unit of the engaging formation for its charge move. */
  | { readonly kind: "charge"; readonly index: number }
  /** Asking `role` which of its units counter-charge. */
  | { readonly kind: "counter"; readonly role: Role }
  /** The round's moves are over: work out who attacks and who may support. */
  | { readonly kind: "fight" }
  | { readonly kind: "attack"; readonly role: Role }
  /** `role` saves the hits it has taken from the attacks or the supporting fire. */
  | { readonly kind: "saves"; readonly batch: Batch; readonly role: Role }
  /** The wipe-out checks after a batch of hits. */
  | { readonly kind: "check"; readonly batch: Batch }
  | { readonly kind: "support"; readonly role: Role }
  | { readonly kind: "support-fire"; readonly role: Role }
  | { readonly kind: "result"; readonly role: Role }
  /** The loser withdraws, shock is taken. */
  | { readonly kind: "end" }
  | { readonly kind: "consolidate"; readonly queue: readonly string[]; readonly index: number }
  | { readonly kind: "done" };

export type Batch = "attack" | "support";

/** A movement phase of the session: planned when it happens, in order. */
export type Phase = {
  readonly kind: "charge" | "counter-charge" | "withdrawal" | "consolidation";
  readonly round: number;
  readonly plan: MovePlan;
};

export type AssaultOutcome = {
  readonly result: Result;
  readonly by: Verdict["by"];
  readonly rounds: number;
  readonly scores: PerRole<number> | null;
  /** Units destroyed by the assault: hits, extra hits, and a broken loser's last units. */
  readonly casualties: PerRole<number>;
  readonly extraHits: number;
  /** Formations the assault broke. */
  readonly broken: readonly string[];
  /** Shock points each formation received. */
  readonly shock: Readonly<Record<string, number>>;
  /** Withdrawing units destroyed because they could not leave an enemy zone of control. */
  readonly trapped: readonly string[];
};

export interface AssaultState extends SessionStateBase {
  readonly setup: AssaultSetup;
  /** The board as the session has left it: moves made, destroyed units gone. */
  readonly board: Board;
  readonly round: number;
  /** The formations on each side of the assault; formations contacted by counter-charges join. */
  readonly sides: PerRole<readonly string[]>;
  readonly stage: Stage;
  readonly fight: Fight | null;
  readonly tally: Tally;
  /** Units destroyed by the assault, by side, in order. */
  readonly killed: PerRole<readonly string[]>;
  readonly verdict: Verdict | null;
  readonly phases: readonly Phase[];
  /** Consolidation moves chosen, in order. */
  readonly consolidations: readonly { readonly unitId: string; readonly to: Offset }[];
  readonly broken: readonly string[];
  readonly shock: Readonly<Record<string, number>>;
  readonly trapped: readonly string[];
  readonly effects: readonly AssaultEffect[];
}
