import type { JsonValue } from "@engine/rulesets/ruleset";
import { foundryCompat } from "../compat/choose-compat";
import type { FlagChanges } from "./gm-ports";

/**
 * The module's flags as an update writes them, from values by key (undefined = remove; an object
 * replaces the one there whole): v13 and v14 spell deletions and replacements differently, so the
 * version seam writes them (see `FoundryCompat.flagChanges`).
 */
export function flagChanges(values: ReadonlyMap<string, JsonValue | undefined>): FlagChanges {
  return foundryCompat().flagChanges(values);
}

/** An edit's flags: null asks for removal. */
export function editedFlags(flags: Readonly<Record<string, JsonValue>>): Map<string, JsonValue | undefined> {
  return new Map(Object.entries(flags).map(([key, value]) => [key, value === null ? undefined : value]));
}
