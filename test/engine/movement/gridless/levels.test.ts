import { describe, expect, it } from "vitest";
import { planBreakthrough } from "@engine/movement/gridless/breakthrough";
import { planFallBack } from "@engine/movement/gridless/fall-back";
import { planFlee } from "@engine/movement/gridless/flee";
import { planOccupy } from "@engine/movement/gridless/occupy";
import { planPursuit } from "@engine/movement/gridless/pursuit";
import { planRallyForward } from "@engine/movement/gridless/rally-forward";
import { planRecoil } from "@engine/movement/gridless/recoil";
import { DOWNED, STOPPED } from "@engine/movement/gridless/rules";
import { planSuppression } from "@engine/movement/gridless/suppression";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import type { Area, Unit, Wall } from "@engine/board/types";
import { board, box, circle, endOf, moveOf, rect, wall } from "./fixtures";

// skirmish-recoil as in recoil.test.ts: 20 px per inch, M (r 10) at the origin faces down the
// screen, so its 2" (40 px) recoil runs straight up (-y).
const recoil = { distance: 2, blocked: DOWNED } as const;
const on = (unit: Unit, level: string): Unit => ({ ...unit, level });
const onLevels = (w: Wall, levels: string[]): Wall => ({ ...w, levels });

describe("gridless movement across scene levels", () => {
  it("is stopped by a wall of its own level", () => {
    // The wall across y = -30: M's edge reaches it when its centre is at y = -20, after 20 px (1").
    const units = [on(circle("M", "b", 0, 0, 10), "ground")];
    const walls = [onLevels(wall("w", { x: -30, y: -30 }, { x: 30, y: -30 }), ["ground"])];
    const plan = planRecoil(createGridlessWorld(board(units, 20, "in", { walls })), { unitId: "M", ...recoil });
    expect(endOf(plan, "M").y).toBeCloseTo(-20, 9);
  });

  it("passes a wall and an enemy that stand on another level", () => {
    // The same wall, and an enemy E (r 10) 30 px behind, both on "roof": M recoils its full 40 px.
    const units = [on(circle("M", "b", 0, 0, 10), "ground"), on(circle("E", "r", 0, -30, 10), "roof")];
    const walls = [onLevels(wall("w", { x: -30, y: -30 }, { x: 30, y: -30 }), ["roof"])];
    const plan = planRecoil(createGridlessWorld(board(units, 20, "in", { walls })), { unitId: "M", ...recoil });
    expect(endOf(plan, "M").y).toBeCloseTo(-40, 9);
    expect(moveOf(plan, "M").distance).toBeCloseTo(2, 9);
    expect(plan.events).toEqual([]);
  });
});

/*
 * Each planner's own worked case (see its test file), with the unit that blocks, is pushed, is
 * passed through or is met put on "roof" while the mover stands on the unnamed level: the plan is
 * the one worked out for a board without that unit.
 */
describe("gridless planners ignore units on another scene level", () => {
  it("recoil: a friend it would push stays where it is", () => {
    // recoil.test.ts: M (r 20) meets F (r 5, 30 px behind, same facing) and, with no room behind
    // it, pushes it. With F on the roof M recoils its full 2" (40 px) to y = -40 and F stays.
    const units = [circle("M", "b", 0, 0, 20), on(circle("F", "b", 0, -30, 5), "roof")];
    const plan = planRecoil(createGridlessWorld(board(units, 20, "in")), { unitId: "M", ...recoil });
    expect(plan.moves.map((m) => m.unitId)).toEqual(["M"]);
    expect(endOf(plan, "M").y).toBeCloseTo(-40, 9);
    expect(plan.events).toEqual([]);
  });

  it("flee: runs straight on through where an enemy on the roof stands", () => {
    // flee.test.ts: U recoils 2" to y = -40, turns about and runs 6" (120 px) to y = -160. X at
    // (0, -100) on its own level turns it 20°; on the roof it changes nothing.
    const request = {
      unitId: "U",
      from: { x: 0, y: 20 },
      recoil: 2,
      maxMove: 12,
      terrain: { impassable: ["impassable"], difficult: ["difficult"], barrier: ["hedge"] },
      crossing: { dice: "1d6", target: 4 },
      blocked: DOWNED,
    };
    const units = [circle("E", "r", 0, 20, 10), circle("U", "b", 0, 0, 10), on(circle("X", "r", 0, -100, 10), "roof")];
    const plan = planFlee(createGridlessWorld(board(units, 20, "in")), request);
    expect(endOf(plan, "U")).toEqual({ x: 0, y: -160 });
    expect(moveOf(plan, "U").facing).toBe(180);
    expect(plan.events).toEqual([]);
  });

  it("breakthrough: an enemy on the roof neither stops it nor is in contact at its end", () => {
    // breakthrough.test.ts (10 px per cm): A drives 8 cm down through D; E's top edge at 70 would
    // stop it at 60 with a contact. On the roof, A runs its whole 80 px to y = 80 (its top edge
    // 70, clear of D's bottom edge 30), with no event.
    const units = [
      rect("A", "red", 0, 0, 40, 20, { move: 10 }),
      rect("D", "blue", 0, 20, 40, 20, { facing: 180 }),
      on(rect("E", "blue", 0, 80, 40, 20, { facing: 180 }), "roof"),
    ];
    const plan = planBreakthrough(createGridlessWorld(board(units, 10, "cm")), {
      unitId: "A",
      path: [{ x: 0, y: 80 }],
      through: ["D"],
    });
    expect(endOf(plan, "A")).toEqual({ x: 0, y: 80 });
    expect(plan.events).toEqual([]);
  });

  it("rally forward: an enemy on the roof is not near enough to stop it", () => {
    // rally-forward.test.ts (10 px per cm, contact within 0.5 cm): into the vacated space 100 px
    // ahead, E (top edge 110) would stop A short of 95; on the roof A goes all the way to y = 100.
    const units = [rect("A", "red", 0, 0, 40, 20), on(rect("E", "blue", 0, 120, 40, 20, { facing: 180 }), "roof")];
    const plan = planRallyForward(createGridlessWorld(board(units, 10, "cm"), { contactTolerance: 0.5 }), {
      unitId: "A",
      target: { kind: "vacated", to: { x: 0, y: 100 } },
    });
    expect(endOf(plan, "A")).toEqual({ x: 0, y: 100 });
    expect(plan.events).toEqual([]);
  });

  it("occupy: a downed enemy on the roof does not stop it; a trench on the roof is not in contact", () => {
    // occupy.test.ts (20 px per inch): P moves onto the middle of the trench, y = 20; X at
    // (0, 25) on its level stops it at y = 5, on the roof not.
    const trench = box("trench", "fortification", -50, 10, 50, 30);
    const units = [circle("P", "b", 0, 0, 10), on(circle("X", "r", 0, 25, 10), "roof")];
    const plan = planOccupy(createGridlessWorld(board(units, 20, "in", { areas: [trench] })), {
      unitId: "P",
      areaId: "trench",
    });
    expect(endOf(plan, "P")).toEqual({ x: 0, y: 20 });
    expect(plan.events).toEqual([{ kind: "occupied", unitId: "P", areaId: "trench" }]);
    const roofTrench: Area = { ...trench, levels: ["roof"] };
    const world = createGridlessWorld(board([circle("P", "b", 0, 0, 10)], 20, "in", { areas: [roofTrench] }));
    expect(() => planOccupy(world, { unitId: "P", areaId: "trench" })).toThrow(
      "Unit P is not in contact with area trench, so it cannot occupy it.",
    );
  });

  it("pursuit: an enemy on the roof between it and its target is not met", () => {
    // pursuit.test.ts (20 px per inch): T 50 px away is touched after 30 px (1.5"). Y on the roof
    // at (0, 25), which P would touch at once on one level, changes nothing.
    const units = [circle("P", "b", 0, 0, 10), circle("T", "r", 0, 50, 10), on(circle("Y", "r", 0, 25, 10), "roof")];
    const plan = planPursuit(createGridlessWorld(board(units, 20, "in")), { unitId: "P", targetId: "T", distance: 2 });
    expect(endOf(plan, "P").y).toBeCloseTo(30, 9);
    expect(plan.events).toEqual([{ kind: "contact", unitId: "P", otherId: "T" }]);
  });

  it("fall back: a friend on the roof is not passed through", () => {
    // fall-back.test.ts (10 px per cm): D falls back 8 cm straight down to y = 180; F at y = 180 on
    // its level makes the move grow to 10 cm through it; on the roof the move stays 8 cm.
    const units = [
      rect("A", "red", 0, 0, 40, 20),
      rect("D", "blue", 0, 100, 40, 20, { facing: 180 }),
      on(rect("F", "blue", 0, 180, 40, 20, { facing: 180 }), "roof"),
    ];
    const plan = planFallBack(createGridlessWorld(board(units, 10, "cm")), {
      unitId: "D",
      awayFrom: { unitId: "A" },
      distance: 8,
      blocked: STOPPED,
    });
    expect(endOf(plan, "D")).toEqual({ x: 0, y: 180 });
    expect(moveOf(plan, "D").distance).toBeCloseTo(8, 9);
    expect(plan.events).toEqual([]);
  });

  it("suppression: an enemy on the roof behind it does not stop it", () => {
    // suppression.test.ts (20 px per inch): S moves 1.5" (30 px) to its rear, y = -30. Z (r 10) on
    // the roof at (0, -30) would stop it at once on its level.
    const units = [circle("S", "b", 0, 0, 10), on(circle("Z", "r", 0, -30, 10), "roof")];
    const plan = planSuppression(createGridlessWorld(board(units, 20, "in")), {
      unitId: "S",
      distance: 1.5,
      maxDistance: 2,
      turnAround: true,
    });
    expect(endOf(plan, "S")).toEqual({ x: 0, y: -30 });
    expect(plan.events).toEqual([]);
  });
});
