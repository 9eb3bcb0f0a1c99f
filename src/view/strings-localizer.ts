import { interpolate } from "../engine/errors";
import type { Localizer } from "./template-helpers";

/** A localizer over flat strings (lang/en.json flattened), for the command line; a missing key shows as itself. */
export function stringsLocalizer(strings: Readonly<Record<string, string>>, lang = "en"): Localizer {
  return {
    lang,
    has: (key) => strings[key] !== undefined,
    localize: (key) => strings[key] ?? key,
    format: (key, data) => interpolate(strings[key] ?? key, data),
  };
}
