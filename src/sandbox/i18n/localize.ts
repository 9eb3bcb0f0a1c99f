import { interpolate } from "@engine/errors";
import type { Localizer } from "@view/template-helpers";
import type { Strings } from "./strings";

/**
 * A localizer over the English strings, with the semantics of Foundry's `game.i18n` (`localize`,
 * `format` filling `{name}` placeholders, `has`, `lang`). A missing key is reported (the page logs it as an
 * error, which the browser tests fail on) and shown as the key itself, as Foundry shows it.
 */
export function createLocalizer(strings: Strings, onMissing: (key: string) => void): Localizer {
  const text = (key: string): string => {
    const found = strings[key];
    if (found !== undefined) return found;
    onMissing(key);
    return key;
  };
  return {
    lang: "en",
    has: (key) => strings[key] !== undefined,
    localize: text,
    format: (key, data) => interpolate(text(key), data),
  };
}
