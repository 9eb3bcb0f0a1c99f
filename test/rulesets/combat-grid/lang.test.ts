import { optionKeys, stepKeys } from "../../lang/ruleset-strings";
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import { COMBAT_GRID_OPTIONS } from "@rulesets/combat-grid/options";
import { TEXT_TACTICS } from "@rulesets/combat-grid/tactics";
import { advance } from "@engine/session/advance";
import { legalInput, setupInput } from "./arbitraries";
import { englishStrings } from "../../../tools/language-files";

const english = englishStrings();

describe("lang/en.json for combat-grid", () => {
  it("has the labels of the options, their choices and labelled defaults, and the text's tactics", () => {
    const keys = optionKeys(COMBAT_GRID_OPTIONS);
    const tactics = TEXT_TACTICS.flatMap((tactic) => [
      tactic.labelKey,
      ...(tactic.labelledDefault === null ? [] : [tactic.labelledDefault.referenceKey]),
    ]);
    for (const key of [...keys, ...tactics]) expect(english[key], key).toBeTypeOf("string");
  });

  it("has every key random combats show in their steps and chat lines", () => {
    const seen = new Set<string>();
    for (const input of fc.sample(setupInput, { numRuns: 150, seed: 7 })) {
      let state = combatGrid.start(combatGrid.validateSetup(input));
      for (let random = 11; ; random = (random * 48271) % 2147483647) {
        const step = combatGrid.pending(state);
        stepKeys(step).forEach((key) => seen.add(key));
        const next = legalInput(state, random);
        if (next === null) break;
        state = advance(combatGrid, state, next);
      }
      for (const effect of state.effects) {
        if (effect.kind !== "log") continue;
        seen.add(effect.line.key);
        if (typeof effect.line.data["tactic"] === "string") seen.add(effect.line.data["tactic"]);
      }
    }
    const missing = [...seen].filter((key) => english[key] === undefined && english[`${key}.other`] === undefined);
    expect(missing).toEqual([]);
    // The random combats reach most of the file's combat keys.
    expect(seen.size).toBeGreaterThan(60);
  });
});
