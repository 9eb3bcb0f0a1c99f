import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { flattenStrings, mergeLanguageFiles } from "@view/language-files";
import { englishStrings as sandboxStrings } from "@sandbox/i18n/strings";
import { englishStrings, languageFiles, mergedLanguage } from "../../tools/language-files";
import { SHIPPED } from "../rulesets/shipped";

describe("mergeLanguageFiles", () => {
  it("merges sections that several files share, key by key", () => {
    const merged = mergeLanguageFiles([
      { path: "core.json", content: { WARGAME: { Error: { A: "a" }, Title: "T" } } },
      { path: "x.json", content: { WARGAME: { Error: { X: { B: "b" } } } } },
    ]);
    expect(flattenStrings(merged)).toEqual({ "WARGAME.Error.A": "a", "WARGAME.Error.X.B": "b", "WARGAME.Title": "T" });
  });

  it("refuses a key two files define, naming the key and both files", () => {
    const files = [
      { path: "lang/en.json", content: { WARGAME: { Ruleset: { x: "X" } } } },
      { path: "src/rulesets/x/lang/en.json", content: { WARGAME: { Ruleset: { x: "Other X" } } } },
    ];
    expect(() => mergeLanguageFiles(files)).toThrow(
      "The language key WARGAME.Ruleset.x is defined twice: in lang/en.json and in src/rulesets/x/lang/en.json.",
    );
  });

  it("refuses a key that is a text in one file and a section in another", () => {
    const files = [
      { path: "a.json", content: { WARGAME: { View: { X: { Y: "y" } } } } },
      { path: "b.json", content: { WARGAME: { View: { X: "x" } } } },
    ];
    expect(() => mergeLanguageFiles(files)).toThrow("WARGAME.View.X is defined twice: in a.json and in b.json.");
  });

  it("refuses a file that is not an object of strings, naming the file", () => {
    expect(() => mergeLanguageFiles([{ path: "bad.json", content: { WARGAME: { N: 3 } } }])).toThrow(
      "bad.json: WARGAME.N must be an object of strings.",
    );
  });

  it("keeps a plain name such as __proto__ as a key", () => {
    const merged = mergeLanguageFiles([{ path: "a.json", content: JSON.parse('{"WARGAME": {"__proto__": "p"}}') }]);
    expect(flattenStrings(merged)).toEqual({ "WARGAME.__proto__": "p" });
  });
});

describe("the shipped language files", () => {
  it("define no key twice across the core file and the rule systems' files", () => {
    expect(() => mergedLanguage()).not.toThrow();
  });

  it("give every shipped rule system its own file, naming the rule system there", () => {
    const paths = languageFiles().map((file) => file.path);
    for (const id of SHIPPED.ids) {
      const path = `src/rulesets/${id}/lang/en.json`;
      expect(paths, id).toContain(path);
      const own = flattenStrings(languageFiles().find((file) => file.path === path)?.content);
      expect(own[`WARGAME.Ruleset.${id}`], id).toBeTypeOf("string");
    }
  });

  it("are the same strings in the sandbox (Vite's glob) and in the tools (the folders read)", () => {
    expect(sandboxStrings()).toEqual(englishStrings());
  });

  it("pick up a new rule system's file with no edit anywhere", () => {
    const root = mkdtempSync(join(tmpdir(), "lang-"));
    mkdirSync(join(root, "lang"));
    mkdirSync(join(root, "src/rulesets/new-one/lang"), { recursive: true });
    mkdirSync(join(root, "src/rulesets/no-strings"), { recursive: true });
    writeFileSync(join(root, "lang/en.json"), JSON.stringify({ WARGAME: { Title: "T" } }));
    writeFileSync(
      join(root, "src/rulesets/new-one/lang/en.json"),
      JSON.stringify({ WARGAME: { Ruleset: { "new-one": "New one" } } }),
    );
    expect(englishStrings(root)).toEqual({ "WARGAME.Title": "T", "WARGAME.Ruleset.new-one": "New one" });
  });
});
