import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Board } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import { EngineError } from "@engine/errors";
import { segmentEntersPolygon } from "@engine/geometry/polygon";
import { segmentsIntersect } from "@engine/geometry/segment";
import { distance } from "@engine/geometry/vector";
import { footprintBounds, footprintsOverlap } from "@engine/grid/footprint";
import { applyPlan } from "@engine/movement/apply-plan";
import type { MovePlan } from "@engine/movement/move-plan";
import { planBreakthrough } from "@engine/movement/gridless/breakthrough";
import { planFallBack } from "@engine/movement/gridless/fall-back";
import { planFlee } from "@engine/movement/gridless/flee";
import { planPursuit } from "@engine/movement/gridless/pursuit";
import { planRallyForward } from "@engine/movement/gridless/rally-forward";
import { byUnitTypes, planRecoil } from "@engine/movement/gridless/recoil";
import {
  DOWNED,
  FALL_BACK_FRIENDS,
  RECOIL_FRIENDS,
  STOPPED,
  type FriendRules,
  type PlannerSettings,
} from "@engine/movement/gridless/rules";
import { planSuppression } from "@engine/movement/gridless/suppression";
import { createGridlessWorld, type GridlessWorld } from "@engine/movement/gridless/world";
import { boardArb, FLEE, IMPASSABLE, PX_PER_INCH } from "./random-boards";

/** A request drawn for a board: which planner, for which unit(s), how far. */
const requestArb = fc.record({
  kind: fc.constantFrom("fall-back", "recoil", "suppression", "flee", "pursuit", "rally", "through", "breakthrough"),
  mover: fc.nat(),
  other: fc.nat(),
  distance: fc.double({ min: 0, max: 6, noNaN: true }),
  heading: fc.integer({ min: 0, max: 359 }),
  friends: fc.constantFrom<FriendRules>(
    RECOIL_FRIENDS,
    FALL_BACK_FRIENDS,
    { pass: "none", push: "any", facingTolerance: 45 },
    { pass: "any", push: "any", facingTolerance: 45 },
  ),
  turn: fc.boolean(),
  waypoints: fc.array(
    fc.record({ turn: fc.integer({ min: -45, max: 45 }), length: fc.double({ min: 0, max: 3, noNaN: true }) }),
    {
      minLength: 1,
      maxLength: 3,
    },
  ),
});
type Request = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

interface Planned {
  readonly plan: MovePlan;
  readonly moverId: string;
  /**
   * How far (table units) each unit may go, before what passing through friends adds: to its
   * own move, and to the mover's (whose longer move pushes the others further).
   */
  readonly limit: (unitId: string) => number;
}

/** Runs the drawn request; null when the request is one the planners refuse (an EngineError). */
function plan(world: GridlessWorld, board: Board, r: Request): Planned | null {
  const planned = run(world, board, r);
  const moverId = board.units[r.mover % board.units.length]?.id ?? "";
  return planned === null ? null : { ...planned, moverId };
}

function run(world: GridlessWorld, board: Board, r: Request): Omit<Planned, "moverId"> | null {
  const units = board.units;
  const mover = units[r.mover % units.length];
  const other = units[r.other % units.length];
  if (mover === undefined || other === undefined) return null;
  const anyMove = (): number => Math.max(...units.map((u) => u.move)) + 2 + 12;
  try {
    switch (r.kind) {
      case "fall-back":
        return {
          plan: planFallBack(world, {
            unitId: mover.id,
            awayFrom: { unitId: other.id },
            distance: r.distance,
            friends: r.friends,
            blocking: IMPASSABLE,
            blocked: STOPPED,
          }),
          limit: () => r.distance,
        };
      case "recoil":
        return {
          plan: planRecoil(world, {
            unitId: mover.id,
            distance: r.distance,
            friends: r.friends,
            blocking: IMPASSABLE,
            makesFlee: { applies: byUnitTypes(["cavalry"], ["infantry"]), flee: FLEE },
            blocked: DOWNED,
          }),
          limit: (id) => (id === mover.id ? r.distance : Math.max(r.distance, anyMove())),
        };
      case "suppression":
        return {
          plan: planSuppression(world, {
            unitId: mover.id,
            distance: Math.min(r.distance, 2),
            maxDistance: 2,
            heading: r.heading,
            turnAround: r.turn,
            friends: r.friends,
            blocking: IMPASSABLE,
          }),
          limit: () => Math.min(r.distance, 2),
        };
      case "flee":
        return { plan: planFlee(world, { ...FLEE, unitId: mover.id }), limit: () => anyMove() };
      case "pursuit":
        return {
          plan: planPursuit(world, {
            unitId: mover.id,
            targetId: other.id,
            distance: r.distance,
            blocking: IMPASSABLE,
          }),
          limit: () => r.distance,
        };
      case "rally":
        return {
          plan: planRallyForward(world, {
            unitId: mover.id,
            target: { kind: "vacated", to: { x: r.distance * 40, y: r.heading } },
            blocking: IMPASSABLE,
          }),
          limit: () => Infinity,
        };
      case "through":
        return {
          plan: planRallyForward(world, {
            unitId: mover.id,
            target: { kind: "through", defenderId: other.id, beyond: 0.5 },
            blocking: IMPASSABLE,
          }),
          limit: () => Infinity,
        };
      case "breakthrough": {
        let at = center(mover.footprint);
        const path: Point[] = r.waypoints.map((w) => {
          const a = ((mover.facing + w.turn) * Math.PI) / 180;
          at = { x: at.x - Math.sin(a) * w.length * PX_PER_INCH, y: at.y + Math.cos(a) * w.length * PX_PER_INCH };
          return at;
        });
        const allowance = 10;
        const through = other.side === mover.side ? [] : [other.id];
        return {
          plan: planBreakthrough(world, { unitId: mover.id, path, allowance, through, blocking: IMPASSABLE }),
          limit: () => allowance,
        };
      }
    }
  } catch (error) {
    if (error instanceof EngineError) return null;
    throw error;
  }
  return null;
}

function center(fp: Board["units"][number]["footprint"]): Point {
  if (fp.kind === "cells") throw new Error("cells");
  return fp.center;
}

function diameter(board: Board, id: string): number {
  const unit = board.units.find((u) => u.id === id);
  if (unit === undefined) return 0;
  const b = footprintBounds(unit);
  return Math.hypot(b.maxX - b.minX, b.maxY - b.minY) / PX_PER_INCH;
}

const settingsArb: fc.Arbitrary<PlannerSettings> = fc
  .record({
    contactTolerance: fc.constantFrom(0, 0.25),
    bounds: fc.option(fc.constant({ minX: -20, minY: -20, maxX: 260, maxY: 260 }), { nil: undefined }),
  })
  .map((s) =>
    s.bounds === undefined
      ? { contactTolerance: s.contactTolerance }
      : { contactTolerance: s.contactTolerance, bounds: s.bounds },
  );

const RUNS = { numRuns: 150 };

describe("gridless planners on random boards", () => {
  it("never leave two units overlapping, never cross a wall that blocks movement, never enter impassable ground", () => {
    fc.assert(
      fc.property(boardArb, requestArb, settingsArb, (board, request, settings) => {
        const planned = plan(createGridlessWorld(board, settings), board, request);
        if (planned === null) return;
        const after = applyPlan(board, planned.plan);
        for (const move of planned.plan.moves) {
          const unit = after.units.find((u) => u.id === move.unitId);
          if (unit === undefined) continue;
          for (const other of after.units) {
            if (other.id !== unit.id)
              expect(footprintsOverlap(unit, other), `${unit.id} overlaps ${other.id}`).toBe(false);
          }
          for (let k = 1; k < move.path.length; k++) {
            const a = move.path[k - 1];
            const b = move.path[k];
            if (a === undefined || b === undefined) continue;
            for (const wall of board.terrain.walls) {
              if (wall.blocksMove)
                expect(segmentsIntersect(a, b, wall.a, wall.b), `${move.unitId} crosses ${wall.id}`).toBe(false);
            }
            for (const area of board.terrain.areas) {
              if (area.kind === "impassable" && "polygon" in area.shape) {
                expect(segmentEntersPolygon(a, b, area.shape.polygon), `${move.unitId} enters ${area.id}`).toBe(false);
              }
            }
          }
        }
      }),
      RUNS,
    );
  });

  it("never move a unit further than it may (plus what passing through friends adds)", () => {
    fc.assert(
      fc.property(boardArb, requestArb, (board, request) => {
        const planned = plan(createGridlessWorld(board), board, request);
        if (planned === null) return;
        const extra = (unitId: string): number =>
          planned.plan.events.reduce(
            (sum, e) =>
              sum +
              (e.kind === "passed-through" && e.unitId === unitId
                ? diameter(board, e.otherId) + diameter(board, unitId)
                : 0),
            0,
          );
        for (const move of planned.plan.moves) {
          const bound = planned.limit(move.unitId) + extra(move.unitId) + extra(planned.moverId);
          expect(move.distance).toBeLessThanOrEqual(bound + 1e-9);
          let length = 0;
          for (let k = 1; k < move.path.length; k++) {
            const a = move.path[k - 1];
            const b = move.path[k];
            if (a !== undefined && b !== undefined) length += distance(a, b);
          }
          expect(move.distance).toBeCloseTo(length / PX_PER_INCH, 9);
        }
      }),
      RUNS,
    );
  });

  it("give the same plan for the same request, indexed or exhaustive, on a fresh or a used world", () => {
    fc.assert(
      fc.property(boardArb, requestArb, requestArb, (board, request, first) => {
        const world = createGridlessWorld(board);
        plan(world, board, first);
        const used = plan(world, board, request);
        const fresh = plan(createGridlessWorld(board), board, request);
        const exhaustive = plan(createGridlessWorld(board, { search: "exhaustive" }), board, request);
        expect(used?.plan).toEqual(fresh?.plan);
        expect(exhaustive?.plan).toEqual(fresh?.plan);
      }),
      { numRuns: 100 },
    );
  });

  it("give plans that are the same applied twice as once", () => {
    fc.assert(
      fc.property(boardArb, requestArb, (board, request) => {
        const planned = plan(createGridlessWorld(board), board, request);
        if (planned === null) return;
        const once = applyPlan(board, planned.plan);
        expect(applyPlan(once, planned.plan)).toEqual(once);
      }),
      { numRuns: 100 },
    );
  });
});
