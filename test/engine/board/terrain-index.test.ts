import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Area, Terrain } from "@engine/board/types";
import type { Offset, Point } from "@engine/model/coordinates";
import type { GridSpec } from "@engine/model/grid-spec";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import { polygonBounds, segmentEntersPolygon } from "@engine/geometry/polygon";
import { createTerrainIndex, terrainIndexOf } from "@engine/board/terrain-index";
import { createBoardIndex } from "@engine/board/board-index";
import { LIMITS } from "@engine/limits";
import { GRID_CASES, specOf } from "./board-arbitraries";

/*
 * Cells areas are kept as cell keys, an outline worked out only for a cell a line comes near. The
 * answers must be those of testing every listed cell's outline and every polygon, on every grid kind.
 */

const SEED = 20_261_127;

function pieces(area: Area, grid: CellGrid | null): (readonly Point[])[] {
  if ("polygon" in area.shape) return [area.shape.polygon];
  return grid === null ? [] : area.shape.cells.map((cell) => grid.vertices(cell));
}

/** A point near the cells, often on a cell's corner or centre (where lines graze outlines). */
function pointArb(grid: CellGrid | null): fc.Arbitrary<Point> {
  const free = fc.record({
    x: fc.integer({ min: -300, max: 1_000 }).map((n) => n + 0.5),
    y: fc.integer({ min: -300, max: 1_000 }),
  });
  if (grid === null) return free;
  const cell = fc.record({ i: fc.integer({ min: -3, max: 9 }), j: fc.integer({ min: -3, max: 9 }) });
  return fc.oneof(
    free,
    cell.map((c) => grid.center(c)),
    fc.tuple(cell, fc.nat({ max: 5 })).map(([c, k]) => {
      const corners = grid.vertices(c);
      return corners[k % corners.length] ?? grid.center(c);
    }),
  );
}

function terrainArb(spec: GridSpec): fc.Arbitrary<Terrain> {
  const cell: fc.Arbitrary<Offset> = fc.record({
    i: fc.integer({ min: -2, max: 8 }),
    j: fc.integer({ min: -2, max: 8 }),
  });
  const polygon = fc
    .array(fc.record({ x: fc.integer({ min: -200, max: 900 }), y: fc.integer({ min: -200, max: 900 }) }), {
      minLength: 3,
      maxLength: 5,
    })
    .map((points) => ({ polygon: points }));
  const cells = fc.array(cell, { minLength: 1, maxLength: 12 }).map((list) => ({ cells: list }));
  const shape = spec.kind === "gridless" ? polygon : fc.oneof(cells, cells, polygon);
  return fc
    .array(fc.record({ kind: fc.constantFrom("river", "woods"), shape }), { maxLength: 5 })
    .map((list) => ({ walls: [], areas: list.map((area, k) => ({ id: `a${k}`, ...area })) }));
}

describe("terrain index: cells areas without an outline per cell", () => {
  for (const gridCase of GRID_CASES) {
    const spec = specOf(gridCase);
    const grid = spec.kind === "gridless" ? null : createCellGrid(spec);
    it(`${gridCase.kind} (${gridCase.diagonals}): entersArea and areasNear agree with every piece`, () => {
      fc.assert(
        fc.property(
          terrainArb(spec),
          pointArb(grid),
          pointArb(grid),
          fc.constantFrom("river", "woods"),
          (terrain, a, b, kind) => {
            const index = createTerrainIndex(terrain, spec, grid);
            const entered = terrain.areas.some(
              (area) => area.kind === kind && pieces(area, grid).some((piece) => segmentEntersPolygon(a, b, piece)),
            );
            expect(index.entersArea(a, b, ({ area }) => area.kind === kind)).toBe(entered);
            const box = polygonBounds([a, b]);
            const near = new Set(index.areasNear(box).map(({ area }) => area.id));
            for (const area of terrain.areas) {
              const meets = pieces(area, grid).some((piece) => {
                const p = polygonBounds(piece);
                return p.minX <= box.maxX && box.minX <= p.maxX && p.minY <= box.maxY && box.minY <= p.maxY;
              });
              if (meets) expect(near.has(area.id)).toBe(true);
            }
          },
        ),
        { seed: SEED, numRuns: spec.kind === "gridless" ? 40 : 150 },
      );
    });
  }

  it("indexes areas of a thousand cells without working out a cell's outline", () => {
    for (const kind of ["square", "hex-odd-r"] as const) {
      const spec: GridSpec = { kind, size: 100, distance: 1, units: "m", diagonals: "equidistant" };
      const real = createCellGrid(spec);
      let outlines = 0;
      const counting: CellGrid = {
        ...real,
        vertices: (cell) => {
          outlines++;
          return real.vertices(cell);
        },
      };
      const side = 500;
      // A tenth of the areas a board may hold keeps the test quick; one polygon per cell would be 100,000.
      const areas: Area[] = Array.from({ length: LIMITS.areas / 10 }, (_, k) => ({
        id: `a${k}`,
        kind: "river",
        shape: {
          cells: Array.from({ length: LIMITS.shapePoints }, (_, c) => ({
            i: (k * 7 + Math.floor(c / 40)) % side,
            j: (k * 13 + (c % 40)) % side,
          })),
        },
      }));
      const index = createTerrainIndex({ walls: [], areas }, spec, counting);
      // Building works out one outline (the cell shape every cell shares); a line a few cells
      // long works out only the outlines of the listed cells it comes near.
      expect(outlines).toBeLessThanOrEqual(2);
      outlines = 0;
      const a = real.center({ i: 10, j: 10 });
      const b = real.center({ i: 12, j: 13 });
      expect(index.entersArea(a, b, () => false)).toBe(false);
      expect(outlines).toBe(0);
      expect(index.entersArea(a, b, () => true)).toBe(true);
      expect(outlines).toBeLessThanOrEqual(10);
    }
  });

  it("is built once per terrain object and grid, so a board index built for each phase reuses it", () => {
    const spec: GridSpec = { kind: "square", size: 100, distance: 1, units: "m", diagonals: "equidistant" };
    const grid = createCellGrid(spec);
    const terrain: Terrain = {
      walls: [{ id: "w", a: { x: 200, y: 0 }, b: { x: 200, y: 300 }, blocksMove: true, blocksSight: true }],
      areas: [{ id: "r", kind: "river", shape: { cells: [{ i: 1, j: 0 }] } }],
    };
    const kept = terrainIndexOf(terrain, spec, grid);
    expect(terrainIndexOf(terrain, spec, grid)).toBe(kept);
    // Another grid measures the same terrain anew; another terrain object (even an equal one) too.
    const hex: GridSpec = { ...spec, kind: "hex-odd-r" };
    expect(terrainIndexOf(terrain, hex, createCellGrid(hex))).not.toBe(kept);
    const copy = { ...terrain };
    expect(terrainIndexOf(copy, spec, grid)).not.toBe(kept);
    // Two board indexes of one terrain (two phases of a game) share the walls' index.
    const board = { grid: spec, units: [], terrain };
    expect(createBoardIndex(board).walls()).toBe(createBoardIndex({ ...board, units: [] }).walls());
    expect(createBoardIndex(board).walls()).toBe(kept.walls);
    // A kept index answers as one built afresh.
    const fresh = createTerrainIndex(terrain, spec, grid);
    const a = grid.center({ i: 0, j: 0 });
    const b = grid.center({ i: 3, j: 0 });
    expect(kept.walls.crossesWall(a, b)).toBe(fresh.walls.crossesWall(a, b));
    expect(kept.entersArea(a, b, () => true)).toBe(fresh.entersArea(a, b, () => true));
  });
});
