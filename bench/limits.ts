import type { Board } from "../src/engine/board/types";
import { validateBoard } from "../src/engine/board/validate-board";
import { LIMITS } from "../src/engine/limits";
import { consolidationCells } from "../src/engine/movement/grid/consolidation";
import { createGridMoveContext } from "../src/engine/movement/grid/grid-move-context";
import { planRetreat } from "../src/engine/movement/grid/retreat";
import { planWithdrawal } from "../src/engine/movement/grid/withdrawal";
import { parseScenarioText } from "../src/engine/scenario/scenario-text";
import { parseChangeRequest } from "../src/foundry/gm/parse-requests";
import type { BenchRow } from "./bench-row";
import { medianTime, type Repeat } from "./timing";

/**
 * The engine at its caps (src/engine/LIMITS.md): each call at the cap against the same call at a
 * tenth of it (the baseline), on an open board where nothing stops the search. The candidate
 * column is what the 1-second budget is about; the ratio shows how the cost grows toward the cap.
 */

const REPEAT: Repeat = { warmup: 1, min: 3, max: 10, budgetMs: 3_000 };

function openBoard(kind: "square" | "hex-odd-r", move: number): Board {
  return validateBoard({
    grid: { kind, size: 100, distance: 1, units: "km", diagonals: "equidistant" },
    units: [
      { id: "R", side: "blue", footprint: { kind: "cells", cells: [{ i: 0, j: 0 }] }, facing: 0, move },
      { id: "A", side: "red", footprint: { kind: "cells", cells: [{ i: 0, j: 1 }] }, facing: 0, move: 4 },
    ],
  });
}

function row(name: string, atTenth: () => unknown, atCap: () => unknown): BenchRow {
  const baselineMs = medianTime(() => atTenth(), REPEAT);
  const candidateMs = medianTime(() => atCap(), REPEAT);
  return {
    name,
    baselineMs,
    candidateMs,
    ratio: baselineMs / candidateMs,
    note: candidateMs <= 1000 ? "within 1 s" : "OVER 1 s",
  };
}

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let k = 0; k < depth; k++) value = [value];
  return value;
}

export function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const tenth = Math.round(LIMITS.gridMove / 10);
  for (const kind of ["square", "hex-odd-r"] as const) {
    const small = createGridMoveContext(openBoard(kind, tenth));
    const big = createGridMoveContext(openBoard(kind, LIMITS.gridMove));
    rows.push(
      row(
        `${kind} retreat, move ${LIMITS.gridMove} (baseline ${tenth})`,
        () => planRetreat(small, { unitId: "R" }),
        () => planRetreat(big, { unitId: "R" }),
      ),
    );
    rows.push(
      row(
        `${kind} withdrawal, allowance ${LIMITS.gridMove}`,
        () => planWithdrawal(small, { unitId: "R" }),
        () => planWithdrawal(big, { unitId: "R" }),
      ),
    );
    rows.push(
      row(
        `${kind} consolidation, ${LIMITS.steps} steps (baseline 2)`,
        () => consolidationCells(small, { unitId: "R", cells: 2 }),
        () => consolidationCells(big, { unitId: "R", cells: LIMITS.steps }),
      ),
    );
  }
  const request = (combat: unknown) => () => {
    try {
      parseChangeRequest({ requesterId: "p1", changes: { sceneId: "s" }, combat });
    } catch {
      // Refused, as it must be: the bench times how fast.
    }
  };
  rows.push(
    row("GM request 100,000 deep, refused (baseline 10,000)", request(nested(10_000)), request(nested(100_000))),
  );
  // A file of twice the values the cap allows is refused by a count made before parsing: against
  // parsing a tenth of the cap (a 603 KB list took 1.9 s and 400 MB to parse before the count).
  const values = (count: number) => `units: [${"0,".repeat(count - 1)}0]`;
  const over = values(2 * LIMITS.scenarioNodes);
  const tenthFile = values(LIMITS.scenarioNodes / 10);
  const scenario = (text: string) => () => {
    try {
      parseScenarioText(text, "bench.yml");
    } catch {
      // The file over the cap is refused, as it must be: the bench times how fast.
    }
  };
  rows.push(
    row(
      `scenario file of ${(2 * LIMITS.scenarioNodes).toLocaleString("en")} values, refused (baseline: ${(LIMITS.scenarioNodes / 10).toLocaleString("en")} parsed)`,
      scenario(tenthFile),
      scenario(over),
    ),
  );
  return Promise.resolve(rows);
}
