import { describe, expect, it } from "vitest";
import { planRecoil } from "../../../../src/engine/movement/gridless/recoil";
import { DOWNED } from "../../../../src/engine/movement/gridless/rules";
import { createGridlessWorld } from "../../../../src/engine/movement/gridless/world";
import type { Unit, Wall } from "../../../../src/engine/board/types";
import { board, circle, endOf, moveOf, wall } from "./fixtures";

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
