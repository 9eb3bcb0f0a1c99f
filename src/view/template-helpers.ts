import { isRecord } from "../engine/validation/read-fields";
import { type PluralSource, pluralKey } from "./plural";
import type { LocText } from "./view-types";

/** What the helpers need of a host's localization (Foundry's `game.i18n`, the sandbox's own). */
export interface Localizer extends PluralSource {
  localize(key: string): string;
  format(key: string, data: Readonly<Record<string, string>>): string;
}

/**
 * The text of a view's `LocText`. Values that are keys themselves (a tactic's name) are localized
 * first; a "key" outside the module's namespace is a group's own plain name, shown as it is; a key
 * with plural forms takes the one its `count` needs.
 */
export function localizeText(text: LocText, i18n: Localizer): string {
  if (!isOwnKey(text.key)) return text.key;
  const data = Object.fromEntries(
    Object.entries(text.data).map(([name, value]) => [
      name,
      typeof value === "string" && isOwnKey(value) ? i18n.localize(value) : String(value),
    ]),
  );
  return i18n.format(pluralKey(text, i18n), data);
}

function isOwnKey(value: string): boolean {
  return value.startsWith("WARGAME.");
}

/** Whether a value is a view's text: a key and its values. */
export function isLocText(value: unknown): value is LocText {
  return isRecord(value) && typeof value["key"] === "string" && isRecord(value["data"]);
}

/**
 * The Handlebars helpers the combat templates use, by name; each host registers them all with its
 * own Handlebars and localization. `{{wargameText text}}` renders a view's LocText (Handlebars
 * escapes the result); anything else renders as nothing.
 */
export function templateHelpers(i18n: Localizer): Readonly<Record<string, (value: unknown) => string>> {
  return {
    wargameText: (value) => (isLocText(value) ? localizeText(value, i18n) : ""),
  };
}
