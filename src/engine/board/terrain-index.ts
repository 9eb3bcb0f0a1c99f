import type { Area, Terrain } from "./types";
import type { GridSpec } from "../model/grid-spec";
import type { Point } from "../model/coordinates";
import type { CellGrid } from "../grid/cell-grid";
import { EPSILON } from "../geometry/epsilon";
import { polygonBounds, segmentEntersPolygon, type Bounds } from "../geometry/polygon";
import { ownerOf } from "../validation/field-errors";
import { prepareShape, type PreparedShape } from "./prepared-shape";
import { SpatialHash, segmentBoxes } from "./spatial-hash";
import { createWallIndex, type WallIndex } from "./wall-index";

export interface IndexedArea {
  readonly area: Area;
  readonly shape: PreparedShape;
}

/** Walls and areas in spatial hashes, for the segment questions zones and lines of fire ask. */
export interface TerrainIndex {
  readonly walls: WallIndex;
  readonly areas: readonly IndexedArea[];
  /** Each area once that has a piece in a bucket the box meets (a superset of the areas touching it). */
  areasNear(box: Bounds): IndexedArea[];
  /**
   * Whether segment a–b enters (crosses, touches or starts inside) a piece of an area that
   * `accept` accepts; `accept` is asked only of areas near the segment.
   */
  entersArea(a: Point, b: Point, accept: (area: IndexedArea) => boolean): boolean;
}

/** One area piece (a polygon, or one cell of a cells area) in the hash. */
interface Piece {
  readonly owner: IndexedArea;
  readonly polygon: readonly Point[];
}

export function createTerrainIndex(terrain: Terrain, spec: GridSpec, grid: CellGrid | null): TerrainIndex {
  const step = spec.size;
  const areas = terrain.areas.map((area, index) => ({
    area,
    shape: prepareShape(area.shape, grid, ownerOf("Area", `terrain.areas[${index}]`, area.id)),
  }));
  const hash = new SpatialHash<Piece>(step);
  for (const owner of areas) {
    for (const polygon of owner.shape.pieces) hash.insert({ owner, polygon }, [polygonBounds(polygon)]);
  }
  return {
    walls: createWallIndex(terrain.walls),
    areas,
    areasNear(box) {
      return [...new Set([...hash.query(box)].map((piece) => piece.owner))];
    },
    entersArea(a, b, accept) {
      if (areas.length === 0) return false;
      const pieces = new Set<Piece>();
      for (const box of segmentBoxes(a, b, step, 2 * EPSILON)) hash.query(box, pieces);
      const verdicts = new Map<IndexedArea, boolean>();
      for (const piece of pieces) {
        let accepted = verdicts.get(piece.owner);
        if (accepted === undefined) {
          accepted = accept(piece.owner);
          verdicts.set(piece.owner, accepted);
        }
        if (accepted && segmentEntersPolygon(a, b, piece.polygon)) return true;
      }
      return false;
    },
  };
}
