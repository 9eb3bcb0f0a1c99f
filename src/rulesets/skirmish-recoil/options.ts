import { readOptionValues } from "@engine/rulesets/options";
import type { OptionDefinition } from "@engine/rulesets/ruleset";

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

export const SKIRMISH_OPTIONS: readonly OptionDefinition[] = [
  {
    id: "breakOff",
    labelKey: "WARGAME.SkirmishRecoil.Options.breakOff.name",
    hintKey: "WARGAME.SkirmishRecoil.Options.breakOff.hint",
    type: "choice",
    default: DEFAULT_OPTIONS.breakOff,
    choices: [
      { id: "loser-recoils", labelKey: "WARGAME.SkirmishRecoil.Options.breakOff.loser-recoils" },
      { id: "loser-stays", labelKey: "WARGAME.SkirmishRecoil.Options.breakOff.loser-stays" },
    ],
    labelledDefault: { referenceKey: "WARGAME.SkirmishRecoil.Gap.BreakOff" },
  },
  {
    id: "ferTest",
    labelKey: "WARGAME.SkirmishRecoil.Options.ferTest.name",
    hintKey: "WARGAME.SkirmishRecoil.Options.ferTest.hint",
    type: "choice",
    default: DEFAULT_OPTIONS.ferTest,
    choices: [
      { id: "d6-plus-fer", labelKey: "WARGAME.SkirmishRecoil.Options.ferTest.d6-plus-fer" },
      { id: "fer-die", labelKey: "WARGAME.SkirmishRecoil.Options.ferTest.fer-die" },
    ],
    labelledDefault: { referenceKey: "WARGAME.SkirmishRecoil.Gap.FerTest" },
  },
  {
    id: "crossingTarget",
    labelKey: "WARGAME.SkirmishRecoil.Options.crossingTarget.name",
    hintKey: "WARGAME.SkirmishRecoil.Options.crossingTarget.hint",
    type: "number",
    default: DEFAULT_OPTIONS.crossingTarget,
    min: 1,
    max: 6,
    labelledDefault: { referenceKey: "WARGAME.SkirmishRecoil.Gap.CrossingTarget" },
  },
  {
    id: "turnAround",
    labelKey: "WARGAME.SkirmishRecoil.Options.turnAround.name",
    hintKey: "WARGAME.SkirmishRecoil.Options.turnAround.hint",
    type: "boolean",
    default: DEFAULT_OPTIONS.turnAround,
  },
  {
    id: "downedDifficultGoing",
    labelKey: "WARGAME.SkirmishRecoil.Options.downedDifficultGoing.name",
    hintKey: "WARGAME.SkirmishRecoil.Options.downedDifficultGoing.hint",
    type: "boolean",
    default: DEFAULT_OPTIONS.downedDifficultGoing,
  },
];

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
