import { describe, expect, it } from "vitest";
import { planFlee, type FleeRequest } from "@engine/movement/gridless/flee";
import { resolveCrossing } from "@engine/movement/gridless/resolve-crossing";
import { DOWNED } from "@engine/movement/gridless/rules";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { applyPlan } from "@engine/movement/apply-plan";
import { board, box, circle, endOf, moveOf, wall } from "./fixtures";

// skirmish-recoil at 20 px per inch. U (r 10, move 6") faces down; its victor E stands touching
// it below. A flee: recoil 2" (40 px) up to y = -40, turn to face up (180), then 6" (120 px).
const victor = circle("E", "r", 0, 20, 10);
const fleeing = circle("U", "b", 0, 0, 10);
const request: FleeRequest = {
  unitId: "U",
  from: { x: 0, y: 20 },
  recoil: 2,
  maxMove: 12,
  terrain: { impassable: ["impassable"], difficult: ["difficult"], barrier: ["hedge"] },
  crossing: { dice: "1d6", target: 4 },
  blocked: DOWNED,
};

describe("planFlee (skirmish-recoil)", () => {
  it("recoils 2, turns about and runs its full move straight on when nothing is in the way", () => {
    const plan = planFlee(createGridlessWorld(board([victor, fleeing], 20, "in")), request);
    expect(endOf(plan, "U")).toEqual({ x: 0, y: -160 });
    expect(moveOf(plan, "U")).toMatchObject({
      facing: 180,
      distance: 8,
      path: [
        { x: 0, y: 0 },
        { x: 0, y: -40 },
        { x: 0, y: -160 },
      ],
    });
    expect(plan.events).toEqual([]);
  });

  it("caps the flee leg at 12 whatever the move", () => {
    const fast = circle("U", "b", 0, 0, 10, { move: 20 });
    const plan = planFlee(createGridlessWorld(board([victor, fast], 20, "in")), request);
    expect(moveOf(plan, "U").distance).toBeCloseTo(14, 9); // 2 of recoil + 12
  });

  it("turns by the smallest angle that clears an enemy in its way", () => {
    // Enemy X (r 10) 60 px ahead of the turned U at (0, -40). Heading θ off straight passes X's
    // centre at 60·sin θ; the bodies (radii 20 together) clear when that is at least 20:
    // sin θ >= 1/3, θ >= 19.47°, so 20° in 1° steps. The victor is straight behind, so both
    // sides are equally far from it and the clockwise turn (+20) goes first.
    const blocker = circle("X", "r", 0, -100, 10);
    const plan = planFlee(createGridlessWorld(board([victor, fleeing, blocker], 20, "in")), request);
    const rad = (200 * Math.PI) / 180; // facing 180 + 20; its vector is (-sin, cos)
    expect(endOf(plan, "U").x).toBeCloseTo(-120 * Math.sin(rad), 9);
    expect(endOf(plan, "U").y).toBeCloseTo(-40 + 120 * Math.cos(rad), 9);
    expect(moveOf(plan, "U").facing).toBe(200);
    expect(plan.events).toEqual([{ kind: "deflected", unitId: "U", degrees: 20, reason: "enemy", otherId: "X" }]);
    // Why: fled up to 12 (its move 6 here caps it: min(6, 12)), turned 20° by enemy X.
    expect(moveOf(plan, "U").why).toEqual({
      rule: { kind: "flee", distance: 6 },
      notes: [{ kind: "deflected", degrees: 20, cause: "enemy", otherId: "X" }],
    });
  });

  it("breaks a tie toward the side away from the enemy it flees", () => {
    // With the victor to U's lower right (x = +30), turning anticlockwise (-20) heads further from it.
    const blocker = circle("X", "r", 0, -100, 10);
    const world = createGridlessWorld(board([circle("E", "r", 30, 20, 10), fleeing, blocker], 20, "in"));
    const plan = planFlee(world, { ...request, from: { x: 30, y: 20 } });
    expect(moveOf(plan, "U").facing).toBe(160);
    expect(endOf(plan, "U").x).toBeLessThan(0);
  });

  it("avoids difficult ground when it can, and goes into it when it cannot", () => {
    // A wood from y = -130 up, 60 px either side of the line: the straight leg enters it.
    const wood = box("wood", "difficult", -60, -400, 60, -130);
    const plan = planFlee(createGridlessWorld(board([victor, fleeing], 20, "in", { areas: [wood] })), request);
    const event = plan.events[0];
    expect(event).toMatchObject({ kind: "deflected", reason: "terrain" });
    expect(endOf(plan, "U").x).toBeGreaterThan(0);
    // Turns of at most 45° and a wood right across: every heading runs into it (at 45° the leg
    // climbs 120·cos 45° = 85 px, its top edge to -135), so it runs straight on into it.
    const wide = box("wide", "difficult", -1000, -400, 1000, -130);
    const world = createGridlessWorld(board([victor, fleeing], 20, "in", { areas: [wide] }));
    const straight = planFlee(world, { ...request, maxDeviation: 45 });
    expect(endOf(straight, "U")).toEqual({ x: 0, y: -160 });
  });

  it("crosses a barrier without turning, with a crossing test; failing it removes the unit at the barrier", () => {
    // A hedge from y = -110 to -100 across the way: U's top edge reaches -100 after 50 px of the
    // flee leg, its centre then at (0, -90).
    const hedge = box("hedge1", "hedge", -200, -110, 200, -100);
    const b = board([victor, fleeing], 20, "in", { areas: [hedge] });
    const plan = planFlee(createGridlessWorld(b), request);
    expect(endOf(plan, "U")).toEqual({ x: 0, y: -160 });
    expect(plan.events).toEqual([
      { kind: "crossing-test", unitId: "U", barrierId: "hedge1", at: { x: 0, y: -90 }, dice: "1d6", target: 4 },
    ]);
    const failed = resolveCrossing(plan, "U", false);
    expect(moveOf(failed, "U")).toMatchObject({
      path: [
        { x: 0, y: 0 },
        { x: 0, y: -40 },
        { x: 0, y: -90 },
      ],
      distance: 4.5,
    });
    expect(failed.events[1]).toEqual({ kind: "removed", unitId: "U", reason: "crossing-failed" });
    expect(applyPlan(b, failed).units.map((u) => u.id)).toEqual(["E"]);
    const passed = resolveCrossing(plan, "U", true);
    expect(passed).toEqual({ moves: plan.moves, events: [] });
    expect(() => resolveCrossing(passed, "U", true)).toThrow("The plan holds no pending crossing test for unit U.");
  });

  it("ends blocked with the ruleset's outcome when no heading moves at all", () => {
    // A lane exactly its width between walls, ending at impassable ground: the recoil leg fits
    // (U's top edge reaches the ground, touching it), then every heading meets a wall or the
    // ground at once.
    const ground = box("rock", "impassable", -300, -300, 300, -50);
    const walls = [wall("l", { x: -10, y: -100 }, { x: -10, y: 10 }), wall("r", { x: 10, y: -100 }, { x: 10, y: 10 })];
    const plan = planFlee(createGridlessWorld(board([victor, fleeing], 20, "in", { areas: [ground], walls })), request);
    expect(endOf(plan, "U").y).toBeCloseTo(-40, 9);
    expect(plan.events).toEqual([
      { kind: "blocked", unitId: "U", cause: "no-retreat", outcome: "downed" },
      { kind: "status", unitId: "U", add: ["downed"], remove: [] },
    ]);
  });

  it("is Downed when its recoil leg is blocked", () => {
    const rear = circle("R", "r", 0, -20, 10);
    const plan = planFlee(createGridlessWorld(board([victor, fleeing, rear], 20, "in")), request);
    expect(plan.moves).toEqual([]);
    expect(plan.events[0]).toMatchObject({ kind: "blocked", cause: "enemy-front-and-rear", outcome: "downed" });
  });
});
