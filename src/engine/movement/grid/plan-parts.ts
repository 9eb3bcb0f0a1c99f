import { sameLevel } from "@engine/board/levels";
import type { Unit } from "@engine/board/types";
import type { Offset, Point } from "@engine/model/coordinates";
import { footprintCenter } from "@engine/grid/footprint";
import type { BlockCause, MoveEvent, MovePlan, UnitMove } from "../move-plan";
import type { GridQueries } from "./grid-queries";
import type { Mover } from "./mover";

/** What the rules say happens to a unit with no legal retreat. */
export type NoRetreatOutcome = "eliminated" | "surrender" | "step-loss";
export const NO_RETREAT_OUTCOMES = [
  "eliminated",
  "surrender",
  "step-loss",
] as const satisfies readonly NoRetreatOutcome[];

/** Outcomes that take the unit off the board (a step loss leaves it where it is). */
const REMOVING: readonly NoRetreatOutcome[] = ["eliminated", "surrender"];

/** The pixel centre of a block: the mean of its cells' centres. */
function blockCenter(q: GridQueries, cells: readonly Offset[]): Point {
  return footprintCenter({ footprint: { kind: "cells", cells }, facing: 0 }, q.grid);
}

/**
 * A unit's move through block positions (start first). `cells` lists the anchors (for a
 * one-cell unit, the cells stepped through); the facing is kept.
 */
function unitMoveOf(
  q: GridQueries,
  unit: Unit,
  positions: readonly (readonly Offset[])[],
  anchors: readonly Offset[],
  length: number,
): UnitMove {
  const last = positions[positions.length - 1] ?? [];
  return {
    unitId: unit.id,
    path: positions.map((cells) => blockCenter(q, cells)),
    cells: anchors,
    footprint: { kind: "cells", cells: last },
    facing: unit.facing,
    distance: length,
  };
}

function sameCell(a: Offset, b: Offset): boolean {
  return a.i === b.i && a.j === b.j;
}

/** Friends in the cells the unit moves through but neither starts nor ends in, in path order. */
export function passedThroughEvents(
  q: GridQueries,
  unit: Unit,
  positions: readonly (readonly Offset[])[],
): MoveEvent[] {
  const first = positions[0] ?? [];
  const last = positions[positions.length - 1] ?? [];
  const seen = new Set<string>();
  const events: MoveEvent[] = [];
  for (const cells of positions.slice(1, -1)) {
    for (const cell of cells) {
      if (first.some((c) => sameCell(c, cell)) || last.some((c) => sameCell(c, cell))) continue;
      for (const id of q.unitsInCell(cell)) {
        const other = q.unit(id);
        if (id === unit.id || seen.has(id) || other?.side !== unit.side || !sameLevel(other, unit)) continue;
        seen.add(id);
        events.push({ kind: "passed-through", unitId: unit.id, otherId: id });
      }
    }
  }
  return events;
}

/** The enemies on its level a unit on these cells is in contact with (sharing or touching a cell), sorted by id. */
export function enemiesInContact(q: GridQueries, unit: Unit, cells: readonly Offset[]): string[] {
  const found = new Set<string>();
  for (const cell of cells) {
    for (const near of [cell, ...q.grid.neighbours(cell, q.contactDiagonals)]) {
      for (const id of q.unitsInCell(near)) {
        const other = q.unit(id);
        if (id !== unit.id && other !== undefined && other.side !== unit.side && sameLevel(other, unit)) found.add(id);
      }
    }
  }
  return [...found].sort();
}

export function contactEvents(q: GridQueries, unit: Unit, cells: readonly Offset[]): MoveEvent[] {
  return enemiesInContact(q, unit, cells).map((otherId) => ({ kind: "contact", unitId: unit.id, otherId }));
}

/** `blocked` with the ruleset's outcome, and `removed` when the outcome takes the unit off the board. */
export function outcomeEvents(
  unitId: string,
  cause: BlockCause,
  outcome: NoRetreatOutcome,
  otherId?: string,
): MoveEvent[] {
  const blocked: MoveEvent =
    otherId === undefined
      ? { kind: "blocked", unitId, cause, outcome }
      : { kind: "blocked", unitId, cause, otherId, outcome };
  return REMOVING.includes(outcome) ? [blocked, { kind: "removed", unitId, reason: outcome }] : [blocked];
}

export function removesUnit(outcome: NoRetreatOutcome): boolean {
  return REMOVING.includes(outcome);
}

/** A status event adding the statuses, or nothing when there are none. */
export function statusEvents(unitId: string, add: readonly string[] | undefined): MoveEvent[] {
  return add === undefined || add.length === 0 ? [] : [{ kind: "status", unitId, add: [...add], remove: [] }];
}

/** The plan of one mover that went through `positions`, with the events met on the way and at the end. */
export function movedPlan(
  q: GridQueries,
  mover: Mover,
  positions: readonly (readonly Offset[])[],
  anchors: readonly Offset[],
  length: number,
  events: readonly MoveEvent[] = [],
): MovePlan {
  const unit = mover.unit;
  const end = positions[positions.length - 1] ?? [];
  return {
    moves: [unitMoveOf(q, unit, positions, anchors, length)],
    events: [...passedThroughEvents(q, unit, positions), ...events, ...contactEvents(q, unit, end)],
  };
}
