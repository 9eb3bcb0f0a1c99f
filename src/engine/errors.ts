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
  ) {
    super(interpolate(english, data));
  }
}

/** Fills `{name}` placeholders, the way Foundry's `game.i18n.format` does. */
export function interpolate(template: string, data: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = data[name];
    return value === undefined ? whole : String(value);
  });
}
