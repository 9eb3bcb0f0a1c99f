import { chatKeys, optionKeys, stepKeys } from "../../lang/ruleset-strings";
import { englishStrings } from "../../../tools/language-files";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { VICTORY_MARGIN_OPTIONS } from "@rulesets/victory-margin/options";
import { victoryMargin } from "@rulesets/victory-margin/victory-margin-ruleset";
import { advance } from "@engine/session/advance";
import { legalInput, setupInput } from "./arbitraries";

const english = englishStrings();

describe("lang/en.json for victory-margin", () => {
  it("labels every option, choice and labelled default", () => {
    const keys = optionKeys(VICTORY_MARGIN_OPTIONS);
    for (const key of keys) expect(english[key], key).toBeTypeOf("string");
  });

  it("has every key random sessions show in their steps and chat lines", () => {
    const seen = new Set<string>();
    for (const { board, selection } of fc.sample(setupInput, { numRuns: 150, seed: 11 })) {
      let state = victoryMargin.start(victoryMargin.setupFromBoard(board, selection));
      for (let random = 13; ; random = (random * 48271) % 2147483647) {
        stepKeys(victoryMargin.pending(state)).forEach((key) => seen.add(key));
        const next = legalInput(state, random);
        if (next === null) break;
        state = advance(victoryMargin, state, next);
      }
      chatKeys(state.effects).forEach((key) => seen.add(key));
    }
    expect([...seen].filter((key) => english[key] === undefined && english[`${key}.other`] === undefined)).toEqual([]);
    // Random sessions reach most of the prompts, options, reasons and chat lines.
    expect(seen.size).toBeGreaterThan(25);
  });
});
