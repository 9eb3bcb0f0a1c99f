import { firstCell } from "@engine/board/first-cell";
import type { Board, Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";
import { STATUS } from "./statuses";

/** A side's units in one hex of the board. */
export type BoardStack = { readonly cell: Offset; readonly side: string; readonly units: readonly Unit[] };

/** The stacks on a hex board, derived from where the units stand: by row, column, then side. */
export function stacksOf(board: Board, grid: CellGrid): BoardStack[] {
  const stacks = new Map<string, { cell: Offset; side: string; units: Unit[] }>();
  for (const unit of board.units) {
    const cell = firstCell(unit);
    if (cell === null) continue;
    const key = `${grid.key(cell)}:${unit.side}`;
    const found = stacks.get(key);
    if (found === undefined) stacks.set(key, { cell, side: unit.side, units: [unit] });
    else found.units.push(unit);
  }
  return [...stacks.values()].sort(
    (a, b) => a.cell.i - b.cell.i || a.cell.j - b.cell.j || (a.side < b.side ? -1 : a.side > b.side ? 1 : 0),
  );
}

/** The stacks in one hex (one per side there). */
export function stacksIn(stacks: readonly BoardStack[], grid: CellGrid, cell: Offset): BoardStack[] {
  const key = grid.key(cell);
  return stacks.filter((stack) => grid.key(stack.cell) === key);
}

export function isDisrupted(unit: Unit): boolean {
  return unit.status.includes(STATUS.disrupted);
}

/** A stack is under a forage marker when any of its units shows it. */
export function hasForage(stack: BoardStack): boolean {
  return stack.units.some((unit) => unit.status.includes(STATUS.forage));
}

/** The stack as `validateSetup` reads it. */
export function stackInput(stack: BoardStack) {
  return {
    cell: stack.cell,
    side: stack.side,
    forage: hasForage(stack),
    units: stack.units.map((unit) => ({ id: unit.id, name: unit.name, data: unit.data, disrupted: isDisrupted(unit) })),
  };
}
