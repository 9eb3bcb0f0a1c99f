import type { Board, Unit, Wall } from "../src/engine/board/types";
import type { Footprint } from "../src/engine/model/footprint";
import type { Point } from "../src/engine/model/coordinates";
import { facingVector } from "../src/engine/geometry/facing";
import { add, scale } from "../src/engine/geometry/vector";
import { footprintsOverlap } from "../src/engine/grid/footprint";
import { planFlee, type FleeRules } from "../src/engine/movement/gridless/flee";
import { DOWNED } from "../src/engine/movement/gridless/rules";
import { createGridlessWorld, type GridlessWorld } from "../src/engine/movement/gridless/world";
import type { MovePlan } from "../src/engine/movement/move-plan";
import { nextRandom } from "../src/engine/session/prng";
import type { BenchRow } from "./bench-row";
import { cpuClock } from "./timing";

/**
 * Gridless flees on a seeded scene of 500 units and 5,000 wall segments: the planner on its
 * spatial hashes (units, walls, areas), against the same planner in its "exhaustive" search,
 * which tests every wall and every unit for every heading it tries. Both must give the same plans.
 */

const UNITS = 500;
const WALLS = 5000;
/** The table: 120" square at 50 px per inch. */
const PX_PER_INCH = 50;
const SPAN = 120 * PX_PER_INCH;
/**
 * Fleeing units, each planned on its own: recoil 2", turn about, then its move (8") in 1° steps.
 * A flee hemmed in by walls tries all 181 headings; exhaustively that is about a second each.
 */
const FLEES = 8;

const RULES: FleeRules = {
  recoil: 2,
  maxMove: 12,
  terrain: { impassable: ["impassable"], difficult: ["difficult"], barrier: ["hedge"] },
  crossing: { dice: "1d6", target: 4 },
  blocked: DOWNED,
};

/** Units on random spots (none overlapping), sides alternating, figures of 1" round or 1" × 0.8" bases; short walls, 90% blocking movement. */
export function seededScene(seed: number): Board {
  let state = seed;
  const random = (): number => {
    const next = nextRandom(state);
    state = next.state;
    return next.value;
  };
  const units: Unit[] = [];
  while (units.length < UNITS) {
    const center = { x: random() * SPAN, y: random() * SPAN };
    const footprint: Footprint =
      random() < 0.5 ? { kind: "circle", center, radius: 25 } : { kind: "rect", center, width: 50, depth: 40 };
    const n = units.length;
    const unit: Unit = {
      id: `u${n}`,
      name: `u${n}`,
      side: n % 2 === 0 ? "blue" : "red",
      footprint,
      facing: Math.floor(random() * 360),
      move: 8,
      status: [],
      data: {},
    };
    if (units.every((other) => !footprintsOverlap(unit, other))) units.push(unit);
  }
  const walls: Wall[] = [];
  for (let n = 0; n < WALLS; n++) {
    const a = { x: random() * SPAN, y: random() * SPAN };
    const angle = random() * 2 * Math.PI;
    const length = 20 + random() * 100;
    walls.push({
      id: `w${n}`,
      a,
      b: { x: a.x + length * Math.cos(angle), y: a.y + length * Math.sin(angle) },
      blocksMove: random() < 0.9,
      blocksSight: false,
    });
  }
  return {
    grid: { kind: "gridless", size: PX_PER_INCH, distance: 1, units: "in", diagonals: "equidistant" },
    units,
    terrain: { walls, areas: [] },
  };
}

/** Each fleeing unit flees from a point just in front of it (its victor). */
function flees(world: GridlessWorld, fleeing: readonly Unit[]): MovePlan[] {
  return fleeing.map((unit) => {
    const center = unit.footprint.kind === "cells" ? { x: 0, y: 0 } : unit.footprint.center;
    const from: Point = add(center, scale(facingVector(unit.facing), 40));
    return planFlee(world, { ...RULES, unitId: unit.id, from });
  });
}

/** The median of `runs` (at least one) timings of f in CPU milliseconds (`cpuClock`), after an untimed warm-up run when `warm`; and f's result. */
function time<T>(runs: number, f: () => T, warm = true): { ms: number; result: T } {
  if (warm) f();
  const timed = (): { ms: number; result: T } => {
    const start = cpuClock();
    const result = f();
    return { ms: cpuClock() - start, result };
  };
  const first = timed();
  const all = [first];
  for (let n = 1; n < runs; n++) all.push(timed());
  all.sort((a, b) => a.ms - b.ms);
  return { ms: (all[Math.floor(all.length / 2)] ?? first).ms, result: first.result };
}

/** The bench's rows (synchronous work, given as a promise as every bench module does). */
export function run(): Promise<BenchRow[]> {
  const board = seededScene(20_240_611);
  const fleeing = board.units.filter((_, n) => n % Math.floor(UNITS / FLEES) === 0).slice(0, FLEES);
  const exhaustive = createGridlessWorld(board, { search: "exhaustive" });
  const baseline = time(1, () => flees(exhaustive, fleeing), false);
  const indexed = createGridlessWorld(board);
  const prepared = time(15, () => flees(indexed, fleeing));
  const fresh = time(7, () => flees(createGridlessWorld(board), fleeing));
  const built = time(7, () => createGridlessWorld(board));

  const expected = JSON.stringify(baseline.result);
  if (JSON.stringify(prepared.result) !== expected || JSON.stringify(fresh.result) !== expected) {
    throw new Error("movement-gridless bench: the indexed and exhaustive planners disagree");
  }
  const turned = baseline.result.filter((plan) => plan.events.some((e) => e.kind === "deflected")).length;
  const scene = `${UNITS} units, ${WALLS} walls, ${FLEES} flees (${turned} turned aside)`;
  return Promise.resolve([
    {
      name: "gridless flees, world prepared once",
      baselineMs: baseline.ms,
      candidateMs: prepared.ms,
      ratio: baseline.ms / prepared.ms,
      note: `${scene}; same plans`,
    },
    {
      name: "gridless flees, world prepared for the phase",
      baselineMs: baseline.ms,
      candidateMs: fresh.ms,
      ratio: baseline.ms / fresh.ms,
      note: `preparing the world alone: ${built.ms.toFixed(1)} ms`,
    },
  ]);
}
