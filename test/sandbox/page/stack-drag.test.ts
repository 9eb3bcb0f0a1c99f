import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { createCellGrid } from "@engine/grid/cell-grid";
import { parseScenarioText } from "@engine/scenario/scenario-text";
import { validateScenario } from "@engine/scenario/scenario";
import { stackDrop } from "@sandbox/page/stack-drag";
import { SHIPPED } from "../../rulesets/shipped";

// mill-crossing (hex-odd-r): the 1st Division and Ney share (2,3); (1,2) is empty.
const FILE = "scenarios/command-test/mill-crossing.yml";
const { board } = validateScenario(parseScenarioText(readFileSync(FILE, "utf8"), FILE), FILE, SHIPPED);
if (board.grid.kind === "gridless") throw new Error("mill-crossing is on a hex grid");
const grid = createCellGrid(board.grid);
const from = grid.center({ i: 2, j: 3 });
const to = grid.center({ i: 1, j: 2 });
// A little off the centre, as a hand lets go: it still snaps to (1,2).
const delta = { x: to.x - from.x + 7, y: to.y - from.y - 5 };
const at12 = { footprint: { kind: "cells", cells: [{ i: 1, j: 2 }] } };

describe("a drop in the sandbox", () => {
  it("takes the dragged counter's stack along to the same hex", () => {
    expect(stackDrop(board, grid, "ney", delta, false)).toEqual([
      { unitId: "ney", change: at12 },
      { unitId: "div-1", change: at12 },
    ]);
  });

  it("moves the counter alone when Shift took it out of its stack", () => {
    expect(stackDrop(board, grid, "ney", delta, true)).toEqual([{ unitId: "ney", change: at12 }]);
  });
});
