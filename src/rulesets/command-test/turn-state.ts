import type { Board } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import type { MovePlan } from "@engine/movement/move-plan";
import type { JsonValue } from "@engine/rulesets/ruleset";
import type { CommandTestEffect } from "./state";
import type { SessionStateBase } from "@engine/session/types";
import type { CommandTestOutcome, CommandTestState } from "./state";
import type { TurnSetup } from "./turn-setup";

/** An attack order of the turn's as a combat: the board it was fought on, its selection and its session. */
export type TurnAttack = {
  readonly before: Board;
  /** The attack's selection (`setupFromBoard` turns board and selection into its setup). */
  readonly selection: JsonValue;
  readonly attack: CommandTestState;
};

/** An attack order of the turn, once resolved. */
export type AttackRecord = TurnAttack & {
  readonly side: string;
  readonly from: Offset;
  readonly target: Offset;
  readonly ordered: readonly string[];
  readonly outcome: CommandTestOutcome;
  /** The retreats its result made, as a host animates them. */
  readonly plan: MovePlan;
};

export type TurnStage =
  /** The side to attack orders an attack or declines. */
  | { readonly kind: "order" }
  /** It chooses which units of the stack attack. */
  | { readonly kind: "units"; readonly from: Offset; readonly target: Offset }
  /** The order's own session, its steps asked through the turn. */
  | ({ readonly kind: "attack"; readonly from: Offset; readonly target: Offset } & TurnAttack)
  | { readonly kind: "done"; readonly outcome: TurnOutcome };

export type TurnOutcome = {
  readonly attacks: readonly { readonly side: string; readonly goesAhead: boolean; readonly result: string | null }[];
  readonly chitsLeft: Readonly<Record<string, number>>;
  /** The units whose force-march markers came off at the end (Rule 10.9). */
  readonly forceMarchRemoved: readonly string[];
};

/** The turn's attacks as plain state, all a host needs to show: whose order, chits left, who is done. */
export interface TurnState extends SessionStateBase {
  readonly setup: TurnSetup;
  /** The board as the turn's combats have left it. */
  readonly board: Board;
  /** The side to order the next attack; null once both are done. */
  readonly attacker: string | null;
  /** Each side's command chits left for the turn. */
  readonly chits: Readonly<Record<string, number>>;
  /** Sides that declined or failed an order: they order no more attacks this turn (Rule 10.7). */
  readonly done: readonly string[];
  /** Orders given or declined so far; numbers the steps. */
  readonly orders: number;
  readonly stage: TurnStage;
  readonly attacks: readonly AttackRecord[];
  readonly effects: readonly CommandTestEffect[];
}
