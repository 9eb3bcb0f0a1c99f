import { beforeEach, describe, expect, it } from "vitest";
import type { Board } from "@engine/board/types";
import { reachZoneCells } from "@engine/movement/drag-zones";
import { dragReach, type NormalMoveRules } from "@engine/movement/normal-move";
import { DragReachView, REACH_LAYER, REACH_ZONE_LAYER } from "@foundry/canvas/drag-reach";
import type { ViewedIndex } from "@foundry/canvas/viewed-index";
import { board, cellUnit, type FakeShape, FakeHighlightGrid, indexOf, SQUARE } from "./canvas-fakes";

/** Enemy zones stop a move that enters them; a unit may leave one (combat-grid's and others' ordinary move shape). */
const STOP: NormalMoveRules = { zoc: "stop", leaveZoc: true, enterEnemyCells: false };

/** The cells a layer shows, as "i,j" from the 100 px squares' top-left corners. */
function cellsOn(grid: FakeHighlightGrid, layer: string): string[] {
  return grid
    .drawn(layer)
    .map((h) => `${h.y / 100},${h.x / 100}`)
    .sort();
}

describe("the reach of a dragged token on Foundry's grid", () => {
  let grid: FakeHighlightGrid;
  let shown: Board;
  let index: ViewedIndex;
  let on: boolean;
  let reach: DragReachView<FakeShape>;

  beforeEach(() => {
    grid = new FakeHighlightGrid();
    // a (move 4 in the fakes' units; 2 here) at row 0, column 0; an enemy at row 0, column 3.
    shown = board(SQUARE, [{ ...cellUnit("a", "friendly", 0, 0), move: 2 }, cellUnit("e", "hostile", 0, 3)]);
    index = indexOf(shown, {});
    on = true;
    reach = new DragReachView<FakeShape>(
      () => grid,
      (points) => ({ points }),
      { on: () => on, index: () => index.current(), rules: () => STOP },
    );
  });

  it("shows the cells dragReach gives and the enemy zones that shape them, and takes them away at the drop", () => {
    reach.started("a");
    const current = index.current();
    if (current === null) throw new Error("no index");
    const expected = dragReach(shown, STOP, current.options, ["a"]);
    if (expected.kind !== "cells") throw new Error("a grid reach");
    // Two squares, diagonals counting one (equidistant): the 5 × 5 block round (0, 0), rows and columns −2 to 2.
    expect(expected.cells).toHaveLength(25);
    expect(cellsOn(grid, REACH_LAYER)).toEqual(expected.cells.map((c) => `${c.i},${c.j}`).sort());
    // The enemy's zone reaches column 2, inside the reach: it is the zone that matters, outlined.
    expect(expected.zoneHolders).toEqual(["e"]);
    const zones = reachZoneCells(current, expected).map((c) => `${c.i},${c.j}`);
    expect(zones).toContain("0,2");
    expect(cellsOn(grid, REACH_ZONE_LAYER)).toEqual(zones.sort());
    // A second refresh of the same drag's preview draws nothing again.
    const calls = grid.calls.length;
    reach.started("a");
    expect(grid.calls).toHaveLength(calls);
    reach.ended("a");
    expect(reach.reach).toBeNull();
    expect(grid.calls.slice(calls)).toEqual([
      { op: "destroy", layer: REACH_LAYER },
      { op: "destroy", layer: REACH_ZONE_LAYER },
    ]);
  });

  it("draws nothing with the setting off (free setup), nor for a token that is no unit this user sees", () => {
    on = false;
    reach.started("a");
    reach.started("ghost");
    on = true;
    reach.started("ghost");
    expect(grid.calls).toEqual([]);
    expect(reach.reach).toBeNull();
  });

  it("gridless, draws the disc of the allowance round the unit's centre", () => {
    const free = board({ kind: "gridless", size: 100, distance: 1, units: "in", diagonals: "equidistant" }, [
      {
        ...cellUnit("g", "friendly", 0, 0),
        move: 3,
        footprint: { kind: "circle", center: { x: 500, y: 500 }, radius: 20 },
      },
    ]);
    index = indexOf(free, {});
    reach.started("g");
    const [disc] = grid.drawn(REACH_LAYER);
    // 3 inches at 100 px an inch: every point of the outline 300 px from (500, 500).
    const points = disc?.shape?.points ?? [];
    expect(points.length).toBeGreaterThan(16);
    for (let k = 0; k < points.length; k += 2)
      expect(Math.hypot((points[k] ?? 0) - 500, (points[k + 1] ?? 0) - 500)).toBeCloseTo(300, 6);
  });
});
