import { describe, expect, it } from "vitest";
import { segmentBoxes } from "@engine/board/spatial-hash";
import { validateBoard } from "@engine/board/validate-board";
import { createWallIndex } from "@engine/board/wall-index";
import { EngineError } from "@engine/errors";
import { checkScenarioText, LIMITS } from "@engine/limits";
import { parseScenarioText } from "@engine/scenario/scenario-text";
import { parseDice } from "@engine/session/dice";

/** The EngineError `run` throws; any other throw fails the test. */
function errorOf(run: () => unknown): EngineError {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("accepted");
}

const square = { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" };
const gridless = { kind: "gridless", size: 50, distance: 1, units: "in", diagonals: "equidistant" };
const cellUnit = (id: string, i: number, j: number, extra: object = {}) => ({
  id,
  side: "red",
  footprint: { kind: "cells", cells: [{ i, j }] },
  facing: 0,
  move: 4,
  ...extra,
});
const circleUnit = (id: string, x: number, y: number, extra: object = {}) => ({
  id,
  side: "red",
  footprint: { kind: "circle", center: { x, y }, radius: 10 },
  facing: 0,
  move: 6,
  ...extra,
});

describe("board caps", () => {
  it("names the unit far off a grid board", () => {
    // Units at rows 0, 1, 2 and 600: rows 0 to 600 span 601 cells > 512. The median row (of four,
    // the upper middle one) is 2; "far" is 598 rows from it.
    const error = errorOf(() =>
      validateBoard({
        grid: square,
        units: [cellUnit("a", 0, 0), cellUnit("b", 1, 0), cellUnit("c", 2, 0), cellUnit("far", 600, 0)],
      }),
    );
    expect(error.key).toBe("WARGAME.Error.Limit.BoardCells");
    expect(error.message).toBe(
      'Unit "far" (units[3]) stands 598 cells from the rest of the board; a board spans at most 512 cells each way.',
    );
    // 511 rows apart is a board 512 cells across: accepted.
    expect(validateBoard({ grid: square, units: [cellUnit("a", 0, 0), cellUnit("b", 511, 0)] }).units).toHaveLength(2);
  });

  it("names the unit far off a gridless board, and refuses coordinates past 2^20", () => {
    const far = errorOf(() =>
      validateBoard({
        grid: gridless,
        units: [circleUnit("a", 0, 0), circleUnit("b", 100, 0), circleUnit("far", 70_000, 0)],
      }),
    );
    expect(far.key).toBe("WARGAME.Error.Limit.BoardPixels");
    expect(errorOf(() => validateBoard({ grid: gridless, units: [circleUnit("a", 1e308, 0)] })).key).toBe(
      "WARGAME.Error.Limit.Coordinate",
    );
  });

  it("refuses grid scales whose moves would run to billions of pixels", () => {
    expect(errorOf(() => validateBoard({ grid: { ...gridless, size: 2 ** 53 }, units: [] })).key).toBe(
      "WARGAME.Error.Limit.GridSize",
    );
    // 50 px per 1e-9 in is 5e10 px per inch, over 1,000.
    expect(errorOf(() => validateBoard({ grid: { ...gridless, distance: 1e-9 }, units: [] })).key).toBe(
      "WARGAME.Error.Limit.PixelsPerUnit",
    );
  });

  it("refuses moves over the cap and too many units, walls, areas or points", () => {
    // 30 cells on a grid, 100 table units gridless.
    expect(validateBoard({ grid: square, units: [cellUnit("a", 0, 0, { move: 30 })] }).units[0]?.move).toBe(30);
    expect(errorOf(() => validateBoard({ grid: square, units: [cellUnit("a", 0, 0, { move: 31 })] })).message).toBe(
      'Unit "a" (units[0]): move is 31; a move or distance is at most 30.',
    );
    expect(validateBoard({ grid: gridless, units: [circleUnit("a", 0, 0, { move: 100 })] }).units[0]?.move).toBe(100);
    expect(errorOf(() => validateBoard({ grid: gridless, units: [circleUnit("a", 0, 0, { move: 101 })] })).key).toBe(
      "WARGAME.Error.Limit.Move",
    );
    const many = Array.from({ length: LIMITS.units + 1 }, (_, k) => cellUnit(`u${k}`, k % 200, 0));
    expect(errorOf(() => validateBoard({ grid: square, units: many })).key).toBe("WARGAME.Error.Limit.Units");
    const wall = { id: "w", a: { x: 0, y: 0 }, b: { x: 1, y: 0 } };
    const walls = Array.from({ length: LIMITS.walls + 1 }, (_, k) => ({ ...wall, id: `w${k}` }));
    expect(errorOf(() => validateBoard({ grid: square, units: [], terrain: { walls } })).key).toBe(
      "WARGAME.Error.Limit.Walls",
    );
    const cells = Array.from({ length: LIMITS.shapePoints + 1 }, (_, k) => ({ i: k % 30, j: Math.floor(k / 30) }));
    const areas = [{ id: "big", kind: "woods", shape: { cells } }];
    expect(errorOf(() => validateBoard({ grid: square, units: [], terrain: { areas } })).key).toBe(
      "WARGAME.Error.Limit.ShapePoints",
    );
  });
});

describe("the wall index's cost is bounded", () => {
  it("cuts no segment into more than 1024 boxes, however long against the step", () => {
    // 2^20 px at 1 px a step would be 1,482,910 boxes (the diagonal's length); the cap keeps 1024.
    expect(segmentBoxes({ x: 0, y: 0 }, { x: 2 ** 20, y: 2 ** 20 }, 1, 0)).toHaveLength(1024);
  });

  it("still finds a wall at the far end of a long segment", () => {
    const index = createWallIndex([
      { id: "w", a: { x: 999_990, y: -5 }, b: { x: 999_990, y: 5 }, blocksMove: true, blocksSight: true },
    ]);
    expect(index.crossesWall({ x: 0, y: 0 }, { x: 1_000_000, y: 0 })).toBe(true);
    expect(index.crossesWall({ x: 0, y: 100 }, { x: 1_000_000, y: 100 })).toBe(false);
    expect(createWallIndex([]).crossesWall({ x: 0, y: 0 }, { x: 1_000_000, y: 1_000_000 })).toBe(false);
  });
});

describe("other caps", () => {
  it("refuses a roll of more than 40 dice", () => {
    expect(parseDice("40d6").count).toBe(40);
    expect(errorOf(() => parseDice("41d6")).key).toBe("WARGAME.Error.Limit.Dice");
  });

  it("refuses a scenario file over a million characters before parsing it", () => {
    expect(errorOf(() => checkScenarioText("#".repeat(LIMITS.scenarioCharacters + 1), "big.yml")).key).toBe(
      "WARGAME.Error.Limit.ScenarioSize",
    );
  });

  // Before: a 603 KB file holding one list took 1.9 s and 400 MB to parse, though under the size cap.
  // The text is valid YAML, so only a count made before parsing gives this error (its speed is a
  // row of `npm run bench`, bench/limits.ts).
  it("refuses a scenario file of more values than its cap before parsing it", () => {
    const list = `units: [${"0,".repeat(300_000)}0]`;
    const error = errorOf(() => parseScenarioText(list, "list.yml"));
    expect(error.key).toBe("WARGAME.Error.Limit.ScenarioNodes");
    expect(error.message).toBe("list.yml holds more than 150000 values; a scenario file holds at most 150000.");
    const atCap = `units: [${"0,".repeat(LIMITS.scenarioNodes - 2)}0]`;
    expect(checkScenarioText(atCap, "cap.yml")).toBe(atCap);
  });
});
