import { describe, it, expect } from "vitest";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import { sideTotal } from "@rulesets/combat-grid/combat-value";
import { shiftsFor } from "@rulesets/combat-grid/shifts";
import { TEXT_TACTICS, validateTactics } from "@rulesets/combat-grid/tactics";
import type { CombatGridState } from "@rulesets/combat-grid/state";
import { EngineError } from "@engine/errors";
import { armor, decide, infantry, outcomeOf, pendingId, pendingStep, setup, SQUARE, unit, unitState } from "./fixtures";

const twoEach = [
  unit("r1", "red", infantry([4], { element: "a" }), { cameFrom: { i: 5, j: 4 } }),
  unit("r2", "red", infantry([4], { element: "a" }), { cameFrom: { i: 4, j: 5 } }),
  unit("b1", "blue", infantry()),
  unit("b2", "blue", infantry()),
];

function start(fields: Record<string, unknown> = {}): CombatGridState {
  return combatGrid.start(setup({ units: twoEach, ops: { red: 5, blue: 5 }, ...fields }));
}

function optionsOf(state: CombatGridState) {
  const step = pendingStep(state);
  if (step.kind !== "decision") throw new Error("not a decision");
  return step;
}

describe("choosing tactics", () => {
  it("asks both sides in secret, attacker first, and reveals nothing until both are in", () => {
    const state = start();
    expect(optionsOf(state)).toMatchObject({ id: "tactics:attacker", secret: true, side: "red", sealed: [] });
    const attackerIn = decide(state, "tactics:attacker", "recce");
    expect(optionsOf(attackerIn)).toMatchObject({
      id: "tactics:defender",
      secret: true,
      side: "blue",
      sealed: ["red"],
    });
    expect(attackerIn.plays).toEqual({ attacker: [], defender: [] });
    expect(attackerIn.effects).toEqual([]);
  });

  it("allows up to one tactic per unit in the combat, and one Op each", () => {
    expect(optionsOf(start())).toMatchObject({ min: 0, max: 2 });
    expect(optionsOf(start({ ops: { red: 1, blue: 5 } }))).toMatchObject({ max: 1 });
    // A side without Ops is not asked.
    expect(pendingId(start({ ops: { blue: 1 } }))).toBe("tactics:defender");
  });

  it("gives offensive tactics to the active side, defensive ones to the passive side, general ones to both", () => {
    const legal = (state: CombatGridState) =>
      Object.fromEntries(
        optionsOf(state).options.map((option) => [option.id, option.legal ? "legal" : option.reason?.key]),
      );
    const state = start();
    expect(legal(state)).toMatchObject({
      recce: "legal",
      infiltration: "legal",
      withdraw: "WARGAME.CombatGrid.Reason.TacticDefensive",
      "defense-in-depth": "WARGAME.CombatGrid.Reason.TacticDefensive",
    });
    expect(legal(decide(state, "tactics:attacker"))).toMatchObject({
      recce: "legal",
      withdraw: "legal",
      infiltration: "WARGAME.CombatGrid.Reason.TacticOffensive",
      "reserve-artillery": "WARGAME.CombatGrid.Reason.TacticOffensive",
    });
  });

  it("refuses an illegal tactic and leaves the state as it was", () => {
    const state = start();
    const before = JSON.stringify(state);
    expect(() => decide(state, "tactics:attacker", "withdraw")).toThrow(EngineError);
    expect(() => decide(state, "tactics:attacker", "recce", "recce")).toThrow(EngineError);
    expect(JSON.stringify(state)).toBe(before);
  });

  it("notes, but allows, a tactic that would bring nothing here: Infiltration in the open", () => {
    const infiltration = optionsOf(start()).options.find((option) => option.id === "infiltration");
    expect(infiltration).toMatchObject({
      legal: true,
      note: { key: "WARGAME.CombatGrid.Note.TacticTerrain", data: { terrain: "open" } },
    });
    const played = decide(decide(start(), "tactics:attacker", "infiltration"), "tactics:defender");
    expect(played.plays.attacker).toEqual([{ id: "infiltration", status: "inapplicable" }]);
    expect(played.units.some((candidate) => candidate.doubled)).toBe(false);
    expect(played.effects).toContainEqual({ kind: "resource", side: "red", resource: "ops", delta: -1 });
  });
});

describe("the text's tactics", () => {
  it("Recce: the side that plays it alone shoots first", () => {
    expect(decide(decide(start(), "tactics:attacker"), "tactics:defender", "recce").volleys).toEqual([
      ["defender"],
      ["attacker"],
    ]);
    expect(decide(decide(start(), "tactics:attacker", "recce"), "tactics:defender").volleys).toEqual([
      ["attacker"],
      ["defender"],
    ]);
  });

  it("Recce against Recce: both negated, combat simultaneous", () => {
    const state = decide(decide(start(), "tactics:attacker", "recce"), "tactics:defender", "recce");
    expect(state.plays).toEqual({
      attacker: [{ id: "recce", status: "negated" }],
      defender: [{ id: "recce", status: "negated" }],
    });
    expect(state.volleys).toEqual([["attacker", "defender"]]);
  });

  it("Withdraw: no combat, the defender retreats (tipped) and the attacker takes the square", () => {
    const state = decide(
      decide(start({ preparedPositions: 2 }), "tactics:attacker", "recce"),
      "tactics:defender",
      "withdraw",
    );
    expect(outcomeOf(state)).toEqual({
      result: "retreats",
      noCombat: true,
      inflicted: { attacker: 0, defender: 0 },
      squareTaken: true,
    });
    expect(unitState(state, "b1").presence).toBe("retreated");
    expect(combatGrid.moveRequests(state)).toEqual([
      {
        kind: "retreat",
        unitId: "b1",
        awayFrom: [
          { i: 5, j: 4 },
          { i: 4, j: 5 },
        ],
        cells: 1,
      },
      {
        kind: "retreat",
        unitId: "b2",
        awayFrom: [
          { i: 5, j: 4 },
          { i: 4, j: 5 },
        ],
        cells: 1,
      },
    ]);
    expect(state.effects).toContainEqual({ kind: "status", unitId: "b1", status: "tipped", on: true });
    expect(state.effects).toContainEqual({ kind: "marker", marker: "prepared-position", cell: SQUARE, delta: -2 });
    expect(state.preparedPositions).toBe(0);
  });

  it("Infiltration doubles one infantry unit of the attacker's choice (off open ground)", () => {
    let state = start({ terrain: [{ cell: SQUARE, kind: "woods" }] });
    state = decide(decide(state, "tactics:attacker", "infiltration"), "tactics:defender");
    expect(optionsOf(state)).toMatchObject({ id: "double:0", side: "red", min: 1, max: 1 });
    state = decide(state, "double:0", "r2");
    expect(sideTotal(state, "attacker").units.map((value) => value.value)).toEqual([4, 8]);
  });

  it("Infiltration with one infantry unit doubles it without asking, and none when there is none", () => {
    const one = [unit("r1", "red", infantry([3])), unit("t", "red", armor([6])), unit("b1", "blue", infantry())];
    let state = combatGrid.start(setup({ units: one, ops: { red: 1 }, terrain: [{ cell: SQUARE, kind: "bocage" }] }));
    state = decide(state, "tactics:attacker", "infiltration");
    expect(unitState(state, "r1").doubled).toBe(true);
    const none = [unit("t", "red", armor([6])), unit("b1", "blue", infantry())];
    let tanks = combatGrid.start(setup({ units: none, ops: { red: 1 }, terrain: [{ cell: SQUARE, kind: "bocage" }] }));
    tanks = decide(tanks, "tactics:attacker", "infiltration");
    expect(tanks.units.some((candidate) => candidate.doubled)).toBe(false);
    expect(pendingId(tanks)).toBe("roll:attacker");
  });

  it("Airstrike and Carpet Bombing: clear weather only, never in woods; their effect is a labelled default", () => {
    const airstrike = TEXT_TACTICS.find((tactic) => tactic.id === "airstrike");
    expect(airstrike?.labelledDefault).toEqual({ referenceKey: "WARGAME.CombatGrid.Gap.Airpower" });
    const rain = decide(
      decide(start({ weather: "rain" }), "tactics:attacker", "airstrike", "carpet-bombing"),
      "tactics:defender",
    );
    expect(rain.plays.attacker.map((play) => play.status)).toEqual(["inapplicable", "inapplicable"]);
    const woods = decide(
      decide(start({ terrain: [{ cell: SQUARE, kind: "woods" }] }), "tactics:attacker", "airstrike"),
      "tactics:defender",
    );
    expect(woods.plays.attacker).toEqual([{ id: "airstrike", status: "inapplicable" }]);
    const clear = decide(decide(start(), "tactics:attacker", "airstrike"), "tactics:defender");
    expect(shiftsFor(clear, "attacker").map((shift) => shift.direction)).toEqual(["up"]);
  });
});

describe("a group's own tactics", () => {
  const combinedArms = {
    id: "combined-arms",
    labelKey: "Combined arms",
    type: "general",
    effects: [{ kind: "ignore-multiple-elements" }, { kind: "shift", target: "enemy", direction: "down", amount: 2 }],
    negates: ["recce"],
  };
  const mixed = [
    unit("r1", "red", infantry([4], { element: "a" })),
    unit("r2", "red", infantry([4], { element: "b" })),
    unit("b1", "blue", infantry()),
  ];

  it("are data records: effects, negations and restrictions as data", () => {
    const tactics = [...TEXT_TACTICS, combinedArms];
    let state = combatGrid.start(setup({ units: mixed, ops: { red: 1, blue: 1 }, options: { tactics } }));
    expect(shiftsFor(state, "attacker").map((shift) => shift.reason.key)).toEqual([
      "WARGAME.CombatGrid.Reason.ShiftElements",
    ]);
    state = decide(decide(state, "tactics:attacker", "combined-arms"), "tactics:defender", "recce");
    expect(state.plays.defender).toEqual([{ id: "recce", status: "negated" }]);
    expect(shiftsFor(state, "attacker")).toEqual([]);
    expect(shiftsFor(state, "defender")).toEqual([
      {
        direction: "down",
        amount: 2,
        reason: {
          key: "WARGAME.CombatGrid.Reason.ShiftTacticDown",
          data: { side: "blue", tactic: "Combined arms", amount: 2 },
        },
      },
    ]);
  });

  it("are checked, naming the tactic and the field", () => {
    expect(
      validateTactics([{ ...combinedArms, restrictions: { weather: ["clear"] } }], "tactics")[0]?.restrictions,
    ).toEqual({
      notInTerrain: [],
      onlyInTerrain: [],
      weather: ["clear"],
      firstTacticalPhaseOnly: false,
    });
    expect(() => validateTactics([{ ...combinedArms, effects: [{ kind: "nuke" }] }], "tactics")).toThrow(
      /Tactic "combined-arms".*effects\[0\]\.kind/,
    );
    expect(() => validateTactics([combinedArms, combinedArms], "tactics")).toThrow(/already used/);
    expect(() => validateTactics([{ ...combinedArms, type: "sneaky" }], "tactics")).toThrow(EngineError);
  });
});
