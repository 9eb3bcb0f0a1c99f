import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { validateBoard } from "@engine/board/validate-board";
import { EngineError } from "@engine/errors";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { CaseCount, fuzzRuns, fuzzTimeout, PROTOTYPE_NAMES } from "./fuzz-runs";
import { rawScenarios, renameDeep } from "./scenario-files";
import { SHIPPED } from "../rulesets/shipped";

/*
 * Object.prototype's names as ordinary names. Each scenario's combats are played with some of its
 * unit ids, sides, formations and terrain kinds renamed to `__proto__`, `constructor`, … and again
 * with the same names plus "_" (ordinary names that sort the same against every other name, so
 * id tie-breaks cannot tell the two runs apart). Renamed back, both runs must be equal: the same
 * outcome, log and board, or the same named error.
 */

interface Named {
  readonly names: readonly string[];
}

function namesOf(raw: unknown): string[] {
  const board = (raw as { board?: { units?: unknown[]; terrain?: { areas?: unknown[] } } }).board;
  const units = (board?.units ?? []) as { id?: unknown; side?: unknown; formation?: unknown }[];
  const areas = (board?.terrain?.areas ?? []) as { kind?: unknown }[];
  const all = [...units.flatMap((u) => [u.id, u.side, u.formation]), ...areas.map((a) => a.kind)];
  return [...new Set(all.filter((n): n is string => typeof n === "string"))].sort();
}

/** Renames whole strings and the parts of step ids such as "charge:a1". */
function renamer(map: ReadonlyMap<string, string>): (name: string) => string {
  return (name) =>
    map.get(name) ??
    (name.includes(":")
      ? name
          .split(":")
          .map((part) => map.get(part) ?? part)
          .join(":")
      : name);
}

type Played = { readonly ok: true; readonly runs: unknown[] } | { readonly ok: false; readonly key: string };

function play(raw: unknown, rename: (name: string) => string, back: (name: string) => string): Played {
  const scenario = renameDeep(raw, rename) as {
    ruleset: unknown;
    board: unknown;
    combats?: { selection?: unknown; script?: { decisions?: unknown; dice?: unknown } }[];
  };
  try {
    if (!SHIPPED.has(scenario.ruleset)) throw new Error("unknown ruleset");
    const ruleset = SHIPPED.entry(scenario.ruleset).ruleset;
    const board = validateBoard(scenario.board);
    const runs = (scenario.combats ?? []).map((combat) => {
      const script = {
        decisions: (combat.script?.decisions ?? []) as never,
        dice: (combat.script?.dice ?? []) as number[],
      };
      const run = resolveCombat(ruleset, board, combat.selection ?? {}, script);
      return renameDeep(
        { status: run.status, outcome: run.outcome, log: run.log, board: run.board, effects: run.effects },
        back,
      );
    });
    return { ok: true, runs };
  } catch (error) {
    if (error instanceof EngineError) return { ok: false, key: error.key };
    throw error;
  }
}

const count = new CaseCount("plain names through every rule system");
afterAll(() => count.report());

describe.each(rawScenarios())("Object.prototype names in $file", ({ raw }) => {
  const names = namesOf(raw);

  it(
    "play exactly as ordinary names do",
    () => {
      const choice: fc.Arbitrary<Named> = fc
        .shuffledSubarray([...PROTOTYPE_NAMES], {
          minLength: 1,
          maxLength: Math.min(PROTOTYPE_NAMES.length, names.length),
        })
        .map((hostile) => ({ names: hostile }));
      fc.assert(
        fc.property(choice, fc.shuffledSubarray(names, { minLength: 1 }), ({ names: hostile }, originals) => {
          count.tried += 1;
          const pairs = originals
            .slice(0, hostile.length)
            .map((original, index) => [original, hostile[index] ?? original] as const);
          const toHostile = new Map(pairs);
          const toPlain = new Map(pairs.map(([original, name]) => [original, `${name}_`]));
          const hostileRun = play(
            raw,
            renamer(toHostile),
            renamer(new Map(pairs.map(([original, name]) => [name, original]))),
          );
          const plainRun = play(
            raw,
            renamer(toPlain),
            renamer(new Map(pairs.map(([original, name]) => [`${name}_`, original]))),
          );
          expect(hostileRun).toEqual(plainRun);
        }),
        { numRuns: fuzzRuns(15) },
      );
    },
    fuzzTimeout(),
  );
});
