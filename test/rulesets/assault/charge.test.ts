import { describe, expect, it } from "vitest";
import { assault } from "@rulesets/assault/assault-ruleset";
import { cellOf, decide, outcomeOf, pendingId, pendingStep, setup, unit } from "./fixtures";

describe("the charge move", () => {
  it("ends the assault when no charging unit ends within 4 tiles of the target", () => {
    // a (speed 3) at (0,0), x at (0,8): its best charge reaches (0,3), 5 tiles from x. Off.
    const state = decide(
      assault.start(
        setup([unit("a", "red", "A", { i: 0, j: 0 }, { move: 3 }), unit("x", "blue", "X", { i: 0, j: 8 })]),
      ),
      "charge:a",
      "0,3",
    );
    expect(cellOf(state, "a")).toEqual({ i: 0, j: 3 });
    expect(outcomeOf(state)).toEqual({
      result: "off",
      by: "range",
      rounds: 0,
      scores: null,
      casualties: { attacker: 0, defender: 0 },
      extraHits: 0,
      broken: [],
      shock: {},
      trapped: [],
    });
    // The charge was made all the same: it is part of the session's moves.
    expect(state.phases.map((phase) => [phase.kind, phase.plan.moves[0]?.cells?.at(-1)])).toEqual([
      ["charge", { i: 0, j: 3 }],
    ]);
  });

  it("goes on when one unit ends within 4 tiles", () => {
    // With speed 4, a reaches (0,4), 4 tiles from x: the defender may now counter-charge.
    const state = decide(
      assault.start(
        setup([unit("a", "red", "A", { i: 0, j: 0 }, { move: 4 }), unit("x", "blue", "X", { i: 0, j: 8 })]),
      ),
      "charge:a",
      "0,4",
    );
    expect(pendingId(state)).toBe("counter:1:defender");
  });

  it("may enter the target's zone of control and end in contact, but no other formation's zone", () => {
    // a (speed 6) at (0,0); target x at (0,5); y of formation Y at (3,3), whose zone is rows 2–4,
    // columns 2–4. x's zone (rows -1–1, columns 4–6) may be entered, and a unit stops at contact.
    const units = [
      unit("a", "red", "A", { i: 0, j: 0 }, { move: 6 }),
      unit("x", "blue", "X", { i: 0, j: 5 }),
      unit("y", "blue", "Y", { i: 3, j: 3 }),
    ];
    const step = pendingStep(assault.start(setup(units)));
    if (step.kind !== "decision") throw new Error("no charge decision");
    const ids = step.options.map((option) => option.id);
    expect(ids[0]).toBe("stay");
    expect(ids).toContain("0,4");
    expect(ids).toContain("1,4");
    expect(ids).not.toContain("2,3");
    expect(ids).not.toContain("2,2");
    // Past the contact: x's own cell and the far side of x are not reachable.
    expect(ids).not.toContain("0,5");
    expect(ids).not.toContain("0,6");
    expect(step.options.find((option) => option.id === "0,4")?.data).toEqual({ i: 0, j: 4, count: 4 });
  });

  it("takes the chosen destination by its cheapest legal path, checked step by step", () => {
    const units = [unit("a", "red", "A", { i: 0, j: 0 }, { move: 6 }), unit("x", "blue", "X", { i: 0, j: 5 })];
    const state = decide(assault.start(setup(units)), "charge:a", "0,4");
    const move = state.phases[0]?.plan.moves[0];
    expect(move?.cells).toEqual([0, 1, 2, 3, 4].map((j) => ({ i: 0, j })));
    expect(state.phases[0]?.plan.events).toEqual([{ kind: "contact", unitId: "a", otherId: "x" }]);
    expect(() => decide(assault.start(setup(units)), "charge:a", "0,5")).toThrow(/has no option 0,5/);
  });
});
