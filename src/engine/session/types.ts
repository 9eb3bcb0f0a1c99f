/**
 * The shapes every ruleset's combat session shares. A ruleset is a step machine over a plain-JSON
 * state: `start(setup)`, then `pending(state)` says what is needed next and the session core's
 * `advance` checks an input against it before the ruleset `apply`s it.
 */

/** A localization key (under `WARGAME.*`) with the values that fill its placeholders. */
export interface LocText {
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
  /**
   * The sides (ids) whose units its numbers count: a total, a score, a column, a count of losses.
   * A reader who may not see some unit of one of them is not shown it (`view/unseen-units.ts`).
   */
  readonly counts?: readonly string[];
}

export interface DecisionOption {
  readonly id: string;
  readonly labelKey: string;
  readonly data: Readonly<Record<string, string | number>>;
  /** The sides whose units the numbers of its label count (as `LocText.counts`). */
  readonly counts?: readonly string[];
  readonly legal: boolean;
  /** Why an option that is not legal may not be picked. */
  readonly reason?: LocText;
  /** An advisory on a legal option, e.g. a tactic that would be spent without effect. */
  readonly note?: LocText;
  /** The option will (or may) take the unit off the board: a host says so before it is chosen. */
  readonly fatal?: Fatal;
}

/** What an option does to the unit that takes it: eliminated or destroyed, for certain or by a chance roll. */
export interface Fatal {
  readonly unitId: string;
  readonly outcome: "eliminated" | "destroyed";
  readonly certain: boolean;
}

/**
 * A choice one side makes. A secret decision is one of a round that every side answers in turn
 * without seeing the others' answers: the ruleset reveals them together once all are in.
 */
export interface DecisionStep {
  readonly kind: "decision";
  readonly id: string;
  readonly side: string;
  readonly secret: boolean;
  /** The sides whose secret choice of this round is already in (a host shows that, never what). */
  readonly sealed: readonly string[];
  readonly prompt: LocText;
  readonly options: readonly DecisionOption[];
  /** How many options to pick; a single choice has min = max = 1. */
  readonly min: number;
  readonly max: number;
}

/** A roll the session needs from outside: one number per die, e.g. `dice: "2d6"` wants two 1–6. */
export interface RollStep {
  readonly kind: "roll";
  readonly id: string;
  readonly side: string;
  readonly dice: string;
  readonly purpose: LocText;
}

export interface DoneStep<Outcome> {
  readonly kind: "done";
  readonly outcome: Outcome;
}

export type Step<Outcome> = DecisionStep | RollStep | DoneStep<Outcome>;

/** One entry of a session's log: the answer to the step named `step`. */
export type StepInput =
  | { readonly kind: "decision"; readonly step: string; readonly picks: readonly string[] }
  | { readonly kind: "roll"; readonly step: string; readonly dice: readonly number[] };

/** Every session state carries its log: the decisions and rolls so far, in order. */
export interface SessionStateBase {
  readonly log: readonly StepInput[];
}

export interface StepMachine<Setup, State extends SessionStateBase, Outcome> {
  /** The state before any input, with an empty log. */
  start(setup: Setup): State;
  /** What the session needs next. */
  pending(state: State): Step<Outcome>;
  /**
   * Applies an input that the session core has already checked against `pending(state)`; the
   * core appends it to the log. Hosts call `advance`, never this.
   */
  apply(state: State, input: StepInput): State;
}
