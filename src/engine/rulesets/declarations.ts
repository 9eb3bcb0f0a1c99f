import type { JsonValue } from "./values";

/*
 * What a rule system declares for the people who write its scenarios and the code that reads
 * them: the fields of a unit's `data` and of a combat's `selection`, the steps its sessions ask
 * for and the terrain kinds it reads. The reference docs (`npm run docs`) are generated from these,
 * and the tests hold them to what the rule system reads and asks for.
 */

/**
 * The numbers a field accepts, both ends included: whole numbers only when `whole`. Every numeric
 * field declares one, so that validation, the fuzz suites and the reference all read one range and
 * every number a user writes has a cap.
 */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
  readonly whole: boolean;
}

/** How a field is given: required, or left out for its default. */
export type FieldSpec = {
  /** Its type as an author writes it, e.g. `whole number` or `"infantry" | "cavalry"`. */
  readonly type: string;
  /**
   * The range of the field's number, or of each number in it (a track's boxes, a side's chits, a
   * point's coordinates are the board's caps instead). Read with `rangeOf`.
   */
  readonly range?: NumberRange;
  /** What it means, a localization key. */
  readonly meaningKey: string;
  /**
   * State of one token rather than of the unit's kind (steps lost, shock points): the engine's
   * effects change it during play, so a host keeps it on the token and merges it into the data.
   */
  readonly perToken?: true;
} & ({ readonly required: true } | { readonly default: JsonValue });

/** A field of a unit's `data` or of a combat's `selection`. */
export type FieldDeclaration = FieldSpec & { readonly name: string };

/**
 * The declarations of a record's fields, in the order written. Every field of `T` (e.g. the unit
 * data type) must be declared; others may be (per-token state a host keeps beside the data).
 */
export function fieldsOf<T = Record<never, never>>(
  specs: { readonly [K in keyof T]-?: FieldSpec } & Readonly<Record<string, FieldSpec>>,
): readonly FieldDeclaration[] {
  return Object.entries<FieldSpec>(specs).map(([name, spec]) => ({ name, ...spec }));
}

/** The range a field declares; a field without one is a slip in the rule system's code. */
export function rangeOf(fields: readonly FieldDeclaration[], name: string): NumberRange {
  const range = fields.find((field) => field.name === name)?.range;
  if (range === undefined) throw new Error(`the field ${name} declares no range`);
  return range;
}

/** Who answers a step. */
export const DECIDERS = {
  attacker: "WARGAME.Reference.Decides.Attacker",
  defender: "WARGAME.Reference.Decides.Defender",
  /** The side whose role (`attacker`, `defender`) the id names. */
  role: "WARGAME.Reference.Decides.Role",
  /** The side of the unit the id names. */
  unit: "WARGAME.Reference.Decides.Unit",
  victor: "WARGAME.Reference.Decides.Victor",
  loser: "WARGAME.Reference.Decides.Loser",
  /** The side whose turn it is. */
  active: "WARGAME.Reference.Decides.Active",
  /** Either side: the step's meaning says which. */
  either: "WARGAME.Reference.Decides.Either",
} as const;

export type Decider = keyof typeof DECIDERS;

/** A step a session may ask for. */
export interface StepDeclaration {
  /** The step's id; `<…>` marks a part that varies (`<unit>`, `<role>`, `<round>`, `<n>`, `<hex>`, …). */
  readonly id: string;
  readonly kind: "decision" | "roll";
  readonly decides: Decider;
  readonly meaningKey: string;
}

/** A terrain kind (an area's `kind`) a rule system gives a meaning to. */
export interface TerrainDeclaration {
  readonly kind: string;
  /** What the rule system makes of it, a localization key. */
  readonly meaningKey: string;
}

/**
 * A kind of marker a rule system lays in cells rather than on units (`Board.markers`): its id (the
 * `marker` of its effects), how many may lie in one cell, and what it means.
 */
export interface CellMarkerDeclaration {
  readonly id: string;
  /** The most markers of this kind in one cell, at most `LIMITS.markerCount`. */
  readonly max: number;
  /** What the rule system makes of it, a localization key. */
  readonly meaningKey: string;
}

/** A step id's pattern: `<…>` parts match any text without a `/`. */
export function stepPattern(id: string): RegExp {
  const parts = id.split(/<[^>]+>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join("[^/]+")}$`);
}

/** The declaration an emitted step id matches, if any. */
export function declaredStep(steps: readonly StepDeclaration[], id: string): StepDeclaration | undefined {
  return steps.find((step) => stepPattern(step.id).test(id));
}
