import { afterEach, describe, expect, it, vi } from "vitest";
import { createBoardIndex } from "@engine/board/board-index";
import { sceneBoard } from "@foundry/board/scene-board";
import { region, wall } from "../fakes/documents";
import { fakeRelease } from "../fakes/v14";
import { FakeV14Scene, FakeV14Token } from "../fakes/v14-documents";
import { defaultSceneV14 } from "../fixtures/real/default-scene-v14";
import { v14Compat } from "@foundry/compat/v14-compat";

/*
 * A square scene, cells 100 px: Alpha (red) at (1,1) on level "ground", Bravo (blue) at (1,2) on
 * level "roof": side by side, so in contact on v13 (which has no levels) but not on v14, where they
 * stand on different levels. A wall listing the level "roof" (a Set in the document, as v14 keeps
 * it) and a terrain region listing "ground" carry their levels onto the board on v14 only.
 */
function levelledScene(): FakeV14Scene {
  return new FakeV14Scene({
    grid: { type: 1, size: 100 },
    tokens: [
      new FakeV14Token({ id: "a", name: "Alpha", cells: [{ i: 1, j: 1 }], flags: { side: "red" }, level: "ground" }),
      new FakeV14Token({ id: "b", name: "Bravo", cells: [{ i: 1, j: 2 }], flags: { side: "blue" }, level: "roof" }),
    ],
    walls: [Object.assign(wall("w"), { levels: new Set(["roof"]) })],
    regions: [
      Object.assign(
        region("r", [{ type: "polygon", hole: false, points: [0, 0, 100, 0, 100, 100] }], { terrain: "woods" }),
        { levels: ["ground"] },
      ),
    ],
  });
}

describe("scene levels on the board", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("v14: tokens on different levels are not in contact; walls and regions keep their levels", () => {
    vi.stubGlobal("game", { release: fakeRelease(14) });
    const board = sceneBoard(levelledScene());
    expect(board.units.map((unit) => [unit.id, unit.level])).toEqual([
      ["a", "ground"],
      ["b", "roof"],
    ]);
    expect(board.terrain.walls[0]?.levels).toEqual(["roof"]);
    expect(board.terrain.areas[0]?.levels).toEqual(["ground"]);
    const index = createBoardIndex(board);
    expect(index.contactPairs()).toEqual([]);
    expect(index.unitInEnemyZoc("a")).toBe(false);
  });

  it("v13: there are no levels, so the same tokens are in contact", () => {
    vi.stubGlobal("game", { release: fakeRelease(13) });
    const board = sceneBoard(levelledScene());
    expect(board.units.map((unit) => unit.level)).toEqual([undefined, undefined]);
    expect(board.terrain.walls[0]?.levels).toBeUndefined();
    expect(createBoardIndex(board).contactPairs()).toEqual([["a", "b"]]);
  });
});

describe("a v14 scene's map, from its initial level", () => {
  // A live v14 Scene's `initialLevel` is the Level document itself, not its id: the v14.363 default
  // scene recorded from a live world (fixtures/real/default-scene-v14.ts) serializes it whole.
  const [real] = defaultSceneV14.levels;
  if (!real) throw new Error("the real v14 scene lost its level");
  const upper = { ...real, _id: "upperLevel000001", background: { ...real.background, src: "maps/upper.webp" } };

  it("reads the map of the level `initialLevel` names, given as an id or as the Level", () => {
    const asId = { ...defaultSceneV14, levels: [upper, real], initialLevel: real._id };
    const asLevel = { ...defaultSceneV14, levels: [upper, real], initialLevel: real };
    expect(v14Compat.sceneMap(asId)).toBe("maps/neutral-map.webp");
    expect(v14Compat.sceneMap(asLevel)).toBe("maps/neutral-map.webp");
    expect(v14Compat.sceneMap(defaultSceneV14)).toBe("maps/neutral-map.webp");
  });
});
