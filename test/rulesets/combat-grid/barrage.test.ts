import { describe, it, expect } from "vitest";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import { sideTotal } from "@rulesets/combat-grid/combat-value";
import { barrageOptions } from "@rulesets/combat-grid/barrage";
import type { CombatGridState } from "@rulesets/combat-grid/state";
import type { DecisionStep } from "@engine/session/types";
import { artillery, decide, infantry, outcomeOf, pendingId, pendingStep, roll, setup, SQUARE, unit } from "./fixtures";

const attacker = unit("inf", "red", infantry([4], { element: "7 Inf", parent: "3 Div" }));
const defender = unit("def", "blue", infantry([4], { element: "B", parent: "X" }));
const near = { i: 5, j: 2 };

function startWith(fields: Record<string, unknown>): CombatGridState {
  return combatGrid.start(setup({ units: [attacker, defender], ...fields }));
}

function barrageStep(state: CombatGridState): DecisionStep {
  const step = pendingStep(state);
  if (step.kind !== "decision" || !step.id.startsWith("barrage:"))
    throw new Error(`expected a barrage step, got ${step.kind}`);
  return step;
}

/** The first attacker's barrage options (asked or not), as id → reason key (null when legal). */
function reasons(state: CombatGridState): Record<string, string | null> {
  const caller = state.setup.units[0];
  if (caller === undefined) throw new Error("no unit");
  const options = barrageOptions(state, caller, "attacker");
  return Object.fromEntries(
    options.map((option) => [
      option.id,
      option.legal ? null : (option.reason?.key.replace("WARGAME.CombatGrid.", "") ?? "?"),
    ]),
  );
}

describe("who may barrage", () => {
  it("lets a unit call artillery of its element, or of its parent (no element, same parent)", () => {
    const state = startWith({
      artillery: [
        artillery("regimental", "red", near, { element: "7 Inf", parent: "3 Div" }),
        artillery("divisional", "red", near, { element: null, parent: "3 Div" }),
        artillery("other-element", "red", near, { element: "15 Inf", parent: "3 Div" }),
        artillery("other-parent", "red", near, { element: null, parent: "5 Div" }),
      ],
    });
    expect(reasons(state)).toEqual({
      none: null,
      regimental: null,
      divisional: null,
      "other-element": "Reason.NotSameCommand",
      "other-parent": "Reason.NotSameCommand",
    });
  });

  it("lets a unit with no element call only artillery with no element of its parent (VII Corps)", () => {
    const destroyers = unit("td", "red", infantry([4], { element: null, parent: "VII Corps" }));
    const state = combatGrid.start(
      setup({
        units: [destroyers, defender],
        artillery: [
          artillery("corps", "red", near, { element: null, parent: "VII Corps" }),
          artillery("regiment", "red", near, { element: "7 Inf", parent: "VII Corps" }),
        ],
      }),
    );
    expect(reasons(state)).toEqual({ none: null, corps: null, regiment: "Reason.NotSameCommand" });
  });

  it("refuses tipped artillery, and artillery in urban or woods squares or in a contested square", () => {
    const state = startWith({
      terrain: [
        { cell: { i: 1, j: 1 }, kind: "urban" },
        { cell: { i: 1, j: 2 }, kind: "woods" },
      ],
      contested: [{ i: 1, j: 3 }],
      artillery: [
        artillery("tipped", "red", near, { element: "7 Inf" }, { tipped: true }),
        artillery("urban", "red", { i: 1, j: 1 }, { element: "7 Inf" }),
        artillery("woods", "red", { i: 1, j: 2 }, { element: "7 Inf" }),
        artillery("contested", "red", { i: 1, j: 3 }, { element: "7 Inf" }),
        artillery("here", "red", SQUARE, { element: "7 Inf" }),
      ],
    });
    // With no artillery eligible, nobody is asked.
    expect(pendingId(state)).toBe("roll:attacker");
    expect(reasons(state)).toEqual({
      none: null,
      tipped: "Reason.ArtilleryTipped",
      urban: "Reason.ArtilleryTerrain",
      woods: "Reason.ArtilleryTerrain",
      contested: "Reason.ArtilleryContested",
      here: "Reason.ArtilleryContested",
    });
  });

  it("refuses artillery out of range of the combat square, measured on the grid", () => {
    // From (5,0) to (5,5) is 5 squares; from (0,0) it is 5 with diagonals counting 1, 10 without.
    const state = startWith({
      artillery: [
        artillery("in-range", "red", { i: 5, j: 0 }, { element: "7 Inf", barrage: { value: 3, range: 5 } }),
        artillery("short", "red", { i: 5, j: 0 }, { element: "7 Inf", barrage: { value: 3, range: 4 } }),
        artillery("diagonal", "red", { i: 0, j: 0 }, { element: "7 Inf", barrage: { value: 3, range: 5 } }),
      ],
    });
    expect(reasons(state)).toEqual({ none: null, "in-range": null, short: "Reason.OutOfRange", diagonal: null });
    const short = barrageStep(state).options.find((option) => option.id === "short");
    expect(short?.reason?.data).toMatchObject({ distance: 5, range: 4 });
    // Counted without diagonals, nothing is in range: no barrage step, and no Ops for tactics.
    const rectilinear = startWith({
      grid: { kind: "square", size: 100, distance: 1, units: "km", diagonals: "rectilinear" },
      artillery: [artillery("diagonal", "red", { i: 0, j: 0 }, { element: "7 Inf", barrage: { value: 3, range: 5 } })],
    });
    expect(pendingId(rectilinear)).toBe("roll:attacker");
  });

  it("lets rockets barrage only for the active side", () => {
    const rockets = { element: "B", barrage: { value: 4, range: 12, rocket: true } };
    const state = startWith({
      artillery: [
        artillery("katyusha", "blue", near, rockets),
        artillery("nebelwerfer", "red", near, { ...rockets, element: "7 Inf" }),
      ],
    });
    expect(reasons(state)).toEqual({ none: null, nebelwerfer: null });
    // The defender is not asked: its only artillery is rockets.
    expect(pendingId(decide(state, "barrage:inf", "none"))).toBe("roll:attacker");
  });

  it("lets each artillery unit answer one call, and each unit call one", () => {
    const second = unit("inf-2", "red", infantry([4], { element: "7 Inf", parent: "3 Div" }));
    const state = combatGrid.start(
      setup({
        units: [attacker, second, defender],
        artillery: [
          artillery("gun-a", "red", near, { element: "7 Inf" }),
          artillery("gun-b", "red", near, { element: "7 Inf" }),
        ],
      }),
    );
    expect(barrageStep(state)).toMatchObject({ min: 1, max: 1 });
    const called = decide(state, "barrage:inf", "gun-a");
    expect(reasons(called)).toEqual({ none: null, "gun-a": "Reason.AlreadyCalled", "gun-b": null });
  });

  it("counts low-supply artillery at 1, and no barrage at all is fine", () => {
    const state = startWith({
      artillery: [
        artillery(
          "short-of-shells",
          "red",
          near,
          { element: "7 Inf", barrage: { value: 5, range: 12 } },
          { lowSupply: true },
        ),
      ],
    });
    const called = decide(state, "barrage:inf", "short-of-shells");
    // 4 (infantry) + 1 (low supply barrage).
    expect(sideTotal(called, "attacker").total).toBe(5);
    expect(sideTotal(decide(state, "barrage:inf", "none"), "attacker").total).toBe(4);
  });

  it("lets the defender call after the attacker", () => {
    const state = startWith({
      artillery: [
        artillery("red-gun", "red", near, { element: "7 Inf" }),
        artillery("blue-gun", "blue", near, { element: "B" }),
      ],
    });
    expect(pendingId(state)).toBe("barrage:inf");
    expect(pendingId(decide(state, "barrage:inf", "none"))).toBe("barrage:def");
  });
});

describe("barrage in the combat", () => {
  const guns = [
    artillery("red-gun", "red", near, { element: "7 Inf", barrage: { value: 30, range: 12 } }),
    artillery("blue-gun", "blue", near, { element: "B" }),
  ];

  it("tips every barraging artillery unit, and barraging artillery takes no hits", () => {
    let state = startWith({ artillery: guns });
    state = decide(decide(state, "barrage:inf", "red-gun"), "barrage:def", "blue-gun");
    // Red totals 34: a 6 scores 6 hits; blue (4 + 3 = 7) rolls a 1: no hits.
    state = roll(roll(state, "roll:attacker", 6), "roll:defender", 1);
    expect(outcomeOf(state)).toMatchObject({ result: "shattered", squareTaken: true });
    const tipped = state.effects.flatMap((effect) => (effect.kind === "status" ? [effect.unitId] : []));
    expect(tipped).toEqual(["red-gun", "blue-gun"]);
    const hit = state.effects.flatMap((effect) => (effect.kind === "step-loss" ? [effect.unitId] : []));
    expect(hit).toEqual(["def"]);
  });

  it("keeps a shot side's barrage while one of its units remains; with none left, no roll, guns still tipped", () => {
    const twoDefenders = [attacker, defender, unit("def-2", "blue", infantry([4, 3], { element: "B", parent: "X" }))];
    const tenGun = [
      artillery("red-gun", "red", near, { element: "7 Inf", barrage: { value: 10, range: 12 } }),
      artillery("blue-gun", "blue", near, { element: "B" }),
    ];
    const base = setup({ units: twoDefenders, artillery: tenGun, ops: { red: 1 } });
    const recce = (state: CombatGridState): CombatGridState =>
      decide(decide(decide(state, "barrage:inf", "red-gun"), "barrage:def", "blue-gun"), "tactics:attacker", "recce");
    // Red (4 + 10 = 14) shoots first. On a 1, one hit (the 12 box): def takes it and is shattered;
    // blue still has def-2 (4) and its whole barrage (3): 7.
    const hit = decide(roll(recce(combatGrid.start(base)), "roll:attacker", 1), "hit:defender:0", "def");
    const one = decide(hit, "evade", "hold");
    expect(sideTotal(one, "defender")).toEqual({
      total: 7,
      units: [expect.objectContaining({ id: "def-2", value: 4 })],
      barrage: [{ id: "blue-gun", value: 3 }],
    });
    expect(pendingId(one)).toBe("roll:defender");
    // On a 5, three hits (3, 5, 11) take all three blue steps: blue does not roll.
    const none = decide(roll(recce(combatGrid.start(base)), "roll:attacker", 5), "hit:defender:0", "def-2");
    expect(pendingId(none)).toBe("done");
    expect(none.fire.defender).toBeNull();
    expect(outcomeOf(none)).toMatchObject({ result: "shattered", inflicted: { attacker: 3, defender: 0 } });
    expect(none.effects).toContainEqual({ kind: "status", unitId: "blue-gun", status: "tipped", on: true });
  });
});
