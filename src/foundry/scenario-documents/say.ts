import { interpolate, tableError } from "@engine/errors";
import { SCENARIO_PACK_ERRORS } from "./scenario-pack-errors";

/** English text for a key of lang/en.json, placeholders filled. */
export type Say = (key: string, data?: Readonly<Record<string, string | number>>) => string;

/**
 * The compendium is written in English at build time, from lang/en.json. A missing key stops the
 * build rather than printing the key into a journal.
 */
export function sayFrom(strings: Readonly<Record<string, string>>): Say {
  return (key, data = {}) => {
    const text = strings[key];
    if (text === undefined) throw tableError(SCENARIO_PACK_ERRORS, "MissingText", { key });
    return interpolate(text, data);
  };
}
