import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BoardIndexSettings } from "@engine/board/board-index-options";
import type { Board, Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { EngineError } from "@engine/errors";
import { segmentsIntersect } from "@engine/geometry/segment";
import { applyPlan } from "@engine/movement/apply-plan";
import { boardPhasePlanner, planGroup } from "@engine/movement/group";
import { EMPTY_PLAN, type MovePlan } from "@engine/movement/move-plan";
import { blockOf } from "@engine/movement/grid/block";
import { planCharge, planCounterCharge, validateChargePath } from "@engine/movement/grid/charge";
import { consolidationCells, planConsolidation } from "@engine/movement/grid/consolidation";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import { gridPhasePlanner } from "@engine/movement/grid/grid-phase";
import type { GridMoveSettings } from "@engine/movement/grid/grid-move-rules";
import type { GridQueries } from "@engine/movement/grid/grid-queries";
import { planRetreat, type RetreatRequest } from "@engine/movement/grid/retreat";
import { planReturn } from "@engine/movement/grid/return";
import { planWithdrawal } from "@engine/movement/grid/withdrawal";
import { boardArb, GRID_CASES, rulesArb, settingsArb, type GridCase } from "./grid-arbitraries";
import { cellsOf, naiveGridContext, same } from "./naive-grid-queries";

/** A request to one of the planners, drawn at random, and how far it may take the unit. */
type Ask =
  | { readonly kind: "retreat"; readonly request: RetreatRequest }
  | { readonly kind: "withdrawal"; readonly unitId: string; readonly allowance: number }
  | { readonly kind: "consolidation"; readonly unitId: string; readonly cells: number; readonly pick: number }
  | {
      readonly kind: "charge";
      readonly unitId: string;
      readonly distance: number;
      readonly maxFriends: number | undefined;
    }
  | { readonly kind: "counter-charge"; readonly unitId: string }
  | { readonly kind: "charge-path"; readonly unitId: string; readonly speed: number; readonly steps: readonly number[] }
  | { readonly kind: "return"; readonly unitId: string; readonly to: Offset };

function askArb(board: Board): fc.Arbitrary<Ask> {
  const units = board.units;
  const unitId = fc.constantFrom(...units.map((u) => u.id));
  const small = fc.integer({ min: 0, max: 4 });
  const retreat = fc
    .record({
      unitId,
      cells: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      allowance: small,
      away: fc.constantFrom("every" as const, "nearest" as const),
      from: fc.nat(),
    })
    .map(({ unitId: id, cells, allowance, away, from }): Ask => {
      const side = units.find((u) => u.id === id)?.side;
      const enemies = units.filter((u) => u.side !== side);
      const enemy = enemies[from % Math.max(1, enemies.length)];
      const awayFrom = enemy === undefined ? [{ i: 0, j: 0 }] : cellsOf(enemy);
      const limit = cells === undefined ? { allowance } : { cells };
      return { kind: "retreat", request: { unitId: id, awayFrom, away, ...limit } };
    });
  return fc.oneof(
    retreat,
    fc.record({ kind: fc.constant("withdrawal" as const), unitId, allowance: small }),
    fc.record({
      kind: fc.constant("consolidation" as const),
      unitId,
      cells: fc.integer({ min: 0, max: 2 }),
      pick: fc.nat(),
    }),
    fc.record({
      kind: fc.constant("charge" as const),
      unitId,
      distance: small,
      maxFriends: fc.constantFrom(undefined, 1, 2),
    }),
    fc.record({ kind: fc.constant("counter-charge" as const), unitId }),
    fc.record({
      kind: fc.constant("charge-path" as const),
      unitId,
      speed: small,
      steps: fc.array(fc.nat({ max: 7 }), { maxLength: 4 }),
    }),
    fc.record({
      kind: fc.constant("return" as const),
      unitId,
      to: fc.record({ i: fc.integer({ min: 0, max: 7 }), j: fc.integer({ min: 0, max: 7 }) }),
    }),
  );
}

/** The plan an ask gives (a refused choice: no plan), or the key of the EngineError it raises. */
function run(q: GridQueries, ask: Ask, rules: GridMoveSettings): MovePlan | string {
  try {
    switch (ask.kind) {
      case "retreat":
        return planRetreat(q, { ...ask.request, rules });
      case "withdrawal":
        return planWithdrawal(q, { unitId: ask.unitId, allowance: ask.allowance, rules });
      case "consolidation": {
        const options = consolidationCells(q, { unitId: ask.unitId, cells: ask.cells, rules });
        const to = options[ask.pick % Math.max(1, options.length)]?.anchor ?? { i: 0, j: 0 };
        const verdict = planConsolidation(q, { unitId: ask.unitId, cells: ask.cells, to, rules });
        if (options.length > 0) expect(verdict.ok).toBe(true);
        return verdict.ok ? verdict.plan : EMPTY_PLAN;
      }
      case "charge":
        return planCharge(q, {
          unitId: ask.unitId,
          distance: ask.distance,
          rules,
          ...(ask.maxFriends === undefined ? {} : { maxFriendsInContact: ask.maxFriends }),
        });
      case "counter-charge":
        return planCounterCharge(q, { unitId: ask.unitId, rules });
      case "charge-path": {
        const unit = q.unit(ask.unitId);
        const start = unit === undefined ? { i: 0, j: 0 } : (cellsOf(unit)[0] ?? { i: 0, j: 0 });
        const path: Offset[] = [start];
        for (const pick of ask.steps) {
          const here = path[path.length - 1] ?? start;
          const near = q.grid.neighbours(here, q.grid.spec.kind === "square" && q.grid.spec.diagonals !== "illegal");
          path.push(near[pick % near.length] ?? here);
        }
        const verdict = validateChargePath(q, { unitId: ask.unitId, speed: ask.speed, path, rules });
        return verdict.ok ? verdict.plan : EMPTY_PLAN;
      }
      case "return":
        return planReturn(q, { unitId: ask.unitId, to: ask.to, rules });
    }
  } catch (error) {
    if (error instanceof EngineError) return error.key;
    throw error;
  }
}

/** How far the ask lets a unit go: at most `steps` steps, or a path no longer than `length`. */
function reach(ask: Ask, unit: Unit): { readonly steps: number; readonly length: number } {
  switch (ask.kind) {
    case "retreat":
      return ask.request.cells !== undefined
        ? { steps: ask.request.cells, length: Infinity }
        : { steps: Infinity, length: ask.request.allowance ?? unit.move };
    case "withdrawal":
      return { steps: Infinity, length: ask.allowance };
    case "consolidation":
      return { steps: ask.cells, length: Infinity };
    case "charge":
      return { steps: Infinity, length: ask.distance };
    case "counter-charge":
      return { steps: Infinity, length: Math.floor(unit.move / 4) };
    case "charge-path":
      return { steps: Infinity, length: ask.speed };
    case "return":
      return { steps: 1, length: Infinity };
  }
}

const TOLERANCE = 1e-9;

/** Everything a plan must be, checked the obvious way against the board it was made for. */
function checkPlan(
  board: Board,
  settings: BoardIndexSettings,
  rules: GridMoveSettings,
  plan: MovePlan,
  ask: Ask | null,
): void {
  const q = naiveGridContext(board, settings);
  const grid = q.grid;
  const after = applyPlan(board, plan);
  expect(applyPlan(after, plan)).toEqual(after);
  const removed = new Set(plan.events.flatMap((e) => (e.kind === "removed" ? [e.unitId] : [])));
  for (const move of plan.moves) {
    const unit = board.units.find((u) => u.id === move.unitId);
    if (unit === undefined) throw new Error(`plan moves unknown unit ${move.unitId}`);
    const block = blockOf(board.grid.kind, cellsOf(unit));
    const positions = (move.cells ?? []).map((anchor) => block.cellsAt(anchor));
    expect(positions.at(-1)).toEqual(move.footprint.kind === "cells" ? move.footprint.cells : null);
    if (removed.has(unit.id)) continue;
    for (let k = 1; k < positions.length; k++) {
      const from = positions[k - 1] ?? [];
      const to = positions[k] ?? [];
      to.forEach((cell, n) => {
        const a = grid.center(from[n] ?? cell);
        const b = grid.center(cell);
        if (rules.wallsBlock !== false)
          expect(board.terrain.walls.some((w) => w.blocksMove && segmentsIntersect(a, b, w.a, w.b))).toBe(false);
        expect(q.kindsAt(cell)).not.toContain("impassable");
        const bounds = rules.bounds;
        if (bounds)
          expect(cell.i >= bounds.minI && cell.i <= bounds.maxI && cell.j >= bounds.minJ && cell.j <= bounds.maxJ).toBe(
            true,
          );
      });
      if (ask?.kind === "retreat") {
        const enemies = ask.request.awayFrom ?? [];
        const d = (block: readonly Offset[], e: Offset) => Math.min(...block.map((c) => grid.distance(c, e)));
        const nearest = (block: readonly Offset[]) => Math.min(...enemies.map((e) => d(block, e)));
        if (ask.request.away === "nearest") expect(nearest(to)).toBeGreaterThan(nearest(from) + TOLERANCE);
        else for (const e of enemies) expect(d(to, e)).toBeGreaterThan(d(from, e) + TOLERANCE);
      }
    }
    const end = positions.at(-1) ?? [];
    for (const cell of end) {
      const here = after.units.filter((u) => cellsOf(u).some((c) => same(c, cell)));
      expect(here.filter((u) => u.side !== unit.side).map((u) => u.id)).toEqual([]);
      if (rules.stackingLimit != null) expect(here.length).toBeLessThanOrEqual(rules.stackingLimit);
    }
    if (ask !== null) {
      const limit = reach(ask, unit);
      expect(positions.length - 1).toBeLessThanOrEqual(limit.steps);
      if (ask.kind !== "return") expect(move.distance).toBeLessThanOrEqual(limit.length + TOLERANCE);
    }
  }
}

const RUNS = 30;

describe.each(GRID_CASES)("grid planners on $kind ($diagonals)", (c: GridCase) => {
  it("plan legal, bounded, repeatable moves that the index and the naive oracle agree on", () => {
    fc.assert(
      fc.property(
        boardArb(c).chain((board) => fc.tuple(fc.constant(board), askArb(board), rulesArb, settingsArb)),
        ([board, ask, rules, settings]) => {
          const plan = run(createGridMoveContext(board, settings), ask, rules);
          expect(run(createGridMoveContext(board, settings), ask, rules)).toEqual(plan);
          expect(run(naiveGridContext(board, settings), ask, rules)).toEqual(plan);
          if (typeof plan !== "string") checkPlan(board, settings, rules, plan, ask);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("group retreats never end two sides in a cell or over the stacking limit", () => {
    fc.assert(
      fc.property(
        boardArb(c),
        rulesArb,
        settingsArb,
        fc.integer({ min: 1, max: 2 }),
        fc.constantFrom("request" as const, "nearest-enemy-first" as const, "farthest-enemy-first" as const),
        (board, rules, settings, cells, order) => {
          const side = board.units[0]?.side;
          const requests: RetreatRequest[] = board.units
            .filter((u) => u.side === side)
            .map((u) => ({ unitId: u.id, cells, minCells: 1, rules }));
          if (!board.units.some((u) => u.side !== side)) return;
          const plan = planGroup(gridPhasePlanner(createGridMoveContext(board, settings), planRetreat), requests, {
            order,
            index: settings,
          });
          const oracle = planGroup(
            boardPhasePlanner(board, (now: Board, r: RetreatRequest) =>
              planRetreat(naiveGridContext(now, settings), r),
            ),
            requests,
            { order, index: settings },
          );
          expect(oracle).toEqual(plan);
          // Each unit's move was legal on the board the earlier moves left: check the whole phase
          // at its end (stacking and enemies), and every path on the board it started from.
          checkPlan(board, settings, rules, plan, null);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
