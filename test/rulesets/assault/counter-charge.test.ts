import { describe, expect, it } from "vitest";
import { assault } from "@rulesets/assault/assault-ruleset";
import { cellOf, decide, logLines, pendingId, pendingStep, setup, unit } from "./fixtures";

// a1 (red, formation A) at (0,3) has made its charge (it stays); the defenders X: x1 at (0,6),
// speed 8, so 25% is 2 tiles, not in contact; x2 at (1,2) touches a1.
const a1 = unit("a1", "red", "A", { i: 0, j: 3 });
const x1 = unit("x1", "blue", "X", { i: 0, j: 6 }, { move: 8 });
const x2 = unit("x2", "blue", "X", { i: 1, j: 2 });
const x3 = unit("x3", "blue", "X", { i: 1, j: 3 });

function counterStep(units: readonly unknown[], options: Record<string, unknown> = {}) {
  return decide(assault.start(setup(units, { options })), "charge:a1", "stay");
}

describe("counter-charges", () => {
  it("are offered to defenders not in contact, straight toward the nearest enemy", () => {
    const state = counterStep([a1, x1, x2]);
    const step = pendingStep(state);
    if (step.kind !== "decision") throw new Error("no counter-charge decision");
    // x2 touches a1 already. x1's nearest enemy is a1, 3 tiles west: 2 tiles on, at (0,4), it touches a1.
    expect(step.id).toBe("counter:1:defender");
    expect(step.min).toBe(0);
    expect(step.options).toEqual([
      {
        id: "x1",
        labelKey: "WARGAME.Assault.Option.CounterCharge",
        data: { unit: "x1", i: 0, j: 4, count: 2 },
        legal: true,
      },
    ]);
    const charged = decide(state, "counter:1:defender", "x1");
    expect(cellOf(charged, "x1")).toEqual({ i: 0, j: 4 });
    expect(charged.phases.at(-1)).toMatchObject({
      kind: "counter-charge",
      round: 1,
      plan: { events: [{ kind: "contact", unitId: "x1", otherId: "a1" }] },
    });
  });

  it("may be declined", () => {
    const state = decide(counterStep([a1, x1, x2]), "counter:1:defender");
    expect(cellOf(state, "x1")).toEqual({ i: 0, j: 6 });
    expect(pendingId(state)).toBe("attack:1:attacker");
  });

  it("stop short of an enemy already touched by two defending units", () => {
    // x2 and x3 both touch a1: x1 stops at (0,5), one tile on, refused the contact.
    const state = decide(counterStep([a1, x1, x2, x3]), "counter:1:defender", "x1");
    expect(cellOf(state, "x1")).toEqual({ i: 0, j: 5 });
    expect(state.phases.at(-1)?.plan.events).toEqual([
      { kind: "blocked", unitId: "x1", cause: "enemy", otherId: "a1", outcome: "contact-refused" },
    ]);
  });

  it("may contact any enemy formation, which then joins the assault", () => {
    // b of red formation B at (0,8) is 2 tiles from x1, nearer than a1 (3): x1 goes east and
    // touches b after one tile; B joins the attacking side and fights in close combat.
    const b = unit("b", "red", "B", { i: 0, j: 8 });
    const state = decide(counterStep([a1, x1, x2, b]), "counter:1:defender", "x1");
    expect(cellOf(state, "x1")).toEqual({ i: 0, j: 7 });
    expect(state.sides).toEqual({ attacker: ["A", "B"], defender: ["X"] });
    expect(logLines(state)).toContain('WARGAME.Assault.Log.Joins {"formation":"B","side":"red"}');
    expect(state.fight?.attacks.attacker).toEqual([
      { unitId: "a1", kind: "close-combat", value: 4 },
      { unitId: "b", kind: "close-combat", value: 4 },
    ]);
  });

  it("must leave the formation legal (labelled coherency default)", () => {
    // x4 at (0,8) (speed 1: no counter-charge) is 2 tiles from x1: both are in coherency. x1
    // counter-charging to (0,4) would leave both more than 2 tiles from any other unit of X: not
    // allowed, so nothing is asked. Unchecked (0), x1 may go.
    const x4 = unit("x4", "blue", "X", { i: 0, j: 8 }, { move: 1 });
    expect(pendingId(counterStep([a1, x1, x4]))).toBe("attack:1:attacker");
    const unchecked = pendingStep(counterStep([a1, x1, x4], { coherencyTiles: 0 }));
    expect(unchecked.kind === "decision" ? unchecked.options.map((option) => option.id) : []).toEqual(["x1"]);
    // With x5 at (2,8), 2 tiles from x4, x1's move would still leave it alone: listed, not legal,
    // with why; x5's one tile toward a1 keeps it by x4.
    const x5 = unit("x5", "blue", "X", { i: 2, j: 8 });
    const listed = pendingStep(counterStep([a1, x1, x4, x5]));
    expect(
      listed.kind === "decision" ? listed.options.map((option) => [option.id, option.legal, option.reason?.key]) : [],
    ).toEqual([
      ["x1", false, "WARGAME.Assault.Reason.Incoherent"],
      ["x5", true, undefined],
    ]);
  });
});
