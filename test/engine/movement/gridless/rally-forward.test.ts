import { describe, expect, it } from "vitest";
import { planRallyForward } from "@engine/movement/gridless/rally-forward";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { board, endOf, moveOf, rect } from "./fixtures";

// victory-margin at 10 px per cm, contact within 0.5 cm (5 px). Rects 4 cm wide, 2 cm deep.
const settings = { contactTolerance: 0.5 };
const attacker = rect("A", "red", 0, 0, 40, 20);

describe("planRallyForward (victory-margin)", () => {
  it("drives through a standing defender and ends 1 cm beyond it", () => {
    // D touches A below. A (half depth 10) is clear of D when its top edge reaches D's bottom
    // (30): after 40 px; 1 cm more is 50 px, A's top then 10 px (1 cm) below D, out of contact.
    const defender = rect("D", "blue", 0, 20, 40, 20, { facing: 180 });
    const world = createGridlessWorld(board([attacker, defender], 10, "cm"), settings);
    const plan = planRallyForward(world, { unitId: "A", target: { kind: "through", defenderId: "D", beyond: 1 } });
    expect(endOf(plan, "A").y).toBeCloseTo(50, 9);
    expect(moveOf(plan, "A")).toMatchObject({ facing: 0 });
    expect(moveOf(plan, "A").distance).toBeCloseTo(5, 9);
    expect(plan.events).toEqual([{ kind: "passed-through", unitId: "A", otherId: "D" }]);
  });

  it("stays put rather than end in contact when an enemy waits beyond the defender", () => {
    // E's top edge at 60: A 1 cm beyond D (bottom edge at 60) would touch E; any place short of
    // that is within 0.5 cm of D or of E, or inside D: nowhere will do.
    const defender = rect("D", "blue", 0, 20, 40, 20, { facing: 180 });
    const enemy = rect("E", "blue", 0, 70, 40, 20, { facing: 180 });
    const world = createGridlessWorld(board([attacker, defender, enemy], 10, "cm"), settings);
    const plan = planRallyForward(world, { unitId: "A", target: { kind: "through", defenderId: "D", beyond: 1 } });
    expect(plan.moves).toEqual([]);
    expect(plan.events).toEqual([{ kind: "blocked", unitId: "A", cause: "enemy", otherId: "D", outcome: "stopped" }]);
  });

  it("moves into the vacated space, stopping short of contact with an enemy", () => {
    // The defender's old centre is 100 px ahead. E's top edge is at 110: A comes within 5 px of
    // it when its bottom edge reaches 105, i.e. after 95 px, and stops just short.
    const enemy = rect("E", "blue", 0, 120, 40, 20, { facing: 180 });
    const world = createGridlessWorld(board([attacker, enemy], 10, "cm"), settings);
    const plan = planRallyForward(world, { unitId: "A", target: { kind: "vacated", to: { x: 0, y: 100 } } });
    expect(endOf(plan, "A").y).toBeCloseTo(95, 3);
    expect(endOf(plan, "A").y).toBeLessThan(95);
    expect(plan.events).toEqual([{ kind: "blocked", unitId: "A", cause: "enemy", otherId: "E", outcome: "stopped" }]);
    // Without the enemy it goes all the way.
    const free = planRallyForward(createGridlessWorld(board([attacker], 10, "cm"), settings), {
      unitId: "A",
      target: { kind: "vacated", to: { x: 0, y: 100 } },
    });
    expect(endOf(free, "A")).toEqual({ x: 0, y: 100 });
    expect(free.events).toEqual([]);
  });
});
