import type { Area, Board, Unit, Wall } from "@engine/board/types";
import type { GridKind, SquareDiagonals } from "@engine/model/grid-spec";
import type { Offset, Point } from "@engine/model/coordinates";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import { cubeToOffset, type HexKind } from "@engine/grid/hex";

/** Small boards for the hand-worked tests: cells 100 px, 1 cell per unit of distance. */

export function spec(kind: GridKind, diagonals: SquareDiagonals = "equidistant"): Board["grid"] {
  return { kind, size: 100, distance: 1, units: "km", diagonals };
}

export interface UnitOptions {
  readonly move?: number;
  readonly formation?: string;
  readonly status?: readonly string[];
  readonly data?: Readonly<Record<string, unknown>>;
}

export function unit(id: string, side: string, cells: Offset | readonly Offset[], options: UnitOptions = {}): Unit {
  const list = "i" in cells ? [cells] : [...cells];
  const base: Unit = {
    id,
    name: id,
    side,
    footprint: { kind: "cells", cells: list },
    facing: 0,
    move: options.move ?? 4,
    status: options.status ?? [],
    data: options.data ?? {},
  };
  return options.formation === undefined ? base : { ...base, formation: options.formation };
}

export function board(
  kind: GridKind,
  units: readonly Unit[],
  walls: readonly Wall[] = [],
  areas: readonly Area[] = [],
): Board {
  return { grid: spec(kind), units, terrain: { walls, areas } };
}

/** A hex cell named by cube q and r (s = -q - r), for scenarios that read the same on every hex layout. */
export function hexAt(kind: HexKind, q: number, r: number): Offset {
  return cubeToOffset(kind, { q, r, s: -q - r });
}

/** The side two neighbouring cells share, as a wall that blocks movement (its ends are the shared corners). */
export function wallBetween(kind: GridKind, a: Offset, b: Offset, id = "w"): Wall {
  const grid: CellGrid = createCellGrid(spec(kind));
  const near = (p: Point, q: Point): boolean => Math.hypot(p.x - q.x, p.y - q.y) < 1e-6;
  const shared = grid.vertices(a).filter((p) => grid.vertices(b).some((q) => near(p, q)));
  const [p, q] = shared;
  if (p === undefined || q === undefined || shared.length !== 2)
    throw new Error("wallBetween: the cells share no side");
  return { id, a: p, b: q, blocksMove: true, blocksSight: true };
}

export function byRowThenColumn(a: Offset, b: Offset): number {
  return a.i - b.i || a.j - b.j;
}
