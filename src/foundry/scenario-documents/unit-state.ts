import type { Unit } from "@engine/board/types";
import { hostRulesets } from "../rulesets";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { STATUSES_KEY } from "../board/unit-states";

/**
 * Unit data that belongs to one token rather than to the unit's kind: the fields a rule system
 * declares `perToken` (steps lost, shock points), which its effects change during play. They go to
 * the GM's record of the token's state, the scene's flag `unitState` (src/foundry/board/unit-states.ts);
 * the rest of the unit's data goes to its actor's flag `unit.data`. The unit's statuses go to the
 * record too (its `statuses`), which decides them; its actor's status effects only show them.
 */
function tokenStateKeys(): ReadonlySet<string> {
  return new Set(
    hostRulesets().entries.flatMap(({ ruleset }) =>
      ruleset.unitDataFields.filter((field) => field.perToken === true).map((field) => field.name),
    ),
  );
}

export interface SplitUnitData {
  readonly actorData: Readonly<Record<string, JsonValue>>;
  /** Undefined when the unit has no per-token state. */
  readonly state: Readonly<Record<string, JsonValue>> | undefined;
}

export function splitUnitData(unit: Pick<Unit, "data"> & Partial<Pick<Unit, "status">>): SplitUnitData {
  const actorData: Record<string, JsonValue> = {};
  const state: Record<string, JsonValue> = {};
  const tokenKeys = tokenStateKeys();
  for (const [key, value] of Object.entries(unit.data)) {
    (tokenKeys.has(key) ? state : actorData)[key] = asJson(value);
  }
  if (unit.status !== undefined && unit.status.length > 0) state[STATUSES_KEY] = [...unit.status];
  return { actorData, state: Object.keys(state).length === 0 ? undefined : state };
}

/** Scenario files hold plain JSON, but a Board's data is typed `unknown`: check as it is copied. */
function asJson(value: unknown): JsonValue {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => asJson(item));
  if (typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asJson(item)]));
  throw new Error(`unit data holds a value that is not JSON (a ${typeof value})`);
}
