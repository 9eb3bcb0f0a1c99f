import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

/** The project's scenario files, parsed but not validated: the fuzz suites' seeds. */
export interface RawScenario {
  readonly file: string;
  readonly raw: unknown;
}

const ROOT = "scenarios";

export function rawScenarios(): RawScenario[] {
  return readdirSync(ROOT, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.ya?ml$|\.json$/.test(file))
    .sort()
    .map((file) => ({ file, raw: parse(readFileSync(join(ROOT, file), "utf8")) as unknown }));
}

/** A deep copy in which `rename` is applied to every string and every record key. */
export function renameDeep(value: unknown, rename: (name: string) => string): unknown {
  if (typeof value === "string") return rename(value);
  if (Array.isArray(value)) return value.map((item: unknown) => renameDeep(item, rename));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [rename(key), renameDeep(item, rename)]));
  }
  return value;
}
