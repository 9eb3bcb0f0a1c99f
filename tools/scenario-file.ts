import { readFileSync, readdirSync } from "node:fs";
import { parse } from "yaml";
import { tableError } from "../src/engine/errors";
import { SCENARIO_ERRORS } from "../src/engine/scenario/scenario-errors";
import { checkScenarioText } from "../src/engine/limits";

/**
 * A YAML or JSON file's data; a file over the size cap, or one that does not parse, is an error
 * naming it (and where it goes wrong).
 */
export function readDataFile(path: string): unknown {
  const text = checkScenarioText(readFileSync(path, "utf8"), path);
  try {
    return path.endsWith(".json") ? JSON.parse(text) : parse(text);
  } catch (error) {
    throw tableError(SCENARIO_ERRORS, "Unreadable", {
      file: path,
      problem: error instanceof Error ? error.message : String(error),
    });
  }
}

export const SCENARIO_ROOT = "scenarios";

/** Every scenario file (YAML or JSON) under the root, as paths relative to it, in order. */
export function scenarioFiles(root = SCENARIO_ROOT): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ya?ml|json)$/.test(file))
    .map((file) => file.split("\\").join("/"))
    .sort();
}
