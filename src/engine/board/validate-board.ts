import { type Board, type CellBounds, type CellMarker, type Terrain } from "./types";
import { GRID_KINDS, SQUARE_DIAGONALS, type GridSpec } from "../model/grid-spec";
import { fieldError, type Owner, type OwnerKind, ownerOf } from "../validation/field-errors";
import { BOARD_OWNER, boardError } from "./board-errors";
import {
  readChoice,
  readId,
  readInRange,
  readInteger,
  readListAtMost,
  readOffset,
  readPositive,
  readRecord,
  readText,
  type Fields,
} from "../validation/read-fields";
import { checkBoardExtent } from "./board-extent";
import { LIMITS, limitError } from "../limits";
import { validateUnit } from "./validate-unit";
import { validateArea, validateWall } from "./validate-terrain";

/**
 * Checks a board snapshot from any source (scenario file, host) and returns it typed, with
 * defaults filled: unit name = id, status [], data {}; walls block movement and sight; areas do
 * not block sight; a missing terrain (or walls, areas) is empty; no markers listed, none kept. Throws the first problem found
 * as an `EngineError` whose message names the unit (or wall, area) and the field path.
 */
export function validateBoard(input: unknown): Board {
  const fields = readRecord(input, BOARD_OWNER, "board");
  const grid = validateGrid(fields["grid"]);
  const units = readListAtMost(fields["units"], LIMITS.units, "Units", BOARD_OWNER, "units").map((unit, index) =>
    validateUnit(unit, `units[${index}]`, grid.kind),
  );
  rejectDuplicateIds(units, "Unit", "units");
  const markers = fields["markers"] === undefined ? [] : validateMarkers(fields["markers"], grid);
  const board = {
    grid,
    units,
    terrain: validateTerrainOf(fields["terrain"], grid),
    ...(markers.length === 0 ? {} : { markers }),
  };
  checkBoardExtent(board);
  return fields["edge"] === undefined ? board : { ...board, edge: validateEdge(fields["edge"], grid) };
}

/**
 * Markers lying in cells (`Board.markers`): a kind, a cell and a count from 1 to
 * `LIMITS.markerCount`, one entry per kind and cell; which kinds there are and their own caps are a
 * rule system's (`checkCellMarkers`).
 */
function validateMarkers(input: unknown, grid: GridSpec): CellMarker[] {
  if (grid.kind === "gridless") throw boardError("NeedsGrid", BOARD_OWNER, "markers", "markers");
  return readCellMarkers(input, BOARD_OWNER, "markers");
}

/** A list of cell markers within the caps (see `validateMarkers`), wherever it comes from (a board, a GM's request). */
export function readCellMarkers(input: unknown, owner: Owner, field: string): CellMarker[] {
  const firstAt = new Map<string, string>();
  return readListAtMost(input, LIMITS.markers, "Markers", owner, field).map((item, index) => {
    const at = `${field}[${index}]`;
    const who = ownerOf("Marker", at, undefined);
    const fields = readRecord(item, who, at);
    const marker = readId(fields["marker"], who, "marker");
    const cell = readOffset(fields["cell"], who, "cell");
    const count = readInRange(fields["count"], who, "count", { min: 1, max: LIMITS.markerCount, whole: true });
    const key = `${marker} ${cell.i},${cell.j}`;
    const earlier = firstAt.get(key);
    if (earlier !== undefined) throw boardError("DuplicateMarker", who, "cell", marker, { other: earlier });
    firstAt.set(key, at);
    return { marker, cell, count };
  });
}

/**
 * A grid board's edge (see `Board.edge`): whole rows and columns, each range at least one cell and
 * fewer than `LIMITS.boardCells` (as the board's own spread, board-extent.ts).
 */
function validateEdge(input: unknown, grid: GridSpec): CellBounds {
  if (grid.kind === "gridless") throw boardError("NeedsGrid", BOARD_OWNER, "edge", "edge");
  const fields = readRecord(input, BOARD_OWNER, "edge");
  const range = (low: "minI" | "minJ", high: "maxI" | "maxJ"): [number, number] => {
    const min = readInteger(fields[low], BOARD_OWNER, `edge.${low}`);
    const max = readInteger(fields[high], BOARD_OWNER, `edge.${high}`);
    const most = min + LIMITS.boardCells - 1;
    if (max < min || max > most) throw fieldError("OutOfRange", BOARD_OWNER, `edge.${high}`, max, { min, max: most });
    return [min, max];
  };
  const [minI, maxI] = range("minI", "maxI");
  const [minJ, maxJ] = range("minJ", "maxJ");
  return { minI, maxI, minJ, maxJ };
}

function validateGrid(input: unknown): GridSpec {
  const fields = readRecord(input, BOARD_OWNER, "grid");
  const size = readPositive(fields["size"], BOARD_OWNER, "grid.size");
  const distance = readPositive(fields["distance"], BOARD_OWNER, "grid.distance");
  const { gridSize, pixelsPerUnit } = LIMITS;
  if (size < gridSize.min || size > gridSize.max) throw limitError("GridSize", { got: size, ...gridSize });
  const ppu = size / distance;
  if (ppu < pixelsPerUnit.min || ppu > pixelsPerUnit.max)
    throw limitError("PixelsPerUnit", { got: ppu, ...pixelsPerUnit });
  return {
    kind: readChoice(fields["kind"], GRID_KINDS, BOARD_OWNER, "grid.kind"),
    size,
    distance,
    units: readText(fields["units"], BOARD_OWNER, "grid.units"),
    diagonals: readChoice(fields["diagonals"], SQUARE_DIAGONALS, BOARD_OWNER, "grid.diagonals"),
  };
}

function validateTerrainOf(input: unknown, grid: GridSpec): Terrain {
  const fields: Fields = input === undefined ? {} : readRecord(input, BOARD_OWNER, "terrain");
  const walls = listOrEmpty(fields["walls"], LIMITS.walls, "Walls", "terrain.walls").map((wall, index) =>
    validateWall(wall, `terrain.walls[${index}]`),
  );
  const areas = listOrEmpty(fields["areas"], LIMITS.areas, "Areas", "terrain.areas").map((area, index) =>
    validateArea(area, `terrain.areas[${index}]`, grid.kind),
  );
  rejectDuplicateIds(walls, "Wall", "terrain.walls");
  rejectDuplicateIds(areas, "Area", "terrain.areas");
  return { walls, areas };
}

function listOrEmpty(value: unknown, max: number, problem: "Walls" | "Areas", field: string): readonly unknown[] {
  return value === undefined ? [] : readListAtMost(value, max, problem, BOARD_OWNER, field);
}

function rejectDuplicateIds(
  things: readonly { readonly id: string; readonly name?: string }[],
  thing: OwnerKind,
  list: string,
): void {
  const firstAt = new Map<string, number>();
  things.forEach((item, index) => {
    const earlier = firstAt.get(item.id);
    if (earlier === undefined) {
      firstAt.set(item.id, index);
      return;
    }
    const who = ownerOf(thing, `${list}[${index}]`, item.name ?? item.id);
    throw fieldError("DuplicateId", who, "id", item.id, { other: `${list}[${earlier}]` });
  });
}
