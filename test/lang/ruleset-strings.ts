import type { OptionDefinition } from "@engine/rulesets/ruleset";
import type { Effect } from "@engine/session/effects";
import type { LocText, Step } from "@engine/session/types";

/** Every localization key a step shows: its prompt or purpose, option labels, reasons and notes. */
export function stepKeys(step: Step<unknown>): string[] {
  if (step.kind === "done") return [];
  if (step.kind === "roll") return [step.purpose.key];
  const notes = step.options.flatMap((option): LocText[] => [
    ...(option.reason ? [option.reason] : []),
    ...(option.note ? [option.note] : []),
  ]);
  return [step.prompt.key, ...step.options.map((option) => option.labelKey), ...notes.map((note) => note.key)];
}

/** The keys a ruleset's options show: labels, hints, labelled defaults' reference texts, choices. */
export function optionKeys(options: readonly OptionDefinition[]): string[] {
  return options.flatMap((option) => [
    option.labelKey,
    ...(option.hintKey === undefined ? [] : [option.hintKey]),
    ...(option.labelledDefault === undefined ? [] : [option.labelledDefault.referenceKey]),
    ...(option.type === "choice" ? option.choices.map((choice) => choice.labelKey) : []),
  ]);
}

/** The chat lines' keys among a session's effects. */
export function chatKeys(effects: readonly Effect[]): string[] {
  return effects.flatMap((effect) => (effect.kind === "log" ? [effect.line.key] : []));
}
