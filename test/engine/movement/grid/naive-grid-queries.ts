import type { NearestEnemy } from "@engine/board/board-index";
import { sameLevel } from "@engine/board/levels";
import { resolveBoardIndexOptions, type BoardIndexSettings } from "@engine/board/board-index-options";
import type { Area, Board, Unit } from "@engine/board/types";
import type { Offset, Point } from "@engine/model/coordinates";
import { createCellGrid } from "@engine/grid/cell-grid";
import { pointInPolygon, segmentEntersPolygon } from "@engine/geometry/polygon";
import { segmentsIntersect } from "@engine/geometry/segment";
import { applyPlan } from "@engine/movement/apply-plan";
import type { MovePlan } from "@engine/movement/move-plan";
import type { GridMoveContext } from "@engine/movement/grid/grid-queries";

/**
 * The oracle (and the benchmark's baseline): every grid query answered by looking at every unit,
 * every wall and every area each time it is asked, with the board index's rules written out again.
 * Only the geometry primitives and the cell grid are shared with the engine.
 */
export function naiveGridContext(board: Board, settings: BoardIndexSettings = {}): GridMoveContext {
  const options = resolveBoardIndexOptions(settings);
  const grid = createCellGrid(board.grid);
  let current = board;
  const units = (): readonly Unit[] => current.units;
  const walls = board.terrain.walls;
  const areas = board.terrain.areas;

  const holds = (area: Area, cell: Offset): boolean =>
    "cells" in area.shape
      ? area.shape.cells.some((c) => same(c, cell))
      : pointInPolygon(grid.center(cell), area.shape.polygon);
  const enters = (a: Point, b: Point, area: Area): boolean =>
    "polygon" in area.shape
      ? segmentEntersPolygon(a, b, area.shape.polygon)
      : area.shape.cells.some((c) => segmentEntersPolygon(a, b, grid.vertices(c)));
  const stopped = (u: Unit, a: Point, b: Point): boolean => {
    const { zoc } = options;
    if (zoc.stoppedByWalls && walls.some((w) => w.blocksMove && segmentsIntersect(a, b, w.a, w.b))) return true;
    return areas.some(
      (area) =>
        zoc.stoppedByAreaKinds.includes(area.kind) && !cellsOf(u).some((c) => holds(area, c)) && enters(a, b, area),
    );
  };
  const covers = (u: Unit, cell: Offset): boolean => {
    if (!options.zoc.exerts(u)) return false;
    if (cellsOf(u).some((c) => same(c, cell))) return true;
    return cellsOf(u).some(
      (c) => grid.distance(c, cell) <= options.zoc.radius + 1e-9 && !stopped(u, grid.center(c), grid.center(cell)),
    );
  };
  const touching = (a: Unit, b: Unit): boolean =>
    cellsOf(a).some((p) => cellsOf(b).some((q) => same(p, q) || grid.adjacent(p, q, options.squareDiagonals)));

  return {
    grid,
    contactDiagonals: options.squareDiagonals,
    edge: board.edge ?? null,
    unit: (id) => units().find((u) => u.id === id),
    unitsInCell: (cell) => ids(units().filter((u) => cellsOf(u).some((c) => same(c, cell)))),
    zocCoverersOfCell: (cell) => ids(units().filter((u) => covers(u, cell))),
    cellInEnemyZoc: (cell, side) => units().some((u) => u.side !== side && covers(u, cell)),
    contactsOf(id) {
      const unit = units().find((u) => u.id === id);
      return unit === undefined ? [] : ids(units().filter((u) => u.id !== id && touching(unit, u)));
    },
    nearestEnemy(id): NearestEnemy | null {
      const unit = units().find((u) => u.id === id);
      let best: NearestEnemy | null = null;
      for (const e of units()) {
        if (unit === undefined || e.side === unit.side || !sameLevel(e, unit)) continue;
        const d = Math.min(...cellsOf(unit).flatMap((p) => cellsOf(e).map((q) => grid.distance(p, q))));
        if (best === null || d < best.distance || (d === best.distance && e.id < best.id))
          best = { id: e.id, distance: d };
      }
      return best;
    },
    stepCrossesMoveWall(from, to) {
      const [a, b] = [grid.center(from), grid.center(to)];
      return walls.some((w) => w.blocksMove && segmentsIntersect(a, b, w.a, w.b));
    },
    kindsAt: (cell) => [...new Set(areas.filter((area) => holds(area, cell)).map((area) => area.kind))].sort(),
    board: () => current,
    apply(plan: MovePlan) {
      current = applyPlan(current, plan);
    },
  };
}

export function cellsOf(u: Unit): readonly Offset[] {
  return u.footprint.kind === "cells" ? u.footprint.cells : [];
}

export function same(a: Offset, b: Offset): boolean {
  return a.i === b.i && a.j === b.j;
}

function ids(list: readonly Unit[]): string[] {
  return list.map((u) => u.id).sort();
}
