import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { FieldDeclaration, NumberRange } from "@engine/rulesets/declarations";
import type { OptionDefinition } from "@engine/rulesets/ruleset";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { validateScenario } from "@engine/scenario/scenario";
import { SHIPPED } from "../rulesets/shipped";
import { CaseCount, fuzzRuns, fuzzTimeout } from "./fuzz-runs";
import { HOSTILE_VALUES, namedOutcome } from "./named-errors";
import { rawScenarios } from "./scenario-files";

/*
 * Cases generated from the rule systems' own declarations, not from what the shipped scenarios
 * happen to contain: every declared field of a unit's data and of a combat's selection, and every
 * option, set on a scenario's combat to values at the ends of its declared range, just beyond
 * them, far beyond (1e308, 2^53) or of the wrong kind. Validation and the combat must end or
 * refuse with a named error, and a value within a declared range must never be refused for that
 * field's range.
 */

type Raw = {
  ruleset: string;
  board: { units: { side: string; data?: Record<string, unknown> }[] };
  combats?: RawCombat[];
};
type RawCombat = { selection?: Record<string, unknown> };

/** Numbers around a declared range: its ends, just beyond, far beyond, and a fraction when only whole ones are allowed. */
function rangeValues(range: NumberRange | undefined): unknown[] {
  if (range === undefined) return [0, 1, 6, 1e308, 2 ** 53, -1];
  const { min, max, whole } = range;
  return [min, max, min - 1, max + 1, 1e308, -1e308, 2 ** 53, whole ? min + 0.5 : max + 0.5];
}

/** A value for a field, in its declared shape: a list's items, a record's entries (keyed by a side), or the value itself. */
function shaped(field: FieldDeclaration, value: unknown, side: string): unknown {
  if (/^list of|^side →/.test(field.type) || field.type.startsWith("terrain kind →"))
    return field.type.startsWith("list") ? [value] : { [field.type.startsWith("side") ? side : "woods"]: value };
  return value;
}

function optionValues(option: OptionDefinition): unknown[] {
  switch (option.type) {
    case "number":
      return rangeValues({ min: option.min, max: option.max, whole: true });
    case "boolean":
      return [true, false, "yes"];
    case "choice":
      return [...option.choices.map((choice) => choice.id), "__proto__"];
    case "records":
      return [[], option.default, [{}], "x"];
  }
}

interface Case {
  readonly where: string;
  readonly set: (raw: Raw, combat: number) => void;
  readonly within: boolean;
}

function casesOf(raw: Raw): Case[] {
  const ruleset = SHIPPED.ruleset(raw.ruleset);
  const side = raw.board.units[0]?.side ?? "red";
  const inRange = (range: NumberRange | undefined, value: unknown): boolean =>
    range !== undefined &&
    typeof value === "number" &&
    value >= range.min &&
    value <= range.max &&
    (!range.whole || Number.isInteger(value));
  const values = (field: FieldDeclaration): unknown[] => [...rangeValues(field.range), ...HOSTILE_VALUES.slice(0, 6)];
  const unitData = ruleset.unitDataFields.flatMap((field) =>
    values(field).map((value): Case => ({
      where: `unit data ${field.name} = ${String(value)}`,
      set: (scenario) => {
        const unit = scenario.board.units[0];
        if (unit !== undefined) unit.data = { ...unit.data, [field.name]: shaped(field, value, side) };
      },
      within: inRange(field.range, value),
    })),
  );
  const selection = ruleset.selectionFields
    .filter((field) => field.name !== "options")
    .flatMap((field) =>
      values(field).map((value): Case => ({
        where: `selection ${field.name} = ${String(value)}`,
        set: (scenario, c) => {
          const combat = scenario.combats?.[c];
          if (combat !== undefined)
            combat.selection = { ...combat.selection, [field.name]: shaped(field, value, side) };
        },
        within: inRange(field.range, value),
      })),
    );
  const options = ruleset.options.flatMap((option) =>
    optionValues(option).map((value): Case => ({
      where: `option ${option.id} = ${JSON.stringify(value)}`,
      set: (scenario, c) => {
        const combat = scenario.combats?.[c];
        const given = combat?.selection?.["options"];
        const before = typeof given === "object" && given !== null ? given : {};
        if (combat !== undefined)
          combat.selection = { ...combat.selection, options: { ...before, [option.id]: value } };
      },
      within: option.type === "number" && inRange({ min: option.min, max: option.max, whole: true }, value),
    })),
  );
  return [...unitData, ...selection, ...options];
}

const count = new CaseCount("declared fields and options at and beyond their ranges");
afterAll(() => count.report());

const scenarios = rawScenarios().filter(
  ({ raw }) => SHIPPED.has((raw as Raw).ruleset) && ((raw as Raw).combats ?? []).length > 0,
);

describe.each(scenarios)("declared fields on $file", ({ file, raw }) => {
  const cases = casesOf(raw as Raw);
  const combats = ((raw as Raw).combats ?? []).length;

  it(
    "validate and play, or are refused with a named error; values within range are never refused for their range",
    () => {
      fc.assert(
        fc.property(fc.nat({ max: cases.length - 1 }), fc.nat({ max: combats - 1 }), (k, c) => {
          count.tried += 1;
          const found = cases[k];
          if (found === undefined) return;
          const scenario = structuredClone(raw) as Raw;
          found.set(scenario, c);
          let message = "";
          const outcome = namedOutcome(() => {
            try {
              const valid = validateScenario(scenario, file, SHIPPED);
              const combat = valid.combats[c];
              if (combat !== undefined)
                resolveCombat(SHIPPED.ruleset(valid.ruleset), valid.board, combat.selection, combat.script, 1);
            } catch (error) {
              message = error instanceof Error ? error.message : "";
              throw error;
            }
          });
          expect(["ok", "refused"], found.where).toContain(outcome);
          if (found.within) expect(message, found.where).not.toMatch(/must be between .* got/);
        }),
        { numRuns: fuzzRuns(120) },
      );
    },
    fuzzTimeout(),
  );
});
