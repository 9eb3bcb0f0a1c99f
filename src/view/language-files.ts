/**
 * The module's strings come from several files of the same nested shape (`{"WARGAME": {...}}`): the
 * core `lang/<lang>.json` and each rule system's own `src/rulesets/<id>/lang/<lang>.json`. Each host
 * finds the files its own way (Node reads the folders, Vite globs them) and merges them here, so a
 * new rule system's file is picked up with no edit anywhere.
 */

/** One language file: where it lives (for error messages) and its parsed JSON. */
export interface LanguageFile {
  readonly path: string;
  readonly content: unknown;
}

/** A nested string tree, as Foundry reads a language file. */
export interface LanguageTree {
  [key: string]: string | LanguageTree;
}

/**
 * The files merged into one tree, in the order given. A key (a string leaf, or a leaf in one file
 * and a section in another) defined by two files is refused, naming the key and both files: two
 * rule systems must never silently overwrite each other's words.
 */
export function mergeLanguageFiles(files: readonly LanguageFile[]): LanguageTree {
  const merged: LanguageTree = {};
  const owners = new Map<string, string>();
  const visit = (node: unknown, into: LanguageTree, prefix: string, path: string): void => {
    if (typeof node !== "object" || node === null || Array.isArray(node)) {
      throw new Error(`${path}: ${prefix || "the file"} must be an object of strings.`);
    }
    for (const [key, value] of Object.entries(node)) {
      const full = prefix ? `${prefix}.${key}` : key;
      const existing = Object.hasOwn(into, key) ? into[key] : undefined;
      if (typeof value === "string") {
        if (existing !== undefined) throw twice(full, owners.get(full), path);
        Object.defineProperty(into, key, { value, enumerable: true, writable: true, configurable: true });
        owners.set(full, path);
      } else {
        if (typeof existing === "string") throw twice(full, owners.get(full), path);
        const section: LanguageTree = existing ?? {};
        if (existing === undefined) {
          Object.defineProperty(into, key, { value: section, enumerable: true, writable: true, configurable: true });
          owners.set(full, path);
        }
        visit(value, section, full, path);
      }
    }
  };
  for (const file of files) visit(file.content, merged, "", file.path);
  return merged;
}

/** `first` is the file that defined the key (or, for a section, the first key under it). */
function twice(key: string, first: string | undefined, second: string): Error {
  return new Error(`The language key ${key} is defined twice: in ${first ?? "an earlier file"} and in ${second}.`);
}

/** A nested tree flattened: every key (e.g. `WARGAME.Error.Field.NotFinite`) with its text. */
export function flattenStrings(tree: unknown): Readonly<Record<string, string>> {
  const flat: Record<string, string> = {};
  const walk = (node: unknown, prefix: string): void => {
    if (typeof node === "string") flat[prefix] = node;
    else if (typeof node === "object" && node !== null) {
      for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
    }
  };
  walk(tree, "");
  return flat;
}
