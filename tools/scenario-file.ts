import { readFileSync, readdirSync } from "node:fs";
import { parseScenarioText } from "../src/engine/scenario/scenario-text";

/**
 * A YAML or JSON file's data; a file over a cap, or one that does not parse, is an error naming it
 * (and the line and column where it goes wrong).
 */
export function readDataFile(path: string): unknown {
  return parseScenarioText(readFileSync(path, "utf8"), path);
}

export const SCENARIO_ROOT = "scenarios";

/** Every scenario file (YAML or JSON) under the root, as paths relative to it, in order. */
export function scenarioFiles(root = SCENARIO_ROOT): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ya?ml|json)$/.test(file))
    .map((file) => file.split("\\").join("/"))
    .sort();
}
