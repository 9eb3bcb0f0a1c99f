import { parse } from "yaml";
import { checkScenarioText } from "../../engine/limits";
import { validateScenario, type Scenario } from "../../engine/scenario/scenario";

/** Every scenario file, as text, bundled at build time: the page reads no file at run time. */
const FILES = import.meta.glob<string>("../../../scenarios/**/*.{yml,yaml,json}", { query: "?raw", import: "default", eager: true });

const PREFIX = "../../../scenarios/";

/** A scenario file the page can offer, or the reason it cannot. */
export type ScenarioEntry =
  | { readonly file: string; readonly scenario: Scenario }
  | { readonly file: string; readonly error: string };

/** The scenario files, validated by the engine, by path under scenarios/. */
export function loadScenarios(): ScenarioEntry[] {
  return Object.entries(FILES)
    .map(([path, text]) => readEntry(path.slice(PREFIX.length), text))
    .sort((a, b) => a.file.localeCompare(b.file));
}

function readEntry(file: string, text: string): ScenarioEntry {
  try {
    // JSON is YAML, so one parser reads both kinds of file.
    return { file, scenario: validateScenario(parse(checkScenarioText(text, file)), file) };
  } catch (error) {
    // The engine's EngineError names the file and field; a YAML syntax error its line.
    if (error instanceof Error) return { file, error: error.message };
    throw error;
  }
}
