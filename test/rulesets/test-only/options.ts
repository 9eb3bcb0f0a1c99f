import { readOptionValues } from "@engine/rulesets/options";
import type { OptionDefinition } from "@engine/rulesets/ruleset";

export type ShoveOptions = { readonly pushOn: number };

/** The die a shove pushes on or over; the imagined text never says, so 4 is a labelled default. */
export const SHOVE_OPTIONS: readonly OptionDefinition[] = [
  {
    id: "pushOn",
    labelKey: "WARGAME.Test.Options.pushOn.name",
    type: "number",
    default: 4,
    min: 2,
    max: 6,
    labelledDefault: { referenceKey: "WARGAME.Test.Gap.PushOn" },
  },
];

export function validateOptions(input: unknown): ShoveOptions {
  return { pushOn: readOptionValues(SHOVE_OPTIONS, input).number("pushOn") };
}
