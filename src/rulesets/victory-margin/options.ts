import { defineOptions, readOptionValues } from "@engine/rulesets/options";

export const ARMOUR_ADVANTAGE_CHOICES = ["armour-minus-anti-tank", "entered"] as const;
export const BLOCKED_FALL_BACK_CHOICES = ["stops", "eliminated"] as const;
export const SPENT_BREAKTHROUGH_CHOICES = ["rally-forward", "stay"] as const;

export type VictoryMarginOptions = {
  /** How an armour advantage not entered is found (the text takes it from the fight's armour saves). */
  readonly armourAdvantage: (typeof ARMOUR_ADVANTAGE_CHOICES)[number];
  /** What becomes of a fall back that cannot go its whole way (the text does not say). */
  readonly blockedFallBack: (typeof BLOCKED_FALL_BACK_CHOICES)[number];
  /** How a breakthrough unit that has broken through this turn follows up (the text does not say). */
  readonly spentBreakthrough: (typeof SPENT_BREAKTHROUGH_CHOICES)[number];
};

export const DEFAULT_OPTIONS: VictoryMarginOptions = {
  armourAdvantage: "armour-minus-anti-tank",
  blockedFallBack: "stops",
  spentBreakthrough: "rally-forward",
};

export const VICTORY_MARGIN_OPTIONS = defineOptions("WARGAME.VictoryMargin", [
  {
    id: "armourAdvantage",
    type: "choice",
    default: DEFAULT_OPTIONS.armourAdvantage,
    choices: ARMOUR_ADVANTAGE_CHOICES,
    gap: "ArmourAdvantage",
  },
  {
    id: "blockedFallBack",
    type: "choice",
    default: DEFAULT_OPTIONS.blockedFallBack,
    choices: BLOCKED_FALL_BACK_CHOICES,
    gap: "BlockedFallBack",
  },
  {
    id: "spentBreakthrough",
    type: "choice",
    default: DEFAULT_OPTIONS.spentBreakthrough,
    choices: SPENT_BREAKTHROUGH_CHOICES,
    gap: "SpentBreakthrough",
  },
]);

/** Reads options (missing ones take their defaults); throws an EngineError naming the option. */
export function validateOptions(input: unknown): VictoryMarginOptions {
  const values = readOptionValues(VICTORY_MARGIN_OPTIONS, input);
  return {
    armourAdvantage: values.choice("armourAdvantage", ARMOUR_ADVANTAGE_CHOICES),
    blockedFallBack: values.choice("blockedFallBack", BLOCKED_FALL_BACK_CHOICES),
    spentBreakthrough: values.choice("spentBreakthrough", SPENT_BREAKTHROUGH_CHOICES),
  };
}
