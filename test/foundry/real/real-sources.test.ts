import { describe, expect, it } from "vitest";
import { readableBoard, sceneBoard } from "@foundry/board/scene-board";
import { SEES_ALL, userSees } from "@foundry/board/board-units";
import { defaultSceneV13 } from "../fixtures/real/default-scene-v13";
import { defaultSceneV14 } from "../fixtures/real/default-scene-v14";
import { servedV13 } from "../fixtures/real/ironsworn-sector";
import { shadowdarkCitadelV13 } from "../fixtures/real/shadowdark-citadel-v13";
import { FIXTURES, storedScene, type Fixture } from "./fixtures";

function fixture(id: string, generation: 13 | 14 = 13): Fixture {
  const found = FIXTURES.find((f) => f.doc._id === id && (generation === 14) === "levels" in f.doc);
  if (!found) throw new Error(`no fixture ${id}`);
  return found;
}

describe("shadowdark's Lost Citadel (v13.351): what its 829 walls and 35 hidden tokens are read as", () => {
  const scene = storedScene(fixture(shadowdarkCitadelV13._id));
  const walls = sceneBoard(scene).terrain.walls;
  const stored = new Map(shadowdarkCitadelV13.walls.map((wall) => [wall._id, wall]));

  it("reads every wall; the 144 of sight LIMITED limit sight and do not block it", () => {
    expect(walls).toHaveLength(829);
    const limited = walls.filter((wall) => wall.limitsSight === true);
    expect(limited).toHaveLength(144);
    expect(limited.every((wall) => !wall.blocksSight && wall.blocksMove)).toBe(true);
  });

  it("reads its 28 shut doors (21 doors, 4 of them locked, and 7 secret doors) as blocking", () => {
    const doors = walls.filter((wall) => (stored.get(wall.id)?.door ?? 0) !== 0);
    expect(doors).toHaveLength(28);
    expect(doors.filter((wall) => stored.get(wall.id)?.door === 2)).toHaveLength(7);
    expect(doors.filter((wall) => stored.get(wall.id)?.ds === 2)).toHaveLength(4);
    expect(doors.every((wall) => wall.blocksMove && wall.blocksSight)).toBe(true);
  });

  it("gives the GM all 35 tokens and a player none: every one is hidden", () => {
    expect(readableBoard(scene, SEES_ALL).board?.units).toHaveLength(35);
    expect(readableBoard(scene, userSees(false)).board?.units).toHaveLength(0);
  });
});

describe("Foundry's default scene, gridless, as live worlds served it", () => {
  it("v13.348: reads the 2 × 2 unlinked tokens as 200 px squares about their centres, one turned 306.085°", () => {
    const units = sceneBoard(storedScene(fixture(defaultSceneV13._id))).units;
    // Token (1664, 358) of 2 × 2 spaces of 100 px: centre (1764, 458); token (2077, 557): (2177, 657).
    expect(units.find((u) => u.id === "D72uPb59A6kqlM1o")).toMatchObject({
      footprint: { kind: "rect", center: { x: 1764, y: 458 }, width: 200, depth: 200 },
      facing: 0,
      side: "hostile",
    });
    expect(units.find((u) => u.id === "lP1YxLyDcmAGmj4I")).toMatchObject({
      footprint: { kind: "rect", center: { x: 2177, y: 657 }, width: 200, depth: 200 },
      facing: 306.0850730428521,
    });
  });

  it("v14.363: reads a token with no actor and no delta, and leaves the region that is not terrain alone", () => {
    const { board, skipped } = readableBoard(storedScene(fixture(defaultSceneV14._id, 14)), SEES_ALL);
    expect(skipped).toEqual([]);
    expect(board?.units).toEqual([expect.objectContaining({ id: "3PipH5UTtbVhES7K", move: 0, data: {} })]);
    expect(board?.terrain.areas).toEqual([]);
  });
});

describe("ironsworn's hex sector (stored before v10, served by v13 and v14)", () => {
  it("reads as pointy-top hexes, odd rows offset, of 200 px", () => {
    const sector = servedV13();
    const board = sceneBoard(storedScene(fixture(sector._id)));
    expect(board.grid).toMatchObject({ kind: "hex-odd-r", size: 200, distance: 5, units: "ft" });
    expect(board.units).toEqual([]);
  });
});
