import type { RulesetId } from "@engine/rulesets/ids";
import { SHIPPED_RULESETS } from "@rulesets/shipped";
import { tableError } from "@engine/errors";
import type { Scenario } from "@engine/scenario/scenario";
import { rulesetLabel } from "@foundry/settings";

import type { AdventureData, FolderData, Keyed } from "@foundry/scenario-documents/foundry-documents";
import type { Say } from "@foundry/scenario-documents/say";
import { rulesetFolderId, scenarioAdventure } from "./scenario-adventure";
import { SCENARIO_PACK_ERRORS } from "@foundry/scenario-documents/scenario-pack-errors";

/** The compendium of scenarios: one pack of Adventures, a folder per rule system. */
export const SCENARIO_PACK_NAME = "scenarios";

export interface ScenarioFile {
  /** Where the scenario was read from, for messages. */
  readonly file: string;
  readonly scenario: Scenario;
}

export interface ScenarioPack {
  /** The pack's primary documents, each with the `_key` the CLI compiles it under. */
  readonly folders: readonly Keyed<FolderData>[];
  readonly adventures: readonly Keyed<AdventureData>[];
  /** Files the scenes need inside the module folder (their backgrounds). */
  readonly assets: readonly { readonly path: string; readonly content: string }[];
}

function requireUniqueIds(files: readonly ScenarioFile[]): void {
  const seen = new Map<string, string>();
  for (const { file, scenario } of files) {
    const other = seen.get(scenario.id);
    if (other !== undefined)
      throw tableError(SCENARIO_PACK_ERRORS, "DuplicateScenario", { file, other, id: scenario.id });
    seen.set(scenario.id, file);
  }
}

function rulesetFolder(ruleset: RulesetId, sort: number, say: Say): Keyed<FolderData> {
  const id = rulesetFolderId(ruleset);
  return {
    _id: id,
    _key: `!folders!${id}`,
    name: say(rulesetLabel(ruleset)),
    type: "Adventure",
    folder: null,
    sorting: "a",
    sort,
    color: "#4a5a3a",
    flags: {},
  };
}

/**
 * Every scenario as an Adventure, each in its rule system's folder (folders in the rule systems'
 * order, Adventures by name), with the background pictures to ship beside them.
 */
export function scenarioPack(
  files: readonly ScenarioFile[],
  say: Say,
  readme: (ruleset: RulesetId) => string,
): ScenarioPack {
  requireUniqueIds(files);
  const rulesets = SHIPPED_RULESETS.map(({ ruleset }) => ruleset.id).filter((ruleset) =>
    files.some(({ scenario }) => scenario.ruleset === ruleset),
  );
  const folders = rulesets.map((ruleset, k) => rulesetFolder(ruleset, (k + 1) * 100000, say));
  const sorted = [...files].sort(
    (a, b) => a.scenario.name.localeCompare(b.scenario.name, "en") || a.scenario.id.localeCompare(b.scenario.id, "en"),
  );
  const built = sorted.map(({ scenario }, k) =>
    scenarioAdventure(scenario, {
      say,
      readme: readme(scenario.ruleset),
      folder: rulesetFolderId(scenario.ruleset),
      sort: (k + 1) * 100000,
    }),
  );
  return {
    folders,
    adventures: built.map(({ adventure }) => ({ ...adventure, _key: `!adventures!${adventure._id}` })),
    assets: built.map(({ background }) => ({ path: background.path, content: background.svg })),
  };
}
