import { expect } from "vitest";
import type { Board, Unit } from "@engine/board/types";
import type { DrawnUnit } from "./browser";

/** Every token where the engine puts its unit, facing its way, with its statuses and data. */
export function expectDrawn(drawn: readonly DrawnUnit[], board: Board): void {
  expect(drawn.map((unit) => unit.id).sort()).toEqual(board.units.map((unit) => unit.id).sort());
  for (const unit of board.units) {
    const token = drawn.find((candidate) => candidate.id === unit.id);
    expect(token, unit.id).toBeDefined();
    if (token === undefined) continue;
    expect({ id: unit.id, ...placeOf(token) }).toEqual({ id: unit.id, ...placeOfUnit(unit) });
    expect(token.facing, unit.id).toBeCloseTo(unit.facing, 6);
    expect(token.status, unit.id).toEqual([...unit.status].sort());
    expect(token.data, unit.id).toEqual(unit.data);
  }
}

function placeOf(token: DrawnUnit): { cells: string | null; x: number | null; y: number | null } {
  return {
    cells: token.cells,
    x: token.x === null ? null : round(token.x),
    y: token.y === null ? null : round(token.y),
  };
}

function placeOfUnit(unit: Unit): { cells: string | null; x: number | null; y: number | null } {
  const fp = unit.footprint;
  if (fp.kind === "cells") return { cells: fp.cells.map((c) => `${c.i},${c.j}`).join(" "), x: null, y: null };
  return { cells: null, x: round(fp.center.x), y: round(fp.center.y) };
}

/** Positions to a thousandth of a pixel: the page writes them as numbers in attributes. */
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
