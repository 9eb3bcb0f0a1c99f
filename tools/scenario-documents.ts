/**
 * A scenario file as Foundry documents, bundled as one Adventure: its scene (grid, generated
 * background, a token per unit, walls, terrain regions, the combats' selections in the scene's
 * flags), an actor per unit with its ruleset data, and a journal with the briefing and the rule
 * system's reference. The files under tools/scenario-pack/ make the parts; this one puts them
 * together. Pure but for hashing: the same scenario always gives the same documents.
 */
import { ownerOf } from "../src/engine/validation/field-errors";
import type { Board } from "../src/engine/board/types";
import { createCellGrid, type CellGrid } from "../src/engine/grid/cell-grid";
import { rulesetOf, type Scenario } from "../src/engine/scenario/scenario";
import { MODULE_PATH } from "../src/foundry/constants";
import { rulesetLabel } from "../src/foundry/settings";
import { actorDocument } from "./scenario-pack/actor-document";
import { boardOnScene } from "./scenario-pack/board-on-scene";
import { boardSvg } from "./scenario-pack/board-svg";
import { briefingHtml } from "./scenario-pack/briefing-page";
import { OWNERSHIP } from "./scenario-pack/foundry-constants";
import type { ActorData, AdventureData, FolderData, FolderType, JournalEntryData, JournalPageData, TokenData } from "./scenario-pack/foundry-documents";
import { escapeHtml, paragraphs } from "./scenario-pack/html";
import { regionDocument } from "./scenario-pack/region-document";
import { rulesetReferenceHtml } from "./scenario-pack/ruleset-reference";
import type { Say } from "./scenario-pack/say";
import { sceneSize } from "./scenario-pack/scene-bounds";
import { sceneDocument } from "./scenario-pack/scene-document";
import { scenarioIds, type ScenarioIds } from "./scenario-pack/scenario-ids";
import { sideStyles } from "./scenario-pack/side-styles";
import { tokenDocument } from "./scenario-pack/token-document";
import { tokenPlacement } from "./scenario-pack/token-placement";
import { splitUnitData } from "./scenario-pack/unit-state";
import { wallDocument } from "./scenario-pack/wall-document";

export interface ScenarioContext {
  readonly say: Say;
  /** The rule system's README (Markdown), for its reference page. */
  readonly readme: string;
  /** The pack folder the Adventure goes in. */
  readonly folder: string;
  readonly sort: number;
}

export interface ScenarioDocuments {
  readonly adventure: AdventureData;
  /** The scene's background: its path inside the module folder, and the SVG. */
  readonly background: { readonly path: string; readonly svg: string };
}

/** Where a scenario's background goes, inside the module folder (dist/). */
export function backgroundPath(scenario: Pick<Scenario, "id">): string {
  return `assets/scenarios/${scenario.id}.svg`;
}

function unitDocuments(board: Board, grid: CellGrid | null, ids: ScenarioIds, say: Say): { tokens: TokenData[]; actors: ActorData[] } {
  const styles = sideStyles(board.units);
  const tokens: TokenData[] = [];
  const actors: ActorData[] = [];
  board.units.forEach((unit, k) => {
    const placement = tokenPlacement(unit, grid, board.grid, ownerOf("Unit", `units[${k}]`, unit.name));
    const style = styles.get(unit.side) ?? { disposition: 0, color: "#777777" };
    const { actorData, state } = splitUnitData(unit);
    tokens.push(tokenDocument(unit, { token: ids.token(unit.id), actor: ids.actor(unit.id) }, placement, style, state));
    const actorIds = { actor: ids.actor(unit.id), folder: ids.folder("Actor"), effect: (status: string) => ids.effect(unit.id, status) };
    actors.push(actorDocument(unit, actorIds, placement, style, actorData, k, say));
  });
  return { tokens, actors };
}

function page(id: string, name: string, sort: number, content: string): JournalPageData {
  return { _id: id, name, type: "text", sort, title: { show: true, level: 1 }, text: { format: 1, content }, flags: {} };
}

function journalDocument(scenario: Scenario, ids: ScenarioIds, context: ScenarioContext): JournalEntryData {
  const { say } = context;
  const ruleset = say(rulesetLabel(scenario.ruleset));
  return {
    _id: ids.journal,
    name: scenario.name,
    folder: ids.folder("JournalEntry"),
    sort: 0,
    pages: [
      page(ids.briefingPage, say("WARGAME.ScenarioPack.Briefing.Name"), 100000, briefingHtml(scenario, say)),
      page(ids.referencePage, say("WARGAME.ScenarioPack.Reference.Name", { ruleset }), 200000, rulesetReferenceHtml(rulesetOf(scenario).options, context.readme, say)),
    ],
    ownership: { default: OWNERSHIP.observer },
    flags: {},
  };
}

/** A folder per kind of document, named after the scenario, so an import keeps the world's sidebars tidy. */
function contentFolders(scenario: Scenario, ids: ScenarioIds): FolderData[] {
  const types: FolderType[] = ["Scene", "Actor", "JournalEntry"];
  return types.map((type) => ({ _id: ids.folder(type), name: scenario.name, type, folder: null, sorting: "m", sort: 0, color: "#4a5a3a", flags: {} }));
}

export function scenarioDocuments(scenario: Scenario, context: ScenarioContext): ScenarioDocuments {
  const { board, shift } = boardOnScene(scenario.board, scenario.id);
  const ids = scenarioIds(scenario);
  const grid = board.grid.kind === "gridless" ? null : createCellGrid(board.grid);
  const size = sceneSize(board, grid);
  const path = backgroundPath(scenario);
  const src = `${MODULE_PATH}/${path}`;
  const { tokens, actors } = unitDocuments(board, grid, ids, context.say);
  const scene = sceneDocument(scenario, {
    id: ids.scene,
    folder: ids.folder("Scene"),
    journal: ids.journal,
    background: src,
    size,
    tokens,
    walls: board.terrain.walls.map((wall) => wallDocument(wall, ids.wall(wall.id))),
    regions: board.terrain.areas.map((area) => regionDocument(area, ids.region(area.id), grid)),
    tokenIds: new Map(board.units.map((unit) => [unit.id, ids.token(unit.id)])),
    shift,
    grid: board.grid,
  });
  const adventure: AdventureData = {
    _id: ids.adventure,
    name: scenario.name,
    img: src,
    caption: escapeHtml(context.say(rulesetLabel(scenario.ruleset))),
    description: paragraphs(scenario.briefing),
    folder: context.folder,
    sort: context.sort,
    scenes: [scene],
    actors,
    journal: [journalDocument(scenario, ids, context)],
    folders: contentFolders(scenario, ids),
    items: [],
    tables: [],
    macros: [],
    cards: [],
    playlists: [],
    combats: [],
    flags: {},
  };
  return { adventure, background: { path, svg: boardSvg(board, grid, size) } };
}
