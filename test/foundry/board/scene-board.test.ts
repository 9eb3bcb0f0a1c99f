import { describe, expect, it } from "vitest";
import { EngineError } from "@engine/errors";
import { SEES_ALL } from "@foundry/board/board-units";
import { readableBoard, sceneBoard } from "@foundry/board/scene-board";
import { FakeActor, FakeScene, FakeToken, region, wall } from "../fakes/documents";
import { fakeGeneration } from "../fakes/v14";

function errorOf(run: () => unknown): EngineError {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("expected an EngineError");
}

describe("a square scene as a board", () => {
  const actor = new FakeActor({
    flags: { unit: { move: 4, data: { type: "armor", track: [3, 2] } } },
    // Icons only show the record: "suppressed" here was switched by the actor's owner, not the GM.
    statuses: ["wargame-combat-broken", "dead", "wargame-combat-suppressed"],
  });
  const scene = new FakeScene({
    grid: { type: 1, size: 100, distance: 2, units: "km", diagonals: 4 },
    // The GM's record of the token's state (src/foundry/board/unit-states.ts).
    flags: { unitState: { t1: { stepsLost: 1, statuses: ["broken", "force-march"] } } },
    tokens: [
      new FakeToken({
        id: "t1",
        name: "3rd Bn",
        rotation: 90,
        cells: [{ i: 2, j: 3 }],
        actor,
        flags: { side: "blue", formation: "1st Bde" },
      }),
      new FakeToken({
        id: "t2",
        name: "Raiders",
        disposition: -1,
        cells: [
          { i: 2, j: 4 },
          { i: 3, j: 4 },
        ],
        actor: null,
      }),
    ],
  });
  const board = sceneBoard(scene);

  it("reads the grid: type, size, distance, units and the diagonal rule", () => {
    expect(board.grid).toEqual({ kind: "square", size: 100, distance: 2, units: "km", diagonals: "alternating-1" });
  });

  it("makes each token a unit: cells, facing, side, formation, move, the record's statuses and data", () => {
    expect(board.units[0]).toEqual({
      id: "t1",
      name: "3rd Bn",
      side: "blue",
      formation: "1st Bde",
      footprint: { kind: "cells", cells: [{ i: 2, j: 3 }] },
      facing: 90,
      move: 4,
      status: ["broken", "force-march"],
      data: { type: "armor", track: [3, 2], stepsLost: 1 },
    });
  });

  it("leaves out a token whose record names a status no rule system declares, naming the field", () => {
    const odd = new FakeScene({ flags: { unitState: { t: { statuses: ["downed", "invisible"] } } } });
    odd.tokens.add(new FakeToken({ id: "t", name: "Scouts", cells: [{ i: 0, j: 0 }] }));
    const { board: read, skipped } = readableBoard(odd, SEES_ALL);
    expect(read?.units).toEqual([]);
    expect(skipped.map((error) => error.message)).toEqual([
      expect.stringContaining('Token "Scouts" (t): flags.wargame-combat.unitState.t.statuses.1') as unknown,
    ]);
  });

  it("takes the side from the disposition when no flag sets it; a token without actor has no data", () => {
    expect(board.units[1]).toMatchObject({ id: "t2", side: "hostile", move: 0, status: [], data: {} });
    expect(board.units[1]?.footprint).toEqual({
      kind: "cells",
      cells: [
        { i: 2, j: 4 },
        { i: 3, j: 4 },
      ],
    });
  });
});

describe("hex scenes as boards", () => {
  it.each([
    [2, "hex-odd-r"],
    [3, "hex-even-r"],
    [4, "hex-odd-q"],
    [5, "hex-even-q"],
  ] as const)("grid type %i is %s, with the token's occupied hexes as cells", (type, kind) => {
    const scene = new FakeScene({
      grid: { type, size: 80, distance: 1, units: "mi" },
      tokens: [
        new FakeToken({
          id: "h",
          cells: [
            { i: 5, j: 7 },
            { i: 5, j: 8 },
            { i: 6, j: 7 },
          ],
        }),
      ],
    });
    const board = sceneBoard(scene);
    expect(board.grid.kind).toBe(kind);
    expect(board.units[0]?.footprint).toEqual({
      kind: "cells",
      cells: [
        { i: 5, j: 7 },
        { i: 5, j: 8 },
        { i: 6, j: 7 },
      ],
    });
  });
});

describe("a gridless scene as a board", () => {
  const grid = { type: 0, size: 50, distance: 1, units: "in" };

  it("gives each token a shape centred on it, from its shape or the footprint flag", () => {
    const scene = new FakeScene({
      grid,
      tokens: [
        new FakeToken({ id: "round", x: 100, y: 200, shape: 0 }),
        new FakeToken({ id: "oval", x: 0, y: 0, width: 2, height: 1, shape: 1, rotation: 45 }),
        new FakeToken({ id: "block", x: 10, y: 20, width: 2, height: 1, shape: 4 }),
        new FakeToken({ id: "flagged", x: 0, y: 0, width: 2, height: 1, shape: 4, flags: { footprint: "circle" } }),
      ],
    });
    const units = sceneBoard(scene).units;
    expect(units.map((unit) => unit.footprint)).toEqual([
      { kind: "circle", center: { x: 125, y: 225 }, radius: 25 },
      { kind: "ellipse", center: { x: 50, y: 25 }, width: 100, depth: 50 },
      { kind: "rect", center: { x: 60, y: 45 }, width: 100, depth: 50 },
      { kind: "circle", center: { x: 50, y: 25 }, radius: 50 },
    ]);
    expect(units[1]?.facing).toBe(45);
  });
});

describe("terrain", () => {
  it("turns walls into segments that block unless unrestricted or an open door", () => {
    const scene = new FakeScene({
      walls: [
        wall("solid", { c: [0, 0, 100, 50] }),
        wall("window", { move: 20, sight: 0 }),
        wall("ethereal", { move: 0, sight: 20 }),
        wall("open-door", { door: 1, ds: 1 }),
        wall("shut-door", { door: 1, ds: 0 }),
        wall("locked-secret", { door: 2, ds: 2 }),
      ],
    });
    const walls = sceneBoard(scene).terrain.walls;
    expect(walls[0]).toEqual({
      id: "solid",
      a: { x: 0, y: 0 },
      b: { x: 100, y: 50 },
      blocksMove: true,
      blocksSight: true,
    });
    expect(walls.map((w) => [w.id, w.blocksMove, w.blocksSight])).toEqual([
      ["solid", true, true],
      ["window", true, false],
      ["ethereal", false, true],
      ["open-door", false, false],
      ["shut-door", true, true],
      ["locked-secret", true, true],
    ]);
  });

  it("leaves out a v14 rectangle anchored off its top-left, naming its region (v13 has no anchors)", () => {
    const scene = new FakeScene({
      regions: [
        region(
          "ford",
          [
            {
              type: "rectangle",
              hole: false,
              x: 0,
              y: 0,
              width: 200,
              height: 100,
              rotation: 0,
              anchorX: 0.5,
              anchorY: 0,
            },
          ],
          { terrain: "water" },
        ),
      ],
    });
    const { board, skipped } = readableBoard(scene, SEES_ALL);
    if (fakeGeneration() === 14) {
      expect(board?.terrain.areas).toEqual([]);
      expect(skipped.map((error) => error.message).join(" ")).toContain("ford");
    } else {
      expect(board?.terrain.areas.map((area) => area.id)).toEqual(["ford"]);
      expect(skipped).toEqual([]);
    }
  });

  it("turns terrain regions into polygon areas and ignores other regions", () => {
    const scene = new FakeScene({
      regions: [
        region("plain", [{ type: "rectangle", hole: false, x: 0, y: 0, width: 10, height: 10, rotation: 0 }]),
        region("woods", [{ type: "rectangle", hole: false, x: 0, y: 0, width: 200, height: 100, rotation: 90 }], {
          terrain: "woods",
          blocksSight: true,
        }),
        region(
          "marsh",
          [
            { type: "polygon", hole: false, points: [0, 0, 100, 0, 50, 80] },
            { type: "circle", hole: false, x: 500, y: 500, radius: 10 },
            { type: "ellipse", hole: false, x: 0, y: 0, radiusX: 20, radiusY: 10, rotation: 0 },
          ],
          { terrain: "soft-ground" },
        ),
      ],
    });
    const areas = sceneBoard(scene).terrain.areas;
    expect(areas.map((area) => [area.id, area.kind, area.blocksSight])).toEqual([
      ["woods", "woods", true],
      ["marsh.0", "soft-ground", false],
      ["marsh.1", "soft-ground", false],
      ["marsh.2", "soft-ground", false],
    ]);
    // A 200 × 100 rectangle turned 90° stands 100 wide and 200 tall. v13 turns it about its centre
    // (100, 50); v14 about its `x, y`, here its top-left (0, 0) (foundryvtt/foundryvtt#13298), so it
    // spans x −100…0, y 0…200.
    expect(areas[0]?.shape).toEqual(
      fakeGeneration() === 14
        ? {
            polygon: [
              { x: 0, y: 0 },
              { x: 0, y: 200 },
              { x: -100, y: 200 },
              { x: -100, y: 0 },
            ],
          }
        : {
            polygon: [
              { x: 150, y: -50 },
              { x: 150, y: 150 },
              { x: 50, y: 150 },
              { x: 50, y: -50 },
            ],
          },
    );
    expect(areas[1]?.shape).toEqual({
      polygon: [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 50, y: 80 },
      ],
    });
    const circle = areas[2]?.shape;
    expect(circle && "polygon" in circle ? circle.polygon.length : 0).toBe(24);
    const ellipse = areas[3]?.shape;
    expect(ellipse && "polygon" in ellipse ? ellipse.polygon[0] : undefined).toEqual({ x: 20, y: 0 });
  });

  it("refuses a terrain region with a hole, naming it", () => {
    const scene = new FakeScene({
      regions: [region("r1", [{ type: "circle", hole: true, x: 0, y: 0, radius: 5 }], { terrain: "river" }, "Ford")],
    });
    const error = errorOf(() => sceneBoard(scene));
    expect(error.key).toBe("WARGAME.Error.Host.Hole");
    expect(error.message).toBe(
      'Region "Ford" (r1): shapes[0] is a hole, and terrain areas cannot have holes; split the region instead.',
    );
  });
});

describe("bad token data", () => {
  /** The one problem a drawing of the scene names, after checking the GM's board leaves the token out. */
  function skippedOf(scene: FakeScene): EngineError {
    expect(sceneBoard(scene).units).toEqual([]);
    const { skipped } = readableBoard(scene, SEES_ALL);
    expect(skipped).toHaveLength(1);
    return skipped[0] ?? errorOf(() => undefined);
  }

  it("names the token and the flag", () => {
    const scene = new FakeScene({
      tokens: [new FakeToken({ id: "t9", name: "Lancers", cells: [{ i: 0, j: 0 }], flags: { side: 3 } })],
    });
    const error = skippedOf(scene);
    expect(error.key).toBe("WARGAME.Error.Field.NotString");
    expect(error.message).toBe('Token "Lancers" (t9): flags.wargame-combat.side must be a non-empty string, got 3.');
  });

  it("names the actor's flag when the move allowance is wrong", () => {
    const actor = new FakeActor({ flags: { unit: { move: -2 } } });
    const scene = new FakeScene({
      tokens: [new FakeToken({ id: "t3", name: "Hussars", cells: [{ i: 0, j: 0 }], actor })],
    });
    expect(skippedOf(scene).message).toBe(
      'Token "Hussars" (t3): actor.flags.wargame-combat.unit.move must not be negative, got -2.',
    );
  });

  it("refuses a token that covers no grid space on a gridded scene", () => {
    const scene = new FakeScene({ tokens: [new FakeToken({ id: "t4", name: "Ghost" })] });
    const error = skippedOf(scene);
    expect(error.key).toBe("WARGAME.Error.Host.NoCells");
    expect(error.data).toMatchObject({ owner: 'Token "Ghost" (t4)' });
  });

  // Before: the move cap was checked for the whole board at once, so one player's unit with move 31
  // blanked zones, contacts and the HUD for everyone and blocked every combat on the scene.
  it("leaves out only the token over a cap its owner can write; the rest of the scene plays", () => {
    const hostile = new FakeActor({ flags: { unit: { move: 31 } } });
    const scene = new FakeScene({
      tokens: [
        new FakeToken({ id: "t5", name: "Rogue", cells: [{ i: 0, j: 0 }], actor: hostile }),
        new FakeToken({ id: "t6", name: "Guard", cells: [{ i: 1, j: 0 }], flags: { side: "blue" } }),
        new FakeToken({ id: "t7", name: "x".repeat(1_000), cells: [{ i: 2, j: 0 }], flags: { side: "red" } }),
      ],
    });
    expect(sceneBoard(scene).units.map((unit) => unit.id)).toEqual(["t6"]);
    const { board, skipped } = readableBoard(scene, SEES_ALL);
    expect(board?.units.map((unit) => unit.id)).toEqual(["t6"]);
    expect(skipped.map((error) => error.message)).toEqual([
      'Token "Rogue" (t5): actor.flags.wargame-combat.unit.move is 31; a move or distance is at most 30.',
      `Token "${"x".repeat(256)}…" (t7): name is 1000 characters long; at most 256.`,
    ]);
  });

  it("refuses an unknown grid type", () => {
    const scene = new FakeScene({ grid: { type: 9 } });
    expect(errorOf(() => sceneBoard(scene)).message).toBe(
      'Scene "Field" (scene1): grid.type must be between 0 and 5, got 9.',
    );
  });
});

describe("the board's edge", () => {
  const grid = { type: 1, size: 100, distance: 1, units: "km", diagonals: 0 };

  it("comes from the scene's edge flag, and a scene without it has no edge", () => {
    const edge = { minI: 0, maxI: 9, minJ: 0, maxJ: 14 };
    expect(sceneBoard(new FakeScene({ grid, flags: { edge } })).edge).toEqual(edge);
    expect(sceneBoard(new FakeScene({ grid })).edge).toBeUndefined();
  });

  it("is checked like any board's: a range that ends before it starts names the field", () => {
    const error = errorOf(() =>
      sceneBoard(new FakeScene({ grid, flags: { edge: { minI: 5, maxI: 2, minJ: 0, maxJ: 4 } } })),
    );
    expect(error.message).toBe("Board: edge.maxI must be between 5 and 516, got 2.");
  });
});
