import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { type LanguageFile, type LanguageTree, flattenStrings, mergeLanguageFiles } from "../src/view/language-files";

/** The folder whose every subfolder is one rule system, relative to the repository root. */
const RULESETS = "src/rulesets";

/**
 * Every language file for `lang`, read from disk: the core `lang/<lang>.json`, then each rule
 * system's `src/rulesets/<id>/lang/<lang>.json` in folder-name order. Found by reading the folder,
 * never from a list, so a new rule system's file counts at once.
 */
export function languageFiles(lang = "en", root = "."): LanguageFile[] {
  const ids = readdirSync(join(root, RULESETS), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const paths = [
    `lang/${lang}.json`,
    ...ids.map((id) => `${RULESETS}/${id}/lang/${lang}.json`).filter((path) => existsSync(join(root, path))),
  ];
  return paths.map((path) => ({ path, content: JSON.parse(readFileSync(join(root, path), "utf8")) as unknown }));
}

/** The core file and every rule system's file for `lang`, merged (a key defined twice is refused). */
export function mergedLanguage(lang = "en", root = "."): LanguageTree {
  return mergeLanguageFiles(languageFiles(lang, root));
}

/** The English strings of the core file and every rule system's file, flattened: each key with its text. */
export function englishStrings(root = "."): Readonly<Record<string, string>> {
  return flattenStrings(mergedLanguage("en", root));
}
