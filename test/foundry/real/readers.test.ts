import { describe, expect, it } from "vitest";
import { readableBoard, sceneBoard } from "@foundry/board/scene-board";
import { SEES_ALL } from "@foundry/board/board-units";
import { FIXTURES, storedScene } from "./fixtures";

/** The regions each fixture's reading names as having shapes left out. */
const LEFT_OUT: Readonly<Record<string, readonly string[]>> = {
  levelsScene00001: ['Region "Region" (pointCircle00001)', 'Region "Blast marks" (newShapes0000001)'],
};

describe("every real-shaped scene reads as a board (reader, fresh and fail-soft)", () => {
  for (const fixture of FIXTURES) {
    it(fixture.name, () => {
      const scene = storedScene(fixture);
      const { board, skipped } = readableBoard(scene, SEES_ALL);
      const named = LEFT_OUT[fixture.doc._id] ?? [];
      expect(skipped).toHaveLength(named.length);
      named.forEach((owner, k) => expect(skipped[k]?.message).toContain(owner));
      expect(board?.units).toHaveLength(fixture.doc.tokens.length);
      expect(sceneBoard(scene)).toEqual(board);
    });
  }
});

describe("v14 region shapes", () => {
  const levels = FIXTURES.find((fixture) => fixture.doc._id === "levelsScene00001");
  if (!levels) throw new Error("no v14 fixture");
  const areas = sceneBoard(storedScene(levels)).terrain.areas;

  it("reads a gridBased rectangle as the grid spaces whose centres it holds", () => {
    // 380 × 390 px from (2800, 2200) on 200 px squares (padding 1800, 1200): centres x 2900, 3100; y 2300, 2500.
    expect(areas.find((area) => area.id === "gridBasedRect001")?.shape).toEqual({
      cells: [
        { i: 11, j: 14 },
        { i: 11, j: 15 },
        { i: 12, j: 14 },
        { i: 12, j: 15 },
      ],
    });
  });

  it("skips a circle of radius 0 and shapes of newer types, keeping the region's other shapes", () => {
    expect(areas.some((area) => area.id.startsWith("pointCircle00001"))).toBe(false);
    expect(areas.filter((area) => area.id.startsWith("newShapes0000001")).map((area) => area.id)).toEqual([
      "newShapes0000001",
    ]);
  });
});
