import type { Area, Board, Unit, Wall } from "../src/engine/board/types";
import type { Footprint } from "../src/engine/model/footprint";
import type { GridSpec } from "../src/engine/model/grid-spec";
import type { Offset, Point } from "../src/engine/model/coordinates";
import { createBoardIndex, type BoardIndex, type UnitMove } from "../src/engine/board/board-index";
import {
  resolveBoardIndexOptions,
  type BoardIndexOptions,
  type BoardIndexSettings,
} from "../src/engine/board/board-index-options";
import { validateBoard } from "../src/engine/board/validate-board";
import { LIMITS } from "../src/engine/limits";
import { NaiveBoard } from "../test/engine/board/naive-board";
import type { BenchRow } from "./bench-row";
import { seededRandom, type Random } from "./prng";
import { heapHeld } from "./heap";
import { medianTime, type Repeat } from "./timing";

/*
 * A token move on boards of 2,000 units (hex, square, gridless), each with walls (one for every
 * four units), a river that stops zones of control, and woods, and on monster boards at the caps
 * (10,000 units among 50,000 walls spread over 512 × 512 cells or their span in pixels):
 * - candidate: the index's incremental update plus the queries the move triggers (the moved
 *   unit's contacts, its zone — cells on a grid, units in it gridless — and whether it is in an
 *   enemy zone);
 * - baseline: the naive all-pairs code rebuilding everything from scratch (every contact pair,
 *   every side's zone cells on a grid or every unit's "in enemy zone" gridless), then the same
 *   queries. A second row times the naive code answering only the three queries.
 * At the caps the full naive recompute (every pair of 10,000 units) is left out: it takes minutes.
 * Also the time to build the index for 2,000 units against the naive full computation, and at the
 * caps against the same build at a tenth of them (with the heap it holds: the target is 0.5 s and
 * 256 MB).
 */

export type Kind = "hex" | "square" | "gridless";

const SETTINGS: BoardIndexSettings = {
  zoc: {
    radius: 1,
    exerts: (unit) => !unit.status.includes("broken"),
    stoppedByWalls: true,
    stoppedByAreaKinds: ["river"],
  },
};
const SIDES = ["red", "blue"] as const;
const MOVES = 512;

const FAST: Repeat = { warmup: 50, min: 100, max: 2000, budgetMs: 400 };
const SLOW: Repeat = { warmup: 1, min: 3, max: 15, budgetMs: 1500 };

function specOf(kind: Kind): GridSpec {
  switch (kind) {
    case "hex":
      return { kind: "hex-odd-r", size: 100, distance: 1, units: "km", diagonals: "equidistant" };
    case "square":
      return { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" };
    case "gridless":
      return { kind: "gridless", size: 100, distance: 1, units: "in", diagonals: "equidistant" };
  }
}

/** Cells across a grid board (or hundreds of pixels across a gridless one): about four per unit. */
function sideOf(count: number): number {
  return Math.ceil(Math.sqrt(4 * count));
}

/** Walls and the cells (hundreds of pixels gridless) their ends spread over, when not the default. */
export interface WallSpread {
  readonly count: number;
  readonly span: number;
}

export function randomBoard(kind: Kind, count: number, random: Random, spread?: WallSpread): Board {
  const grid = specOf(kind);
  const side = sideOf(count);
  const units = Array.from({ length: count }, (_, k): Unit => ({
    id: `u${String(k).padStart(4, "0")}`,
    name: `Unit ${k}`,
    side: random.pick(SIDES),
    formation: `f${k % 20}`,
    footprint: randomFootprint(kind, side, random),
    facing: random.int(0, 359),
    move: 4,
    status: random.next() < 0.1 ? ["broken"] : [],
    data: {},
  }));
  const walls = Array.from({ length: spread?.count ?? Math.floor(count / 4) }, (_, k) =>
    randomWall(kind, spread?.span ?? side, random, `w${k}`),
  );
  return { grid, units, terrain: { walls, areas: [river(kind, side, random), ...woods(side, count, random)] } };
}

function randomFootprint(kind: Kind, side: number, random: Random): Footprint {
  if (kind !== "gridless")
    return { kind: "cells", cells: [{ i: random.int(0, side - 1), j: random.int(0, side - 1) }] };
  return shapeAt({ x: random.between(0, side * 100), y: random.between(0, side * 100) }, random);
}

function shapeAt(center: Point, random: Random): Footprint {
  const width = random.between(30, 60);
  const depth = random.between(20, 40);
  const shape = random.int(0, 2);
  if (shape === 0) return { kind: "circle", center, radius: depth / 2 + 5 };
  return { kind: shape === 1 ? "rect" : "ellipse", center, width, depth };
}

/** Grid walls follow cell edges, one to three cells long; gridless walls run any way, 50–250 px. */
function randomWall(kind: Kind, side: number, random: Random, id: string): Wall {
  // Three cells in from the far edge, so that a wall's far end stays on a board of `side` cells.
  const a = { x: random.int(0, side - 3) * 100, y: random.int(0, side - 3) * 100 };
  let b: Point;
  if (kind === "gridless") {
    const angle = random.between(0, 2 * Math.PI);
    const length = random.between(50, 250);
    b = { x: a.x + Math.cos(angle) * length, y: a.y + Math.sin(angle) * length };
  } else {
    const length = random.int(1, 3) * 100;
    b = random.next() < 0.5 ? { x: a.x + length, y: a.y } : { x: a.x, y: a.y + length };
  }
  return { id, a, b, blocksMove: true, blocksSight: random.next() < 0.7 };
}

/** A river down the middle of the board: wandering cells on a grid, a thin polygon gridless. */
function river(kind: Kind, side: number, random: Random): Area {
  if (kind === "gridless") {
    const x = (side * 100) / 2;
    const polygon = [
      { x: x - 20, y: 0 },
      { x: x + 20, y: 0 },
      { x: x + 60, y: side * 100 },
      { x: x + 20, y: side * 100 },
    ];
    return { id: "river", kind: "river", shape: { polygon } };
  }
  const cells: Offset[] = [];
  let j = Math.floor(side / 2);
  for (let i = 0; i < side; i++) {
    cells.push({ i, j });
    j += random.int(-1, 1);
  }
  return { id: "river", kind: "river", shape: { cells } };
}

/** Square woods of 2–4 hundred pixels, one for every fifty units; they block sight. */
function woods(side: number, count: number, random: Random): Area[] {
  return Array.from({ length: Math.max(1, Math.floor(count / 50)) }, (_, k) => {
    const x = random.between(0, side * 100);
    const y = random.between(0, side * 100);
    const size = random.between(200, 400);
    const polygon = [
      { x, y },
      { x: x + size, y },
      { x: x + size, y: y + size },
      { x, y: y + size },
    ];
    return { id: `woods${k}`, kind: "woods", blocksSight: true, shape: { polygon } };
  });
}

interface TokenMove {
  readonly id: string;
  readonly change: UnitMove;
}

/** Moves of random units by up to two cells (or 150 px, turning freely), worked out in advance. */
function randomMoves(board: Board, count: number, random: Random): TokenMove[] {
  const side = sideOf(board.units.length);
  return Array.from({ length: count }, () => {
    const unit = random.pick(board.units);
    const fp = unit.footprint;
    if (fp.kind === "cells") {
      const [cell] = fp.cells;
      const clamp = (n: number) => Math.min(side - 1, Math.max(0, n));
      const to = { i: clamp((cell?.i ?? 0) + random.int(-2, 2)), j: clamp((cell?.j ?? 0) + random.int(-2, 2)) };
      return { id: unit.id, change: { footprint: { kind: "cells", cells: [to] } } };
    }
    const center = { x: fp.center.x + random.between(-150, 150), y: fp.center.y + random.between(-150, 150) };
    return { id: unit.id, change: { footprint: { ...fp, center }, facing: random.int(0, 359) } };
  });
}

function applyMove(board: Board, move: TokenMove): Board {
  const units = board.units.map((u) =>
    u.id === move.id
      ? { ...u, footprint: move.change.footprint ?? u.footprint, facing: move.change.facing ?? u.facing }
      : u,
  );
  return { ...board, units };
}

/** What a move asks of the index, the same for both; returns the answers so they can be compared. */
function moveQueries(index: BoardIndex | NaiveBoard, id: string, gridded: boolean): unknown[] {
  return [index.contactsOf(id), gridded ? index.zocCellsOfUnit(id) : index.unitsInZocOf(id), index.unitInEnemyZoc(id)];
}

/** Everything an index keeps, worked out by the naive code: what a host without one redoes on each move. */
function naiveEverything(naive: NaiveBoard, board: Board, gridded: boolean): void {
  naive.contactPairs();
  if (gridded) for (const side of SIDES) naive.zocCellsOfSide(side);
  else for (const unit of board.units) naive.unitInEnemyZoc(unit.id);
}

function row(name: string, baselineMs: number, candidateMs: number, note: string): BenchRow {
  return { name, baselineMs, candidateMs, ratio: baselineMs / candidateMs, note };
}

function measureMoves(kind: Kind, count: number, options: BoardIndexOptions, spread?: WallSpread): BenchRow[] {
  const random = seededRandom(count * 7919 + kind.length);
  const start = randomBoard(kind, count, random, spread);
  const moves = randomMoves(start, MOVES, random);
  const gridded = kind !== "gridless";
  const moveAt = (k: number): TokenMove => {
    const move = moves[k % moves.length];
    if (move === undefined) throw new Error("no moves");
    return move;
  };

  const index = createBoardIndex(start, SETTINGS);
  const candidate = medianTime((k) => {
    const { id, change } = moveAt(k);
    index.moveUnit(id, change);
    moveQueries(index, id, gridded);
  }, FAST);

  let board = start;
  const full =
    spread === undefined
      ? medianTime((k) => {
          const move = moveAt(k);
          board = applyMove(board, move);
          const naive = new NaiveBoard(board, options);
          naiveEverything(naive, board, gridded);
          moveQueries(naive, move.id, gridded);
        }, SLOW)
      : null;

  let targetedBoard = start;
  const targeted = medianTime((k) => {
    const move = moveAt(k);
    targetedBoard = applyMove(targetedBoard, move);
    moveQueries(new NaiveBoard(targetedBoard, options), move.id, gridded);
  }, SLOW);

  // The index, after all its moves, must still agree with the naive code on its own board.
  const check = new NaiveBoard(index.board(), options);
  for (const unit of index.board().units.slice(0, 20)) {
    if (JSON.stringify(moveQueries(index, unit.id, gridded)) !== JSON.stringify(moveQueries(check, unit.id, gridded))) {
      throw new Error(`board-index bench: index and naive code disagree on ${unit.id}`);
    }
  }
  const scene = `${count} units, ${start.terrain.walls.length} walls`;
  const targetedRow = row(
    `${kind} ${count}: move + queries vs naive queries only`,
    targeted,
    candidate,
    full === null ? `${scene}; naive answers only the 3 queries` : "naive answers only the 3 queries",
  );
  if (full === null) return [targetedRow];
  return [
    row(
      `${kind} ${count}: move + queries vs full naive recompute`,
      full,
      candidate,
      `${scene}; naive redoes all pairs, zones`,
    ),
    targetedRow,
  ];
}

function measureBuild(kind: Kind, count: number, options: BoardIndexOptions): BenchRow {
  const board = randomBoard(kind, count, seededRandom(count * 104729 + kind.length));
  const gridded = kind !== "gridless";
  const build = medianTime(() => createBoardIndex(ownTerrain(board), SETTINGS), SLOW);
  const naive = medianTime(() => naiveEverything(new NaiveBoard(board, options), board, gridded), SLOW);
  return row(`${kind} ${count}: build the index`, naive, build, "baseline: naive all pairs and zones, once");
}

/**
 * The board with a terrain object of its own: the walls' and areas' index is kept with the terrain
 * object (terrain-index.ts `terrainIndexOf`), so that a build timed again would not build it.
 */
function ownTerrain(board: Board): Board {
  return { ...board, terrain: { ...board.terrain } };
}

/** Walls at the cap, over the widest board (the units keep their own spread, as dense as at 2,000). */
const AT_CAPS: WallSpread = { count: LIMITS.walls, span: LIMITS.boardCells - 1 };
const TENTH: WallSpread = { count: LIMITS.walls / 10, span: Math.round((LIMITS.boardCells - 1) / Math.sqrt(10)) };

/** Building the index at the caps, validated as a board first (so it is one the caps admit). */
function measureBuildAtCaps(kind: Kind): BenchRow {
  const board = validateBoard(randomBoard(kind, LIMITS.units, seededRandom(104729 + kind.length), AT_CAPS));
  const tenth = validateBoard(randomBoard(kind, LIMITS.units / 10, seededRandom(7 + kind.length), TENTH));
  const atTenth = medianTime(() => createBoardIndex(ownTerrain(tenth), SETTINGS), SLOW);
  const atCaps = medianTime(() => createBoardIndex(ownTerrain(board), SETTINGS), SLOW);
  const mb = heapHeld(() => createBoardIndex(ownTerrain(board), SETTINGS));
  const within = atCaps <= 500 && mb <= 256 ? "within" : "OVER";
  return row(
    `${kind} ${LIMITS.units}: build the index at the caps`,
    atTenth,
    atCaps,
    `${board.terrain.walls.length} walls, ${board.terrain.areas.length} areas; heap ${mb.toFixed(0)} MB; ${within} 0.5 s, 256 MB; baseline: a tenth`,
  );
}

export function run(): Promise<BenchRow[]> {
  const options = resolveBoardIndexOptions(SETTINGS);
  const rows: BenchRow[] = [];
  const kinds = ["hex", "square", "gridless"] as const;
  for (const kind of kinds) rows.push(...measureMoves(kind, 2000, options));
  for (const kind of kinds) rows.push(...measureMoves(kind, LIMITS.units, options, AT_CAPS));
  for (const kind of kinds) rows.push(measureBuild(kind, 2000, options));
  for (const kind of kinds) rows.push(measureBuildAtCaps(kind));
  return Promise.resolve(rows);
}
