import type { BlockCause } from "../move-plan";
import { sameLevel } from "@engine/board/levels";
import type { Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { blockOf, type Block } from "./block";
import { gridMoveError } from "./grid-move-errors";
import { terrainFor, type GridMoveRules, type TerrainRules } from "./grid-move-rules";
import type { GridQueries } from "./grid-queries";
import { own } from "@engine/names/own";

/** A unit about to move, with the rules it moves by. */
export interface Mover {
  readonly unit: Unit;
  readonly block: Block;
  readonly rules: GridMoveRules;
  readonly terrain: TerrainRules;
  /** Enemies whose zones of control do not count for this move (a charge's targets); null: none. */
  readonly zocExempt: ((enemy: Unit) => boolean) | null;
}

/** What stops a unit entering cells or ending a move there. */
export type Obstacle =
  | { readonly kind: "edge" }
  | { readonly kind: "enemy"; readonly otherId: string }
  | { readonly kind: "impassable"; readonly terrain: string }
  | { readonly kind: "zoc"; readonly otherId: string }
  | { readonly kind: "friend"; readonly otherId: string }
  | { readonly kind: "wall" }
  | { readonly kind: "stacking"; readonly otherId: string };

export function moverOf(
  q: GridQueries,
  unitId: string,
  rules: GridMoveRules,
  zocExempt: ((enemy: Unit) => boolean) | null = null,
): Mover {
  const unit = requireUnit(q, unitId, "unitId");
  const fp = unit.footprint;
  if (fp.kind !== "cells" || fp.cells.length === 0) throw gridMoveError("NoCells", { unit: unit.id });
  return { unit, block: blockOf(q.grid.spec.kind, fp.cells), rules, terrain: terrainFor(rules, unit), zocExempt };
}

export function requireUnit(q: GridQueries, id: string, field: string): Unit {
  const unit = q.unit(id);
  if (unit === undefined) throw gridMoveError("UnknownUnit", { field, got: id });
  return unit;
}

/** The block cause a move event gives for an obstacle (zones of control are the enemy's doing). */
export function causeOf(obstacle: Obstacle): BlockCause {
  switch (obstacle.kind) {
    case "edge":
    case "enemy":
    case "wall":
    case "friend":
      return obstacle.kind;
    case "impassable":
      return "terrain";
    case "zoc":
      return "enemy";
    case "stacking":
      return "friend";
  }
}

export function otherOf(obstacle: Obstacle): string | undefined {
  return "otherId" in obstacle ? obstacle.otherId : undefined;
}

function sameCell(a: Offset, b: Offset): boolean {
  return a.i === b.i && a.j === b.j;
}

/** Whether the cell is one the unit enters (not one its block already covered). */
function entered(cell: Offset, from: readonly Offset[]): boolean {
  return !from.some((c) => sameCell(c, cell));
}

/**
 * What the planners have worked out about single cells for one mover, by cell key: a search asks
 * about a cell from each neighbour it steps in from, and step notes ask again. The board does not
 * change while a plan is made, and a mover lives for one plan (a copy with other rules is another
 * mover), so the answers hold for its life.
 */
interface CellFacts {
  /** What stops the mover entering the cell, zones of control aside (null: nothing). */
  obstacle?: Obstacle | null;
  /** `zocHolder`'s answer. */
  holder?: string | null;
  /** The dearest terrain extra cost of entering the cell. */
  extra?: number;
}

const factsByMover = new WeakMap<Mover, Map<number, CellFacts>>();

function factsOf(q: GridQueries, mover: Mover, cell: Offset): CellFacts {
  let byCell = factsByMover.get(mover);
  if (byCell === undefined) {
    byCell = new Map();
    factsByMover.set(mover, byCell);
  }
  const key = q.grid.key(cell);
  let facts = byCell.get(key);
  if (facts === undefined) {
    facts = {};
    byCell.set(key, facts);
  }
  return facts;
}

/** The first enemy whose zone of control (not exempt) covers the cell, or null. */
export function zocHolder(q: GridQueries, mover: Mover, cell: Offset): string | null {
  const facts = factsOf(q, mover, cell);
  if (facts.holder === undefined) facts.holder = firstHolder(q, mover, cell);
  return facts.holder;
}

function firstHolder(q: GridQueries, mover: Mover, cell: Offset): string | null {
  const side = mover.unit.side;
  const exempt = mover.zocExempt;
  if (exempt === null && !q.cellInEnemyZoc(cell, side, mover.unit)) return null;
  for (const id of q.zocCoverersOfCell(cell, mover.unit)) {
    const other = q.unit(id);
    if (other !== undefined && other.side !== side && (exempt === null || !exempt(other))) return id;
  }
  return null;
}

/**
 * What stops the block stepping from the cells `from` to the cells `to` (same order), or null:
 * a cell off the board (outside the rules' bounds, else the board's edge), holding an enemy, of an impassable kind, newly entered in a forbidden
 * enemy zone, holding a friend when friends may not be passed; or a cell's centre-to-centre
 * segment touching a wall that blocks movement.
 */
export function entryObstacle(
  q: GridQueries,
  mover: Mover,
  from: readonly Offset[],
  to: readonly Offset[],
): Obstacle | null {
  const { rules, unit } = mover;
  for (const cell of to) {
    const facts = factsOf(q, mover, cell);
    if (facts.obstacle === undefined) facts.obstacle = cellObstacle(q, mover, cell);
    if (facts.obstacle !== null) return facts.obstacle;
    if (rules.zoc === "forbidden" && entered(cell, from)) {
      const holder = zocHolder(q, mover, cell);
      if (holder !== null) return { kind: "zoc", otherId: holder };
    }
  }
  if (rules.wallsBlock) {
    for (let n = 0; n < to.length; n++) {
      const a = from[n];
      const b = to[n];
      if (a !== undefined && b !== undefined && q.stepCrossesMoveWall(a, b, unit)) return { kind: "wall" };
    }
  }
  return null;
}

/** What stops the mover entering the cell, zones of control and walls aside: the edge, a unit, or impassable terrain. */
function cellObstacle(q: GridQueries, mover: Mover, cell: Offset): Obstacle | null {
  const { rules, unit } = mover;
  const b = rules.bounds ?? q.edge;
  if (b !== null && (cell.i < b.minI || cell.i > b.maxI || cell.j < b.minJ || cell.j > b.maxJ)) return { kind: "edge" };
  for (const id of q.unitsInCell(cell)) {
    if (id === unit.id) continue;
    const other = q.unit(id);
    // Units on another scene level neither block nor share the cell (levels.ts).
    if (other === undefined || !sameLevel(other, unit)) continue;
    if (other.side !== unit.side) return { kind: "enemy", otherId: id };
    if (!rules.passFriends) return { kind: "friend", otherId: id };
  }
  const impassable = q.kindsAt(cell, unit).find((kind) => mover.terrain.impassable.includes(kind));
  return impassable === undefined ? null : { kind: "impassable", terrain: impassable };
}

/** What a step into `to` costs beyond its length: the dearest terrain entered, and an enemy zone when costly. */
export function stepExtra(q: GridQueries, mover: Mover, from: readonly Offset[], to: readonly Offset[]): number {
  let terrain = 0;
  let zoc = false;
  for (const cell of to) {
    if (!entered(cell, from)) continue;
    const facts = factsOf(q, mover, cell);
    if (facts.extra === undefined) {
      facts.extra = 0;
      for (const kind of q.kindsAt(cell, mover.unit))
        facts.extra = Math.max(facts.extra, own(mover.terrain.extraCost, kind) ?? 0);
    }
    terrain = Math.max(terrain, facts.extra);
    if (mover.rules.zoc === "costly" && !zoc) zoc = zocHolder(q, mover, cell) !== null;
  }
  return terrain + (zoc ? mover.rules.zocCost : 0);
}

/** What stops the move ending on these cells: more friends than the stacking limit allows. */
export function endObstacle(q: GridQueries, mover: Mover, cells: readonly Offset[]): Obstacle | null {
  const limit = mover.rules.stackingLimit;
  if (limit === null) return null;
  for (const cell of cells) {
    const friends = q.unitsInCell(cell).filter((id) => {
      const other = q.unit(id);
      return (
        id !== mover.unit.id && other !== undefined && other.side === mover.unit.side && sameLevel(other, mover.unit)
      );
    });
    const [first] = friends;
    if (first !== undefined && friends.length + 1 > limit) return { kind: "stacking", otherId: first };
  }
  return null;
}

/** Whether the unit is in any enemy's zone of control on these cells (exemptions aside). */
export function inEnemyZoc(q: GridQueries, mover: Mover, cells: readonly Offset[]): boolean {
  return cells.some((cell) => zocHolder(q, mover, cell) !== null);
}
