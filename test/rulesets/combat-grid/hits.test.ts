import { describe, it, expect } from "vitest";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import type { CombatGridState } from "@rulesets/combat-grid/state";
import { decide, infantry, outcomeOf, pendingId, pendingStep, roll, setup, SQUARE, unit, unitState } from "./fixtures";

/** Red attacks with one unit of value `value`; blue defends with `defenders`. */
function attack(value: number, defenders: readonly unknown[], fields: Record<string, unknown> = {}): CombatGridState {
  return combatGrid.start(
    setup({ units: [unit("red", "red", infantry([value, 1]), { cameFrom: { i: 5, j: 4 } }), ...defenders], ...fields }),
  );
}

/** Red plays Recce (blue none) and so shoots first. */
function recce(state: CombatGridState): CombatGridState {
  return decide(state, "tactics:attacker", "recce");
}

function losses(state: CombatGridState): string[] {
  return state.effects.flatMap((effect) => (effect.kind === "step-loss" ? [effect.unitId] : []));
}

function legality(state: CombatGridState): Record<string, string> {
  const step = pendingStep(state);
  if (step.kind !== "decision") throw new Error(`expected a decision, got ${step.kind}`);
  return Object.fromEntries(
    step.options.map((option) => [
      option.id,
      option.legal ? "legal" : (option.reason?.key.replace("WARGAME.CombatGrid.Reason.", "") ?? "?"),
    ]),
  );
}

describe("spreading the hits", () => {
  const fresh = unit("fresh", "blue", infantry([4, 3, 2]));
  const worn = unit("worn", "blue", infantry([4, 3, 2]), { stepsLost: 1 });

  it("puts a hit on a fresh unit before a worn one", () => {
    // 16 on a 2 reaches the 9 and 14 boxes: two hits. Blue rolls a 6 (7 total: 1 and 4, two hits on red).
    const state = roll(roll(attack(16, [worn, fresh]), "roll:attacker", 2), "roll:defender", 6);
    expect(losses(state).slice(0, 2)).toEqual(["fresh", "worn"]);
  });

  it("gives no unit a second hit before every unit has one, and names why", () => {
    const units = ["a", "b", "c"].map((id) => unit(id, "blue", infantry([4, 3, 2])));
    // 22 on a 5 reaches 3, 5, 11, 17 and 22: five hits.
    let state = roll(roll(attack(22, units), "roll:attacker", 5), "roll:defender", 1);
    expect(legality(state)).toEqual({ a: "legal", b: "legal", c: "legal" });
    state = decide(state, "hit:defender:0", "b");
    expect(legality(state)).toEqual({ a: "legal", b: "SpreadEvenly", c: "legal" });
    state = decide(state, "hit:defender:1", "a");
    // c is the only unit without a hit: it takes the third without a question.
    expect(pendingId(state)).toBe("hit:defender:3");
    expect(legality(state)).toEqual({ a: "legal", b: "legal", c: "legal" });
    state = decide(decide(state, "hit:defender:3", "c"), "hit:defender:4", "a");
    expect(losses(state)).toEqual(["b", "a", "c", "c", "a"]);
    expect(unitState(state, "a").stepsLost).toBe(2);
  });

  it("names the fresh-first rule when a worn unit is passed over", () => {
    const other = unit("fresh-2", "blue", infantry([4, 3, 2]));
    const state = roll(roll(attack(16, [worn, fresh, other]), "roll:attacker", 2), "roll:defender", 1);
    expect(legality(state)).toEqual({ worn: "FreshFirst", fresh: "legal", "fresh-2": "legal" });
  });

  it("shatters a unit that loses its last step, and loses hits beyond every step", () => {
    const single = unit("single", "blue", infantry([4]));
    // Red shoots first: 40 on a 1 is six hits against one step.
    const state = roll(recce(attack(40, [single], { ops: { red: 1 } })), "roll:attacker", 1);
    expect(unitState(state, "single").presence).toBe("shattered");
    expect(state.effects).toContainEqual({ kind: "eliminated", unitId: "single" });
    expect(losses(state)).toEqual(["single"]);
    // Blue has nobody left to roll.
    expect(outcomeOf(state)).toEqual({
      result: "shattered",
      noCombat: false,
      inflicted: { attacker: 6, defender: 0 },
      squareTaken: true,
    });
  });

  it("has the defender apply his losses first even in simultaneous combat", () => {
    const state = decide(roll(roll(attack(16, [fresh]), "roll:attacker", 2), "roll:defender", 6), "evade", "hold");
    // Red's 16 on a 2 scores two hits, blue's 4 on a 6 two (the 1 and 4 boxes); blue's losses come first.
    expect(losses(state)).toEqual(["fresh", "fresh", "red", "red"]);
  });
});

describe("prepared positions", () => {
  const dug = [unit("a", "blue", infantry([4, 3, 2])), unit("b", "blue", infantry([4, 3, 2]))];

  it("absorb the first hit of a combat (one marker, even with three), the rest falling on the units", () => {
    // The text: three markers, three hits: one marker goes, two hits on the Germans, two markers stay.
    // Red shoots first: 11 on a 3 reaches 7 and 11, plus one shift up for flanking: three hits.
    let state = roll(
      recce(attack(11, dug, { preparedPositions: 3, flanking: true, ops: { red: 1 } })),
      "roll:attacker",
      3,
    );
    expect(state.fire.attacker).toMatchObject({ base: 2, up: 1, hits: 3 });
    expect(state.preparedPositions).toBe(2);
    state = decide(state, "hit:defender:0", "a");
    expect(losses(state)).toEqual(["a", "b"]);
    expect(state.effects.filter((effect) => effect.kind === "marker")).toEqual([
      { kind: "marker", marker: "prepared-position", cell: SQUARE, delta: -1 },
    ]);
  });

  it("protect only a defender", () => {
    // Red's 1 on a 1 scores nothing; blue's 8 on a 6 reaches 1, 4 and 8: three hits on red's two
    // steps, none absorbed, the third lost.
    const state = roll(roll(attack(1, dug, { preparedPositions: 1 }), "roll:attacker", 1), "roll:defender", 6);
    expect(state.preparedPositions).toBe(1);
    expect(losses(state)).toEqual(["red", "red"]);
  });

  it("are destroyed when the attacker takes the square", () => {
    const state = roll(
      recce(attack(40, [unit("single", "blue", infantry([4]))], { preparedPositions: 3, ops: { red: 1 } })),
      "roll:attacker",
      1,
    );
    // One absorbed, then the unit is shattered; the two left are destroyed.
    expect(
      state.effects
        .filter((effect) => effect.kind === "marker")
        .map((effect) => (effect.kind === "marker" ? effect.delta : 0)),
    ).toEqual([-1, -2]);
    expect(state.preparedPositions).toBe(0);
  });
});
