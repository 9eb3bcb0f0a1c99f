import { describe, it, expect } from "vitest";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import { modifiedValue, sideTotal, unitValue, vulnerabilities } from "@rulesets/combat-grid/combat-value";
import { terrainRule } from "@rulesets/combat-grid/terrain";
import { armor, infantry, setup, SQUARE, unit, unitState } from "./fixtures";

/** The value of `id` in a combat set up with `fields`, red attacking blue. */
function valueIn(fields: Record<string, unknown>, id: string) {
  const state = combatGrid.start(setup(fields));
  const found = state.setup.units.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(id);
  return unitValue(found, unitState(state, id), terrainRule(state.setup.terrain[0]?.kind ?? "open"));
}

const woods = [{ cell: SQUARE, kind: "woods" }];

describe("a unit's combat value", () => {
  it("is the highest unmarked box of its track, attack or defense by role", () => {
    const units = [
      unit(
        "a",
        "red",
        infantry([
          { attack: 6, defense: 4 },
          { attack: 3, defense: 5 },
        ]),
        { stepsLost: 1 },
      ),
      unit("d", "blue", infantry([{ attack: 6, defense: 4 }])),
    ];
    expect(valueIn({ units }, "a")).toMatchObject({ base: 3, value: 3, vulnerable: [] });
    expect(valueIn({ units }, "d")).toMatchObject({ base: 4, value: 4 });
  });

  it("is halved, rounding up, for armor in terrain other than open", () => {
    const units = [unit("t", "red", armor([5])), unit("d", "blue", infantry())];
    expect(valueIn({ units, terrain: woods }, "t")).toMatchObject({ value: 3, vulnerable: ["armor-off-open"] });
    expect(valueIn({ units }, "t")).toMatchObject({ value: 5, vulnerable: [] });
  });

  it("is not halved off open ground for armor with the infantry support trait", () => {
    const units = [unit("t", "red", armor([5], 3, { traits: ["infantry-support"] })), unit("d", "blue", infantry())];
    expect(valueIn({ units, terrain: woods }, "t")).toMatchObject({ value: 5, vulnerable: [] });
  });

  it("is halved attacking across a bridge or on low supply, but not defending so", () => {
    const units = [
      unit("bridge", "red", infantry([7]), { acrossBridge: true }),
      unit("supply", "red", infantry([7]), { lowSupply: true }),
      unit("d", "blue", infantry([7]), { lowSupply: true, acrossBridge: true }),
    ];
    expect(valueIn({ units }, "bridge")).toMatchObject({ value: 4, vulnerable: ["across-bridge"] });
    expect(valueIn({ units }, "supply")).toMatchObject({ value: 4, vulnerable: ["low-supply"] });
    expect(valueIn({ units }, "d")).toMatchObject({ value: 7, vulnerable: [] });
  });

  it("is halved when tipped, attacking or defending", () => {
    const units = [
      unit("a", "red", infantry([5]), { tipped: true }),
      unit("d", "blue", infantry([5]), { tipped: true }),
    ];
    expect(valueIn({ units }, "a")).toMatchObject({ value: 3, vulnerable: ["tipped"] });
    expect(valueIn({ units }, "d")).toMatchObject({ value: 3, vulnerable: ["tipped"] });
  });

  it("is halved only once however many criteria apply", () => {
    const units = [
      unit("t", "red", armor([8]), { tipped: true, lowSupply: true, acrossBridge: true }),
      unit("d", "blue", infantry()),
    ];
    const value = valueIn({ units, terrain: woods }, "t");
    expect(value.vulnerable).toHaveLength(4);
    expect(value.value).toBe(4);
  });

  it("is doubled once, and doubled and halved cancel", () => {
    expect(modifiedValue(5, true, false)).toBe(10);
    expect(modifiedValue(5, false, true)).toBe(3);
    expect(modifiedValue(5, true, true)).toBe(5);
    const units = [
      unit("a", "red", infantry([5]), { doubled: true, tipped: true }),
      unit("b", "red", infantry([5]), { doubled: true }),
      unit("d", "blue", infantry()),
    ];
    expect(valueIn({ units }, "a")).toMatchObject({ value: 5, doubled: true, vulnerable: ["tipped"] });
    expect(valueIn({ units }, "b")).toMatchObject({ value: 10, doubled: true });
  });

  it("adds up per side with each unit modified on its own: 5 + ceil(3/2) = 7", () => {
    const units = [
      unit("a", "red", infantry([5])),
      unit("b", "red", infantry([3]), { tipped: true }),
      unit("d", "blue", infantry()),
    ];
    expect(sideTotal(combatGrid.start(setup({ units })), "attacker").total).toBe(7);
  });

  it("lists the vulnerable criteria by role", () => {
    const state = combatGrid.start(
      setup({ units: [unit("a", "red", armor([5]), { lowSupply: true }), unit("d", "blue", infantry())] }),
    );
    const attacker = state.setup.units[0];
    if (attacker === undefined) throw new Error("no unit");
    expect(vulnerabilities(attacker, "attacker", terrainRule("bocage"))).toEqual(["armor-off-open", "low-supply"]);
    expect(vulnerabilities(attacker, "defender", terrainRule("open"))).toEqual([]);
  });
});
