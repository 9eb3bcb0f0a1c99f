/**
 * A scenario file as Foundry documents: its scene (grid, generated background, a token per unit,
 * walls, terrain regions, the combats' selections in the scene's flags), an actor per unit with its
 * ruleset data, a journal with the briefing and the rule system's reference, and a folder per kind
 * of document. The pack build bundles them into an Adventure (tools/scenario-pack/); "Import
 * scenario" creates them in the world (scenario-io/import-scenario.ts). The files beside this one
 * make the parts. Pure: the same scenario and ids always give the same documents.
 */
import { ownerOf } from "@engine/validation/field-errors";
import type { Board } from "@engine/board/types";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import type { Scenario, ScenarioLevel } from "@engine/scenario/scenario";
import { hostRulesets } from "../rulesets";
import { rulesetLabel } from "../settings";
import { actorDocument } from "./actor-document";
import { boardOnScene } from "./board-on-scene";
import { boardSvg } from "./board-svg";
import { briefingHtml } from "./briefing-page";
import { OWNERSHIP } from "./foundry-constants";
import { plainName } from "./html";
import type {
  ActorData,
  FolderData,
  FolderType,
  JournalEntryData,
  JournalPageData,
  SceneData,
  TokenData,
} from "./foundry-documents";
import { regionDocument } from "./region-document";
import { rulesetReferenceHtml } from "./ruleset-reference";
import type { Say } from "./say";
import { sceneSize } from "./scene-bounds";
import { sceneDocument } from "./scene-document";
import { scenarioIds, type IdOf, type ScenarioIds } from "./scenario-ids";
import { sideStyles } from "./side-styles";
import { tokenDocument } from "./token-document";
import { tokenPlacement } from "./token-placement";
import { splitUnitData } from "./unit-state";
import { wallDocument } from "./wall-document";

export interface ScenarioContext {
  readonly say: Say;
  /** The rule system's README (Markdown), for its reference page. */
  readonly readme: string;
  /** The documents' ids (see `IdOf`). */
  readonly idOf: IdOf;
  /** Where Foundry finds the scene's background, given the scenario. */
  readonly backgroundSrc: string;
}

export interface ScenarioDocuments {
  readonly scene: SceneData;
  readonly actors: readonly ActorData[];
  readonly journal: JournalEntryData;
  /** A folder each for the scene, the actors and the journal, named after the scenario. */
  readonly folders: readonly FolderData[];
  /** The scene's background picture, to be stored at `backgroundSrc`. */
  readonly backgroundSvg: string;
}

function unitDocuments(
  board: Board,
  grid: CellGrid | null,
  ids: ScenarioIds,
  say: Say,
): { tokens: TokenData[]; actors: ActorData[]; unitState: Record<string, JsonValue> } {
  const styles = sideStyles(board.units);
  const tokens: TokenData[] = [];
  const actors: ActorData[] = [];
  const states: [string, JsonValue][] = [];
  board.units.forEach((unit, k) => {
    const placement = tokenPlacement(unit, grid, board.grid, ownerOf("Unit", `units[${k}]`, unit.name));
    const style = styles.get(unit.side) ?? { disposition: 0, color: "#777777" };
    const { actorData, state } = splitUnitData(unit);
    const level = unit.level === undefined ? {} : { level: ids.level(unit.level) };
    tokens.push(
      tokenDocument(unit, { token: ids.token(unit.id), actor: ids.actor(unit.id), ...level }, placement, style),
    );
    if (state !== undefined) states.push([ids.token(unit.id), state]);
    const actorIds = {
      actor: ids.actor(unit.id),
      folder: ids.folder("Actor"),
      effect: (status: string) => ids.effect(unit.id, status),
    };
    actors.push(actorDocument(unit, actorIds, placement, style, actorData, k, say));
  });
  return { tokens, actors, unitState: Object.fromEntries(states) };
}

/** The scenario with each name it gives a document as plain text (`plainName`). */
export function plainNames(scenario: Scenario): Scenario {
  const named = <T extends { readonly id: string; readonly name: string }>(thing: T): T => ({
    ...thing,
    name: plainName(thing.name, thing.id),
  });
  const { board } = scenario;
  return {
    ...named(scenario),
    sideNames: Object.fromEntries(
      Object.entries(scenario.sideNames).map(([side, name]) => [side, plainName(name, side)]),
    ),
    board: { ...board, units: board.units.map(named) },
    combats: scenario.combats.map(named),
    turns: scenario.turns.map(named),
    ...(scenario.levels === undefined ? {} : { levels: scenario.levels.map(named) }),
  };
}

function page(id: string, name: string, sort: number, content: string): JournalPageData {
  return {
    _id: id,
    name,
    type: "text",
    sort,
    title: { show: true, level: 1 },
    text: { format: 1, content },
    flags: {},
  };
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
      page(
        ids.referencePage,
        say("WARGAME.ScenarioPack.Reference.Name", { ruleset }),
        200000,
        rulesetReferenceHtml(hostRulesets().ruleset(scenario.ruleset).options, context.readme, say),
      ),
    ],
    ownership: { default: OWNERSHIP.observer },
    flags: {},
  };
}

/** A folder per kind of document, named after the scenario, so an import keeps the world's sidebars tidy. */
function contentFolders(scenario: Scenario, ids: ScenarioIds): FolderData[] {
  const types: FolderType[] = ["Scene", "Actor", "JournalEntry"];
  return types.map((type) => ({
    _id: ids.folder(type),
    name: scenario.name,
    type,
    folder: null,
    sorting: "m",
    sort: 0,
    color: "#4a5a3a",
    flags: {},
  }));
}

/**
 * The scenario's levels: those it lists, else one per level its units, walls and areas name (named
 * by their ids), so every level a document stands on exists; none when nothing names one.
 */
function sceneLevels(scenario: Scenario): readonly ScenarioLevel[] {
  if (scenario.levels !== undefined) return scenario.levels;
  const { units, terrain } = scenario.board;
  const named = new Set([
    ...units.flatMap((unit) => (unit.level === undefined ? [] : [unit.level])),
    ...[...terrain.walls, ...terrain.areas].flatMap((placed) => placed.levels ?? []),
  ]);
  return [...named].map((id) => ({ id, name: id }));
}

/**
 * The Foundry documents of a scenario: its scene (tokens, walls, regions), an actor per unit, its
 * journal and folders. Every name from the file becomes a plain-text name first (`plainNames`).
 */
export function scenarioDocuments(file: Scenario, context: ScenarioContext): ScenarioDocuments {
  const scenario = plainNames(file);
  const { board, shift } = boardOnScene(scenario.board, scenario.id);
  const ids = scenarioIds(context.idOf);
  const grid = board.grid.kind === "gridless" ? null : createCellGrid(board.grid);
  const size = sceneSize(board, grid);
  const { tokens, actors, unitState } = unitDocuments(board, grid, ids, context.say);
  const levelIds = (levels: readonly string[] | undefined) => levels?.map((level) => ids.level(level));
  const scene = sceneDocument(scenario, {
    id: ids.scene,
    folder: ids.folder("Scene"),
    journal: ids.journal,
    background: context.backgroundSrc,
    size,
    tokens,
    walls: board.terrain.walls.map((wall) => wallDocument(wall, ids.wall(wall.id), levelIds(wall.levels))),
    regions: board.terrain.areas.map((area) => regionDocument(area, ids.region(area.id), grid, levelIds(area.levels))),
    tokenIds: new Map(board.units.map((unit) => [unit.id, ids.token(unit.id)])),
    unitState,
    shift,
    grid: board.grid,
    levels: sceneLevels(scenario).map((level) => ({ _id: ids.level(level.id), name: level.name })),
  });
  return {
    scene,
    actors,
    journal: journalDocument(scenario, ids, context),
    folders: contentFolders(scenario, ids),
    backgroundSvg: boardSvg(board, grid, size),
  };
}
