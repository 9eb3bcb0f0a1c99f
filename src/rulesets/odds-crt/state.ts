import type { Effect } from "@engine/session/effects";
import type { Role } from "@engine/session/roles";
import type { SessionStateBase } from "@engine/session/types";
import type { Offset } from "@engine/model/coordinates";
import type { CellRefusal } from "@engine/movement/move-plan";
import type { OddsCrtSetup } from "./setup";

export type { Role };

/** A hex a move could not take, and why (the move's reasons show it). */
export type RefusedCell = { readonly cell: Offset; readonly why: CellRefusal };

/**
 * The moves an odds-CRT result asks for, each along the path the session settled: a retreat (the
 * hexes ranked and chosen in the session), a friend displaced to make room, an advance after combat.
 */
export type OddsCrtMove = {
  readonly kind: "crt-retreat" | "crt-displaced" | "crt-advance";
  readonly unitId: string;
  /** The hexes from the unit's own to where it ends. */
  readonly path: readonly Offset[];
  /** The hexes refused on the way, with why. */
  readonly refused: readonly RefusedCell[];
  /** The unit whose retreat displaced this one. */
  readonly otherId?: string;
};

export type OddsCrtEffect = Effect<OddsCrtMove>;

/** The combat itself: strengths, the column before and after shifts, the die and the result code. */
export type CombatRecord = {
  readonly attack: number;
  readonly defence: number;
  /** The column the strengths reach, e.g. "2:1". */
  readonly odds: string;
  readonly shift: number;
  /** The column used, e.g. "1:1". */
  readonly column: string;
  readonly die: number;
  readonly result: string;
};

export type Stage =
  | { readonly kind: "combat" }
  /** After an exchange the attacker chooses its losses one unit at a time. */
  | { readonly kind: "exchange" }
  /** A side chooses which of its units loses each step owed. */
  | { readonly kind: "loss"; readonly role: Role }
  /** The `index`-th hex of the role's stacks retreats (or is eliminated). */
  | { readonly kind: "retreat"; readonly role: Role; readonly index: number }
  /** Advance after combat into the `index`-th defending hex, if vacated. */
  | { readonly kind: "advance"; readonly index: number }
  | { readonly kind: "done"; readonly outcome: OddsCrtOutcome };

/** Where a unit ended its retreat ("i,j"), or null when it could not retreat and was eliminated. */
export type RetreatRecord = { readonly unit: string; readonly hex: string | null };

export type OddsCrtOutcome = {
  readonly attack: number;
  readonly defence: number;
  /** The column the strengths reach before shifts. */
  readonly odds: string;
  readonly shift: number;
  /** The column used. */
  readonly column: string;
  readonly result: string;
  /** Units eliminated, in order (by the result, an exchange, a last step lost, or no retreat). */
  readonly eliminated: readonly string[];
  /** One entry per step lost by a unit that survived it. */
  readonly stepsLost: readonly string[];
  readonly retreats: readonly RetreatRecord[];
  /** Friends displaced to make room for a retreat. */
  readonly displaced: readonly string[];
  /** Attacking units that advanced after combat. */
  readonly advanced: readonly string[];
};

export interface OddsCrtState extends SessionStateBase {
  readonly setup: OddsCrtSetup;
  readonly stage: Stage;
  readonly combat: CombatRecord | null;
  /** Units that moved in this combat, where they stand now. */
  readonly moved: readonly { readonly unitId: string; readonly cell: Offset }[];
  readonly eliminated: readonly string[];
  readonly stepsLost: readonly string[];
  /** Steps each role still owes. */
  readonly owed: { readonly attacker: number; readonly defender: number };
  /** Printed strength the attacker still owes an exchange. */
  readonly exchangeOwed: number;
  readonly retreats: readonly RetreatRecord[];
  readonly displaced: readonly string[];
  readonly advanced: readonly string[];
  readonly effects: readonly OddsCrtEffect[];
}
