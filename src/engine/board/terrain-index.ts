import type { Area, Terrain } from "./types";
import type { GridSpec } from "../model/grid-spec";
import type { Point } from "../model/coordinates";
import type { CellGrid } from "../grid/cell-grid";
import { EPSILON } from "../geometry/epsilon";
import { segmentEntersPolygon, type Bounds } from "../geometry/polygon";
import { pointSegmentDistance } from "../geometry/segment";
import { distance } from "../geometry/vector";
import { ownerOf } from "../validation/field-errors";
import { prepareShape, type PreparedShape } from "./prepared-shape";
import { SpatialHash, segmentBoxes } from "./spatial-hash";
import { createStepWalls, type StepWalls } from "./step-walls";
import { createWallIndex, type WallIndex } from "./wall-index";

export interface IndexedArea {
  readonly area: Area;
  readonly shape: PreparedShape;
}

/** Walls and areas in spatial structures, for the segment questions zones and lines of fire ask. */
export interface TerrainIndex {
  readonly walls: WallIndex;
  /** Grid: the walls on the line between two neighbouring cells' centres (step-walls.ts); null gridless or for cells not neighbours. */
  readonly stepWalls: StepWalls;
  readonly areas: readonly IndexedArea[];
  /** Each area once that may meet the box (a superset of the areas touching it). */
  areasNear(box: Bounds): IndexedArea[];
  /**
   * Whether segment a–b enters (crosses, touches or starts inside) a piece of an area that
   * `accept` accepts — a polygon, or one cell of a cells area; `accept` is asked only of areas near
   * the segment.
   */
  entersArea(a: Point, b: Point, accept: (area: IndexedArea) => boolean): boolean;
}

/**
 * Terrain indexes built so far, by the terrain they index and the grid they measure it on. A board's
 * terrain does not change while a game plays (moves and combats change units, and keep the same
 * terrain object: `applyPlan`), while the board index is built afresh for each phase: the walls' and
 * areas' index, most of its cost on a board of thousands of walls, is then built once per terrain.
 * Terrain is read-only data; a new terrain object is indexed afresh.
 */
const built = new WeakMap<Terrain, Map<string, TerrainIndex>>();

/** The index of the terrain on the grid `spec` (`grid` made from it), built on first need and kept with the terrain. */
export function terrainIndexOf(terrain: Terrain, spec: GridSpec, grid: CellGrid | null): TerrainIndex {
  const key = JSON.stringify(spec);
  let bySpec = built.get(terrain);
  if (bySpec === undefined) {
    bySpec = new Map();
    built.set(terrain, bySpec);
  }
  let index = bySpec.get(key);
  if (index === undefined) {
    index = createTerrainIndex(terrain, spec, grid);
    bySpec.set(key, index);
  }
  return index;
}

/**
 * Polygon areas sit in a spatial hash. Cells areas sit in a map from cell key to the areas listing
 * that cell: a question about a box looks up the cells around it, and works out the outline only
 * of the cells some area lists. So a board of a thousand areas of a thousand cells costs a map of
 * its distinct cells (at most the board's), not a polygon and hash entries per listed cell.
 */
export function createTerrainIndex(terrain: Terrain, spec: GridSpec, grid: CellGrid | null): TerrainIndex {
  const step = spec.size;
  const areas = terrain.areas.map((area, index) => ({
    area,
    shape: prepareShape(area.shape, grid, ownerOf("Area", `terrain.areas[${index}]`, area.id)),
  }));
  const polygons = new SpatialHash<IndexedArea>(step);
  const byCell = new Map<number, IndexedArea[]>();
  for (const owner of areas) {
    const { shape } = owner;
    if (shape.cellKeys === null) polygons.insert(owner, [shape.bounds]);
    for (const key of shape.cellKeys ?? []) {
      const listing = byCell.get(key);
      if (listing === undefined) byCell.set(key, [owner]);
      else listing.push(owner);
    }
  }
  const listed = grid === null ? null : listedCells(grid, byCell.keys());
  const cellReach = grid === null ? 0 : cellRadius(grid) * (1 + 1e-9) + 2 * EPSILON;
  /** Whether `test` holds for a listed cell that may meet the box (a cell may be tested twice). */
  const someListedCellNear = (box: Bounds, test: (key: number, owners: readonly IndexedArea[]) => boolean): boolean => {
    if (grid === null || listed === null) return false;
    return someCellAround(grid, box, listed, (key) => {
      const owners = byCell.get(key);
      return owners !== undefined && test(key, owners);
    });
  };
  const walls = createWallIndex(terrain.walls);
  return {
    walls,
    stepWalls: grid === null ? () => null : createStepWalls(walls, grid),
    areas,
    areasNear(box) {
      const found = polygons.query(box);
      someListedCellNear(box, (_, owners) => {
        for (const owner of owners) found.add(owner);
        return false;
      });
      return [...found];
    },
    entersArea(a, b, accept) {
      if (areas.length === 0) return false;
      const boxes = segmentBoxes(a, b, step, 2 * EPSILON);
      const verdicts = new Verdicts(accept);
      const enters = (polygon: readonly Point[] | null): boolean =>
        polygon !== null && segmentEntersPolygon(a, b, polygon);
      if (
        polygons.size > 0 &&
        boxes.some((box) => polygons.some(box, (owner) => enters(owner.shape.polygon) && verdicts.of(owner)))
      )
        return true;
      if (grid === null || listed === null) return false;
      return boxes.some((box) =>
        someListedCellNear(box, (key, owners) => {
          const cell = grid.fromKey(key);
          // A cell whose centre lies further from the segment than its corners do cannot meet it.
          return (
            pointSegmentDistance(grid.center(cell), a, b) <= cellReach &&
            owners.some((owner) => verdicts.of(owner)) &&
            enters(grid.vertices(cell))
          );
        }),
      );
    },
  };
}

/** What `accept` says of each area, asked once per area for one question. */
class Verdicts {
  private readonly said = new Map<IndexedArea, boolean>();

  constructor(private readonly accept: (area: IndexedArea) => boolean) {}

  of(owner: IndexedArea): boolean {
    let verdict = this.said.get(owner);
    if (verdict === undefined) {
      verdict = this.accept(owner);
      this.said.set(owner, verdict);
    }
    return verdict;
  }
}

/** The farthest a cell's corner lies from its centre (every cell of a grid has the same outline). */
function cellRadius(grid: CellGrid): number {
  const origin = { i: 0, j: 0 };
  const centre = grid.center(origin);
  return Math.max(...grid.vertices(origin).map((corner) => distance(centre, corner)));
}

/** Rows and columns of cells per side of a block of the coarse map of listed cells. */
const BLOCK = 8;

/**
 * Where cells areas list cells: the rows and columns they span, and which blocks of BLOCK × BLOCK
 * cells hold a listed cell, so that a question far from every listed cell (most, for a river
 * across a big board) costs a lookup or two.
 */
interface ListedCells {
  readonly minI: number;
  readonly maxI: number;
  readonly minJ: number;
  readonly maxJ: number;
  readonly blocks: ReadonlySet<number>;
}

function listedCells(grid: CellGrid, keys: Iterable<number>): ListedCells | null {
  let minI = Infinity;
  let maxI = -Infinity;
  let minJ = Infinity;
  let maxJ = -Infinity;
  const blocks = new Set<number>();
  for (const key of keys) {
    const { i, j } = grid.fromKey(key);
    minI = Math.min(minI, i);
    maxI = Math.max(maxI, i);
    minJ = Math.min(minJ, j);
    maxJ = Math.max(maxJ, j);
    blocks.add(grid.key({ i: Math.floor(i / BLOCK), j: Math.floor(j / BLOCK) }));
  }
  return minI > maxI ? null : { minI, maxI, minJ, maxJ, blocks };
}

/**
 * Whether `test` holds for the key of a listed row and column's cell whose outline may meet the box: the rows
 * and columns of the cells at its corners, two more each way (a hex row or column is not straight
 * in pixels, and an outline within EPSILON of the box counts), kept to what the areas list and to
 * blocks that hold a listed cell.
 */
function someCellAround(grid: CellGrid, box: Bounds, listed: ListedCells, test: (key: number) => boolean): boolean {
  let lowI = Infinity;
  let highI = -Infinity;
  let lowJ = Infinity;
  let highJ = -Infinity;
  for (const x of [box.minX, box.maxX]) {
    for (const y of [box.minY, box.maxY]) {
      const { i, j } = grid.cellAt({ x, y });
      lowI = Math.min(lowI, i);
      highI = Math.max(highI, i);
      lowJ = Math.min(lowJ, j);
      highJ = Math.max(highJ, j);
    }
  }
  const i0 = Math.max(listed.minI, lowI - 2);
  const i1 = Math.min(listed.maxI, highI + 2);
  const j0 = Math.max(listed.minJ, lowJ - 2);
  const j1 = Math.min(listed.maxJ, highJ + 2);
  for (let bi = Math.floor(i0 / BLOCK); bi <= Math.floor(i1 / BLOCK); bi++) {
    for (let bj = Math.floor(j0 / BLOCK); bj <= Math.floor(j1 / BLOCK); bj++) {
      if (!listed.blocks.has(grid.key({ i: bi, j: bj }))) continue;
      const lastI = Math.min(i1, bi * BLOCK + BLOCK - 1);
      const lastJ = Math.min(j1, bj * BLOCK + BLOCK - 1);
      for (let i = Math.max(i0, bi * BLOCK); i <= lastI; i++) {
        for (let j = Math.max(j0, bj * BLOCK); j <= lastJ; j++) if (test(grid.key({ i, j }))) return true;
      }
    }
  }
  return false;
}
