/**
 * The build step for the scenario compendium: reads every scenario file, makes its documents,
 * compiles them with the Foundry CLI into `<packs>/scenarios` and writes the scenes' backgrounds
 * into the module folder. The pack's sources are generated into a temporary folder and thrown
 * away: scenario files are the one source, so nothing generated is committed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import type { RulesetId } from "@engine/rulesets/ids";
import { validateScenario } from "@engine/scenario/scenario";
import { rejectDuplicateScenarioIds } from "@engine/scenario/scenario-names";
import { englishStrings } from "../language-files";
import { shippedCatalog } from "@rulesets/shipped";
import { useRulesets } from "@foundry/rulesets";
import { readDataFile, SCENARIO_ROOT, scenarioFiles } from "../scenario-file";
import { sayFrom, type Say } from "@foundry/scenario-documents/say";
import { SCENARIO_PACK_NAME, scenarioPack, type ScenarioFile, type ScenarioPack } from "./scenario-pack";

/** The rule systems of the pack: the shipped ones, handed to the host code that writes the documents too. */
const RULESETS = shippedCatalog();
useRulesets(RULESETS);

export function loadScenarios(root = SCENARIO_ROOT): ScenarioFile[] {
  const files = scenarioFiles(root).map((file) => {
    const path = join(root, file);
    return { file: path, scenario: validateScenario(readDataFile(path), path, RULESETS) };
  });
  rejectDuplicateScenarioIds(files);
  return files;
}

export function rulesetReadmePath(ruleset: RulesetId): string {
  return join("src/rulesets", ruleset, "README.md");
}

/** A rule system's README, beside its code: its labelled defaults and readings of the text. */
export function rulesetReadme(ruleset: RulesetId): string {
  return readFileSync(rulesetReadmePath(ruleset), "utf8");
}

export function englishSay(): Say {
  return sayFrom(englishStrings());
}

/** The whole scenario pack, from the files on disk. */
export function readScenarioPack(root = SCENARIO_ROOT): ScenarioPack {
  return scenarioPack(loadScenarios(root), englishSay(), rulesetReadme);
}

/** Builds the pack into `<packsRoot>/scenarios` and its assets into `moduleRoot`; returns the pack's name. */
export async function buildScenarioPack(packsRoot: string, moduleRoot: string, root = SCENARIO_ROOT): Promise<string> {
  const pack = readScenarioPack(root);
  const sources = mkdtempSync(join(tmpdir(), "wgc-scenario-pack-"));
  try {
    for (const doc of [...pack.folders, ...pack.adventures])
      writeFileSync(join(sources, `${doc._id}.json`), JSON.stringify(doc));
    await compilePack(sources, join(packsRoot, SCENARIO_PACK_NAME));
  } finally {
    rmSync(sources, { recursive: true, force: true });
  }
  for (const asset of pack.assets) {
    const path = join(moduleRoot, asset.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, asset.content);
  }
  return SCENARIO_PACK_NAME;
}
