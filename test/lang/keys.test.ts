import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { englishStrings } from "../../tools/language-files";
import { SHIPPED } from "../rulesets/shipped";
import { optionKeys } from "./ruleset-strings";

const KEY = /WARGAME\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*/g;

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(file))
    .map((file) => join(dir, file));
}

/**
 * Keys named in code, build tools and templates: every literal WARGAME.* string, and the keys the
 * shipped rule systems' declarations name by rule (`defineRuleset`'s name, `defineOptions`' keys,
 * the errors read off their language files).
 */
function usedKeys(): Set<string> {
  const sources = [...files("src", /\.ts$/), ...files("tools", /\.ts$/), ...files("templates", /\.hbs$/)];
  const used = new Set<string>(
    SHIPPED.entries.flatMap(({ ruleset }) => [
      ruleset.labelKey,
      ...optionKeys(ruleset.options),
      ...Object.values(ruleset.errors).map(([key]) => key),
    ]),
  );
  for (const file of sources) for (const match of readFileSync(file, "utf8").matchAll(KEY)) used.add(match[0]);
  return used;
}

/** A plural form (`….one`, `….other`, …) stands for the key without it, which the code uses (src/view/plural.ts). */
const PLURAL_FORM = /\.(zero|one|two|few|many|other)$/;

describe("lang/en.json", () => {
  const strings = Object.keys(englishStrings());
  const defined = new Set([
    ...strings,
    ...strings.filter((key) => PLURAL_FORM.test(key)).map((key) => key.replace(PLURAL_FORM, "")),
  ]);
  const used = usedKeys();

  it("keeps every string under the one WARGAME namespace", () => {
    for (const key of strings) expect(key.startsWith("WARGAME.")).toBe(true);
  });

  it("gives every key with plural forms its `other` form", () => {
    for (const key of strings.filter((k) => PLURAL_FORM.test(k)))
      expect(strings, key).toContain(key.replace(PLURAL_FORM, ".other"));
  });

  it("defines every key that src/ and templates/ use", () => {
    // A namespace a declaration hands on (`defineOptions("WARGAME.Assault", …)`) is not a string of its own.
    const namespace = (key: string): boolean => strings.some((known) => known.startsWith(`${key}.`));
    expect([...used].filter((key) => !defined.has(key) && !namespace(key))).toEqual([]);
  });

  it("holds no key that nothing uses", () => {
    expect(strings.filter((key) => !used.has(key) && !used.has(key.replace(PLURAL_FORM, "")))).toEqual([]);
  });
});
