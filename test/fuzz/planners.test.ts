import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { createBoardIndex } from "@engine/board/board-index";
import type { Board, Unit } from "@engine/board/types";
import { createCellGrid } from "@engine/grid/cell-grid";
import { footprintsOverlap } from "@engine/grid/footprint";
import { segmentsIntersect } from "@engine/geometry/segment";
import { applyPlan } from "@engine/movement/apply-plan";
import type { MovePlan } from "@engine/movement/move-plan";
import { planOn, type PlanKind } from "@foundry/macros/planners";
import { boardArb as gridBoardArb, GRID_CASES } from "../engine/movement/grid/grid-arbitraries";
import { boardArb as gridlessBoardArb } from "../engine/movement/gridless/random-boards";
import { CaseCount, fuzzRuns, fuzzTimeout } from "./fuzz-runs";
import { HOSTILE_VALUES, namedOutcome } from "./named-errors";

/*
 * Random boards of every grid kind through every planner, with requests drawn from fair values
 * (ids on the board, small distances, cells and points near the units) and hostile ones. Each call
 * plans or refuses with a named error. A plan that comes back is checked on the board after it:
 * on a grid no moved unit shares a cell with an enemy or stands in an "impassable" area, and no
 * step of its path crosses a wall that blocks movement; gridless, no moved unit overlaps another.
 */

const GRID_KINDS: readonly PlanKind[] = ["retreat", "withdrawal", "return", "charge", "counter-charge"];
const GRIDLESS_KINDS: readonly PlanKind[] = [
  "fall-back",
  "recoil",
  "suppression",
  "flee",
  "pursuit",
  "rally-forward",
  "breakthrough",
  "occupy",
];
const BLOCKED = { outcome: "stopped" };
const FLEE = {
  recoil: 2,
  maxMove: 6,
  angleStep: 15,
  terrain: { impassable: ["impassable"], difficult: ["difficult"], barrier: ["hedge"] },
  crossing: { dice: "1d6", target: 4 },
  blocked: BLOCKED,
};

/** A request of every field any planner reads, fair or (one field in nine) hostile. */
function requestArb(board: Board): fc.Arbitrary<Record<string, unknown>> {
  const ids = board.units.map((unit) => unit.id);
  const id = fc.constantFrom(...ids);
  const value = <T>(fair: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
    fc.oneof({ weight: 8, arbitrary: fair }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_VALUES) });
  const cell = fc.record({ i: fc.integer({ min: -2, max: 9 }), j: fc.integer({ min: -2, max: 9 }) });
  const point = fc.record({ x: fc.integer({ min: -100, max: 900 }), y: fc.integer({ min: -100, max: 900 }) });
  return fc
    .record({
      unitId: value(id),
      targetId: value(id),
      target: value(fc.oneof(id, fc.record({ to: point }), fc.record({ through: id, beyond: fc.constant(1) }))),
      to: value(cell),
      distance: value(fc.integer({ min: 0, max: 6 })),
      maxDistance: value(fc.constant(6)),
      cells: value(fc.integer({ min: 0, max: 4 })),
      awayFrom: value(fc.oneof(fc.array(cell, { maxLength: 2 }), fc.record({ unitId: id }), fc.record({ point }))),
      path: value(fc.array(point, { minLength: 1, maxLength: 3 })),
      areaId: value(fc.constantFrom("a0", "a1")),
      turnAround: value(fc.boolean()),
      through: value(fc.array(id, { maxLength: 2 })),
      blocked: value(fc.constant(BLOCKED)),
    })
    .map((request) => ({ ...FLEE, ...Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined)) }));
}

const count = new CaseCount("random boards of every grid kind through every planner");
let planned = 0;
afterAll(() => count.report(`${planned} plans checked`));

function checkGrid(before: Board, plan: MovePlan): void {
  const after = applyPlan(before, plan);
  const grid = createCellGrid(before.grid);
  const index = createBoardIndex(after);
  const byId = new Map(after.units.map((unit) => [unit.id, unit]));
  for (const move of plan.moves) {
    const unit = byId.get(move.unitId);
    if (unit === undefined || unit.footprint.kind !== "cells") continue;
    for (const cell of unit.footprint.cells) {
      const enemies = index.unitsInCell(cell).filter((other) => byId.get(other)?.side !== unit.side);
      expect(enemies, `${unit.id} ends on an enemy`).toEqual([]);
      expect(index.terrainKindsAt(cell), `${unit.id} ends in impassable ground`).not.toContain("impassable");
    }
    const centres = (move.cells ?? []).map((cell) => grid.center(cell));
    centres.slice(1).forEach((to, k) => {
      const from = centres[k];
      if (from === undefined) return;
      const crossed = before.terrain.walls.filter(
        (wall) => wall.blocksMove && segmentsIntersect(from, to, wall.a, wall.b),
      );
      expect(crossed, `${unit.id} crosses a wall`).toEqual([]);
    });
  }
}

function checkGridless(before: Board, plan: MovePlan): void {
  const after = applyPlan(before, plan);
  const moved = new Set(plan.moves.map((move) => move.unitId));
  const overlaps = (a: Unit, b: Unit): boolean => a.id !== b.id && footprintsOverlap(a, b);
  for (const unit of after.units.filter((u) => moved.has(u.id))) {
    expect(
      after.units.filter((other) => overlaps(unit, other)).map((o) => o.id),
      `${unit.id} ends overlapping`,
    ).toEqual([]);
  }
}

/** Random requests of these kinds on random boards: each plans within `check`'s invariants, or refuses by name. */
function plansWithin(
  boards: fc.Arbitrary<Board>,
  kinds: readonly PlanKind[],
  check: (board: Board, plan: MovePlan) => void,
  numRuns: number,
): void {
  const arb = boards.chain((board) => fc.tuple(fc.constant(board), fc.constantFrom(...kinds), requestArb(board)));
  fc.assert(
    fc.property(arb, ([board, kind, request]) => {
      count.tried += 1;
      let plan: MovePlan | undefined;
      if (
        namedOutcome(() => (plan = planOn({ board, settings: {} }, kind, request as never))) === "ok" &&
        plan !== undefined
      ) {
        planned += 1;
        check(board, plan);
      }
    }),
    { numRuns },
  );
}

/** The outcome of a plan as a value to compare: the plan, or "refused" (the named error's key is checked by namedOutcome). */
function outcomeOf(ground: Board, kind: PlanKind, request: Record<string, unknown>): MovePlan | "refused" {
  let plan: MovePlan | undefined;
  return namedOutcome(() => (plan = planOn({ board: ground, settings: {} }, kind, request as never))) === "ok" &&
    plan !== undefined
    ? plan
    : "refused";
}

/**
 * The board with, on another scene level ("roof"), a copy of every unit for every side (so an enemy
 * and a friend stand exactly where each unit stands), and of every wall and area: where each would
 * block, push, be passed through, be nearest or be within reach on the board's own level.
 */
function withRoof(board: Board): Board {
  const sides = [...new Set(board.units.map((unit) => unit.side))];
  const roof = ["roof"];
  return {
    ...board,
    units: [
      ...board.units,
      ...board.units.flatMap((unit) =>
        sides.map((side): Unit => ({
          ...unit,
          id: `${unit.id}~${side}`,
          name: `${unit.name}~${side}`,
          side,
          level: "roof",
        })),
      ),
    ],
    terrain: {
      walls: [
        ...board.terrain.walls,
        ...board.terrain.walls.map((wall) => ({ ...wall, id: `${wall.id}~roof`, levels: roof })),
      ],
      areas: [
        ...board.terrain.areas,
        ...board.terrain.areas.map((area) => ({ ...area, id: `${area.id}~roof`, levels: roof })),
      ],
    },
  };
}

/** Units, walls and areas on another level change no plan, nor any refusal, of the units on this one. */
function sameOnAnotherLevel(boards: fc.Arbitrary<Board>, kinds: readonly PlanKind[], numRuns: number): void {
  const arb = boards.chain((board) => fc.tuple(fc.constant(board), fc.constantFrom(...kinds), requestArb(board)));
  fc.assert(
    fc.property(arb, ([board, kind, request]) => {
      count.tried += 1;
      expect(outcomeOf(withRoof(board), kind, request)).toEqual(outcomeOf(board, kind, request));
    }),
    { numRuns },
  );
}

describe.each(GRID_CASES)("grid planners on $kind ($diagonals)", (c) => {
  it(
    "plan within the invariants or refuse with a named error",
    () => {
      plansWithin(gridBoardArb(c), GRID_KINDS, checkGrid, fuzzRuns(60));
    },
    fuzzTimeout(),
  );

  it(
    "plan the same with units, walls and areas added on another scene level",
    () => {
      sameOnAnotherLevel(gridBoardArb(c), GRID_KINDS, fuzzRuns(30));
    },
    fuzzTimeout(),
  );
});

describe("gridless planners", () => {
  it(
    "plan within the invariants or refuse with a named error",
    () => {
      plansWithin(gridlessBoardArb, GRIDLESS_KINDS, checkGridless, fuzzRuns(300));
    },
    fuzzTimeout(),
  );

  it(
    "plan the same with units, walls and areas added on another scene level",
    () => {
      sameOnAnotherLevel(gridlessBoardArb, GRIDLESS_KINDS, fuzzRuns(150));
    },
    fuzzTimeout(),
  );
});
