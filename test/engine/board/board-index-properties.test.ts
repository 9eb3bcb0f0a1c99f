import { describe, it, expect } from "vitest";
import fc from "fast-check";
import type { Board } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import type { Offset } from "@engine/model/coordinates";
import { createBoardIndex } from "@engine/board/board-index";
import { resolveBoardIndexOptions } from "@engine/board/board-index-options";
import { createCellGrid } from "@engine/grid/cell-grid";
import { segmentsIntersect } from "@engine/geometry/segment";
import { GRID_CASES, SIDES, boardArb, changeArb, settingsArb, specOf } from "./board-arbitraries";

const GRIDDED = GRID_CASES.filter((c) => c.kind !== "gridless");

const changesArb = (spec: GridSpec) => fc.array(changeArb(spec), { maxLength: 8 });

function withoutAreas(board: Board): Board {
  return { ...board, terrain: { ...board.terrain, areas: [] } };
}

function sortCells(cells: Offset[]): Offset[] {
  return cells.sort((a, b) => a.i - b.i || a.j - b.j);
}

describe("board index properties", () => {
  it("contact (adjacency) is symmetric and contactPairs lists exactly the contacts", () => {
    for (const gridCase of GRID_CASES) {
      const spec = specOf(gridCase);
      fc.assert(
        fc.property(boardArb(spec), settingsArb(spec), (board, settings) => {
          const index = createBoardIndex(board, settings);
          const fromContacts = new Set<string>();
          for (const a of board.units) {
            for (const b of index.contactsOf(a.id)) {
              expect(index.contactsOf(b)).toContain(a.id);
              if (a.id < b) fromContacts.add(`${a.id}|${b}`);
            }
          }
          expect(new Set(index.contactPairs().map(([a, b]) => `${a}|${b}`))).toEqual(fromContacts);
        }),
        { numRuns: 10 },
      );
    }
  });

  it("without walls, a zone is exactly the cells within the radius of the unit's cells", () => {
    for (const gridCase of GRIDDED) {
      const spec = specOf(gridCase);
      const grid = createCellGrid(spec);
      fc.assert(
        fc.property(boardArb(spec), settingsArb(spec), (drawn, settings) => {
          const board: Board = { ...drawn, terrain: { walls: [], areas: [] } };
          const index = createBoardIndex(board, settings);
          const { radius, exerts } = resolveBoardIndexOptions(settings).zoc;
          for (const unit of board.units) {
            const cells = unit.footprint.kind === "cells" ? unit.footprint.cells : [];
            const expected: Offset[] = [];
            // Every cell of a box wide enough for any rule, kept when some cell of the unit is near enough.
            for (let i = -6; i <= 11; i++) {
              for (let j = -6; j <= 11; j++) {
                if (exerts(unit) && cells.some((c) => grid.distance(c, { i, j }) <= radius)) expected.push({ i, j });
              }
            }
            expect(index.zocCellsOfUnit(unit.id)).toEqual(sortCells(expected));
          }
        }),
        { numRuns: 8 },
      );
    }
  });

  it("with walls, a zone is exactly its cells plus the cells in reach whose line no blocking wall touches", () => {
    for (const gridCase of GRIDDED) {
      const spec = specOf(gridCase);
      const grid = createCellGrid(spec);
      fc.assert(
        fc.property(boardArb(spec), settingsArb(spec), (drawn, settings) => {
          const board = withoutAreas(drawn);
          const index = createBoardIndex(board, { ...settings, zoc: { ...settings.zoc, stoppedByWalls: true } });
          const { radius, exerts } = resolveBoardIndexOptions(settings).zoc;
          const blockers = board.terrain.walls.filter((w) => w.blocksMove);
          for (const unit of board.units) {
            const cells = unit.footprint.kind === "cells" ? unit.footprint.cells : [];
            const open = (c: Offset, t: Offset): boolean =>
              grid.distance(c, t) <= radius &&
              !blockers.some((w) => segmentsIntersect(grid.center(c), grid.center(t), w.a, w.b));
            const expected: Offset[] = [];
            for (let i = -6; i <= 11; i++) {
              for (let j = -6; j <= 11; j++) {
                const t = { i, j };
                const own = cells.some((c) => c.i === i && c.j === j);
                if (exerts(unit) && (own || cells.some((c) => open(c, t)))) expected.push(t);
              }
            }
            expect(index.zocCellsOfUnit(unit.id)).toEqual(sortCells(expected));
          }
        }),
        { numRuns: 8 },
      );
    }
  });

  it("after any changes, the index answers as one built afresh from its board()", () => {
    const cases = GRID_CASES.filter((c) => c.diagonals === "exact" || c.kind === "hex-odd-q" || c.kind === "gridless");
    for (const gridCase of cases) {
      const spec = specOf(gridCase);
      fc.assert(
        fc.property(boardArb(spec), settingsArb(spec), changesArb(spec), (board, settings, changes) => {
          const index = createBoardIndex(board, settings);
          changes.forEach((change, step) => {
            if (change.kind === "add") return index.addUnit(change.make(`added${step}`));
            const units = index.board().units;
            const target = units[change.pick % Math.max(1, units.length)];
            if (target === undefined) return;
            if (change.kind === "remove") return index.removeUnit(target.id);
            return index.moveUnit(target.id, {
              ...(change.footprint === undefined ? {} : { footprint: change.footprint }),
              ...(change.facing === undefined ? {} : { facing: change.facing }),
            });
          });
          const fresh = createBoardIndex(index.board(), settings);
          expect(index.contactPairs()).toEqual(fresh.contactPairs());
          for (const unit of index.board().units) {
            expect(index.unitInEnemyZoc(unit.id)).toBe(fresh.unitInEnemyZoc(unit.id));
            expect(index.nearestEnemy(unit.id)).toEqual(fresh.nearestEnemy(unit.id));
          }
          if (spec.kind !== "gridless") {
            expect(index.contestedCells()).toEqual(fresh.contestedCells());
            for (const side of SIDES) expect(index.zocCellsOfSide(side)).toEqual(fresh.zocCellsOfSide(side));
          }
        }),
        { numRuns: 10 },
      );
    }
  });
});
