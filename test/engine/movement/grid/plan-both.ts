import { expect } from "vitest";
import type { Board } from "@engine/board/types";
import type { BoardIndexSettings } from "@engine/board/board-index-options";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import type { GridQueries } from "@engine/movement/grid/grid-queries";
import { naiveGridContext } from "./naive-grid-queries";

/** Runs a planner on the indexed context and on the naive oracle, checks they agree, and gives the answer. */
export function planBoth<T>(board: Board, plan: (q: GridQueries) => T, settings: BoardIndexSettings = {}): T {
  const indexed = plan(createGridMoveContext(board, settings));
  expect(plan(naiveGridContext(board, settings))).toEqual(indexed);
  return indexed;
}
