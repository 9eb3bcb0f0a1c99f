import type { Board, Unit, Wall } from "../src/engine/board/types";
import type { Offset } from "../src/engine/model/coordinates";
import { nextRandom } from "../src/engine/session/prng";
import { createGridMoveContext } from "../src/engine/movement/grid/grid-move-context";
import type { GridQueries } from "../src/engine/movement/grid/grid-queries";
import type { MovePlan } from "../src/engine/movement/move-plan";
import { planRetreat } from "../src/engine/movement/grid/retreat";
import { naiveGridContext } from "../test/engine/movement/grid/naive-grid-queries";
import type { BenchRow } from "./bench-row";
import { cpuClock } from "./timing";

/**
 * Grid retreats on a seeded hex board of 500 units and 5,000 wall segments: the planner on the
 * board index and spatial hashes, against the same planner on the naive queries, which test every
 * wall and every unit at each step. Both must give the same plans. For a phase, the board index is
 * built afresh (its units), while the walls' and areas' index is kept with the terrain object
 * (terrain-index.ts `terrainIndexOf`, with its table of the cell steps walls touch, filled as
 * planners ask); a third row builds that too, for a terrain never seen.
 */

const UNITS = 500;
const WALLS = 5000;
/** The board: 80 × 80 hexes of 100 px. */
const SPAN = 80;
const SIZE = 100;
/** Retreating units, each moving up to this allowance away from its nearest or adjacent enemies. */
const RETREATS = 60;
const ALLOWANCE = 4;

/** The bench's board: units on distinct random cells, sides alternating; short walls, 90% blocking movement. */
export function seededBoard(seed: number): Board {
  let state = seed;
  const random = (): number => {
    const next = nextRandom(state);
    state = next.state;
    return next.value;
  };
  const taken = new Set<string>();
  const units: Unit[] = [];
  while (units.length < UNITS) {
    const cell: Offset = { i: Math.floor(random() * SPAN), j: Math.floor(random() * SPAN) };
    const name = `${cell.i},${cell.j}`;
    if (taken.has(name)) continue;
    taken.add(name);
    const n = units.length;
    units.push({
      id: `u${n}`,
      name: `u${n}`,
      side: n % 2 === 0 ? "blue" : "red",
      footprint: { kind: "cells", cells: [cell] },
      facing: 0,
      move: ALLOWANCE,
      status: [],
      data: {},
    });
  }
  const walls: Wall[] = [];
  for (let n = 0; n < WALLS; n++) {
    const a = { x: random() * SPAN * SIZE, y: random() * SPAN * SIZE * 0.87 };
    const angle = random() * 2 * Math.PI;
    const length = 20 + random() * 60;
    walls.push({
      id: `w${n}`,
      a,
      b: { x: a.x + length * Math.cos(angle), y: a.y + length * Math.sin(angle) },
      blocksMove: random() < 0.9,
      blocksSight: false,
    });
  }
  return {
    grid: { kind: "hex-odd-r", size: SIZE, distance: 1, units: "km", diagonals: "equidistant" },
    units,
    terrain: { walls, areas: [] },
  };
}

function retreats(q: GridQueries, ids: readonly string[]): MovePlan[] {
  return ids.map((unitId) => planRetreat(q, { unitId, allowance: ALLOWANCE, rules: { stackingLimit: 2 } }));
}

/** The median of `runs` timings of f, in CPU milliseconds (`cpuClock`), and its last result. */
function time<T>(runs: number, f: () => T): { ms: number; result: T } {
  const times: number[] = [];
  let result = f();
  for (let n = 0; n < runs; n++) {
    const start = cpuClock();
    result = f();
    times.push(cpuClock() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] ?? 0, result };
}

/** The bench's rows (synchronous work, given as a promise as every bench module does). */
export function run(): Promise<BenchRow[]> {
  return Promise.resolve(measure());
}

function measure(): BenchRow[] {
  const board = seededBoard(20240613);
  const ids = board.units
    .filter((u) => u.side === "blue")
    .slice(0, RETREATS)
    .map((u) => u.id);

  const baseline = time(3, () => retreats(naiveGridContext(board), ids));
  const context = createGridMoveContext(board);
  const prepared = time(15, () => retreats(context, ids));
  const fresh = time(7, () => retreats(createGridMoveContext(board), ids));
  const built = time(7, () => createGridMoveContext(board));
  // A terrain object never indexed before (a copy of the same walls): its index is built too.
  const newTerrain = (): Board => ({ ...board, terrain: { ...board.terrain } });
  const cold = time(7, () => retreats(createGridMoveContext(newTerrain()), ids));
  const builtCold = time(7, () => createGridMoveContext(newTerrain()));

  const expected = JSON.stringify(baseline.result);
  if ([prepared, fresh, cold].some((candidate) => JSON.stringify(candidate.result) !== expected)) {
    throw new Error("movement-grid bench: the indexed and naive planners disagree");
  }
  const moved = baseline.result.filter((plan) => plan.moves.length > 0).length;
  const scene = `${UNITS} units, ${WALLS} walls, ${RETREATS} retreats (allowance ${ALLOWANCE}; ${moved} moved)`;
  return [
    {
      name: "grid retreats, index built once",
      baselineMs: baseline.ms,
      candidateMs: prepared.ms,
      ratio: baseline.ms / prepared.ms,
      note: `${scene}; same plans`,
    },
    {
      name: "grid retreats, index built for the phase",
      baselineMs: baseline.ms,
      candidateMs: fresh.ms,
      ratio: baseline.ms / fresh.ms,
      note: `units indexed afresh, the terrain's index kept with the terrain; building the context alone: ${built.ms.toFixed(1)} ms`,
    },
    {
      name: "grid retreats, index and terrain index built for the phase",
      baselineMs: baseline.ms,
      candidateMs: cold.ms,
      ratio: baseline.ms / cold.ms,
      note: `a terrain never indexed before; building the context alone: ${builtCold.ms.toFixed(1)} ms`,
    },
  ];
}
