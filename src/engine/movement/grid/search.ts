import type { Offset } from "@engine/model/coordinates";
import { MinHeap } from "./min-heap";
import { endObstacle, entryObstacle, stepExtra, type Mover } from "./mover";
import type { GridQueries } from "./grid-queries";
import { stepLength, stepNeighbours, type Parity } from "./step-length";

/**
 * How far a move may go: `steps` cell-to-cell steps whatever they cost (impassable terrain, walls
 * and forbidden zones still stop it), or an `allowance` the cost of the steps may not exceed (a
 * step costs its length, as step-length.ts says, plus its terrain and zone-of-control extras).
 */
export type MoveLimit = { readonly steps: number } | { readonly allowance: number };

/** Allowances are met within this, so that sums of √2 steps reach the allowance they should. */
export const COST_TOLERANCE = 1e-9;

/** A position the search reached, with the cheapest way there. */
export interface Reached {
  readonly anchor: Offset;
  readonly cells: readonly Offset[];
  readonly steps: number;
  /** Lengths plus extras of the steps taken: what an allowance pays. */
  readonly cost: number;
  /** Lengths of the steps taken, in cells as the grid measures them. */
  readonly length: number;
  readonly parity: Parity;
  readonly prev: Reached | null;
  /** When the search settled it (0 for the start): a fixed tie-break. */
  readonly order: number;
}

export interface SearchOptions {
  readonly limit: MoveLimit;
  /** A further condition on a step (a retreat's "further from the enemy"). */
  readonly stepAllowed?: (from: Reached, to: readonly Offset[]) => boolean;
  /** Whether the search may go on from a position (a charge stops at contact). */
  readonly expand?: (at: Reached) => boolean;
}

/** A position in the heap; `order` is set when it is settled. */
interface Node {
  readonly anchor: Offset;
  readonly cells: readonly Offset[];
  readonly steps: number;
  readonly cost: number;
  readonly length: number;
  readonly parity: Parity;
  readonly prev: Reached | null;
  order: number;
  readonly seq: number;
}

/**
 * Every position the unit's block can reach under the limit, each by its cheapest path (Dijkstra
 * on cost), in the order settled, the start first. A position is the anchor cell with, under a
 * steps limit, the number of steps taken (a retreat of exactly N steps needs that), and under an
 * alternating diagonal rule the diagonal parity. Equally cheap paths: the one pushed first wins,
 * and neighbours are pushed in the grid's fixed clockwise order from east, so the result depends
 * on nothing but the board and the request.
 */
export function searchMoves(q: GridQueries, mover: Mover, options: SearchOptions): Reached[] {
  const { limit } = options;
  const maxSteps = "steps" in limit ? limit.steps : Infinity;
  const allowance = "allowance" in limit ? limit.allowance + COST_TOLERANCE : Infinity;
  // Positions as numbers (cell key and parity), one table per number of steps under a steps limit.
  const layers: { readonly best: Map<number, number>; readonly settled: Set<number> }[] = [];
  const layerOf = (steps: number) => {
    const n = "steps" in limit ? steps : 0;
    let layer = layers[n];
    if (layer === undefined) {
      layer = { best: new Map(), settled: new Set() };
      layers[n] = layer;
    }
    return layer;
  };

  const heap = new MinHeap<Node>((a, b) => a.cost - b.cost || a.seq - b.seq);
  const out: Reached[] = [];
  let seq = 0;
  const anchor = mover.block.anchor;
  heap.push({
    anchor,
    cells: mover.block.cellsAt(anchor),
    steps: 0,
    cost: 0,
    length: 0,
    parity: 0,
    prev: null,
    order: 0,
    seq: seq++,
  });

  for (let node = heap.pop(); node !== undefined; node = heap.pop()) {
    const here = layerOf(node.steps);
    const key = q.grid.key(node.anchor) * 2 + node.parity;
    if (here.settled.has(key)) continue;
    here.settled.add(key);
    node.order = out.length;
    out.push(node);
    if (node.steps >= maxSteps || (options.expand !== undefined && !options.expand(node))) continue;
    const next = layerOf(node.steps + 1);
    for (const cell of stepNeighbours(q.grid, node.anchor)) {
      const step = stepLength(q.grid.spec, node.anchor, cell, node.parity);
      const nextKey = q.grid.key(cell) * 2 + step.parity;
      if (next.settled.has(nextKey) || node.cost + step.length > allowance) continue;
      const to = mover.block.cellsAt(cell);
      if (options.stepAllowed !== undefined && !options.stepAllowed(node, to)) continue;
      if (entryObstacle(q, mover, node.cells, to) !== null) continue;
      const cost = node.cost + step.length + stepExtra(q, mover, node.cells, to);
      if (cost > allowance || (next.best.get(nextKey) ?? Infinity) <= cost) continue;
      next.best.set(nextKey, cost);
      heap.push({
        anchor: cell,
        cells: to,
        steps: node.steps + 1,
        cost,
        length: node.length + step.length,
        parity: step.parity,
        prev: node,
        order: 0,
        seq: seq++,
      });
    }
  }
  return out;
}

/** The anchors from the start to the position. */
export function anchorsOf(at: Reached): Offset[] {
  const anchors: Offset[] = [];
  for (let r: Reached | null = at; r !== null; r = r.prev) anchors.push(r.anchor);
  return anchors.reverse();
}

/** The positions of the block along the way, from the start. */
export function positionsOf(at: Reached): (readonly Offset[])[] {
  const positions: (readonly Offset[])[] = [];
  for (let r: Reached | null = at; r !== null; r = r.prev) positions.push(r.cells);
  return positions.reverse();
}

/** Whether a move may end at the position (the start always may: the unit does not move). */
export function mayEnd(q: GridQueries, mover: Mover, at: Reached): boolean {
  return at.steps === 0 || endObstacle(q, mover, at.cells) === null;
}
