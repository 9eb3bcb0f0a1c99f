import { expect } from "vitest";
import { EngineError } from "@engine/errors";
import { englishStrings } from "../../tools/language-files";

const DEFINED = new Set(Object.keys(englishStrings()));

/**
 * Runs `run`: "ok" when it returns, "refused" when it throws an EngineError whose key lang/en.json
 * defines. Anything else thrown (a TypeError, a RangeError, an error with an unknown key) fails.
 */
export function namedOutcome(run: () => unknown): "ok" | "refused" {
  try {
    run();
    return "ok";
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    expect(DEFINED.has(error.key), error.key).toBe(true);
    return "refused";
  }
}

/** Values a hostile caller puts where a number, a name, a list or a record belongs. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  undefined,
  true,
  0,
  -1,
  0.5,
  1e308,
  -1e308,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  5e-324,
  2 ** 53,
  "",
  "__proto__",
  "constructor",
  "x".repeat(300),
  [],
  [null],
  {},
  { i: 2 ** 20, j: 0 },
  { x: 1e308, y: 0 },
];
