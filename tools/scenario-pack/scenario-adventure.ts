/**
 * One scenario as the compendium's Adventure: the documents of the shared builder
 * (src/foundry/scenario-documents/), with ids hashed from the scenario's names and the background
 * shipped inside the module folder.
 */
import type { RulesetId } from "@engine/rulesets/ids";
import type { Scenario } from "@engine/scenario/scenario";
import { MODULE_PATH } from "@foundry/constants";
import type { AdventureData, DocumentStats } from "@foundry/scenario-documents/foundry-documents";
import { escapeHtml, paragraphs } from "@foundry/scenario-documents/html";
import type { Say } from "@foundry/scenario-documents/say";
import { scenarioDocuments } from "@foundry/scenario-documents/scenario-documents";
import { scenarioIds, type IdOf } from "@foundry/scenario-documents/scenario-ids";
import { rulesetLabel } from "@foundry/settings";
import { documentId } from "./document-id";

export interface AdventureContext {
  readonly say: Say;
  /** The rule system's README (Markdown), for its reference page. */
  readonly readme: string;
  /** The pack folder the Adventure goes in. */
  readonly folder: string;
  readonly sort: number;
}

export interface ScenarioAdventure {
  readonly adventure: AdventureData;
  /** The scene's background: its path inside the module folder, and the SVG. */
  readonly background: { readonly path: string; readonly svg: string };
}

/** The pack's ids: hashed from the scenario's id and the names inside it, so every build gives the same ids. */
export function packIds(scenario: Pick<Scenario, "id">): IdOf {
  return (...parts) => documentId("scenario", scenario.id, ...parts);
}

/** The pack folder of a rule system's scenarios. */
export function rulesetFolderId(ruleset: RulesetId): string {
  return documentId("ruleset-folder", ruleset);
}

/** Where a scenario's background goes, inside the module folder (dist/). */
export function backgroundPath(scenario: Pick<Scenario, "id">): string {
  return `assets/scenarios/${scenario.id}.svg`;
}

/**
 * The schema the pack's documents follow: v13's (13.351, the v13 stable build; the real v13.351
 * documents in test/foundry/fixtures/real/ have the same scene fields). The packs are built once
 * for v13 and v14, so their scenes keep the map in v13's `background`, which v13 reads as it is and
 * v14 migrates onto a Level on import (the live test `wargame-combat.adventure-map` checks the map
 * shows on v14). A scene holding both `background` and v14's `levels` could be migrated twice over
 * on v14, and v13 cannot read `levels`; so the packs carry v13's data only, stamped as such.
 */
export const PACK_STATS: DocumentStats = { coreVersion: "13.351" };

export function scenarioAdventure(scenario: Scenario, context: AdventureContext): ScenarioAdventure {
  const idOf = packIds(scenario);
  const path = backgroundPath(scenario);
  const src = `${MODULE_PATH}/${path}`;
  const documents = scenarioDocuments(scenario, { say: context.say, readme: context.readme, idOf, backgroundSrc: src });
  const stats = { _stats: PACK_STATS };
  const adventure: AdventureData = {
    _id: scenarioIds(idOf).adventure,
    ...stats,
    name: documents.scene.name,
    img: src,
    caption: escapeHtml(context.say(rulesetLabel(scenario.ruleset))),
    description: paragraphs(scenario.briefing),
    folder: context.folder,
    sort: context.sort,
    scenes: [{ ...documents.scene, ...stats }],
    actors: documents.actors.map((actor) => ({ ...actor, ...stats })),
    journal: [{ ...documents.journal, ...stats }],
    folders: documents.folders.map((folder) => ({ ...folder, ...stats })),
    items: [],
    tables: [],
    macros: [],
    cards: [],
    playlists: [],
    combats: [],
    flags: {},
  };
  return { adventure, background: { path, svg: documents.backgroundSvg } };
}
