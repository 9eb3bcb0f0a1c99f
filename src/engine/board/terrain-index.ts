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
import { createWallIndex, type WallIndex } from "./wall-index";

export interface IndexedArea {
  readonly area: Area;
  readonly shape: PreparedShape;
}

/** Walls and areas in spatial structures, for the segment questions zones and lines of fire ask. */
export interface TerrainIndex {
  readonly walls: WallIndex;
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
  const span = grid === null ? null : spanOf(grid, byCell.keys());
  const cellReach = grid === null ? 0 : cellRadius(grid) * (1 + 1e-9) + 2 * EPSILON;
  /** The keys of the listed cells that may meet the box (each once into `seen`), with their areas. */
  const listedCellsNear = (box: Bounds, seen: Set<number>, visit: (key: number, owners: IndexedArea[]) => void) => {
    if (grid === null || span === null) return;
    for (const key of cellKeysAround(grid, box, span)) {
      const owners = byCell.get(key);
      if (owners !== undefined && !seen.has(key)) {
        seen.add(key);
        visit(key, owners);
      }
    }
  };
  return {
    walls: createWallIndex(terrain.walls),
    areas,
    areasNear(box) {
      const found = polygons.query(box);
      listedCellsNear(box, new Set(), (_, owners) => {
        for (const owner of owners) found.add(owner);
      });
      return [...found];
    },
    entersArea(a, b, accept) {
      if (areas.length === 0) return false;
      const boxes = segmentBoxes(a, b, step, 2 * EPSILON);
      const verdicts = new Map<IndexedArea, boolean>();
      const accepted = (owner: IndexedArea): boolean => {
        let verdict = verdicts.get(owner);
        if (verdict === undefined) {
          verdict = accept(owner);
          verdicts.set(owner, verdict);
        }
        return verdict;
      };
      const near = new Set<IndexedArea>();
      for (const box of boxes) polygons.query(box, near);
      for (const owner of near) {
        if (owner.shape.polygon !== null && accepted(owner) && segmentEntersPolygon(a, b, owner.shape.polygon))
          return true;
      }
      if (grid === null) return false;
      const seen = new Set<number>();
      let enters = false;
      for (const box of boxes) {
        listedCellsNear(box, seen, (key, owners) => {
          if (enters) return;
          const cell = grid.fromKey(key);
          // A cell whose centre lies further from the segment than its corners do cannot meet it.
          if (pointSegmentDistance(grid.center(cell), a, b) > cellReach) return;
          enters = owners.some(accepted) && segmentEntersPolygon(a, b, grid.vertices(cell));
        });
        if (enters) return true;
      }
      return false;
    },
  };
}

/** The farthest a cell's corner lies from its centre (every cell of a grid has the same outline). */
function cellRadius(grid: CellGrid): number {
  const origin = { i: 0, j: 0 };
  const centre = grid.center(origin);
  return Math.max(...grid.vertices(origin).map((corner) => distance(centre, corner)));
}

/** The rows and columns some cells area lists. */
interface CellSpan {
  readonly minI: number;
  readonly maxI: number;
  readonly minJ: number;
  readonly maxJ: number;
}

function spanOf(grid: CellGrid, keys: Iterable<number>): CellSpan | null {
  let span: CellSpan | null = null;
  for (const key of keys) {
    const { i, j } = grid.fromKey(key);
    span =
      span === null
        ? { minI: i, maxI: i, minJ: j, maxJ: j }
        : {
            minI: Math.min(span.minI, i),
            maxI: Math.max(span.maxI, i),
            minJ: Math.min(span.minJ, j),
            maxJ: Math.max(span.maxJ, j),
          };
  }
  return span;
}

/**
 * The keys of every listed row and column's cell whose outline may meet the box: the rows and
 * columns of the cells at its corners, two more each way (a hex row or column is not straight in
 * pixels, and an outline within EPSILON of the box counts), kept to the span the areas list.
 */
function cellKeysAround(grid: CellGrid, box: Bounds, span: CellSpan): number[] {
  const corners = [
    grid.cellAt({ x: box.minX, y: box.minY }),
    grid.cellAt({ x: box.maxX, y: box.minY }),
    grid.cellAt({ x: box.minX, y: box.maxY }),
    grid.cellAt({ x: box.maxX, y: box.maxY }),
  ];
  const rows = corners.map((c) => c.i);
  const columns = corners.map((c) => c.j);
  const keys: number[] = [];
  const lastI = Math.min(span.maxI, Math.max(...rows) + 2);
  const lastJ = Math.min(span.maxJ, Math.max(...columns) + 2);
  for (let i = Math.max(span.minI, Math.min(...rows) - 2); i <= lastI; i++) {
    for (let j = Math.max(span.minJ, Math.min(...columns) - 2); j <= lastJ; j++) keys.push(grid.key({ i, j }));
  }
  return keys;
}
