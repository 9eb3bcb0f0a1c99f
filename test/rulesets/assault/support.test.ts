import { describe, expect, it } from "vitest";
import { assault } from "@rulesets/assault/assault-ruleset";
import { decide, logLines, pendingId, pendingStep, roll, setup, toFight, unit } from "./fixtures";

// a1 touches x1; a2 (close combat weapons only) is 3 tiles from x1 but not in a position to attack.
// Red's other formations: T (t1, 4 tiles from x1), M (marched), K (broken), F (5 tiles away) and C
// (close combat weapons only). Blue's: S (s1, 4 tiles from a1) and W (w1, 3 tiles from a2 but 5
// from a1: a2 does not attack, so it is not "directly involved" for supporting fire).
const units = [
  unit("a1", "red", "A", { i: 0, j: 3 }),
  unit("a2", "red", "A", { i: 3, j: 5 }, { data: { firefight: null } }),
  unit("x1", "blue", "X", { i: 0, j: 4 }),
  unit("t1", "red", "T", { i: 0, j: 0 }),
  unit("m1", "red", "M", { i: 1, j: 0 }),
  unit("k1", "red", "K", { i: -1, j: 0 }),
  unit("f1", "red", "F", { i: 0, j: -1 }),
  unit("c1", "red", "C", { i: 2, j: 1 }, { data: { firefight: null } }),
  unit("s1", "blue", "S", { i: 0, j: 7 }, { data: { firefight: 4 } }),
  unit("w1", "blue", "W", { i: 3, j: 8 }),
];
const formations = { M: { marched: true }, K: { broken: true } };

describe("supporting fire", () => {
  it("comes from other formations within 4 tiles and a line of fire of a unit in a position to attack, not broken, not marched", () => {
    const state = toFight(assault.start(setup(units, { formations })));
    expect(state.fight?.support).toEqual({
      attacker: [{ formation: "T", units: [{ unitId: "t1", value: 3 }] }],
      defender: [{ formation: "S", units: [{ unitId: "s1", value: 4 }] }],
    });
  });

  it("is called by each side, fires with firefight values, and its hits are saved as the others", () => {
    // Both attacks miss (6s). Red calls T, blue declines S. t1 rolls 2 (≤ 3): a hit on x1, which
    // has no save: X is wiped out and red wins.
    let state = roll(
      roll(toFight(assault.start(setup(units, { formations }))), "attack:1:attacker", 6),
      "attack:1:defender",
      6,
    );
    const step = pendingStep(state);
    expect(
      step.kind === "decision" ? [step.id, step.min, step.max, step.options.map((option) => option.id)] : [],
    ).toEqual(["support:1:attacker", 0, 1, ["T"]]);
    state = decide(decide(state, "support:1:attacker", "T"), "support:1:defender");
    expect(pendingId(state)).toBe("support-fire:1:attacker");
    state = roll(state, "support-fire:1:attacker", 2);
    expect(state.killed.defender).toEqual(["x1"]);
    expect(state.verdict).toMatchObject({ result: "attacker-wins", by: "wipe-out" });
    // S could have supported the losing side: one shock though it did not fire, and with as
    // many shock points as units it breaks (labelled default).
    expect(logLines(state)).toContain('WARGAME.Assault.Log.Shock {"formation":"S","count":1,"total":1}');
    expect(state.shock).toEqual({ S: 1 });
    expect(state.broken).toEqual(["S"]);
    expect(state.effects).toContainEqual({ kind: "resource", side: "S", resource: "shock", delta: 1 });
    expect(state.effects).toContainEqual({ kind: "status", unitId: "s1", status: "broken", on: true });
  });
});
