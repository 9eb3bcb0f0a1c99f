import { type Owner, ownerOf } from "../validation/field-errors";
import { readId, readInteger, readItems, readList, readName, readRecord, readText } from "../validation/read-fields";
import type { Board } from "../board/types";
import { readJson } from "../validation/read-json";
import { validateBoard } from "../board/validate-board";
import { EDGE_MARGIN, cellsAround, heldBounds } from "../board/board-extent";
import { createCellGrid } from "../grid/cell-grid";
import { EngineError, errorPhrase, tableError } from "../errors";
import type { RulesetId } from "../rulesets/ids";
import type { JsonValue } from "../rulesets/ruleset";
import { type Rulesets, turnPlayerOf } from "../rulesets/catalog";
import type { CombatScript, ScriptedDecision } from "../session/combat-run";
import { SCENARIO_ERRORS } from "./scenario-errors";
import { checkScenarioNames, checkScriptSteps, checkSelectionNames } from "./scenario-names";
import { checkCellMarkers } from "../rulesets/cell-markers";
import { readSideNames } from "./scenario-sides";

/**
 * A scenario: a board with its terrain and units, the rule system it is played with, and
 * optionally combats with a script of decisions and dice and the outcome worked out by hand. One
 * file feeds the engine's tests, the command-line resolver, the sandbox and the compendium build.
 * The format is documented in scenarios/README.md.
 */
export interface Scenario {
  readonly id: string;
  readonly name: string;
  readonly briefing: string;
  readonly ruleset: RulesetId;
  readonly board: Board;
  /** The name its players know each side by, by side id (`sides` in the file); a side not listed has none. */
  readonly sideNames: Readonly<Record<string, string>>;
  readonly combats: readonly ScenarioCombat[];
  /**
   * Turns: sequences of combats the rules order among themselves, played by the rule system's
   * turn (its `turn` facet), in the same shape as a combat with the turn's own selection.
   */
  readonly turns: readonly ScenarioCombat[];
  /** The scene's levels (Foundry v14 Scene Levels: `levels` in the file), which units, walls and areas name; none listed = one level. */
  readonly levels?: readonly ScenarioLevel[];
}

/** A scene level: the id units, walls and areas name in `level`/`levels`, and its name. */
export interface ScenarioLevel {
  readonly id: string;
  readonly name: string;
}

export interface ScenarioCombat {
  readonly id: string;
  readonly name: string;
  /** The ruleset's selection: what the board cannot show (see `Ruleset.setupFromBoard`). */
  readonly selection: JsonValue;
  readonly script: CombatScript;
  /** The outcome worked out by hand from the rule text, as the ruleset reports it. */
  readonly expected?: JsonValue;
}

/**
 * Checks a parsed scenario file: the board, the ruleset, every unit's ruleset data and every
 * combat's selection against the board. Errors name the file and the path inside it.
 */
export function validateScenario(input: unknown, file: string, rulesets: Rulesets): Scenario {
  try {
    return readScenario(input, file, rulesets);
  } catch (error) {
    if (error instanceof EngineError) {
      // The inner error goes along as a phrase (and as the cause), so a host shows its problem in the user's language too.
      throw tableError(SCENARIO_ERRORS, "Invalid", { file, problem: errorPhrase(error) }, error);
    }
    throw error;
  }
}

function readScenario(input: unknown, file: string, rulesets: Rulesets): Scenario {
  const who = ownerOf("Scenario", "", file);
  const fields = readRecord(input, who, "scenario");
  const id = readId(fields["id"], who, "id");
  const rulesetId = fields["ruleset"];
  if (!rulesets.has(rulesetId)) {
    throw tableError(SCENARIO_ERRORS, "UnknownRuleset", { got: String(rulesetId), choices: rulesets.ids.join(", ") });
  }
  const ruleset = rulesets.ruleset(rulesetId);
  const board = withEdge(insideEdge(validateBoard(fields["board"])));
  board.units.forEach((unit) => ruleset.validateUnitData(unit.data, unit.name));
  checkScenarioNames(board, ruleset);
  checkCellMarkers(board, ruleset.cellMarkers, "board.markers");
  const combats =
    fields["combats"] === undefined
      ? []
      : readItems(fields["combats"], 0, who, "combats", (item, _who, at) => readScenarioCombat(item, at));
  combats.forEach((combat, index) => {
    checkSelectionNames(combat.selection, ruleset, `combats[${index}]`);
    checkScriptSteps(combat.script, ruleset, `combats[${index}]`, false);
  });
  for (const combat of combats) ruleset.setupFromBoard(board, combat.selection);
  const turns =
    fields["turns"] === undefined
      ? []
      : readItems(fields["turns"], 0, who, "turns", (item, _who, at) => readScenarioCombat(item, at));
  if (turns.length > 0) {
    const player = turnPlayerOf(rulesets, rulesetId);
    turns.forEach((turn, index) => checkScriptSteps(turn.script, ruleset, `turns[${index}]`, true));
    for (const turn of turns) player.check(board, turn.selection);
  }
  return {
    id,
    name: fields["name"] === undefined ? id : readName(fields["name"], who, "name"),
    briefing: fields["briefing"] === undefined ? "" : readText(fields["briefing"], who, "briefing"),
    ruleset: rulesetId,
    board,
    sideNames: readSideNames(fields["sides"], board, who),
    combats,
    turns,
    ...(fields["levels"] === undefined ? {} : { levels: readItems(fields["levels"], 1, who, "levels", readLevel) }),
  };
}

function readLevel(input: unknown, who: Owner, at: string): ScenarioLevel {
  const fields = readRecord(input, who, at);
  return { id: readId(fields["id"], who, `${at}.id`), name: readText(fields["name"], who, `${at}.name`) };
}

/**
 * A board whose file gives an edge, every unit's cells and every marker inside it (a unit outside
 * could never be moved onto the board again; a marker outside would never be seen).
 */
function insideEdge(board: Board): Board {
  const edge = board.edge;
  if (edge === undefined) return board;
  board.units.forEach((unit, index) => {
    if (unit.footprint.kind !== "cells") return;
    const out = unit.footprint.cells.find(
      (cell) => cell.i < edge.minI || cell.i > edge.maxI || cell.j < edge.minJ || cell.j > edge.maxJ,
    );
    if (out !== undefined)
      throw tableError(SCENARIO_ERRORS, "OutsideEdge", {
        owner: ownerOf("Unit", `board.units[${index}]`, unit.name).owner,
        i: out.i,
        j: out.j,
        ...edge,
      });
  });
  (board.markers ?? []).forEach(({ cell }, index) => {
    if (cell.i < edge.minI || cell.i > edge.maxI || cell.j < edge.minJ || cell.j > edge.maxJ)
      throw tableError(SCENARIO_ERRORS, "OutsideEdge", {
        owner: ownerOf("Marker", `board.markers[${index}]`, undefined).owner,
        i: cell.i,
        j: cell.j,
        ...edge,
      });
  });
  return board;
}

/**
 * A grid scenario's board with its edge: the one the file gives, else the cells around everything
 * it holds with EDGE_MARGIN more each way, the board the sandbox draws. So a move planned in the
 * sandbox, the resolver or a scenario's check never leaves the board a player sees. The default
 * edge never reaches before row 0 or column 0: a file's cells count from the map's top-left cell,
 * where an imported Foundry scene begins (scene-bounds.ts refuses anything before it), so no place
 * is offered, or named, with a negative row or column.
 */
function withEdge(board: Board): Board {
  if (board.edge !== undefined || board.grid.kind === "gridless") return board;
  const grid = createCellGrid(board.grid);
  const around = cellsAround(heldBounds(board, grid), grid);
  // A file that puts something before row or column 0 keeps it on the board, without the margin.
  const from = (low: number): number => Math.max(low, Math.min(0, low + EDGE_MARGIN));
  return { ...board, edge: { ...around, minI: from(around.minI), minJ: from(around.minJ) } };
}

/** One scripted combat (`id`, `name`, `selection`, `script`, `expected`), checked as a scenario file's; errors name `at`. */
export function readScenarioCombat(input: unknown, at: string): ScenarioCombat {
  const who = ownerOf("Combat", at, undefined);
  const fields = readRecord(input, who, at);
  const id = readId(fields["id"], who, "id");
  const script = fields["script"] === undefined ? {} : readRecord(fields["script"], who, "script");
  return {
    id,
    name: fields["name"] === undefined ? id : readName(fields["name"], who, "name"),
    selection: readJson(fields["selection"] ?? {}, who, "selection"),
    script: {
      decisions:
        script["decisions"] === undefined
          ? []
          : readList(script["decisions"], who, "script.decisions").map((d, i) =>
              readDecision(d, who, `script.decisions[${i}]`),
            ),
      dice:
        script["dice"] === undefined
          ? []
          : readList(script["dice"], who, "script.dice").map((d, i) => readInteger(d, who, `script.dice[${i}]`)),
    },
    ...(fields["expected"] === undefined ? {} : { expected: readJson(fields["expected"], who, "expected") }),
  };
}

/**
 * A decisions file for the resolver: a list of `{step, picks}` in the order the session asks,
 * checked like a combat's `script.decisions`.
 */
export function validateDecisions(input: unknown, file: string): ScriptedDecision[] {
  const who = ownerOf("Decisions", "", file);
  try {
    return readList(input, who, "decisions").map((d, i) => readDecision(d, who, `[${i}]`));
  } catch (error) {
    if (error instanceof EngineError)
      throw tableError(SCENARIO_ERRORS, "Invalid", { file, problem: errorPhrase(error) });
    throw error;
  }
}

function readDecision(input: unknown, who: Owner, at: string): ScriptedDecision {
  const fields = readRecord(input, who, at);
  return {
    step: readId(fields["step"], who, `${at}.step`),
    picks: readList(fields["picks"], who, `${at}.picks`).map((pick, i) => readId(pick, who, `${at}.picks[${i}]`)),
  };
}
