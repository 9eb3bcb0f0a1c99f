import type { JsonValue, OptionDefinition } from "../engine/rulesets/ruleset";
import { say } from "./text";
import type { DefaultView, LocText } from "./view-types";

/**
 * The labelled defaults in use: every option standing in for a rule the source text lacks whose
 * value in this combat is its default (an option a group changed is its own rule, not ours).
 * Options missing from `values` take their default.
 */
export function defaultsView(
  options: readonly OptionDefinition[],
  values: Readonly<Record<string, unknown>>,
): DefaultView[] {
  return options.flatMap((option) => {
    const reference = option.labelledDefault?.referenceKey;
    const value = values[option.id] ?? option.default;
    if (reference === undefined || !sameJson(value, option.default)) return [];
    return [{ option: say(option.labelKey), value: valueText(option), reference: say(reference) }];
  });
}

function valueText(option: OptionDefinition): LocText {
  switch (option.type) {
    case "boolean":
      return say(option.default ? "WARGAME.View.Yes" : "WARGAME.View.No");
    case "number":
      return say("WARGAME.View.Value", { value: option.default });
    case "choice":
      return say(option.choices.find((choice) => choice.id === option.default)?.labelKey ?? "WARGAME.View.Value", {
        value: option.default,
      });
    case "records":
      return say("WARGAME.View.Records", { count: option.default.length });
  }
}

function sameJson(a: unknown, b: JsonValue | readonly JsonValue[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
