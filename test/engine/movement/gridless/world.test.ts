import { describe, expect, it } from "vitest";
import { EngineError } from "@engine/errors";
import { planFlee } from "@engine/movement/gridless/flee";
import { DOWNED } from "@engine/movement/gridless/rules";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { board, circle, wall } from "./fixtures";

describe("GridlessWorld", () => {
  it("refuses a gridded board and cell footprints, with the gridless error keys", () => {
    const gridded = {
      ...board([], 20, "in"),
      grid: { kind: "square", size: 100, distance: 1, units: "m", diagonals: "equidistant" },
    } as const;
    expect(() => createGridlessWorld(gridded)).toThrow(EngineError);
    expect(() => createGridlessWorld(gridded)).toThrow(
      "The gridless movement planners need a gridless board, but the grid is square.",
    );
    const cells = { ...circle("c", "b", 0, 0, 10), footprint: { kind: "cells", cells: [{ i: 0, j: 0 }] } } as const;
    expect(() => createGridlessWorld(board([cells], 20, "in"))).toThrow(
      "Unit c has a footprint of grid cells, which a gridless board cannot move.",
    );
    expect(() => createGridlessWorld(board([], 20, "in"), { contactTolerance: -1 })).toThrow(
      "contactTolerance must be a finite number of at least 0, got -1.",
    );
  });

  it("is left as it was by planning, so one world serves many plans", () => {
    // A flee pushes nothing here but moves and turns U; the world still has U where it was.
    const world = createGridlessWorld(board([circle("U", "b", 0, 0, 10)], 20, "in"));
    const request = {
      unitId: "U",
      recoil: 2,
      maxMove: 12,
      terrain: { impassable: [], difficult: [], barrier: [] },
      crossing: { dice: "1d6", target: 4 },
      blocked: DOWNED,
    };
    const first = planFlee(world, request);
    expect(world.unit("U").footprint).toEqual({ kind: "circle", center: { x: 0, y: 0 }, radius: 10 });
    expect(world.unit("U").facing).toBe(0);
    expect(planFlee(world, request)).toEqual(first);
  });

  it("lists nearby walls in board order, indexed or not", () => {
    const walls = [
      wall("w0", { x: 0, y: 0 }, { x: 10, y: 0 }),
      wall("w1", { x: 500, y: 500 }, { x: 510, y: 500 }),
      wall("w2", { x: 5, y: 5 }, { x: 5, y: 20 }),
    ];
    const near = [{ minX: -1, minY: -1, maxX: 30, maxY: 30 }];
    const indexed = createGridlessWorld(board([], 20, "in", { walls }));
    const exhaustive = createGridlessWorld(board([], 20, "in", { walls }), { search: "exhaustive" });
    expect(indexed.wallsNear(near).map((w) => w.id)).toEqual(["w0", "w2"]);
    expect(exhaustive.wallsNear(near).map((w) => w.id)).toEqual(["w0", "w1", "w2"]);
  });
});
