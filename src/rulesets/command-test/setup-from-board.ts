import { ownerOf } from "@engine/validation/field-errors";
import { readOffset, readRecord } from "@engine/validation/read-fields";
import type { Board } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { createCellGrid } from "@engine/grid/cell-grid";
import { isHexKind } from "@engine/grid/hex";
import { type BoardStack, stackInput, stacksIn, stacksOf } from "./board-stacks";
import { commandTestError } from "./errors";
import { type CommandTestSetup, validateSetup } from "./setup";

const SELECTION = ownerOf("Combat", "combat", undefined);

/**
 * An attack order read off a hex board. The selection says what the board cannot: `from` (the
 * attacking stack's hex), `target` (the defending stack's hex), optionally `units` (the ids
 * ordered to attack; default all of the stack), `chits` (each side's command chits left for the
 * turn) and `options`. Stacks are the units of one side in one hex; the supporting stacks are
 * each side's other stacks next to the target. Statuses "disrupted" and "forage" are read from
 * the units (see statuses.ts).
 */
export function setupFromBoard(board: Board, selection: unknown): CommandTestSetup {
  const fields = readRecord(selection, SELECTION, "combat");
  if (!isHexKind(board.grid.kind)) throw commandTestError("NotHex", { got: board.grid.kind });
  const grid = createCellGrid(board.grid);
  const from = readOffset(fields["from"], SELECTION, "from");
  const target = readOffset(fields["target"], SELECTION, "target");
  const stacks = stacksOf(board, grid);
  const attacking = onlyStack(stacksIn(stacks, grid, from), "from", from, () =>
    commandTestError("EmptyStack", { field: "from", i: from.i, j: from.j }),
  );
  const enemies = stacksIn(stacks, grid, target).filter((stack) => stack.side !== attacking.side);
  const noEnemy = () =>
    commandTestError("NoEnemy", { field: "target", i: target.i, j: target.j, side: attacking.side });
  const defending = onlyStack(enemies, "target", target, noEnemy);
  const fromKey = grid.key(from);
  const near = grid
    .neighbours(target)
    .filter((cell) => grid.key(cell) !== fromKey)
    .flatMap((cell) => stacksIn(stacks, grid, cell));
  return validateSetup({
    grid: board.grid,
    attacking: stackInput(attacking),
    ...(fields["units"] === undefined ? {} : { ordered: fields["units"] }),
    defending: stackInput(defending),
    supports: {
      attacker: sideStacks(near, attacking.side).map(stackInput),
      defender: sideStacks(near, defending.side).map(stackInput),
    },
    ...(fields["chits"] === undefined ? {} : { chits: fields["chits"] }),
    ...(fields["options"] === undefined ? {} : { options: fields["options"] }),
  });
}

function onlyStack(stacks: readonly BoardStack[], field: string, cell: Offset, none: () => Error): BoardStack {
  const [stack, other] = stacks;
  if (stack === undefined) throw none();
  if (other !== undefined)
    throw commandTestError("MixedStack", { field, i: cell.i, j: cell.j, got: stacks.map((s) => s.side).join(", ") });
  return stack;
}

function sideStacks(stacks: readonly BoardStack[], side: string): BoardStack[] {
  return stacks.filter((stack) => stack.side === side);
}
