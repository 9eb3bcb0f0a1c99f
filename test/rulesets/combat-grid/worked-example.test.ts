import { describe, it, expect } from "vitest";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import { sideTotal } from "@rulesets/combat-grid/combat-value";
import { replay } from "@engine/session/replay";
import { decide, outcomeOf, pendingId, pendingStep, roll, setup, SQUARE, unitState } from "./fixtures";

/**
 * The text's "Complete Example of Combat": combat in the mountains; the Soviet 14th Guards
 * infantry (track 4 3 2) holds a square with one prepared position. The Germans attack with two
 * panzergrenadier units of 17th Panzer (track 5 4 3), a worn StuG III company of the 320th
 * infantry division (armor 3-4; the text prints only its worn value, 4, so its fresh box here is
 * arbitrary), supported by the Wespes of 17th Panzer (range 12, barrage 3, combat value 0-2), and
 * they flank the Soviets.
 */
const example = setup({
  activeSide: "german",
  terrain: [{ cell: SQUARE, kind: "mountain" }],
  preparedPositions: 1,
  flanking: true,
  ops: { german: 3, soviet: 1 },
  units: [
    {
      id: "pzg-1",
      name: "Panzergrenadiers A/17 Pz",
      side: "german",
      cameFrom: { i: 5, j: 4 },
      data: { type: "infantry", element: "17 Pz", parent: "XXIV", track: [5, 4, 3] },
    },
    {
      id: "pzg-2",
      name: "Panzergrenadiers A/17 Pz (2)",
      side: "german",
      cameFrom: { i: 4, j: 4 },
      data: { type: "infantry", element: "17 Pz", parent: "XXIV", track: [5, 4, 3] },
    },
    {
      id: "stug",
      name: "StuG III B/320D",
      side: "german",
      stepsLost: 1,
      cameFrom: { i: 6, j: 4 },
      data: { type: "armor", element: "320 ID", parent: "XXIV", track: [6, 4], armor: { attack: 3, defense: 4 } },
    },
    {
      id: "gds",
      name: "Infantry 14 Gds",
      side: "soviet",
      data: { type: "infantry", element: "14 Gds", parent: "Front", track: [4, 3, 2] },
    },
  ],
  artillery: [
    {
      id: "wespe",
      name: "Wespe 17 Pz",
      side: "german",
      cell: { i: 5, j: 0 },
      data: {
        type: "artillery",
        element: "17 Pz",
        parent: "XXIV",
        track: [{ attack: 0, defense: 2 }],
        barrage: { value: 3, range: 12 },
      },
    },
  ],
});

describe("the text's complete example of combat", () => {
  // Barrage: the first panzergrenadier calls the Wespe; the second may not (already called) and the
  // StuG has no artillery of its element, so neither is asked; the Soviets have none.
  let state = combatGrid.start(example);
  it("asks the first panzergrenadier unit for its barrage, and no other unit", () => {
    expect(pendingId(state)).toBe("barrage:pzg-1");
    state = decide(state, "barrage:pzg-1", "wespe");
    expect(pendingId(state)).toBe("tactics:attacker");
  });

  it("collects the tactics in secret: up to three for the Germans, one for the Soviets", () => {
    const german = pendingStep(state);
    expect(german).toMatchObject({ kind: "decision", secret: true, side: "german", min: 0, max: 3, sealed: [] });
    state = decide(state, "tactics:attacker", "recce", "infiltration");
    const soviet = pendingStep(state);
    expect(soviet).toMatchObject({ kind: "decision", secret: true, side: "soviet", max: 1, sealed: ["german"] });
    // Nothing is revealed while the Soviets choose.
    expect(state.plays).toEqual({ attacker: [], defender: [] });
    state = decide(state, "tactics:defender", "defense-in-depth");
    expect(state.plays.attacker.map((play) => play.status)).toEqual(["applies", "applies"]);
    expect(state.plays.defender).toEqual([{ id: "defense-in-depth", status: "applies" }]);
  });

  it("doubles one panzergrenadier to 10 for Infiltration; the worn StuG is halved to 2: total 20", () => {
    expect(pendingId(state)).toBe("double:0");
    state = decide(state, "double:0", "pzg-1");
    const total = sideTotal(state, "attacker");
    // 10 + 5 + 2 + 3 (the Wespe's barrage) = 20.
    expect(total.units.map((unit) => unit.value)).toEqual([10, 5, 2]);
    expect(total.barrage).toEqual([{ id: "wespe", value: 3 }]);
    expect(total.total).toBe(20);
  });

  it("lets the Germans shoot first (unchallenged Recce): a 5 on 20 is four hits, +1 -3 = two", () => {
    expect(pendingId(state)).toBe("roll:attacker");
    state = roll(state, "roll:attacker", 5);
    // Grid 5: boxes 3, 5, 11, 17 are at or below 20 (22 is not): four hits; flanking shifts up
    // to five; Defense in Depth, the mountain and the two elements shift down three, to two.
    expect(state.fire.attacker).toEqual({ die: 5, total: 20, base: 4, up: 1, down: 3, hits: 2, extra: 0 });
  });

  it("absorbs one hit with the prepared position; the Soviets lose one step, to a value of 3", () => {
    expect(state.preparedPositions).toBe(0);
    expect(unitState(state, "gds")).toMatchObject({ stepsLost: 1, presence: "in" });
    expect(sideTotal(state, "defender").total).toBe(3);
    // The labelled evasion default asks the hit defender whether to hold: the Soviets hold.
    expect(pendingId(state)).toBe("evade");
    state = decide(state, "evade", "hold");
  });

  it("gives the Soviets no hits from a 3 (that grid starts at 7); the Germans retreat, tipped", () => {
    state = roll(state, "roll:defender", 3);
    expect(state.fire.defender).toMatchObject({ die: 3, total: 3, base: 0, hits: 0 });
    expect(outcomeOf(state)).toEqual({
      result: "holds",
      noCombat: false,
      inflicted: { attacker: 2, defender: 0 },
      squareTaken: false,
    });
    expect(combatGrid.moveRequests(state)).toEqual([
      { kind: "return", unitId: "pzg-1", to: { i: 5, j: 4 } },
      { kind: "return", unitId: "pzg-2", to: { i: 4, j: 4 } },
      { kind: "return", unitId: "stug", to: { i: 6, j: 4 } },
    ]);
    const tipped = state.effects.flatMap((effect) =>
      effect.kind === "status" && effect.status === "tipped" ? [effect.unitId] : [],
    );
    expect(tipped).toEqual(["pzg-1", "pzg-2", "stug", "wespe"]);
    expect(state.effects).toContainEqual({ kind: "resource", side: "german", resource: "ops", delta: -2 });
    expect(state.effects).toContainEqual({ kind: "resource", side: "soviet", resource: "ops", delta: -1 });
    expect(state.effects).toContainEqual({ kind: "marker", marker: "prepared-position", cell: SQUARE, delta: -1 });
  });

  it("replays from its log to the same state", () => {
    expect(replay(combatGrid, example, state.log)).toEqual(state);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
