import { readdirSync, readFileSync } from "node:fs";
import { describe, it, expect } from "vitest";
import { ODDS_CRT_ERRORS } from "@rulesets/odds-crt/errors";
import { oddsCrt } from "@rulesets/odds-crt/odds-crt-ruleset";
import { ODDS_CRT_OPTIONS } from "@rulesets/odds-crt/options";
import { optionKeys } from "../../lang/ruleset-strings";
import { englishStrings } from "../../../tools/language-files";

const strings = englishStrings();
const FOLDER = "src/rulesets/odds-crt";
/** A key or its plural forms. */
const has = (key: string): boolean => typeof strings[key] === "string" || typeof strings[`${key}.other`] === "string";

describe("odds-crt's language file", () => {
  it("has every key its source names outright", () => {
    const keys = readdirSync(FOLDER)
      .filter((file) => file.endsWith(".ts"))
      .flatMap((file) => [...readFileSync(`${FOLDER}/${file}`, "utf8").matchAll(/"(WARGAME\.[A-Za-z0-9.-]+)"/g)])
      .map((match) => match[1] ?? "");
    expect(keys.length).toBeGreaterThan(80);
    // A namespace handed to `defineOptions` names the keys below it, not a string of its own.
    const namespace = (key: string): boolean => Object.keys(strings).some((known) => known.startsWith(`${key}.`));
    expect(keys.filter((key) => !has(key) && !namespace(key))).toEqual([]);
  });

  it("has the keys its declarations and options name", () => {
    const declared = [
      ...oddsCrt.terrain.map((terrain) => terrain.meaningKey),
      ...oddsCrt.steps.map((step) => step.meaningKey),
      ...oddsCrt.unitDataFields.map((field) => field.meaningKey),
      ...oddsCrt.selectionFields.map((field) => field.meaningKey),
      ...optionKeys(ODDS_CRT_OPTIONS),
      oddsCrt.labelKey,
    ];
    expect(declared.filter((key) => !has(key))).toEqual([]);
  });

  it("gives each error the English its table carries", () => {
    for (const [key, english] of Object.values(ODDS_CRT_ERRORS)) expect(strings[key], key).toBe(english);
  });
});
