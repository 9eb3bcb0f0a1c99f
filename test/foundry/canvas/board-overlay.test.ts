import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Unit } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { BoardOverlay, CONTACT_LAYER, CONTESTED_LAYER, ZONE_LAYER_PREFIX } from "@foundry/canvas/board-overlay";
import { CONTESTED_COLOR } from "@foundry/canvas/side-colors";
import type { ViewedIndex } from "@foundry/canvas/viewed-index";
import { stubNotifications } from "../fakes/globals";
import { BLUE, board, cellUnit, FakeHighlightGrid, type FakeShape, indexOf, RED, SQUARE, STYLE } from "./canvas-fakes";
import { SHIPPED } from "../../rulesets/shipped";

const FRIENDLY = `${ZONE_LAYER_PREFIX}friendly`;
const HOSTILE = `${ZONE_LAYER_PREFIX}hostile`;
/** Every unit exerts a zone of 1 space (combat-grid's rules). */
const EVERY_UNIT = zocSettingsFor(SHIPPED.ruleset("combat-grid"));

function overlayOn(grid: FakeHighlightGrid): BoardOverlay<FakeShape> {
  return new BoardOverlay<FakeShape>(
    () => grid,
    (points) => ({ points }),
    () => STYLE,
  );
}

/** The top-left corners drawn on a layer, rounded to 0.001 px, sorted. */
function corners(grid: FakeHighlightGrid, layer: string): [number, number][] {
  return grid
    .drawn(layer)
    .map((h): [number, number] => [Math.round(h.x * 1000) / 1000, Math.round(h.y * 1000) / 1000])
    .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** Shows the index's board, then follows its changes, as the board view does when zones are on. */
function follow(viewed: ViewedIndex, overlay: BoardOverlay<FakeShape>): void {
  overlay.redraw(viewed.current());
  viewed.subscribe((change) => overlay.update(viewed.current(), change));
}

describe("the zones overlay", () => {
  let grid: FakeHighlightGrid;

  beforeEach(() => {
    stubNotifications();
    grid = new FakeHighlightGrid();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("highlights a square grid's zone space by space, at each space's top-left corner", () => {
    // Unit a at row 2, column 2; radius 1 with equidistant diagonals: rows 1–3 × columns 1–3.
    // A space's top-left corner is (100·j, 100·i) on 100 px squares.
    overlayOn(grid).redraw(indexOf(board(SQUARE, [cellUnit("a", "friendly", 2, 2)]), EVERY_UNIT).current());
    expect(corners(grid, FRIENDLY)).toEqual([
      [100, 100],
      [200, 100],
      [300, 100],
      [100, 200],
      [200, 200],
      [300, 200],
      [100, 300],
      [200, 300],
      [300, 300],
    ]);
    expect(
      grid.drawn(FRIENDLY).every((h) => h.color === BLUE && h.alpha === 0.25 && h.border === null && h.shape === null),
    ).toBe(true);
    expect(grid.drawn(CONTACT_LAYER)).toEqual([]);
  });

  it("highlights a hex grid's zone at the corners of each hex's box (odd rows shifted right)", () => {
    // hex-odd-r, size 100: a hex's box is 100 wide and 2·100/√3 = 115.470 high; its top-left is
    // x = (j + ½·[i odd])·100 − 50, y = (√3/2)·100·i = 86.603·i. Unit at (2,2): itself and its six
    // neighbours (2,3) (3,2) (3,1) (2,1) (1,1) (1,2).
    const hex: GridSpec = { ...SQUARE, kind: "hex-odd-r" };
    overlayOn(grid).redraw(indexOf(board(hex, [cellUnit("a", "friendly", 2, 2)]), EVERY_UNIT).current());
    expect(corners(grid, FRIENDLY)).toEqual([
      [100, 86.603],
      [200, 86.603],
      [50, 173.205],
      [150, 173.205],
      [250, 173.205],
      [100, 259.808],
      [200, 259.808],
    ]);
  });

  it("draws a gridless zone as a shape: the footprint grown by the radius", () => {
    // 100 px per metre; a circle of radius 50 px at (500, 500) with a zone of 1 m = 100 px: its
    // outline lies 150 px from the centre, a hair less between the 24-gon's corners
    // (|v + 100·u| with |v| = 50 at most 7.5° off u: √(2500 + 10000 + 10000·cos 7.5°) = 149.71).
    const gridless: GridSpec = { ...SQUARE, kind: "gridless", units: "m" };
    const unit: Unit = {
      ...cellUnit("a", "friendly", 0, 0),
      footprint: { kind: "circle", center: { x: 500, y: 500 }, radius: 50 },
    };
    overlayOn(grid).redraw(indexOf(board(gridless, [unit]), EVERY_UNIT).current());
    const [zone] = grid.drawn(FRIENDLY);
    const points = zone?.shape?.points ?? [];
    expect(points).toHaveLength(96);
    for (let k = 0; k < points.length; k += 2) {
      const d = Math.hypot((points[k] ?? 0) - 500, (points[k + 1] ?? 0) - 500);
      expect(d).toBeGreaterThan(149.7);
      expect(d).toBeLessThanOrEqual(150 + 1e-9);
    }
    expect(zone?.color).toBe(BLUE);
  });

  it("marks units in contact with an enemy, bordered in their side's colour, and contested spaces", () => {
    // a (friendly) at (2,2) and b (hostile) at (2,3) touch; c (hostile) shares a's space.
    const units = [cellUnit("a", "friendly", 2, 2), cellUnit("b", "hostile", 2, 3), cellUnit("c", "hostile", 2, 2)];
    overlayOn(grid).redraw(indexOf(board(SQUARE, units), EVERY_UNIT).current());
    expect(grid.drawn(CONTACT_LAYER).map((h) => [h.x, h.y, h.border])).toEqual([
      [200, 200, BLUE],
      [300, 200, RED],
    ]);
    expect(grid.drawn(CONTESTED_LAYER)).toEqual([
      { x: 200, y: 200, color: CONTESTED_COLOR, border: CONTESTED_COLOR, alpha: 0.5, shape: null },
    ]);
  });

  it("follows a move without rebuilding the index, redrawing only the mover's side, contacts and contested spaces", () => {
    const viewed = indexOf(
      board(SQUARE, [cellUnit("a", "friendly", 2, 2), cellUnit("b", "hostile", 2, 6)]),
      EVERY_UNIT,
    );
    const index = viewed.current();
    follow(viewed, overlayOn(grid));
    grid.calls = [];

    viewed.unitChanged(cellUnit("b", "hostile", 2, 3));

    expect(viewed.current()).toBe(index);
    expect(index?.unit("b")?.footprint).toEqual({ kind: "cells", cells: [{ i: 2, j: 3 }] });
    expect(grid.layers()).toEqual([CONTACT_LAYER, HOSTILE]);
    // b's old zone (columns 5–7) had to go: its layer is cleared and drawn again, columns 2–4;
    // the contacts only gain spaces, so they are drawn without clearing.
    expect(grid.calls.filter((call) => call.op !== "highlight")).toEqual([{ op: "clear", layer: HOSTILE }]);
    expect(corners(grid, HOSTILE).map(([x]) => x / 100)).toEqual([2, 3, 4, 2, 3, 4, 2, 3, 4]);
    expect(corners(grid, CONTACT_LAYER)).toEqual([
      [200, 200],
      [300, 200],
    ]);
  });

  it("draws only the new spaces when a change takes none away", () => {
    // b's zone covers columns 5–7; c at (2,7) adds column 8 (rows 1–3) and nothing else.
    const viewed = indexOf(
      board(SQUARE, [cellUnit("a", "friendly", 2, 0), cellUnit("b", "hostile", 2, 6)]),
      EVERY_UNIT,
    );
    follow(viewed, overlayOn(grid));
    grid.calls = [];

    viewed.unitAdded(cellUnit("c", "hostile", 2, 7));

    expect(grid.calls.filter((call) => call.op !== "highlight")).toEqual([]);
    expect(corners(grid, HOSTILE)).toEqual([
      [800, 100],
      [800, 200],
      [800, 300],
    ]);
  });

  it("takes away what a removed unit showed, and every layer when cleared", () => {
    const viewed = indexOf(
      board(SQUARE, [cellUnit("a", "friendly", 2, 2), cellUnit("b", "hostile", 2, 3)]),
      EVERY_UNIT,
    );
    const overlay = overlayOn(grid);
    follow(viewed, overlay);
    grid.calls = [];
    viewed.unitRemoved("b");
    expect(grid.calls.filter((call) => call.op !== "highlight")).toEqual([
      { op: "clear", layer: HOSTILE },
      { op: "clear", layer: CONTACT_LAYER },
    ]);
    expect(grid.drawn(HOSTILE)).toEqual([]);
    grid.calls = [];
    overlay.clear();
    expect(grid.calls).toEqual([
      { op: "destroy", layer: FRIENDLY },
      { op: "destroy", layer: HOSTILE },
      { op: "destroy", layer: CONTACT_LAYER },
      { op: "destroy", layer: CONTESTED_LAYER },
    ]);
  });
});
