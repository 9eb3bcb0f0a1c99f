/**
 * The English strings, bundled at build time: lang/en.json and every rule system's own
 * `src/rulesets/<id>/lang/en.json`, found by Vite's glob (no list), merged and flattened.
 */
import core from "../../../lang/en.json";
import { flattenStrings, mergeLanguageFiles } from "@view/language-files";

export type Strings = Readonly<Record<string, string>>;

const RULESET_FILES: Record<string, unknown> = import.meta.glob("../../rulesets/*/lang/en.json", {
  eager: true,
  import: "default",
});

export function englishStrings(): Strings {
  const files = Object.keys(RULESET_FILES)
    .sort()
    .map((path) => ({ path: path.replace(/^(\.\.\/)+/, "src/"), content: RULESET_FILES[path] }));
  return flattenStrings(mergeLanguageFiles([{ path: "lang/en.json", content: core }, ...files]));
}
