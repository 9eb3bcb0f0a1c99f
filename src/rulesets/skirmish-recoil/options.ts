import { defineOptions, readOptionValues } from "@engine/rulesets/options";

export const BREAK_OFF_CHOICES = ["loser-recoils", "loser-stays"] as const;
export const FER_TEST_CHOICES = ["d6-plus-fer", "fer-die"] as const;

export type SkirmishOptions = {
  /** Break Off is named, not defined (labelled default: the loser recoils 2; the winner pursues only if it must). */
  readonly breakOff: (typeof BREAK_OFF_CHOICES)[number];
  /** How FER is rolled against 5 (labelled default: 1d6 + FER, 5 or more passes). */
  readonly ferTest: (typeof FER_TEST_CHOICES)[number];
  /** The 1d6 score that crosses a barrier (labelled default 4: the text asks for a roll, not its score). */
  readonly crossingTarget: number;
  /** A suppressed figure ends turned around, as conventionally. */
  readonly turnAround: boolean;
  /** A downed figure's place counts as difficult going (a status hosts show). */
  readonly downedDifficultGoing: boolean;
};

export const DEFAULT_OPTIONS: SkirmishOptions = {
  breakOff: "loser-recoils",
  ferTest: "d6-plus-fer",
  crossingTarget: 4,
  turnAround: true,
  downedDifficultGoing: false,
};

export const SKIRMISH_OPTIONS = defineOptions("WARGAME.SkirmishRecoil", [
  { id: "breakOff", type: "choice", default: DEFAULT_OPTIONS.breakOff, choices: BREAK_OFF_CHOICES, gap: "BreakOff" },
  { id: "ferTest", type: "choice", default: DEFAULT_OPTIONS.ferTest, choices: FER_TEST_CHOICES, gap: "FerTest" },
  {
    id: "crossingTarget",
    type: "number",
    default: DEFAULT_OPTIONS.crossingTarget,
    min: 1,
    max: 6,
    gap: "CrossingTarget",
  },
  { id: "turnAround", type: "boolean", default: DEFAULT_OPTIONS.turnAround },
  { id: "downedDifficultGoing", type: "boolean", default: DEFAULT_OPTIONS.downedDifficultGoing },
]);

/** Reads options (missing ones take their defaults); throws an EngineError naming the option. */
export function validateOptions(input: unknown): SkirmishOptions {
  const values = readOptionValues(SKIRMISH_OPTIONS, input);
  return {
    breakOff: values.choice("breakOff", BREAK_OFF_CHOICES),
    ferTest: values.choice("ferTest", FER_TEST_CHOICES),
    crossingTarget: values.number("crossingTarget"),
    turnAround: values.boolean("turnAround"),
    downedDifficultGoing: values.boolean("downedDifficultGoing"),
  };
}
