import { describe, it, expect } from "vitest";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import { armorAdvantage } from "@rulesets/combat-grid/leaders";
import type { CombatGridState } from "@rulesets/combat-grid/state";
import { armor, decide, infantry, pendingId, pendingStep, roll, setup, unit, unitState } from "./fixtures";

// The text's "Tank Battle in 1943": two T-34s (armor 3) against a StuG (3-4) and a Panzer III (2).
const t34 = (id: string, side: string) => unit(id, side, armor([4, 3], 3));
const stug = (side: string) => unit("stug", side, armor([4, 3], { attack: 3, defense: 4 }));
const panzer3 = (side: string) => unit("pz3", side, armor([3, 2], 2));

function sovietsAttack(): CombatGridState {
  return combatGrid.start(
    setup({
      activeSide: "soviet",
      units: [t34("t1", "soviet"), t34("t2", "soviet"), stug("german"), panzer3("german")],
    }),
  );
}

describe("tank battles", () => {
  it("need armor on both sides, and the attacker announces his leading unit first", () => {
    const state = sovietsAttack();
    expect(state.tankBattle).toBe(true);
    expect(pendingStep(state)).toMatchObject({ id: "leader:attacker", side: "soviet" });
    expect(pendingId(decide(state, "leader:attacker", "t1"))).toBe("leader:defender");
    const noArmor = combatGrid.start(setup({ units: [t34("t1", "red"), unit("b", "blue", infantry())] }));
    expect(noArmor.tankBattle).toBe(false);
    expect(pendingId(noArmor)).toBe("roll:attacker");
  });

  it("gives the Germans the advantage defending with the StuG (4 against 3)", () => {
    const state = decide(decide(sovietsAttack(), "leader:attacker", "t1"), "leader:defender", "stug");
    expect(armorAdvantage(state)).toBe("defender");
    const withPanzer3 = decide(decide(sovietsAttack(), "leader:attacker", "t1"), "leader:defender", "pz3");
    expect(armorAdvantage(withPanzer3)).toBe("attacker");
  });

  it("gives no advantage to Germans attacking with the StuG (3 against 3); the Panzer III gives it away", () => {
    const germansAttack = combatGrid.start(
      setup({
        activeSide: "german",
        units: [stug("german"), panzer3("german"), t34("t1", "soviet"), t34("t2", "soviet")],
      }),
    );
    expect(
      armorAdvantage(decide(decide(germansAttack, "leader:attacker", "stug"), "leader:defender", "t1")),
    ).toBeNull();
    expect(armorAdvantage(decide(decide(germansAttack, "leader:attacker", "pz3"), "leader:defender", "t1"))).toBe(
      "defender",
    );
  });

  it("lets only an armor unit with as many boxes left as any other lead: not the worn one", () => {
    const worn = unit("worn", "red", armor([6, 4], 5), { stepsLost: 1 });
    const state = combatGrid.start(
      setup({ units: [worn, unit("fresh", "red", armor([6, 4], 2)), unit("b", "blue", armor([4], 3))] }),
    );
    // Only the fresh tank may lead, so the attacker is not asked; the defender has one tank.
    expect(state.leaders).toEqual({ attacker: "fresh", defender: "b" });
    const three = combatGrid.start(
      setup({
        units: [
          worn,
          unit("fresh", "red", armor([6, 4], 2)),
          unit("fresh-2", "red", armor([6, 4], 2)),
          unit("b", "blue", armor([4], 3)),
        ],
      }),
    );
    const step = pendingStep(three);
    if (step.kind !== "decision") throw new Error("expected the leader decision");
    expect(step.options.map((option) => [option.id, option.legal, option.reason?.key])).toEqual([
      ["worn", false, "WARGAME.CombatGrid.Reason.LeaderNotFreshest"],
      ["fresh", true, undefined],
      ["fresh-2", true, undefined],
    ]);
  });
});

describe("the armor advantage's extra hit", () => {
  // Red: a T-34 (4 3) and infantry (4 3), total 8. Blue: the StuG (4 3) and a Panzer III (3 2), total 7.
  const units = [t34("t34", "red"), unit("inf", "red", infantry([4, 3])), stug("blue"), panzer3("blue")];
  const started = (): CombatGridState => decide(combatGrid.start(setup({ units })), "leader:defender", "stug");

  it("hits the enemy leader first, and counts as its hit when spreading the rest", () => {
    // Red rolls 6: 8 reaches the 1, 4 and 8 boxes, three hits. Blue rolls 5: 7 reaches 3 and 5, two hits, plus the extra.
    let state = roll(roll(started(), "roll:attacker", 6), "roll:defender", 5);
    expect(state.fire.defender).toMatchObject({ hits: 2, extra: 1 });
    // The defender applies first: both fresh, blue picks the Panzer III, then the StuG is the only fresh one.
    state = decide(state, "hit:defender:0", "pz3");
    state = decide(decide(state, "hit:defender:2", "stug"), "evade", "hold");
    // Red's T-34 takes the extra hit, then the infantry (no second hit before each has one), then red picks.
    expect(unitState(state, "t34")).toMatchObject({ stepsLost: 1, hits: 1 });
    expect(unitState(state, "inf")).toMatchObject({ stepsLost: 1, hits: 1 });
    expect(pendingId(state)).toBe("hit:attacker:2");
    const losses = state.effects.flatMap((effect) => (effect.kind === "step-loss" ? [effect.unitId] : []));
    expect(losses).toEqual(["pz3", "stug", "stug", "t34", "inf"]);
  });

  it("is not scored when the grid gives no hits", () => {
    // Blue rolls 1: the lowest box is 12, above 7.
    const state = roll(roll(started(), "roll:attacker", 1), "roll:defender", 1);
    expect(state.fire.defender).toMatchObject({ hits: 0, extra: 0 });
    expect(unitState(state, "t34").stepsLost).toBe(0);
  });
});
