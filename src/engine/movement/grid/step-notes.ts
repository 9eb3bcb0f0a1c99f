import type { Offset } from "@engine/model/coordinates";
import type { CellRefusal, MoveNote } from "../move-plan";
import type { GridQueries } from "./grid-queries";
import { entryObstacle, stepExtra, type Mover, type Obstacle } from "./mover";
import { COST_TOLERANCE, type Reached, type SearchOptions } from "./search";
import { stepLength, stepNeighbours } from "./step-length";

/** Steps after the first whose single way out is noted, at most (a long retreat along a corridor says so once it matters). */
const FORCED_LIMIT = 6;

export function cellRefusal(q: GridQueries, obstacle: Obstacle): CellRefusal {
  switch (obstacle.kind) {
    case "impassable":
      return { kind: "terrain", terrain: obstacle.terrain };
    case "zoc":
      return { kind: "zoc", otherId: obstacle.otherId, side: q.unit(obstacle.otherId)?.side ?? "" };
    default:
      return obstacle;
  }
}

/**
 * Why the search could not step from `at` to the neighbour anchor `next` (null: it could), checked
 * as `searchMoves` does. A cell both in a zone of control and not further from the enemy says the
 * latter: it is the retreat's own rule.
 */
function refusalAt(
  q: GridQueries,
  mover: Mover,
  at: Reached,
  next: Offset,
  options: SearchOptions,
): CellRefusal | null {
  const to = mover.block.cellsAt(next);
  const obstacle = entryObstacle(q, mover, at.cells, to);
  if (obstacle !== null && obstacle.kind !== "zoc") return cellRefusal(q, obstacle);
  if (options.stepAllowed !== undefined && !options.stepAllowed(at, to)) return { kind: "not-away" };
  if (obstacle !== null) return cellRefusal(q, obstacle);
  if ("allowance" in options.limit) {
    const cost =
      at.cost + stepLength(q.grid.spec, at.anchor, next, at.parity).length + stepExtra(q, mover, at.cells, to);
    if (cost > options.limit.allowance + COST_TOLERANCE) return { kind: "too-far" };
  }
  return null;
}

/** The neighbour cells of `at` refused for step `step`, each with why, and the ones left open. */
function stepFrom(
  q: GridQueries,
  mover: Mover,
  at: Reached,
  step: number,
  options: SearchOptions,
): { refused: MoveNote[]; open: Offset[] } {
  const refused: MoveNote[] = [];
  const open: Offset[] = [];
  for (const next of stepNeighbours(q.grid, at.anchor)) {
    const why = refusalAt(q, mover, at, next, options);
    if (why === null) open.push(next);
    else refused.push({ kind: "refused", step, cell: next, why });
  }
  return { refused, open };
}

/** Why no step at all was possible from where the unit stands: each neighbour refused. */
export function refusedFromStart(q: GridQueries, mover: Mover, start: Reached, options: SearchOptions): MoveNote[] {
  return stepFrom(q, mover, start, 1, options).refused;
}

/**
 * Why the path to `end` goes where it goes: the neighbours refused at the first step, with why,
 * and the later steps where one way only was open (at most FORCED_LIMIT of them), with what
 * closed the others (those not further from the enemy aside: they only point back).
 */
export function pathNotes(q: GridQueries, mover: Mover, end: Reached, options: SearchOptions): MoveNote[] {
  const path: Reached[] = [];
  for (let r: Reached | null = end; r !== null; r = r.prev) path.unshift(r);
  const notes: MoveNote[] = [];
  let forced = 0;
  for (let k = 0; k + 1 < path.length; k++) {
    const at = path[k];
    const taken = path[k + 1];
    if (at === undefined || taken === undefined) break;
    const { refused, open } = stepFrom(q, mover, at, k + 1, options);
    if (k === 0) notes.push(...refused);
    if (k > 0 && open.length === 1 && forced < FORCED_LIMIT) {
      forced++;
      notes.push(
        { kind: "forced", step: k + 1, cell: taken.anchor },
        ...refused.filter((note) => note.kind !== "refused" || note.why.kind !== "not-away"),
      );
    } else if (k === 0 && open.length === 1) notes.push({ kind: "forced", step: 1, cell: taken.anchor });
  }
  return notes;
}
