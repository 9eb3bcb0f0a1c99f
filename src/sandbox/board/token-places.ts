import type { Unit } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";
import { footprintCenter } from "@engine/grid/footprint";
import type { TokenPlace } from "./token";

/** A grid counter's half side, as a share of the cell size: it fills most of its cell, as a printed counter fills its hex. */
export const COUNTER_HALF = 0.4;
/** How far apart the counters of one stack are fanned, as a share of the cell size. */
const STACK_STEP = 0.1;

/**
 * Where each unit's token is drawn. Gridless: at its footprint's centre. On a grid: at the centre
 * of its cells, the counters of a stack (units whose cells are the same) fanned along a diagonal
 * so that each stays visible and can be picked up.
 */
export function tokenPlaces(units: readonly Unit[], grid: CellGrid | null): ReadonlyMap<string, TokenPlace> {
  const places = new Map<string, TokenPlace>();
  if (grid === null) {
    for (const unit of units) places.set(unit.id, { center: footprintCenter(unit), half: 0, cells: [] });
    return places;
  }
  const stacks = new Map<string, Unit[]>();
  for (const unit of units) {
    const key = stackKey(unit);
    stacks.set(key, [...(stacks.get(key) ?? []), unit]);
  }
  const size = grid.spec.size;
  for (const stack of stacks.values()) {
    stack.forEach((unit, k) => {
      const shift = (k - (stack.length - 1) / 2) * STACK_STEP * size;
      const center: Point = footprintCenter(unit, grid);
      const cells =
        unit.footprint.kind === "cells" && unit.footprint.cells.length > 1
          ? unit.footprint.cells.map((c) => grid.vertices(c))
          : [];
      places.set(unit.id, { center: { x: center.x + shift, y: center.y + shift }, half: COUNTER_HALF * size, cells });
    });
  }
  return places;
}

function stackKey(unit: Unit): string {
  return unit.footprint.kind === "cells" ? unit.footprint.cells.map((c) => `${c.i},${c.j}`).join(" ") : unit.id;
}
