import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { validateScenario } from "@engine/scenario/scenario";
import { CaseCount, fuzzRuns, fuzzTimeout, PROTOTYPE_NAMES } from "./fuzz-runs";
import { HOSTILE_VALUES, namedOutcome } from "./named-errors";
import { rawScenarios } from "./scenario-files";
import { SHIPPED } from "../rulesets/shipped";

/*
 * Mutated scenarios through validation and resolution: one to three places of a project scenario
 * get a hostile value, lose their value or gain a key named like Object.prototype's members.
 * Validation and every combat's resolution must end or refuse with a named error.
 */

type Path = readonly (string | number)[];

function pathsOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item: unknown, k) => pathsOf(item, [...at, k]))];
  if (typeof value === "object" && value !== null)
    return [at, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...at, key]))];
  return [at];
}

/** A copy of `root` with the value at `path` replaced (`undefined` deletes it) or a key added. */
function mutate(root: unknown, path: Path, change: (old: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(root);
  if (Array.isArray(root)) return root.map((item: unknown, k) => (k === head ? mutate(item, rest, change) : item));
  if (typeof root !== "object" || root === null) return root;
  const entries = Object.entries(root).map(([key, item]): [string, unknown] => [
    key,
    key === head ? mutate(item, rest, change) : item,
  ]);
  return Object.fromEntries(entries.filter(([, item]) => item !== undefined));
}

const count = new CaseCount("mutated scenarios through validation and resolution");
afterAll(() => count.report());

const changeArb = fc.oneof(
  fc.constantFrom(...HOSTILE_VALUES).map((value) => () => value),
  fc
    .constantFrom(...PROTOTYPE_NAMES)
    .map(
      (name) => (old: unknown) =>
        typeof old === "object" && old !== null && !Array.isArray(old)
          ? { ...old, ...Object.fromEntries([[name, 1]]) }
          : name,
    ),
  fc.integer({ min: -3, max: 3 }).map((delta) => (old: unknown) => (typeof old === "number" ? old + delta : old)),
);

describe.each(rawScenarios())("mutations of $file", ({ file, raw }) => {
  const paths = pathsOf(raw);

  it(
    "validate and resolve, or are refused with a named error",
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.nat({ max: paths.length - 1 }), changeArb), { minLength: 1, maxLength: 3 }),
          (changes) => {
            count.tried += 1;
            const mutated = changes.reduce((root, [at, change]) => mutate(root, paths[at] ?? [], change), raw);
            const outcome = namedOutcome(() => {
              const scenario = validateScenario(mutated, file, SHIPPED);
              for (const combat of scenario.combats)
                namedOutcome(() =>
                  resolveCombat(SHIPPED.ruleset(scenario.ruleset), scenario.board, combat.selection, combat.script),
                );
            });
            expect(["ok", "refused"]).toContain(outcome);
          },
        ),
        { numRuns: fuzzRuns(60) },
      );
    },
    fuzzTimeout(),
  );
});
