import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { englishStrings } from "../../tools/english";

const KEY = /WARGAME\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*/g;

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(file))
    .map((file) => join(dir, file));
}


/** Keys named in code, build tools and templates: every literal WARGAME.* string. */
function usedKeys(): Set<string> {
  const sources = [...files("src", /\.ts$/), ...files("tools", /\.ts$/), ...files("templates", /\.hbs$/)];
  const used = new Set<string>();
  for (const file of sources) for (const match of readFileSync(file, "utf8").matchAll(KEY)) used.add(match[0]);
  return used;
}

describe("lang/en.json", () => {
  const defined = new Set(Object.keys(englishStrings()));
  const used = usedKeys();

  it("keeps every string under the one WARGAME namespace", () => {
    for (const key of defined) expect(key.startsWith("WARGAME.")).toBe(true);
  });

  it("defines every key that src/ and templates/ use", () => {
    expect([...used].filter((key) => !defined.has(key))).toEqual([]);
  });

  it("holds no key that nothing uses", () => {
    expect([...defined].filter((key) => !used.has(key))).toEqual([]);
  });
});
