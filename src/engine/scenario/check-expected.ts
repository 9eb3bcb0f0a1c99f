import type { Board, Unit } from "../board/types";
import type { JsonValue } from "../rulesets/ruleset";
import type { CombatRun } from "../session/combat-run";

/** One way a run differs from its combat's `expected` block: where, what was written, what came out. */
export interface Difference {
  /** A path into the expected block, e.g. `outcome.result` or `units.gds.cell`. */
  readonly path: string;
  readonly expected: string;
  readonly got: string;
}

const UNIT_FIELDS = new Set(["cell", "center", "facing", "stepsLost", "status", "removed"]);
const TOP_FIELDS = new Set(["outcome", "tolerance", "units", "markers"]);
/** Pixels a gridless centre may be off unless the block says otherwise. */
const DEFAULT_TOLERANCE = 0.1;

/**
 * Compares a played combat with the outcome worked out by hand (format in scenarios/README.md):
 * the ruleset's outcome field by field, then per unit its cell or centre, facing, steps lost,
 * statuses, or removal, and the markers left in cells. An empty list means the run matches. A field the block does not know is
 * a difference too, so a misspelt check never passes silently.
 */
export function expectedDifferences(run: CombatRun, expected: JsonValue | undefined): Difference[] {
  if (run.status !== "done")
    return [{ path: "status", expected: "done", got: `waiting for ${run.pending?.id ?? "?"}` }];
  if (expected === undefined) return [];
  if (!isObject(expected))
    return [{ path: "expected", expected: "a mapping with outcome and units", got: show(expected) }];
  const unknown = Object.keys(expected).filter((key) => !TOP_FIELDS.has(key));
  const tolerance = typeof expected["tolerance"] === "number" ? expected["tolerance"] : DEFAULT_TOLERANCE;
  return [
    ...unknown.map((key) => ({ path: key, expected: "outcome, tolerance, units or markers", got: "an unknown field" })),
    ...(expected["outcome"] === undefined ? [] : jsonDifferences("outcome", expected["outcome"], toJson(run.outcome))),
    ...unitDifferences(run.board, expected["units"], tolerance),
    ...(expected["markers"] === undefined
      ? []
      : jsonDifferences("markers", expected["markers"], toJson(run.board.markers ?? []))),
  ];
}

function unitDifferences(board: Board, units: JsonValue | undefined, tolerance: number): Difference[] {
  if (units === undefined) return [];
  if (!isObject(units)) return [{ path: "units", expected: "a mapping of unit ids", got: show(units) }];
  const byId = new Map<string, Unit>(board.units.map((unit) => [unit.id, unit]));
  return Object.entries(units).flatMap(([id, want]) => {
    const at = `units.${id}`;
    if (!isObject(want)) return [{ path: at, expected: "a mapping", got: show(want) }];
    const unit = byId.get(id);
    if (want["removed"] === true)
      return unit ? [{ path: `${at}.removed`, expected: "true", got: "still on the board" }] : [];
    if (!unit) return [{ path: at, expected: "on the board", got: "removed" }];
    return Object.entries(want).flatMap(([field, value]) =>
      unitFieldDifferences(`${at}.${field}`, field, value, unit, tolerance),
    );
  });
}

function unitFieldDifferences(
  path: string,
  field: string,
  want: JsonValue,
  unit: Unit,
  tolerance: number,
): Difference[] {
  if (!UNIT_FIELDS.has(field)) return [{ path, expected: [...UNIT_FIELDS].join(", "), got: "an unknown field" }];
  switch (field) {
    case "cell": {
      const got = unit.footprint.kind === "cells" ? unit.footprint.cells : undefined;
      return jsonDifferences(path, [want], toJson(got));
    }
    case "center": {
      const got = unit.footprint.kind === "cells" ? undefined : unit.footprint.center;
      const x = isObject(want) ? want["x"] : undefined;
      const y = isObject(want) ? want["y"] : undefined;
      const near =
        got !== undefined &&
        typeof x === "number" &&
        typeof y === "number" &&
        Math.hypot(got.x - x, got.y - y) <= tolerance;
      return near ? [] : [{ path, expected: `${show(want)} (within ${tolerance})`, got: show(toJson(got)) }];
    }
    case "facing":
      return typeof want === "number" && Math.abs(unit.facing - want) < 1e-6
        ? []
        : [{ path, expected: show(want), got: show(unit.facing) }];
    case "stepsLost":
      return jsonDifferences(path, want, toJson(unit.data["stepsLost"] ?? 0));
    case "status":
      return jsonDifferences(path, isList(want) ? [...want].sort(byText) : want, [...unit.status].sort());
    default:
      // `removed: false` asks only that the unit is still on the board.
      return want === false ? [] : [{ path, expected: "true or false", got: show(want) }];
  }
}

/** Field-by-field differences of two JSON values, so a long outcome reports only what is off. */
export function jsonDifferences(path: string, want: JsonValue, got: JsonValue | undefined): Difference[] {
  if (isObject(want) && isObject(got)) {
    const keys = [...new Set([...Object.keys(want), ...Object.keys(got)])];
    return keys.flatMap((key) => {
      const a = want[key];
      const b = got[key];
      if (a === undefined) return [{ path: `${path}.${key}`, expected: "(not written)", got: show(b) }];
      return jsonDifferences(`${path}.${key}`, a, b);
    });
  }
  if (isList(want) && isList(got) && want.length === got.length) {
    return want.flatMap((item, i) => jsonDifferences(`${path}[${i}]`, item, got[i]));
  }
  return show(want) === show(got) ? [] : [{ path, expected: show(want), got: show(got) }];
}

function byText(a: JsonValue, b: JsonValue): number {
  return show(a).localeCompare(show(b));
}

function isList(value: JsonValue | undefined): value is readonly JsonValue[] {
  return Array.isArray(value);
}

function isObject(value: JsonValue | undefined): value is { readonly [key: string]: JsonValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A run's value as JSON (outcomes are plain data; undefined fields drop out as JSON drops them). */
function toJson(value: unknown): JsonValue | undefined {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as JsonValue);
}

function show(value: JsonValue | undefined): string {
  return value === undefined ? "(nothing)" : JSON.stringify(value);
}
