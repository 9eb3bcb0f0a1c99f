import { parseScenarioText } from "@engine/scenario/scenario-text";
import { validateScenario, type Scenario } from "@engine/scenario/scenario";
import { duplicateScenarioIds } from "@engine/scenario/scenario-names";
import type { Rulesets } from "@engine/rulesets/catalog";

/** Every scenario file, as text, bundled at build time: the page reads no file at run time. */
const FILES = import.meta.glob<string>("../../../scenarios/**/*.{yml,yaml,json}", {
  query: "?raw",
  import: "default",
  eager: true,
});

const PREFIX = "../../../scenarios/";

/** A scenario file the page can offer, or the reason it cannot. */
export type ScenarioEntry =
  { readonly file: string; readonly scenario: Scenario } | { readonly file: string; readonly error: string };

/** The scenario files, validated by the engine, by path under scenarios/. */
export function loadScenarios(rulesets: Rulesets): ScenarioEntry[] {
  const entries = Object.entries(FILES)
    .map(([path, text]) => readEntry(path.slice(PREFIX.length), text, rulesets))
    .sort((a, b) => a.file.localeCompare(b.file));
  // A second file with an id already taken is shown as an error, as the pack build refuses it.
  const duplicates = new Map(
    duplicateScenarioIds(entries.flatMap((entry) => ("scenario" in entry ? [entry] : []))).map(({ file, error }) => [
      file,
      error.message,
    ]),
  );
  return entries.map((entry) => {
    const error = duplicates.get(entry.file);
    return error === undefined ? entry : { file: entry.file, error };
  });
}

function readEntry(file: string, text: string, rulesets: Rulesets): ScenarioEntry {
  try {
    return { file, scenario: validateScenario(parseScenarioText(text, file), file, rulesets) };
  } catch (error) {
    // The engine's EngineError names the file and field, or the line and column where it does not parse.
    if (error instanceof Error) return { file, error: error.message };
    throw error;
  }
}
