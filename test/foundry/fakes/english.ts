import { interpolate } from "@engine/errors";
import { englishStrings } from "../../../tools/language-files";

/** A `game.i18n` that speaks English from lang/en.json: keys it lacks come back as they are. */
export function englishI18n(): {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
} {
  const english = englishStrings();
  return {
    localize: (key) => english[key] ?? key,
    format: (key, data) => interpolate(english[key] ?? key, data),
  };
}
