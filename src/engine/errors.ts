/**
 * Errors the engine raises about its input. Each carries a localization key (under the module's
 * `WARGAME` namespace in lang/en.json) and the values that fill it, so a host can show the message
 * in the user's language; `message` is the English text, for logs, tests and the command line.
 */
export class EngineError extends Error {
  override readonly name = "EngineError";

  constructor(
    /** Localization key in lang/en.json. */
    readonly key: string,
    /** Values for the key's {placeholders}; also interpolated into `message`. */
    readonly data: Readonly<Record<string, string | number>>,
    english: string,
    /** The error this one reports on, when it wraps one (its text fills a `{problem}`). */
    cause?: EngineError,
  ) {
    super(interpolate(english, data), cause === undefined ? undefined : { cause });
  }
}

/** Fills `{name}` placeholders, the way Foundry's `game.i18n.format` does. */
export function interpolate(template: string, data: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = data[name];
    return value === undefined ? whole : String(value);
  });
}

/** A family of problems: each with its localization key and English text (kept equal to lang/en.json by a test). */
export type ErrorTable = Readonly<Record<string, readonly [key: string, english: string]>>;

/** The error for one problem of a table. */
export function tableError<K extends string>(
  table: Readonly<Record<K, readonly [key: string, english: string]>>,
  problem: K,
  data: Readonly<Record<string, string | number>> = {},
  cause?: EngineError,
): EngineError {
  const [key, english] = table[problem];
  return new EngineError(key, data, english, cause);
}
