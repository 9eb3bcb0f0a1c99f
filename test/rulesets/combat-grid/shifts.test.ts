import { describe, it, expect } from "vitest";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import { shiftsFor } from "@rulesets/combat-grid/shifts";
import type { CombatGridState, Role } from "@rulesets/combat-grid/state";
import { armor, decide, infantry, setup, SQUARE, unit } from "./fixtures";

/** A role's shifts as "up:Reason" / "down:Reason" strings. */
function shifts(state: CombatGridState, role: Role): string[] {
  return shiftsFor(state, role).map(
    (shift) => `${shift.direction}:${shift.reason.key.replace("WARGAME.CombatGrid.Reason.", "")}`,
  );
}

function startIn(kind: string, units: readonly unknown[], fields: Record<string, unknown> = {}): CombatGridState {
  return combatGrid.start(setup({ units, terrain: [{ cell: SQUARE, kind }], ...fields }));
}

const redInfantry = unit("r", "red", infantry());
const blueInfantry = unit("b", "blue", infantry());

describe("terrain shift", () => {
  it("shifts the attacker down against infantry in urban, mountain or bocage", () => {
    for (const kind of ["urban", "mountain", "bocage"]) {
      expect(shifts(startIn(kind, [redInfantry, blueInfantry]), "attacker")).toEqual(["down:ShiftTerrain"]);
    }
  });

  it("does not apply in other terrain, to a defender without infantry, or to the defender", () => {
    expect(shifts(startIn("woods", [redInfantry, blueInfantry]), "attacker")).toEqual([]);
    const blueGuns = unit("b", "blue", { type: "artillery", track: [2] });
    expect(shifts(startIn("urban", [redInfantry, blueGuns]), "attacker")).toEqual([]);
    expect(shifts(startIn("urban", [redInfantry, blueInfantry]), "defender")).toEqual([]);
  });

  it("is lifted by one attacking unit with the infantry support trait", () => {
    const supporting = unit("s", "red", armor([6], 3, { traits: ["infantry-support"] }));
    expect(shifts(startIn("mountain", [redInfantry, supporting, blueInfantry]), "attacker")).toEqual([]);
  });
});

describe("tank shock", () => {
  it("shifts down a side without armor against armor in the open", () => {
    const state = startIn("open", [unit("t", "red", armor()), blueInfantry]);
    expect(shifts(state, "defender")).toEqual(["down:ShiftTankShock"]);
    expect(shifts(state, "attacker")).toEqual([]);
  });

  it("does not apply off open ground, or when both sides have armor", () => {
    expect(shifts(startIn("woods", [unit("t", "red", armor()), blueInfantry]), "defender")).toEqual([]);
    const both = startIn("open", [unit("t", "red", armor()), unit("u", "blue", armor())]);
    expect([...shifts(both, "attacker"), ...shifts(both, "defender")]).toEqual([]);
  });
});

describe("element and flank shifts", () => {
  it("shifts down either side with units of more than one element", () => {
    const units = [
      unit("r1", "red", infantry([4], { element: "a" })),
      unit("r2", "red", infantry([4], { element: "b" })),
      unit("b1", "blue", infantry([4], { element: "x" })),
      unit("b2", "blue", infantry([4], { element: "y" })),
    ];
    const state = startIn("open", units);
    expect(shifts(state, "attacker")).toEqual(["down:ShiftElements"]);
    expect(shifts(state, "defender")).toEqual(["down:ShiftElements"]);
  });

  it("spares units with no element beside units of the same parent", () => {
    const units = [
      unit("r1", "red", infantry([4], { element: "a", parent: "p" })),
      unit("r2", "red", infantry([4], { element: null, parent: "p" })),
      blueInfantry,
    ];
    expect(shifts(startIn("open", units), "attacker")).toEqual([]);
  });

  it("shifts the attacker up when he flanks the defender", () => {
    expect(shifts(startIn("open", [redInfantry, blueInfantry], { flanking: true }), "attacker")).toEqual([
      "up:ShiftFlanking",
    ]);
    expect(shifts(startIn("open", [redInfantry, blueInfantry], { flanking: true }), "defender")).toEqual([]);
  });
});

describe("tactic shifts", () => {
  const both = { ops: { red: 1, blue: 1 } };

  it("Defense in Depth shifts the attacker down one; Reserve Artillery shifts him up one", () => {
    let state = startIn("open", [redInfantry, blueInfantry], both);
    state = decide(decide(state, "tactics:attacker", "reserve-artillery"), "tactics:defender", "defense-in-depth");
    expect(shifts(state, "attacker")).toEqual(["up:ShiftTacticUp", "down:ShiftTacticDown"]);
    expect(shifts(state, "defender")).toEqual([]);
  });

  it("Reserve Artillery only in the first tactical phase of a turn: later, it is spent for nothing", () => {
    let state = startIn("open", [redInfantry, blueInfantry], { ...both, tacticalPhase: 2 });
    state = decide(decide(state, "tactics:attacker", "reserve-artillery"), "tactics:defender");
    expect(state.plays.attacker).toEqual([{ id: "reserve-artillery", status: "inapplicable" }]);
    expect(shifts(state, "attacker")).toEqual([]);
    expect(state.effects).toContainEqual({ kind: "resource", side: "red", resource: "ops", delta: -1 });
  });
});
