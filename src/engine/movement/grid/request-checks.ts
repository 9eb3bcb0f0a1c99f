import type { Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { gridMoveError } from "./grid-move-errors";
import { requireNonNegative, requireWhole } from "./grid-move-rules";
import type { MoveLimit } from "./search";
import { checkMoveLimit, MOVE_REQUEST, checkStepsLimit, LIMITS } from "@engine/limits";

/** The cell, checked to have whole-number i and j. */
export function requireCell(cell: Offset, field: string): Offset {
  if (!(typeof cell === "object" && cell !== null && Number.isInteger(cell.i) && Number.isInteger(cell.j))) {
    throw gridMoveError("NotCell", { field, got: String(JSON.stringify(cell)) });
  }
  return cell;
}

/** How a request may limit a move: a number of steps, or an allowance. */
export interface LimitRequest {
  /** Exactly this many cell-to-cell steps (see MoveLimit). */
  readonly cells?: number;
  /** Movement points (see MoveLimit). */
  readonly allowance?: number;
}

/** The request's limit, checked; neither given: an allowance of the unit's `move`. */
export function limitOf(request: LimitRequest, unit: Unit): MoveLimit {
  if (request.cells !== undefined && request.allowance !== undefined) throw gridMoveError("TwoLimits");
  if (request.cells !== undefined) {
    requireWhole(request.cells, "cells", 0);
    return { steps: checkStepsLimit(request.cells, MOVE_REQUEST, "cells") };
  }
  const allowance = request.allowance ?? unit.move;
  const field = request.allowance === undefined ? "unit.move" : "allowance";
  requireNonNegative(allowance, field);
  return { allowance: checkMoveLimit(allowance, MOVE_REQUEST, field, LIMITS.gridMove) };
}

export function checkChoice<T extends string>(value: T, choices: readonly T[], field: string): T {
  if (!choices.includes(value))
    throw gridMoveError("UnknownChoice", { field, choices: choices.join(", "), got: String(value) });
  return value;
}
