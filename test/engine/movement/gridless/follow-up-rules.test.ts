import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBoardIndex } from "@engine/board/board-index";
import { enemyContacts } from "@engine/board/enemy-contacts";
import type { Board, Unit } from "@engine/board/types";
import { EngineError } from "@engine/errors";
import { footprintsOverlap } from "@engine/grid/footprint";
import { applyPlan } from "@engine/movement/apply-plan";
import type { MovePlan } from "@engine/movement/move-plan";
import { planBreakthrough } from "@engine/movement/gridless/breakthrough";
import { planFlee } from "@engine/movement/gridless/flee";
import { planPursuit } from "@engine/movement/gridless/pursuit";
import { planRallyForward } from "@engine/movement/gridless/rally-forward";
import { byUnitTypes, planRecoil } from "@engine/movement/gridless/recoil";
import { DOWNED, RECOIL_FRIENDS } from "@engine/movement/gridless/rules";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { boardArb, FLEE, IMPASSABLE } from "./random-boards";

/*
 * Each follow-up's own "cannot end …" rules on random boards, with contact as both hosts show it:
 * the board index at the planner's contact tolerance (enemy-contacts.ts).
 * fall-back-and-follow-up.txt: "A forward rally cannot end in contact with the enemy"; a
 * breakthrough "may end in contact with … other enemy units" (never overlapping, never inside the
 * defender it drove through). recoil-flee-pursuit.txt: a recoiling figure "that meets enemy … is
 * Downed"; a fleeing one turns "to avoid enemy" (else it is stopped and Downed, or destroyed at a
 * barrier); a pursuit goes 2 and may end in contact.
 */

const pickArb = fc.record({
  mover: fc.nat(),
  other: fc.nat(),
  to: fc.record({ x: fc.integer({ min: 0, max: 240 }), y: fc.integer({ min: 0, max: 240 }) }),
  tolerance: fc.constantFrom(0, 0.25, 0.5),
});
type Pick = typeof pickArb extends fc.Arbitrary<infer T> ? T : never;

const RUNS = { numRuns: 200 };

/** The plan, or null when the planner refuses the request (an EngineError, e.g. no direction). */
function attempt(make: () => MovePlan): MovePlan | null {
  try {
    return make();
  } catch (error) {
    if (error instanceof EngineError) return null;
    throw error;
  }
}

function drawn(board: Board, pick: Pick): { mover: Unit; other: Unit } | null {
  const mover = board.units[pick.mover % board.units.length];
  const other = board.units[pick.other % board.units.length];
  return mover === undefined || other === undefined || mover.id === other.id ? null : { mover, other };
}

function contactsOn(board: Board, tolerance: number, id: string): string[] {
  return enemyContacts(createBoardIndex(board, { contactTolerance: tolerance }), id);
}

function moved(plan: MovePlan, id: string): boolean {
  return plan.moves.some((move) => move.unitId === id && move.distance > 0);
}

function expectNoOverlap(after: Board, plan: MovePlan): void {
  for (const move of plan.moves) {
    const unit = after.units.find((u) => u.id === move.unitId);
    if (unit === undefined) continue;
    for (const other of after.units) {
      if (other.id !== unit.id) expect(footprintsOverlap(unit, other), `${unit.id} overlaps ${other.id}`).toBe(false);
    }
  }
}

describe("rally forward (fall-back-and-follow-up.txt)", () => {
  it("never ends in contact with an enemy as the hosts show contact, nor overlapping anything", () => {
    fc.assert(
      fc.property(boardArb, pickArb, fc.boolean(), (board, pick, through) => {
        const units = drawn(board, pick);
        if (units === null || (through && units.other.side === units.mover.side)) return;
        const world = createGridlessWorld(board, { contactTolerance: pick.tolerance });
        const target = through
          ? { kind: "through" as const, defenderId: units.other.id, beyond: 0.5 }
          : { kind: "vacated" as const, to: pick.to };
        const plan = attempt(() => planRallyForward(world, { unitId: units.mover.id, target, blocking: IMPASSABLE }));
        if (plan === null || !moved(plan, units.mover.id)) return;
        const after = applyPlan(board, plan);
        expect(contactsOn(after, pick.tolerance, units.mover.id)).toEqual([]);
        expectNoOverlap(after, plan);
      }),
      RUNS,
    );
  });
});

describe("breakthrough (fall-back-and-follow-up.txt)", () => {
  it("may end in contact, but never overlapping anything (the defender it drives through included)", () => {
    fc.assert(
      fc.property(boardArb, pickArb, (board, pick) => {
        const units = drawn(board, pick);
        if (units === null) return;
        const world = createGridlessWorld(board, { contactTolerance: pick.tolerance });
        const through = units.other.side === units.mover.side ? [] : [units.other.id];
        const path = [pick.to];
        const plan = attempt(() =>
          planBreakthrough(world, { unitId: units.mover.id, path, allowance: 10, through, blocking: IMPASSABLE }),
        );
        if (plan !== null) expectNoOverlap(applyPlan(board, plan), plan);
      }),
      RUNS,
    );
  });
});

describe("recoil, flee and pursuit (recoil-flee-pursuit.txt)", () => {
  /** Whether the plan says the unit was Downed (blocked with that outcome) or removed (destroyed). */
  const downedOrGone = (plan: MovePlan, id: string): boolean =>
    plan.events.some(
      (e) =>
        (e.kind === "blocked" && e.unitId === id && e.outcome === "downed") ||
        (e.kind === "removed" && e.unitId === id),
    );

  // At the planner's own contact (touching: skirmish-recoil plans with tolerance 0). Not yet at a
  // host's wider tolerance: a recoil that stops 0.1 px short of an enemy is not Downed, though a
  // host at 0.25 in shows contact (lineMove stops at overlap, not at contact).
  it("a recoiling figure that ends touching an enemy it did not touch before is Downed", () => {
    fc.assert(
      fc.property(boardArb, pickArb, (board, pick) => {
        const units = drawn(board, pick);
        if (units === null) return;
        const world = createGridlessWorld(board);
        const id = units.mover.id;
        const plan = attempt(() =>
          planRecoil(world, {
            unitId: id,
            distance: 2,
            friends: RECOIL_FRIENDS,
            blocking: IMPASSABLE,
            makesFlee: { applies: byUnitTypes(["cavalry"], ["infantry"]), flee: FLEE },
            blocked: DOWNED,
          }),
        );
        if (plan === null) return;
        const after = applyPlan(board, plan);
        expectNoOverlap(after, plan);
        if (!after.units.some((u) => u.id === id)) return;
        const before = new Set(contactsOn(board, 0, id));
        const met = contactsOn(after, 0, id).filter((other) => !before.has(other));
        if (met.length > 0) expect(downedOrGone(plan, id), `${id} met ${met.join(", ")}`).toBe(true);
      }),
      RUNS,
    );
  });

  it("a fleeing figure never ends overlapping anything, nor goes further than recoil 2 and its move", () => {
    fc.assert(
      fc.property(boardArb, pickArb, (board, pick) => {
        const units = drawn(board, pick);
        if (units === null) return;
        const world = createGridlessWorld(board, { contactTolerance: pick.tolerance });
        const plan = attempt(() => planFlee(world, { ...FLEE, unitId: units.mover.id }));
        if (plan === null) return;
        expectNoOverlap(applyPlan(board, plan), plan);
        for (const move of plan.moves) {
          if (move.unitId === units.mover.id) expect(move.distance).toBeLessThanOrEqual(2 + units.mover.move + 1e-9);
        }
      }),
      RUNS,
    );
  });

  it("a pursuit goes at most its 2 inches toward the enemy and never overlaps anything", () => {
    fc.assert(
      fc.property(boardArb, pickArb, (board, pick) => {
        const units = drawn(board, pick);
        if (units === null || units.other.side === units.mover.side) return;
        const world = createGridlessWorld(board, { contactTolerance: pick.tolerance });
        const plan = attempt(() =>
          planPursuit(world, { unitId: units.mover.id, targetId: units.other.id, distance: 2, blocking: IMPASSABLE }),
        );
        if (plan === null) return;
        const after = applyPlan(board, plan);
        expectNoOverlap(after, plan);
        for (const move of plan.moves)
          if (move.unitId === units.mover.id) expect(move.distance).toBeLessThanOrEqual(2 + 1e-9);
      }),
      RUNS,
    );
  });
});
