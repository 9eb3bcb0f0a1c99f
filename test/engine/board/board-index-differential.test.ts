import { describe, it, expect } from "vitest";
import fc from "fast-check";
import type { AreaShape, Board } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import type { Offset, Point } from "@engine/model/coordinates";
import { createBoardIndex, type BoardIndex } from "@engine/board/board-index";
import { resolveBoardIndexOptions } from "@engine/board/board-index-options";
import { footprintBounds, footprintCenter } from "@engine/grid/footprint";
import { toPixels } from "@engine/grid/scale";
import { NaiveBoard } from "./naive-board";
import {
  CELL_RANGE,
  FORMATIONS,
  GRID_CASES,
  SIDES,
  boardArb,
  changeArb,
  pointArb,
  settingsArb,
  specOf,
  type Change,
} from "./board-arbitraries";

/** Every cell a generated unit or its zone (radius ≤ 2) can reach. */
function probeCells(): Offset[] {
  const cells: Offset[] = [];
  for (let i = CELL_RANGE.min - 2; i <= CELL_RANGE.max + 2; i++) {
    for (let j = CELL_RANGE.min - 2; j <= CELL_RANGE.max + 2; j++) cells.push({ i, j });
  }
  return cells;
}

const CELLS = probeCells();

/**
 * Points just inside and just outside the reach of each gridless unit's zone, right and above it:
 * where a search box that is too small would miss the unit.
 */
function pointsNearZones(fast: BoardIndex, spec: GridSpec): Point[] {
  if (spec.kind !== "gridless") return [];
  const reach = toPixels(spec, fast.options.zoc.radius);
  return fast.board().units.flatMap((unit) => {
    const box = footprintBounds(unit);
    const { x, y } = footprintCenter(unit);
    return [0.95, 1.05].flatMap((k) => [
      { x: box.maxX + k * reach, y },
      { x, y: box.minY - k * reach },
    ]);
  });
}

/** Asks both every query the index answers and expects the same answers. */
function expectSameAnswers(
  fast: BoardIndex,
  naive: NaiveBoard,
  spec: GridSpec,
  randomPoints: readonly Point[],
  shapes: readonly AreaShape[],
): void {
  expect(fast.board().units).toEqual(naive.board().units);
  const points = [...randomPoints, ...pointsNearZones(fast, spec)];
  const ids = fast.board().units.map((u) => u.id);
  const gridded = spec.kind !== "gridless";
  expect(fast.contactPairs()).toEqual(naive.contactPairs());
  for (const shape of shapes) expect(fast.unitsInArea(shape)).toEqual(naive.unitsInArea(shape));
  ids.forEach((id, index) => {
    expect(fast.contactsOf(id)).toEqual(naive.contactsOf(id));
    expect(fast.unitInEnemyZoc(id)).toBe(naive.unitInEnemyZoc(id));
    expect(fast.unitsInZocOf(id)).toEqual(naive.unitsInZocOf(id));
    expect(fast.nearestEnemy(id)).toEqual(naive.nearestEnemy(id));
    for (const reach of gridded ? [1, 2.5] : [0, 3]) {
      expect(fast.unitsWithin(id, reach)).toEqual(naive.unitsWithin(id, reach));
    }
    // Lines of fire to the next few units: every unit is a shooter and a target, at a tenth of the cost.
    for (const other of ids.slice(index, index + 4))
      expect(fast.lineOfFire(id, other)).toBe(naive.lineOfFire(id, other));
    if (gridded) expect(fast.zocCellsOfUnit(id)).toEqual(naive.zocCellsOfUnit(id));
  });
  for (const point of points) {
    expect(fast.zocCoverersOfPoint(point)).toEqual(naive.zocCoverersOfPoint(point));
    for (const side of SIDES) expect(fast.pointInEnemyZoc(point, side)).toBe(naive.pointInEnemyZoc(point, side));
  }
  if (!gridded) return;
  // Cells asked about before any question needs every zone (worked out one cell at a time), then after.
  const expectSameCells = (): void => {
    for (const cell of CELLS) {
      expect(fast.unitsInCell(cell)).toEqual(naive.unitsInCell(cell));
      expect(fast.zocCoverersOfCell(cell)).toEqual(naive.zocCoverersOfCell(cell));
      for (const side of SIDES) expect(fast.cellInEnemyZoc(cell, side)).toBe(naive.cellInEnemyZoc(cell, side));
    }
  };
  expectSameCells();
  expect(fast.contestedCells()).toEqual(naive.contestedCells());
  for (const side of SIDES) expect(fast.zocCellsOfSide(side)).toEqual(naive.zocCellsOfSide(side));
  for (const formation of FORMATIONS) {
    expect(fast.zocCellsOfFormation(formation)).toEqual(naive.zocCellsOfFormation(formation));
  }
  expectSameCells();
}

/** Applies one change to both; picks wrap around the units there are (nothing to pick: no change). */
function apply(change: Change, step: number, fast: BoardIndex, naive: NaiveBoard): void {
  const units = fast.board().units;
  if (change.kind === "add") {
    const unit = change.make(`added${step}`);
    fast.addUnit(unit);
    naive.addUnit(unit);
    return;
  }
  const target = units[change.pick % Math.max(1, units.length)];
  if (target === undefined) return;
  if (change.kind === "remove") {
    fast.removeUnit(target.id);
    naive.removeUnit(target.id);
    return;
  }
  const move = {
    ...(change.footprint === undefined ? {} : { footprint: change.footprint }),
    ...(change.facing === undefined ? {} : { facing: change.facing }),
  };
  fast.moveUnit(target.id, move);
  naive.moveUnit(target.id, move);
}

describe("board index against the naive oracle", () => {
  for (const gridCase of GRID_CASES) {
    const spec = specOf(gridCase);
    const label = gridCase.kind === "square" ? `square, ${gridCase.diagonals} diagonals` : gridCase.kind;
    it(`answers every query as the naive oracle after each change: ${label}`, () => {
      fc.assert(
        fc.property(
          boardArb(spec, spec.kind === "gridless" ? 10 : 14),
          settingsArb(spec),
          fc.array(changeArb(spec), { maxLength: 6 }),
          fc.array(pointArb, { maxLength: 6 }),
          boardArb(spec, 0),
          (board: Board, settings, changes, points, shapeSource) => {
            const fast = createBoardIndex(board, settings);
            const naive = new NaiveBoard(board, resolveBoardIndexOptions(settings));
            const shapes = [...board.terrain.areas, ...shapeSource.terrain.areas].map((a) => a.shape);
            expectSameAnswers(fast, naive, spec, points, shapes);
            changes.forEach((change, step) => {
              apply(change, step, fast, naive);
              expectSameAnswers(fast, naive, spec, points, shapes);
            });
          },
        ),
        { numRuns: spec.kind === "gridless" ? 25 : 10 },
      );
    });
  }
});
