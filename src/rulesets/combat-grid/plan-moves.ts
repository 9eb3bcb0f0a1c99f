import type { Board, Unit } from "@engine/board/types";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import { gridPhasePlanner } from "@engine/movement/grid/grid-phase";
import { planRetreat } from "@engine/movement/grid/retreat";
import { planReturn } from "@engine/movement/grid/return";
import { planGroup } from "@engine/movement/group";
import type { MovePlan } from "@engine/movement/move-plan";
import type { CombatGridMove } from "./state";

/**
 * The moves a combat's result asks for, as one phase on the board after its effects: attackers
 * return to the squares they came from; retreating units go the option's number of squares away
 * from the enemy's square, never into an enemy zone of control. A unit that cannot go is
 * eliminated. The attackers sharing the contested square are what a defender retreats from: their
 * zones do not hold it there (else every evasion would eliminate it, where the text offers
 * evasion as a way to take losses as retreats). Statuses (tipped) are the session's effects, not the plan's.
 */
export function planMoves(board: Board, requests: readonly CombatGridMove[]): MovePlan {
  if (requests.length === 0) return { moves: [], events: [] };
  const context = createGridMoveContext(board);
  const planner = gridPhasePlanner(context, (q, request: CombatGridMove) =>
    request.kind === "return"
      ? planReturn(q, { unitId: request.unitId, to: request.to })
      : planRetreat(q, {
          unitId: request.unitId,
          awayFrom: request.awayFrom,
          ...(request.cells === undefined ? {} : { cells: request.cells }),
          zocExempt: sharingCellsWith(q.unit(request.unitId)),
        }),
  );
  return planGroup(planner, requests);
}

/** Whether an enemy stands in one of the unit's cells (the contested square). */
function sharingCellsWith(unit: Unit | undefined): (enemy: Unit) => boolean {
  const cells = new Set(unit?.footprint.kind === "cells" ? unit.footprint.cells.map((c) => `${c.i},${c.j}`) : []);
  return (enemy) => enemy.footprint.kind === "cells" && enemy.footprint.cells.some((c) => cells.has(`${c.i},${c.j}`));
}
