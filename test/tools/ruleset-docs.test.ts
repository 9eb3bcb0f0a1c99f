import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { declaredStep } from "@engine/rulesets/declarations";
import type { AnyRuleset } from "@engine/rulesets/ruleset";
import { playScenario } from "@engine/scenario/play-scenario";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { validateScenario, type Scenario } from "@engine/scenario/scenario";
import type { SessionStateBase } from "@engine/session/types";
import { englishStrings } from "../../tools/language-files";
import { referenceMarkdown, referencePath } from "../../tools/ruleset-reference/reference-markdown";
import { readDataFile, SCENARIO_ROOT, scenarioFiles } from "../../tools/scenario-file";
import { SHIPPED } from "../rulesets/shipped";

const library = scenarioFiles().map((file) => validateScenario(readDataFile(join(SCENARIO_ROOT, file)), file, SHIPPED));
const english = englishStrings();

/** A record that notes every field name read from it (own or not), for `reads`. */
function watched<T extends object>(record: T, reads: Set<string>): T {
  const note = (key: string | symbol): void => {
    if (typeof key === "string") reads.add(key);
  };
  return new Proxy(record, {
    get: (target, key, receiver) => (note(key), Reflect.get(target, key, receiver)),
    has: (target, key) => (note(key), Reflect.has(target, key)),
    getOwnPropertyDescriptor: (target, key) => (note(key), Reflect.getOwnPropertyDescriptor(target, key)),
  });
}

/** Every step a session asks for while the scenario's combats are played from their scripts, with its kind. */
function askedSteps(ruleset: AnyRuleset, scenario: Scenario): { id: string; kind: string }[] {
  const asked: { id: string; kind: string }[] = [];
  const noting: AnyRuleset = {
    ...ruleset,
    pending: (state: SessionStateBase) => {
      const step = ruleset.pending(state);
      if (step.kind !== "done") asked.push({ id: step.id, kind: step.kind });
      return step;
    },
  };
  for (const combat of scenario.combats) resolveCombat(noting, scenario.board, combat.selection, combat.script);
  // A turn's attacks ask the combat's steps with the order's number before them ("1/command").
  for (const turn of scenario.turns) {
    for (const entry of playScenario(SHIPPED, scenario, turn, true, turn.script).log)
      asked.push({ id: entry.step.replace(/^\d+\//, ""), kind: entry.kind });
  }
  return asked;
}

describe.each(SHIPPED.entries.map(({ ruleset }) => [ruleset.id, ruleset] as const))(
  "the %s reference",
  (id, ruleset) => {
    const scenarios = library.filter((scenario) => scenario.ruleset === id);

    it("is committed as npm run docs generates it", () => {
      expect(readFileSync(referencePath(id), "utf8"), `run npm run docs to regenerate ${referencePath(id)}`).toBe(
        referenceMarkdown(ruleset, english),
      );
    });

    it("declares every step the library's sessions ask for, of its kind", () => {
      const asked = scenarios.flatMap((scenario) => askedSteps(ruleset, scenario));
      expect(asked.length).toBeGreaterThan(0);
      for (const step of asked) expect(declaredStep(ruleset.steps, step.id)?.kind, step.id).toBe(step.kind);
    });

    it("declares every unit data and selection field it reads, and reads every one it declares", () => {
      const data = new Set<string>();
      const selection = new Set<string>();
      // A unit with no data reads every field for its default; the library's boards and selections read the rest.
      ruleset.validateUnitData(watched({}, data), "unit");
      for (const scenario of scenarios) {
        const board = {
          ...scenario.board,
          units: scenario.board.units.map((unit) => ({ ...unit, data: watched(unit.data, data) })),
        };
        for (const combat of scenario.combats)
          ruleset.setupFromBoard(board, watched(combat.selection as object, selection));
      }
      expect([...data].sort()).toEqual(ruleset.unitDataFields.map((field) => field.name).sort());
      for (const field of selection)
        expect(
          ruleset.selectionFields.map((declared) => declared.name),
          field,
        ).toContain(field);
      // A field no combat of the library gives is read when a value no field takes (a list of a list) is refused.
      const [first] = scenarios.flatMap((scenario) =>
        scenario.combats.map((combat) => ({ board: scenario.board, selection: combat.selection as object })),
      );
      const refuses = (field: string): boolean => {
        try {
          if (first !== undefined) ruleset.setupFromBoard(first.board, { ...first.selection, [field]: [[]] });
          return false;
        } catch {
          return true;
        }
      };
      for (const field of ruleset.selectionFields)
        expect(selection.has(field.name) || refuses(field.name), `${field.name} is never read`).toBe(true);
    });

    it("declares its defaults as a new unit gets them", () => {
      const fresh = ruleset.validateUnitData(undefined, "unit") as Readonly<Record<string, unknown>>;
      for (const field of ruleset.unitDataFields) {
        if (field.name in fresh)
          expect("default" in field ? field.default : "required", field.name).toEqual(fresh[field.name]);
      }
    });

    it("declares every status the library's units carry or its combats set", () => {
      const declared = ruleset.statuses.map((status) => status.id);
      const carried = scenarios.flatMap((scenario) => scenario.board.units.flatMap((unit) => unit.status));
      const set = scenarios.flatMap((scenario) =>
        scenario.combats.flatMap((combat) =>
          playScenario(SHIPPED, scenario, combat, false, combat.script).effects.flatMap((effect) =>
            effect.kind === "status" ? [effect.status] : [],
          ),
        ),
      );
      for (const status of [...carried, ...set]) expect(declared, status).toContain(status);
    });
  },
);
