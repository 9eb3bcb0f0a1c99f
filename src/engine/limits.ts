import { NAME_LENGTH, ownerNamed } from "./validation/field-errors";
import { type EngineError, tableError, type ErrorData, type ErrorTable, type Phrase } from "./errors";

/**
 * The largest sizes the engine and its hosts accept from anyone (a scenario file, a scene, a
 * macro, another client's request), so that every algorithm's cost has a bound: at these caps no
 * call takes more than about a second or 256 MB (bench/ measures them). src/engine/LIMITS.md
 * explains each one; each has its own error below.
 */
export const LIMITS = {
  /** Units on one board. */
  units: 10_000,
  /** Walls on one board. */
  walls: 50_000,
  /** Terrain areas on one board. */
  areas: 1_000,
  /** Entries of cell markers on one board (one per kind and cell: `Board.markers`). */
  markers: 10_000,
  /** Markers of one kind in one cell (a rule system declares its own, lower cap: `Ruleset.cellMarkers`). */
  markerCount: 99,
  /** Cells of one footprint or area, points of one polygon. */
  shapePoints: 1_000,
  /** Largest |x| or |y| of a point, pixels. */
  coordinate: 2 ** 20,
  /** Rows and columns a grid board's cells span, corner to corner. */
  boardCells: 512,
  /** Width and height, pixels, that everything on a gridless board spans. */
  boardPixels: 65_536,
  /** A grid's `size`: pixels per cell (gridless: per `distance`). */
  gridSize: { min: 1, max: 4_096 },
  /** Pixels per table unit (`size / distance`). */
  pixelsPerUnit: { min: 0.001, max: 1_000 },
  /** A gridless move or distance, table units: a unit's `move`, a request's allowance, distance, recoil, … */
  move: 100,
  /** A move allowance on a grid, cells: a unit's `move`, a request's allowance or distance (a search settles every cell within it). */
  gridMove: 30,
  /** A move counted in cell-to-cell steps ("retreat 2 hexes"): its searches track each step count. */
  steps: 12,
  /**
   * The widest zone of control a group may choose (a rule system's `zocRadius`), cells on a grid,
   * table units gridless: every client builds each unit's zone, (2r + 1)² cells, whenever it draws
   * a scene (at a radius of 300 one assault combat took 32 s and 495 MB).
   */
  zocRadius: 10,
  /** Characters of an id or a name (a unit's, a side's, a kind's, a scenario's): names are shown in every list and log line. */
  nameLength: NAME_LENGTH,
  /** Characters of a longer text (a scenario's briefing, a unit's parent). */
  textLength: 10_000,
  /** Headings one turning search tries (a flee's deviation over its angle step, both ways). */
  headings: 3_601,
  /**
   * Dice in one roll: the largest a rule system asks is victory-margin's fall back, margin d6, at
   * most 20 attack sixes plus an armour advantage of 20.
   */
  dice: 40,
  /**
   * Movement phases in one change set (a combat's moves, a macro's plan, a request to the GM): the
   * GM sends each as an animated update and waits for it to end before the next, so a legal 590 KB
   * request of 8,000 phases kept every client animating one after another. A plan has one phase per
   * move of its busiest unit (a charge, then a recoil, a pursuit, a consolidation).
   */
  phases: 16,
  /** Waypoints of one token's move in a change set: a path on a grid has one per cell of a 30-cell move. */
  waypoints: 100,
  /** A request from another client, as JSON text. */
  requestCharacters: 1_000_000,
  /** Lists and records inside lists and records of a request. */
  requestDepth: 32,
  /** A scenario file. */
  scenarioCharacters: 1_000_000,
  /**
   * Separators in a scenario file (`,` `:` `[` `{` and line ends), counted before it is parsed: each
   * value a parser builds needs one, so this bounds the nodes (a 603 KB file holding one list of
   * 300,000 numbers took 1.9 s and 400 MB to parse; the shipped scenarios have under 600).
   */
  scenarioNodes: 150_000,
  /**
   * Brackets (`[` `{`) open at once in a scenario file, counted before it is parsed: the parser
   * recurses once per level, and 20,000 levels (40 KB) ran it out of stack or, once, of memory.
   * The shipped scenarios nest 4 deep.
   */
  scenarioDepth: 32,
} as const;

export const LIMIT_ERRORS = {
  Units: ["WARGAME.Error.Limit.Units", "{owner}: {field} lists {got} units; a board holds at most {max}."],
  Walls: ["WARGAME.Error.Limit.Walls", "{owner}: {field} lists {got} walls; a board holds at most {max}."],
  Areas: ["WARGAME.Error.Limit.Areas", "{owner}: {field} lists {got} areas; a board holds at most {max}."],
  Markers: [
    "WARGAME.Error.Limit.Markers",
    "{owner}: {field} lists {got} cells with markers; a board holds at most {max}.",
  ],
  ShapePoints: [
    "WARGAME.Error.Limit.ShapePoints",
    "{owner}: {field} lists {got} points or cells; a shape has at most {max}.",
  ],
  Coordinate: [
    "WARGAME.Error.Limit.Coordinate",
    "{owner}: {field} is {got}; positions stay within {max} pixels of the origin.",
  ],
  BoardCells: [
    "WARGAME.Error.Limit.BoardCells",
    "{owner} stands {got} cells from the rest of the board; a board spans at most {max} cells each way.",
  ],
  BoardPixels: [
    "WARGAME.Error.Limit.BoardPixels",
    "{owner} stands {got} pixels from the rest of the board; a board spans at most {max} pixels each way.",
  ],
  FootprintSize: [
    "WARGAME.Error.Limit.FootprintSize",
    "{owner}: {field} is {got} pixels; a footprint is at most {max} across.",
  ],
  GridSize: ["WARGAME.Error.Limit.GridSize", "Board: grid.size must be between {min} and {max} pixels, got {got}."],
  PixelsPerUnit: [
    "WARGAME.Error.Limit.PixelsPerUnit",
    "Board: grid.size over grid.distance gives {got} pixels per table unit; it must be between {min} and {max}.",
  ],
  Move: ["WARGAME.Error.Limit.Move", "{owner}: {field} is {got}; a move or distance is at most {max}."],
  Steps: ["WARGAME.Error.Limit.Steps", "{owner}: {field} is {got}; a move counted in cells takes at most {max}."],
  TextLength: ["WARGAME.Error.Limit.TextLength", "{owner}: {field} is {got} characters long; at most {max}."],
  Headings: [
    "WARGAME.Error.Limit.Headings",
    "{owner}: turning up to {deviation}° in steps of {step}° tries {got} headings; at most {max}.",
  ],
  Dice: ["WARGAME.Error.Limit.Dice", "{owner}: a roll of {got} dice; a roll has at most {max}."],
  Phases: [
    "WARGAME.Error.Limit.Phases",
    "{owner}: {field} lists {got} movement phases; a change moves in at most {max}, each animated in turn.",
  ],
  Waypoints: ["WARGAME.Error.Limit.Waypoints", "{owner}: {field} lists {got} waypoints; a move has at most {max}."],
  RequestSize: ["WARGAME.Error.Limit.RequestSize", "{owner}: the request is {got} characters long; at most {max}."],
  RequestDepth: ["WARGAME.Error.Limit.RequestDepth", "{owner}: {field} is nested more than {max} levels deep."],
  ScenarioNodes: [
    "WARGAME.Error.Limit.ScenarioNodes",
    "{owner} holds more than {max} values; a scenario file holds at most {max}.",
  ],
  ScenarioDepth: [
    "WARGAME.Error.Limit.ScenarioDepth",
    "{owner}, line {line}: brackets nest more than {max} deep; a scenario file nests at most {max}.",
  ],
  ScenarioSize: [
    "WARGAME.Error.Limit.ScenarioSize",
    "{owner} is {got} characters long; a scenario file has at most {max}.",
  ],
} as const satisfies ErrorTable;

export type LimitProblem = keyof typeof LIMIT_ERRORS;

/** The error for a size over its cap; `owner` says whose, `field` where. */
export function limitError(problem: LimitProblem, data: ErrorData): EngineError {
  return tableError(LIMIT_ERRORS, problem, data);
}

/**
 * A move allowance or distance, checked against `max`: `LIMITS.move` table units gridless,
 * `LIMITS.gridMove` cells on a grid (finite and ≥ 0 are the caller's checks).
 */
/** Who is at fault when a move request's distance is out of bounds. */
export const MOVE_REQUEST: Phrase = ownerNamed("MoveRequest").owner;

export function checkMoveLimit(value: number, owner: Phrase, field: string, max: number = LIMITS.move): number {
  if (value > max) throw limitError("Move", { owner, field, got: value, max });
  return value;
}

/** A count of cell-to-cell steps, checked against `LIMITS.steps`. */
export function checkStepsLimit(value: number, owner: Phrase, field: string): number {
  if (value > LIMITS.steps) throw limitError("Steps", { owner, field, got: value, max: LIMITS.steps });
  return value;
}

/**
 * A scenario file's text, checked against `LIMITS.scenarioCharacters`, `LIMITS.scenarioNodes` and
 * `LIMITS.scenarioDepth` before it is parsed. Brackets inside quotes count too: a text that nests
 * 32 brackets deep in a string is not a scenario.
 */
export function checkScenarioText(text: string, file: string): string {
  const max = LIMITS.scenarioCharacters;
  if (text.length > max) throw limitError("ScenarioSize", { owner: file, got: text.length, max });
  let separators = 0;
  let depth = 0;
  let line = 1;
  for (let k = 0; k < text.length; k++) {
    const code = text.charCodeAt(k);
    if (code === NEWLINE) line++;
    else if (code === OPEN_LIST || code === OPEN_RECORD) depth++;
    else if ((code === CLOSE_LIST || code === CLOSE_RECORD) && depth > 0) depth--;
    if (depth > LIMITS.scenarioDepth)
      throw limitError("ScenarioDepth", { owner: file, line, max: LIMITS.scenarioDepth });
    if (SEPARATORS.has(code) && ++separators > LIMITS.scenarioNodes)
      throw limitError("ScenarioNodes", { owner: file, max: LIMITS.scenarioNodes });
  }
  return text;
}

const [NEWLINE, OPEN_LIST, OPEN_RECORD, CLOSE_LIST, CLOSE_RECORD] = ["\n", "[", "{", "]", "}"].map((c) =>
  c.charCodeAt(0),
);

/** `,` `:` `[` `{` and a line end: what separates the values of a JSON or YAML text. */
const SEPARATORS = new Set([",", ":", "[", "{", "\n"].map((c) => c.charCodeAt(0)));
