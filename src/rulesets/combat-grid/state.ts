import type { SessionStateBase } from "@engine/session/types";
import type { Effect } from "@engine/session/effects";
import type { RetreatMove, ReturnMove } from "@engine/movement/grid/move-requests";
import type { CombatGridSetup } from "./setup";

import type { Role } from "@engine/session/roles";

/** The moves a combat-grid result asks for: retreats and returns to the square a unit came from. */
export type CombatGridMove = RetreatMove | ReturnMove;

/** An effect of this rule system's sessions, its moves typed. */
export type CombatGridEffect = Effect<CombatGridMove>;

export type { Role };
export { ROLES } from "@engine/session/roles";

/** Whether a unit of the square is still fighting. */
export type Presence = "in" | "shattered" | "retreated";

/** A unit of the square as the combat goes on. */
export type UnitRuntime = {
  readonly id: string;
  readonly role: Role;
  readonly stepsLost: number;
  /** Hits taken in this combat, for spreading them evenly. */
  readonly hits: number;
  readonly presence: Presence;
  /** Doubled by a tactic in this combat. */
  readonly doubled: boolean;
};

/** A tactic played, and what came of it at the reveal. */
export type TacticPlay = { readonly id: string; readonly status: "applies" | "negated" | "inapplicable" };

/** A double effect of an applied tactic, waiting for its units to be chosen. */
export type DoubleChoice = {
  readonly role: Role;
  readonly tactic: string;
  readonly unitType: string | null;
  readonly count: number;
};

/** One side's shot: its roll, its total, and the hits it inflicts. */
export type FireRecord = {
  readonly die: number;
  readonly total: number;
  /** Yellow boxes counted before shifts. */
  readonly base: number;
  readonly up: number;
  readonly down: number;
  /** Hits from the grid after shifts. */
  readonly hits: number;
  /** The armor advantage's extra hit on the enemy leader (0 or 1). */
  readonly extra: number;
};

/** Hits still to apply to one side. */
export type HitBatch = {
  readonly target: Role;
  readonly extra: number;
  readonly grid: number;
  /** Hits of this batch taken so far (absorbed ones included). */
  readonly received: number;
};

export type Stage =
  /** Asking the units (attackers first, then defenders) in turn whom they call to barrage. */
  | { readonly kind: "barrage"; readonly caller: number }
  | { readonly kind: "tactics"; readonly role: Role }
  | { readonly kind: "double"; readonly index: number }
  | { readonly kind: "leader"; readonly role: Role }
  /** Rolling for the `shooter`-th side of `volley`. */
  | { readonly kind: "fire"; readonly volley: number; readonly shooter: number }
  /** Applying the hits of `volley`, the first batch first. */
  | { readonly kind: "hits"; readonly volley: number; readonly batches: readonly HitBatch[] }
  /** The defender, hit, chooses to hold or retreat; `batches` are still to apply after. */
  | { readonly kind: "evade"; readonly volley: number; readonly batches: readonly HitBatch[] }
  | { readonly kind: "done"; readonly outcome: CombatGridOutcome };

export type CombatGridOutcome = {
  readonly result: "holds" | "retreats" | "shattered";
  /** Withdraw: no combat took place. */
  readonly noCombat: boolean;
  /** Hits each side inflicted (grid hits after shifts, plus the armor advantage's extra hit). */
  readonly inflicted: { readonly attacker: number; readonly defender: number };
  readonly squareTaken: boolean;
};

export interface CombatGridState extends SessionStateBase {
  readonly setup: CombatGridSetup;
  readonly stage: Stage;
  readonly units: readonly UnitRuntime[];
  /** Barrage calls: which artillery unit each calling unit called. */
  readonly calls: readonly { readonly caller: string; readonly artillery: string }[];
  /** Each side's secret tactic picks; null until that side has chosen. */
  readonly tactics: { readonly attacker: readonly string[] | null; readonly defender: readonly string[] | null };
  /** The tactics as revealed, with their fate. */
  readonly plays: { readonly attacker: readonly TacticPlay[]; readonly defender: readonly TacticPlay[] };
  readonly doubles: readonly DoubleChoice[];
  /** Whether both sides have armor in the combat. */
  readonly tankBattle: boolean;
  readonly leaders: { readonly attacker: string | null; readonly defender: string | null };
  /** Who shoots when: one volley of both, or the side that shoots first, then the other. */
  readonly volleys: readonly (readonly Role[])[];
  readonly fire: { readonly attacker: FireRecord | null; readonly defender: FireRecord | null };
  readonly preparedPositions: number;
  /** A prepared position has absorbed its one hit of this combat. */
  readonly absorbed: boolean;
  readonly withdrew: boolean;
  readonly effects: readonly CombatGridEffect[];
}
