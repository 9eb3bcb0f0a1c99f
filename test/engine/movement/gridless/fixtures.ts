import type { Area, Board, Unit, Wall } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import type { MovePlan, UnitMove } from "@engine/movement/move-plan";

/** Small hand-made gridless boards for the planner tests. */

export interface UnitExtra {
  readonly facing?: number;
  readonly move?: number;
  readonly type?: string;
}

function unit(id: string, side: string, footprint: Unit["footprint"], extra: UnitExtra): Unit {
  return {
    id,
    name: id,
    side,
    footprint,
    facing: extra.facing ?? 0,
    move: extra.move ?? 6,
    status: [],
    data: extra.type === undefined ? {} : { type: extra.type },
  };
}

export function circle(id: string, side: string, x: number, y: number, radius: number, extra: UnitExtra = {}): Unit {
  return unit(id, side, { kind: "circle", center: { x, y }, radius }, extra);
}

export function rect(
  id: string,
  side: string,
  x: number,
  y: number,
  width: number,
  depth: number,
  extra: UnitExtra = {},
): Unit {
  return unit(id, side, { kind: "rect", center: { x, y }, width, depth }, extra);
}

export function wall(id: string, a: Point, b: Point): Wall {
  return { id, a, b, blocksMove: true, blocksSight: false };
}

/** An axis-aligned box area. */
export function box(id: string, kind: string, minX: number, minY: number, maxX: number, maxY: number): Area {
  const polygon = [
    { x: minX, y: minY },
    { x: maxX, y: minY },
    { x: maxX, y: maxY },
    { x: minX, y: maxY },
  ];
  return { id, kind, shape: { polygon } };
}

/** A gridless board of `pxPerUnit` pixels per table unit (`units`: "in" or "cm"). */
export function board(
  units: readonly Unit[],
  pxPerUnit: number,
  tableUnit: string,
  terrain: { readonly walls?: readonly Wall[]; readonly areas?: readonly Area[] } = {},
): Board {
  return {
    grid: { kind: "gridless", size: pxPerUnit, distance: 1, units: tableUnit, diagonals: "equidistant" },
    units,
    terrain: { walls: terrain.walls ?? [], areas: terrain.areas ?? [] },
  };
}

export function moveOf(plan: MovePlan, unitId: string): UnitMove {
  const move = plan.moves.find((m) => m.unitId === unitId);
  if (move === undefined) throw new Error(`the plan does not move ${unitId}`);
  return move;
}

/** The unit's end centre in the plan. */
export function endOf(plan: MovePlan, unitId: string): Point {
  const fp = moveOf(plan, unitId).footprint;
  if (fp.kind === "cells") throw new Error("cells footprint");
  return fp.center;
}
