/**
 * Errors the engine raises about its input. Each carries a localization key (under the module's
 * `WARGAME` namespace in lang/en.json) and the values that fill it, so a host can show the message
 * in the user's language; `message` is the English text, for logs, tests and the command line.
 * A value may itself be a phrase to localize (who is at fault, what was given, an inner error):
 * a host localizes those first (`localizedData`), so no English word of the engine's is left.
 */
export class EngineError extends Error {
  override readonly name = "EngineError";
  /** Values for the key's {placeholders}, each phrase in its English; also interpolated into `message`. */
  readonly data: Readonly<Record<string, string | number>>;
  /** The values that are phrases, by placeholder, for a host to localize in place of their English. */
  readonly parts: Readonly<Record<string, Phrase>>;

  constructor(
    /** Localization key in lang/en.json. */
    readonly key: string,
    data: ErrorData,
    /** The key's English text. */
    readonly english: string,
    /** The error this one reports on, when it wraps one (its phrase fills a `{problem}`). */
    cause?: EngineError,
  ) {
    const flat = englishData(data);
    super(interpolate(english, flat), cause === undefined ? undefined : { cause });
    this.data = flat;
    this.parts = Object.fromEntries(
      Object.entries(data).flatMap(([name, value]) => (isPhrase(value) ? [[name, value] as const] : [])),
    );
  }
}

/** A localizable piece of a message: its key, its values (plain, or phrases themselves) and its English text. */
export interface Phrase {
  readonly key: string;
  readonly data: ErrorData;
  readonly english: string;
}

/** The values of an error or phrase: plain, or phrases to localize. */
export type ErrorData = Readonly<Record<string, string | number | Phrase>>;

export function isPhrase(value: unknown): value is Phrase {
  return typeof value === "object" && value !== null && "key" in value && "english" in value;
}

/** A phrase in English. */
export function englishOf(phrase: Phrase): string {
  return interpolate(phrase.english, englishData(phrase.data));
}

function englishData(data: ErrorData): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name, isPhrase(value) ? englishOf(value) : value]),
  );
}

/** An error as a phrase, to stand inside another message (a scenario file's problem, say). */
export function errorPhrase(error: EngineError): Phrase {
  return { key: error.key, data: { ...error.data, ...error.parts }, english: error.english };
}

/**
 * An error's values in a host's language: each phrase localized with `format` (the host's
 * `game.i18n.format` or the like), its own phrases first; plain values as they are.
 */
export function localizedData(
  data: ErrorData,
  format: (key: string, data: Readonly<Record<string, string>>) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [
      name,
      isPhrase(value) ? format(value.key, localizedData(value.data, format)) : String(value),
    ]),
  );
}

/**
 * Fills `{name}` placeholders, the way Foundry's `game.i18n.format` does, and the choices a name's
 * grammar needs: `{name|one|other}` is `one` when the value of `name` reads as one thing, `other`
 * when it reads as several ("{unit} {unit|stands|stand}", "{side}{side|'s|'} attack"), since the
 * names are a group's own words ("Prussians", "Blue grenadiers").
 */
export function interpolate(template: string, data: Readonly<Record<string, string | number>>): string {
  return template
    .replace(/\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g, (whole, name: string, one: string, other: string) => {
      const value = data[name];
      if (value === undefined) return whole;
      return typeof value === "string" && namesSeveral(value) ? other : one;
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = data[name];
      return value === undefined ? whole : String(value);
    });
}

/**
 * Whether a name reads as several things: its last word a plural ending in s ("Prussians", "Blue
 * grenadiers"), not in ss, us or is ("Ross", "Marcus", "Paris"); a name ending in a number, a
 * code or an abbreviation without a vowel ("Grenadiers 2", "A/17 Pz", "Infantry 14 Gds") is one
 * unit's designation.
 */
export function namesSeveral(name: string): boolean {
  const last = name.trim().split(/\s+/).at(-1) ?? "";
  return /\p{Ll}s$/u.test(last) && !/(ss|us|is)$/i.test(last) && /[aeiouy]/i.test(last.slice(0, -1));
}

/** A family of problems: each with its localization key and English text (kept equal to lang/en.json by a test). */
export type ErrorTable = Readonly<Record<string, readonly [key: string, english: string]>>;

/**
 * An error table from the texts of a language file's section (`lang/en.json`'s `WARGAME.Error.<Name>`,
 * handed in as the imported object): each problem's key is `<prefix>.<problem>` and its English is
 * the file's, so the English of a message is written once, in the language file.
 */
export function errorTableOf<K extends string>(
  prefix: string,
  texts: Readonly<Record<K, string>>,
): Readonly<Record<K, readonly [key: string, english: string]>> {
  const table: Partial<Record<K, readonly [key: string, english: string]>> = {};
  for (const problem in texts) table[problem] = [`${prefix}.${problem}`, texts[problem]];
  return table as Readonly<Record<K, readonly [key: string, english: string]>>;
}

/**
 * A rule system's family of errors from its language file's `WARGAME.Error` sections (handed in as
 * the imported object) and its section's name: the table (`Ruleset.errors`) and the error for one
 * of its problems, so each rule system writes neither its key prefix nor a wrapper of its own.
 */
export function errorFamily<Name extends string, K extends string>(
  sections: Readonly<Record<Name, Readonly<Record<K, string>>>>,
  name: Name,
): {
  readonly table: Readonly<Record<K, readonly [key: string, english: string]>>;
  readonly error: (problem: K, data?: ErrorData) => EngineError;
} {
  const table = errorTableOf(`WARGAME.Error.${name}`, sections[name]);
  return { table, error: (problem, data = {}) => tableError(table, problem, data) };
}

/** The error for one problem of a table. */
export function tableError<K extends string>(
  table: Readonly<Record<K, readonly [key: string, english: string]>>,
  problem: K,
  data: ErrorData = {},
  cause?: EngineError,
): EngineError {
  const [key, english] = table[problem];
  return new EngineError(key, data, english, cause);
}

/** The phrase for one entry of a table. */
export function tablePhrase<K extends string>(
  table: Readonly<Record<K, readonly [key: string, english: string]>>,
  entry: K,
  data: ErrorData = {},
): Phrase {
  const [key, english] = table[entry];
  return { key, data, english };
}
