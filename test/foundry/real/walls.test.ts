import { describe, expect, it } from "vitest";
import { createBoardIndex } from "@engine/board/board-index";
import type { Board, Unit, Wall } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import { sceneTerrain } from "@foundry/board/scene-board";
import { paddingOffset } from "../fakes/stored-scene";
import { hexSceneV13 } from "../fixtures/real/derived-scenes";
import { FIXTURES, storedScene } from "./fixtures";

const hex = FIXTURES.find((fixture) => fixture.doc._id === hexSceneV13._id);
if (!hex) throw new Error("no hex fixture");
const walls = sceneTerrain(storedScene(hex)).walls;
const pad = paddingOffset(hexSceneV13);

/** Two round units at these points (scene pixels), on a gridless board holding the fixture's walls. */
function board(a: Point, b: Point): Board {
  const unit = (id: string, center: Point): Unit => ({
    id,
    name: id,
    side: id,
    footprint: { kind: "circle", center, radius: 10 },
    facing: 0,
    move: 0,
    status: [],
    data: {},
  });
  return {
    grid: { kind: "gridless", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
    units: [unit("a", a), unit("b", b)],
    terrain: { walls, areas: [] },
  };
}

function seen(from: Point, to: Point): boolean {
  return createBoardIndex(board(from, to)).lineOfFire("a", "b");
}

const at = (dx: number, dy: number): Point => ({ x: pad.sceneX + dx, y: pad.sceneY + dy });

describe("walls as real scenes store them", () => {
  it("reads a limited-sight wall (sight 10) as limiting sight, not blocking it alone", () => {
    const limited = walls.find((wall) => wall.id === "limitedWallA0001");
    expect(limited).toMatchObject({ blocksMove: true, blocksSight: false, limitsSight: true });
  });

  it("sees through one limited wall, not through two (Foundry's LIMITED: it stops sight behind a second)", () => {
    expect(seen(at(650, 250), at(730, 250))).toBe(true);
    expect(seen(at(730, 250), at(650, 250))).toBe(true);
    expect(seen(at(650, 250), at(800, 250))).toBe(false);
  });

  it("honours a one-way wall for the side it blocks (dir LEFT: a ray striking its left side; RIGHT likewise)", () => {
    const left = walls.find((wall) => wall.id === "oneWayLeft000001");
    const right = walls.find((wall) => wall.id === "oneWayRight00001");
    expect(left).toMatchObject<Partial<Wall>>({ blocksFrom: "left" });
    expect(right).toMatchObject<Partial<Wall>>({ blocksFrom: "right" });
    // The LEFT wall runs down the screen from (1200, 0): its left, as drawn, is +x (Foundry's side, as
    // caewok/fvtt-test-ccw computes it: test/engine/board/wall-sides.test.ts).
    expect(seen(at(1300, 300), at(1100, 300))).toBe(false);
    expect(seen(at(1100, 300), at(1300, 300))).toBe(true);
    // The RIGHT wall runs down from (1500, 0): its right is -x.
    expect(seen(at(1400, 300), at(1600, 300))).toBe(false);
    expect(seen(at(1600, 300), at(1400, 300))).toBe(true);
  });

  it("reads doors: a shut door blocks, an open one does not (240 walls, every tenth a door)", () => {
    const fence = walls.filter((wall) => wall.id.startsWith("fence"));
    expect(fence).toHaveLength(240);
    const doors = fence.filter((_, k) => k % 10 === 0);
    expect(doors.map((wall) => wall.blocksMove)).toEqual(doors.map((_, k) => k % 2 === 0));
  });
});
