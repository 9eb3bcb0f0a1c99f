import { defineOptions, readOptionValues } from "@engine/rulesets/options";
import { GENERIC_RESULTS_TABLE, type ResultsColumn, validateResultsTable } from "./results-table";

export const RETREAT_ZOC_CHOICES = ["forbidden", "allowed"] as const;
export type RetreatZoc = (typeof RETREAT_ZOC_CHOICES)[number];

export type CommandTestOptions = {
  /** Rule 11 is not in the text: labelled default, the module's generic table. */
  readonly resultsTable: readonly ResultsColumn[];
  /** Whether a retreat may enter enemy zones of control (Rule 11; labelled default: forbidden). */
  readonly retreatZoc: RetreatZoc;
  /** The text asks only the attacking stack to be undisrupted (Rule 10.1), so disrupted stacks may support. */
  readonly disruptedMaySupport: boolean;
};

export const DEFAULT_OPTIONS: CommandTestOptions = {
  resultsTable: GENERIC_RESULTS_TABLE,
  retreatZoc: "forbidden",
  disruptedMaySupport: true,
};

export const COMMAND_TEST_OPTIONS = defineOptions("WARGAME.CommandTest", [
  { id: "resultsTable", type: "records", default: GENERIC_RESULTS_TABLE, read: validateResultsTable, gap: "Results" },
  {
    id: "retreatZoc",
    type: "choice",
    default: DEFAULT_OPTIONS.retreatZoc,
    choices: RETREAT_ZOC_CHOICES,
    gap: "Retreat",
  },
  { id: "disruptedMaySupport", type: "boolean", default: DEFAULT_OPTIONS.disruptedMaySupport },
]);

/** Reads options (missing ones take their defaults); throws an EngineError naming the option. */
export function validateOptions(input: unknown, at: string): CommandTestOptions {
  const values = readOptionValues(COMMAND_TEST_OPTIONS, input, at);
  return {
    resultsTable: values.records("resultsTable", validateResultsTable),
    retreatZoc: values.choice("retreatZoc", RETREAT_ZOC_CHOICES),
    disruptedMaySupport: values.boolean("disruptedMaySupport"),
  };
}
