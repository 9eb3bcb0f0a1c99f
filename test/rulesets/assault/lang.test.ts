import { englishStrings } from "../../../tools/language-files";
import { optionKeys, stepKeys } from "../../lang/ruleset-strings";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { assault } from "@rulesets/assault/assault-ruleset";
import { RESULT_MODIFIERS } from "@rulesets/assault/modifiers";
import { advance } from "@engine/session/advance";
import { legalInput, setupInput } from "./arbitraries";

const english = englishStrings();

describe("the assault's English", () => {
  it("has the options, their choices and labelled defaults, and the modifiers", () => {
    const keys = optionKeys(assault.options);
    for (const key of [...keys, ...RESULT_MODIFIERS.map((record) => record.labelKey)])
      expect(english[key], key).toBeTypeOf("string");
    // Every option stands in for a rule the text does not contain: each is labelled.
    expect(assault.options.every((option) => option.labelledDefault !== undefined)).toBe(true);
  });

  it("has every key random assaults show in their steps and chat lines", () => {
    const seen = new Set<string>();
    for (const [n, input] of fc.sample(setupInput, { numRuns: 60, seed: 11 }).entries()) {
      let state = assault.start(assault.validateSetup(input));
      for (let random = 7 + n; ; random = (random * 48271) % 2147483647) {
        stepKeys(assault.pending(state)).forEach((key) => seen.add(key));
        const next = legalInput(state, random);
        if (next === null) break;
        state = advance(assault, state, next);
      }
      for (const effect of state.effects) {
        if (effect.kind !== "log") continue;
        seen.add(effect.line.key);
        if (typeof effect.line.data["modifier"] === "string") seen.add(effect.line.data["modifier"]);
      }
    }
    expect([...seen].filter((key) => english[key] === undefined && english[`${key}.other`] === undefined)).toEqual([]);
    expect(seen.size).toBeGreaterThan(30);
  });
});
