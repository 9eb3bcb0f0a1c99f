import type { LocText } from "./view-types";

/** What the plural rule needs of a host's localization: which keys exist, and the language they are in. */
export interface PluralSource {
  has(key: string): boolean;
  readonly lang: string;
}

/**
 * The key to show for a text whose number is `count`: a key with plural forms in lang files
 * (`….one`, `….other`, any category `Intl.PluralRules` names) takes the form for its count in the
 * host's language, falling back to `other`; any other key is itself.
 */
export function pluralKey(text: LocText, source: PluralSource): string {
  const count = text.data["count"];
  if (typeof count !== "number" || source.has(text.key)) return text.key;
  const form = `${text.key}.${pluralRules(source.lang).select(count)}`;
  return source.has(form) ? form : `${text.key}.other`;
}

const RULES = new Map<string, Intl.PluralRules>();

function pluralRules(lang: string): Intl.PluralRules {
  const known = RULES.get(lang);
  if (known !== undefined) return known;
  const rules = new Intl.PluralRules(lang);
  RULES.set(lang, rules);
  return rules;
}
