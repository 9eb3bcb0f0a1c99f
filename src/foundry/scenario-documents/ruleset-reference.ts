import type { OptionDefinition } from "@engine/rulesets/ruleset";
import { escapeHtml } from "./html";
import { markdownToHtml } from "./markdown";
import type { Say } from "./say";

function defaultText(option: OptionDefinition, say: Say): string {
  switch (option.type) {
    case "boolean":
      return say(option.default ? "WARGAME.ScenarioPack.Reference.Yes" : "WARGAME.ScenarioPack.Reference.No");
    case "number":
      return String(option.default);
    case "choice": {
      const choice = option.choices.find((c) => c.id === option.default);
      return choice === undefined ? option.default : say(choice.labelKey);
    }
    case "records":
      return say("WARGAME.ScenarioPack.Reference.Records", { count: option.default.length });
  }
}

/**
 * The labelled defaults of a rule system: each option that stands in for a rule its text refers to
 * but does not contain, with the reference text the host shows wherever the default is used, and
 * its default value.
 */
export function labelledDefaultsHtml(options: readonly OptionDefinition[], say: Say): string {
  const labelled = options.flatMap((option) =>
    option.labelledDefault === undefined ? [] : [{ option, referenceKey: option.labelledDefault.referenceKey }],
  );
  const heading = `<h2>${escapeHtml(say("WARGAME.ScenarioPack.Reference.Defaults"))}</h2>`;
  if (labelled.length === 0) return `${heading}<p>${escapeHtml(say("WARGAME.ScenarioPack.Reference.NoDefaults"))}</p>`;
  const entries = labelled.map(
    ({ option, referenceKey }) =>
      `<h3>${escapeHtml(say(option.labelKey))}</h3><p>${escapeHtml(say(referenceKey))}</p><p><strong>${escapeHtml(say("WARGAME.ScenarioPack.Reference.Default", { value: defaultText(option, say) }))}</strong></p>`,
  );
  return `${heading}<p>${escapeHtml(say("WARGAME.ScenarioPack.Reference.DefaultsIntro"))}</p>${entries.join("")}`;
}

/** The rule system's reference page: its labelled defaults first, then its README. */
export function rulesetReferenceHtml(options: readonly OptionDefinition[], readme: string, say: Say): string {
  return `${labelledDefaultsHtml(options, say)}\n${markdownToHtml(readme)}`;
}
