import { readFileSync } from "node:fs";

/** lang/en.json flattened: every key (e.g. `WARGAME.Error.Field.NotFinite`) with its English text. */
export function englishStrings(path = "lang/en.json"): Readonly<Record<string, string>> {
  const flat: Record<string, string> = {};
  const walk = (node: unknown, prefix: string): void => {
    if (typeof node === "string") flat[prefix] = node;
    else if (typeof node === "object" && node !== null) {
      for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
    }
  };
  walk(JSON.parse(readFileSync(path, "utf8")), "");
  return flat;
}
