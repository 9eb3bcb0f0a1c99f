import type { SessionStateBase } from "@engine/session/types";
import type { Effect } from "@engine/session/effects";
import type { RetreatMove } from "@engine/movement/grid/move-requests";
import type { CommandRoll } from "./command-roll";
import type { Role } from "./results-table";
import type { CommandTestSetup } from "./setup";

/** An effect of this rule system's sessions, its moves typed. */
export type CommandTestEffect = Effect<RetreatMove>;

export type { Role } from "./results-table";

/** A supporting stack's test (Rules 10.4 and 10.6); `stack` is its id (see stackId). */
export type SupportTest = { readonly stack: string; readonly roll: CommandRoll };

/** The combat itself: the strengths, the odds column, the die and the result code. */
export type CombatRecord = {
  readonly attack: number;
  readonly defence: number;
  readonly column: string;
  readonly die: number;
  readonly result: string;
};

export type Stage =
  /** A side allocates command chits: the attacker to the order, the defender to its supporting stacks. */
  | { readonly kind: "allocate"; readonly role: Role }
  /** The attacker's command test for the order (Rule 10.2). */
  | { readonly kind: "command" }
  /** A side chooses which of its stacks next to the defending stack to call upon. */
  | { readonly kind: "call"; readonly role: Role }
  /** The test of the `index`-th stack called. */
  | { readonly kind: "support"; readonly role: Role; readonly index: number }
  | { readonly kind: "combat" }
  /** After an exchange, the attacker chooses its losses one unit at a time. */
  | { readonly kind: "exchange" }
  | { readonly kind: "done"; readonly outcome: CommandTestOutcome };

export type CommandTestOutcome = {
  /** Whether the order passed its command test (Rule 10.2); a failed order ends the side's attacks for the turn. */
  readonly goesAhead: boolean;
  /** Command chits each role spent from its side's pool. */
  readonly chitsSpent: { readonly attacker: number; readonly defender: number };
  /** The ids of the supporting stacks that passed their tests and took part. */
  readonly supporting: { readonly attacker: readonly string[]; readonly defender: readonly string[] };
  /** Each side's combat strength; null when no combat took place. */
  readonly strength: { readonly attacker: number; readonly defender: number } | null;
  /** The odds column used, e.g. "2:1". */
  readonly column: string | null;
  /** The result code, e.g. "DR1". */
  readonly result: string | null;
};

export interface CommandTestState extends SessionStateBase {
  readonly setup: CommandTestSetup;
  readonly stage: Stage;
  /** Chits each role allocated; null until it has. */
  readonly allocated: { readonly attacker: number | null; readonly defender: number | null };
  readonly command: CommandRoll | null;
  /** The ids of the stacks each side called upon, in the setup's order. */
  readonly called: { readonly attacker: readonly string[]; readonly defender: readonly string[] };
  readonly tests: { readonly attacker: readonly SupportTest[]; readonly defender: readonly SupportTest[] };
  readonly combat: CombatRecord | null;
  /** The attacking units lost so far to an exchange. */
  readonly lost: readonly string[];
  readonly effects: readonly CommandTestEffect[];
}
