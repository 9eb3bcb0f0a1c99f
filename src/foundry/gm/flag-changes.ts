import type { JsonValue } from "../../engine/rulesets/ruleset";
import type { FlagChanges } from "./gm-sources";

/**
 * The module's flags as a v13 update writes them, from values by key (undefined = remove):
 * `-=key` removes a flag; `==key` replaces an object whole (a plain key would merge into the
 * object already there, keeping keys the new value lacks); other values are written as they are.
 */
export function flagChanges(values: ReadonlyMap<string, JsonValue | undefined>): FlagChanges {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of values) {
    if (value === undefined) changes[`-=${key}`] = null;
    else if (typeof value === "object" && value !== null) changes[`==${key}`] = value;
    else changes[key] = value;
  }
  return changes;
}

/** An edit's flags: null asks for removal. */
export function editedFlags(flags: Readonly<Record<string, JsonValue>>): Map<string, JsonValue | undefined> {
  return new Map(Object.entries(flags).map(([key, value]) => [key, value === null ? undefined : value]));
}
