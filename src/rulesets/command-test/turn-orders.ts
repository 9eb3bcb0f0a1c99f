import type { Board } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { createCellGrid } from "@engine/grid/cell-grid";
import type { DecisionOption } from "@engine/session/types";
import { hasForage, isDisrupted, stacksIn, stacksOf } from "./board-stacks";
import { stackId, stackLabel } from "./state-helpers";
import { text } from "@engine/session/state-helpers";

/** An attack a side could order: one of its stacks against an enemy stack in a hex next to it. */
export type Order = { readonly option: DecisionOption; readonly from: Offset; readonly target: Offset };

/**
 * Every attack `side` could order against `enemy` on the board, by attacking hex then defending
 * hex; those Rule 10.1 forbids (a disrupted unit in the stack, a forage marker) with the reason.
 * An order's option id is "<attacking hex>><defending hex>", e.g. "2,3>2,4".
 */
export function ordersOf(board: Board, side: string, enemy: string): Order[] {
  const grid = createCellGrid(board.grid);
  const stacks = stacksOf(board, grid);
  return stacks
    .filter((stack) => stack.side === side)
    .flatMap((stack) => {
      const targets = grid
        .neighbours(stack.cell)
        .flatMap((cell) => stacksIn(stacks, grid, cell).filter((other) => other.side === enemy))
        .sort((a, b) => a.cell.i - b.cell.i || a.cell.j - b.cell.j);
      const reason = hasForage(stack)
        ? text("WARGAME.CommandTest.Reason.Forage")
        : stack.units.some(isDisrupted)
          ? text("WARGAME.CommandTest.Reason.Disrupted")
          : undefined;
      return targets.map((target): Order => {
        const base = {
          id: `${stackId(stack.cell)}>${stackId(target.cell)}`,
          labelKey: "WARGAME.CommandTest.Option.Order",
          data: { stack: stackLabel(stack), target: stackLabel(target) },
        };
        const option = reason === undefined ? { ...base, legal: true } : { ...base, legal: false, reason };
        return { option, from: stack.cell, target: target.cell };
      });
    });
}
