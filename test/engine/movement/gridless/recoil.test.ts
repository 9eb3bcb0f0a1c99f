import { describe, expect, it } from "vitest";
import type { FleeRules } from "@engine/movement/gridless/flee";
import { byUnitTypes, planRecoil } from "@engine/movement/gridless/recoil";
import { DOWNED } from "@engine/movement/gridless/rules";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { board, circle, endOf, moveOf, wall } from "./fixtures";

// skirmish-recoil, in inches at 20 px per inch; figures face down the screen (facing 0), so
// "straight back" is up (-y). A recoil is 2" = 40 px.
const recoil = { distance: 2, blocked: DOWNED } as const;

describe("planRecoil (skirmish-recoil)", () => {
  it("moves 2 straight back without turning", () => {
    const world = createGridlessWorld(board([circle("M", "b", 0, 0, 10, { facing: 30 })], 20, "in"));
    const plan = planRecoil(world, { unitId: "M", ...recoil });
    // Facing 30: the rear is the facing 210, whose vector is (-sin 210, cos 210) = (0.5, -0.866).
    expect(endOf(plan, "M").x).toBeCloseTo(20, 9);
    expect(endOf(plan, "M").y).toBeCloseTo(-40 * Math.cos((30 * Math.PI) / 180), 9);
    expect(moveOf(plan, "M")).toMatchObject({ facing: 30, distance: 2 });
  });

  it("passes through a friend facing the same way to its rear where there is room", () => {
    // F (r 10) 30 px behind M: touched after 10 px, cleared after 50 px (centres 20 apart on
    // the far side). 40 px would end inside F, so M ends clear at y = -50: 2.5".
    const world = createGridlessWorld(board([circle("M", "b", 0, 0, 10), circle("F", "b", 0, -30, 10)], 20, "in"));
    const plan = planRecoil(world, { unitId: "M", ...recoil });
    expect(endOf(plan, "M").y).toBeCloseTo(-50, 9);
    expect(moveOf(plan, "M").distance).toBeCloseTo(2.5, 9);
    expect(plan.events).toEqual([{ kind: "passed-through", unitId: "M", otherId: "F" }]);
    expect(plan.moves.map((m) => m.unitId)).toEqual(["M"]);
  });

  it("pushes a friend facing the same way back the rest of the move when there is no room behind it", () => {
    // M (r 20) meets F (r 5, 30 px behind) after 5 px and would clear it after 55 px. A wall
    // from (12, -58) to (30, -58) stops M after 42 px (its edge reaches (12, -58) when its
    // centre is 20 from it: 58 - √(400 - 144) = 42), so there is no room. F (narrow, |x| <= 5)
    // misses the wall and is pushed 40 - 5 = 35 px (1.75"); M then ends its 2" touching F.
    const units = [circle("M", "b", 0, 0, 20), circle("F", "b", 0, -30, 5)];
    const walls = [wall("w", { x: 12, y: -58 }, { x: 30, y: -58 })];
    const plan = planRecoil(createGridlessWorld(board(units, 20, "in", { walls })), { unitId: "M", ...recoil });
    expect(endOf(plan, "M").y).toBeCloseTo(-40, 9);
    expect(endOf(plan, "F").y).toBeCloseTo(-65, 9);
    expect(plan.events).toEqual([{ kind: "pushed", unitId: "M", otherId: "F", distance: 1.75 }]);
  });

  it("pushes a chain of friends, each pushing the next", () => {
    // M, F1, F2 in file 20 px apart (touching): M pushes F1 40 px, F1 pushes F2 40 px.
    const units = [circle("M", "b", 0, 0, 10), circle("F1", "b", 0, -20, 10), circle("F2", "b", 0, -40, 10)];
    const walls = [wall("w", { x: -30, y: -120 }, { x: 30, y: -120 })];
    const plan = planRecoil(createGridlessWorld(board(units, 20, "in", { walls })), { unitId: "M", ...recoil });
    // Clearing F1 needs M's centre at -40, where F2 stands; F2 is passable too and M clears it
    // with its centre at -60 (20 past F2's), short of the wall at -120: M passes both, 3".
    expect(endOf(plan, "M").y).toBeCloseTo(-60, 9);
    expect(plan.events.map((e) => e.kind)).toEqual(["passed-through", "passed-through"]);
    // With passing off, it is a push chain.
    const pushOnly = { pass: "none", push: "same-facing", facingTolerance: 45 } as const;
    const chain = planRecoil(createGridlessWorld(board(units, 20, "in", { walls })), {
      unitId: "M",
      ...recoil,
      friends: pushOnly,
    });
    expect(chain.events).toEqual([
      { kind: "pushed", unitId: "M", otherId: "F1", distance: 2 },
      { kind: "pushed", unitId: "F1", otherId: "F2", distance: 2 },
    ]);
    expect([endOf(chain, "M").y, endOf(chain, "F1").y, endOf(chain, "F2").y]).toEqual([-40, -60, -80]);
  });

  it("bounds push chains: a chain longer than maxChain does not happen", () => {
    // maxChain 1: M may push F1, but F1 may not push F2, so the push fails and M is Downed
    // where it touches F1 (at once: they touch already).
    const units = [circle("M", "b", 0, 0, 10), circle("F1", "b", 0, -20, 10), circle("F2", "b", 0, -40, 10)];
    const pushOnly = { pass: "none", push: "same-facing", facingTolerance: 45 } as const;
    const world = createGridlessWorld(board(units, 20, "in"), { maxChain: 1 });
    const plan = planRecoil(world, { unitId: "M", ...recoil, friends: pushOnly });
    expect(plan.moves).toEqual([]);
    expect(plan.events[0]).toEqual({ kind: "blocked", unitId: "M", cause: "friend", otherId: "F1", outcome: "downed" });
  });

  it("never puts a unit to flight twice round a cycle", () => {
    // Every unit makes every friend flee. A recoils up into B; B flees, its recoil (B faces up,
    // so down) runs back into A, which made it flee and so cannot be put to flight or pushed
    // (facing the other way): B is Downed where it stands, and A, meeting B again, too.
    const flee: FleeRules = {
      recoil: 2,
      maxMove: 12,
      terrain: { impassable: [], difficult: [], barrier: [] },
      crossing: { dice: "1d6", target: 4 },
      blocked: DOWNED,
    };
    const units = [circle("A", "b", 0, 0, 10), circle("B", "b", 0, -20, 10, { facing: 180 })];
    const makesFlee = { applies: () => true, flee: { ...flee, makesFlee: () => true } };
    const plan = planRecoil(createGridlessWorld(board(units, 20, "in")), { unitId: "A", ...recoil, makesFlee });
    expect(plan.events.filter((e) => e.kind !== "status")).toEqual([
      { kind: "made-to-flee", unitId: "A", otherId: "B" },
      { kind: "blocked", unitId: "B", cause: "friend", otherId: "A", outcome: "downed" },
      { kind: "blocked", unitId: "A", cause: "friend", otherId: "B", outcome: "downed" },
    ]);
  });

  it("is Downed against a friend facing another way, which it can neither pass nor push", () => {
    // F faces 90: more than 45° off. M touches it after 10 px and stops there.
    const units = [circle("M", "b", 0, 0, 10), circle("F", "b", 0, -30, 10, { facing: 90 })];
    const plan = planRecoil(createGridlessWorld(board(units, 20, "in")), { unitId: "M", ...recoil });
    expect(endOf(plan, "M").y).toBeCloseTo(-10, 9);
    expect(plan.events).toEqual([
      { kind: "blocked", unitId: "M", cause: "friend", otherId: "F", outcome: "downed" },
      { kind: "status", unitId: "M", add: ["downed"], remove: [] },
    ]);
  });

  it("is Downed at once with enemy to both front and rear", () => {
    // Enemies touching M below (its front) and above (its rear).
    const units = [circle("M", "b", 0, 0, 10), circle("E1", "r", 0, 20, 10), circle("E2", "r", 0, -20, 10)];
    const plan = planRecoil(createGridlessWorld(board(units, 20, "in")), { unitId: "M", ...recoil });
    expect(plan.moves).toEqual([]);
    expect(plan.events[0]).toEqual({ kind: "blocked", unitId: "M", cause: "enemy-front-and-rear", outcome: "downed" });
  });

  it("makes friendly infantry flee when cavalry recoils into it, then goes on", () => {
    // Infantry I (move 6") 30 px behind cavalry C. I flees: recoils 40 px to -70, turns about
    // (facing 180, up the screen) and runs its 6" = 120 px on to -190. C then recoils its 40 px.
    const flee: FleeRules = {
      recoil: 2,
      maxMove: 12,
      terrain: { impassable: [], difficult: [], barrier: [] },
      crossing: { dice: "1d6", target: 4 },
      blocked: DOWNED,
    };
    const units = [circle("C", "b", 0, 0, 10, { type: "cavalry" }), circle("I", "b", 0, -30, 10, { type: "infantry" })];
    const makesFlee = { applies: byUnitTypes(["cavalry"], ["infantry"]), flee };
    const plan = planRecoil(createGridlessWorld(board(units, 20, "in")), { unitId: "C", ...recoil, makesFlee });
    expect(plan.events).toEqual([{ kind: "made-to-flee", unitId: "C", otherId: "I" }]);
    expect(endOf(plan, "I").y).toBeCloseTo(-190, 9);
    expect(moveOf(plan, "I")).toMatchObject({ facing: 180, distance: 8 });
    expect(endOf(plan, "C").y).toBeCloseTo(-40, 9);
    expect(moveOf(plan, "C").facing).toBe(0);
  });
});
