import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/** Every TypeScript file of the Foundry host, by path from the repository root. */
function hostFiles(dir = "src/foundry"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return hostFiles(path);
    return path.endsWith(".ts") ? [relative(".", path)] : [];
  });
}

const SEAM = "src/foundry/compat/";

/** A file's code without its comments (comments may name what the code must not do). */
function code(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
}

/** What only the version seam may write: asking for the version, and v13's or v14's update spellings. */
const VERSION_SPECIFIC: readonly (readonly [string, RegExp])[] = [
  ["asks which Foundry generation runs", /release\s*\.\s*generation|\bgeneration\s*(?:[=!]==?|[<>]=?)/],
  ["writes a v13 deletion or replacement key (-=key, ==key)", /["'`]-=|["'`]==/],
  ["uses v14's data-field operators", /data\s*\.\s*operators|Forced(Deletion|Replacement)/],
];

describe("the version seam", () => {
  const files = hostFiles();

  it("finds the host's files", () => {
    expect(files).toContain("src/foundry/main.ts");
    expect(files.some((file) => file.startsWith(SEAM))).toBe(true);
  });

  it.each(VERSION_SPECIFIC)("is the only host code that %s", (_what, pattern) => {
    const outside = files.filter((file) => !file.startsWith(SEAM) && pattern.test(code(file)));
    expect(outside).toEqual([]);
  });
});
