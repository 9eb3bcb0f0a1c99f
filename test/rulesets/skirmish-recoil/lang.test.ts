import { chatKeys, optionKeys, stepKeys } from "../../lang/ruleset-strings";
import { englishStrings } from "../../../tools/language-files";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SKIRMISH_OPTIONS } from "@rulesets/skirmish-recoil/options";
import { skirmishRecoil } from "@rulesets/skirmish-recoil/skirmish-recoil-ruleset";
import { advance } from "@engine/session/advance";
import { legalInput, setupInput } from "./arbitraries";

const english = englishStrings();

describe("lang/en.json for skirmish-recoil", () => {
  it("labels every option, choice and labelled default", () => {
    const keys = optionKeys(SKIRMISH_OPTIONS);
    for (const key of keys) expect(english[key], key).toBeTypeOf("string");
  });

  it("has every key random sessions show in their steps and chat lines", () => {
    const seen = new Set<string>();
    for (const { board, selection } of fc.sample(setupInput, { numRuns: 150, seed: 17 })) {
      let state = skirmishRecoil.start(skirmishRecoil.setupFromBoard(board, selection));
      for (let random = 13; ; random = (random * 48271) % 2147483647) {
        stepKeys(skirmishRecoil.pending(state)).forEach((key) => seen.add(key));
        const next = legalInput(state, random);
        if (next === null) break;
        state = advance(skirmishRecoil, state, next);
      }
      chatKeys(state.effects).forEach((key) => seen.add(key));
    }
    expect([...seen].filter((key) => english[key] === undefined && english[`${key}.other`] === undefined)).toEqual([]);
    // Random sessions reach most of the prompts, options, reasons and chat lines.
    expect(seen.size).toBeGreaterThan(22);
  });
});
