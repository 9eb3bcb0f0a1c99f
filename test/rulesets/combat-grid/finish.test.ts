import { describe, it, expect } from "vitest";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import type { CombatGridState } from "@rulesets/combat-grid/state";
import { decide, infantry, outcomeOf, pendingId, roll, setup, SQUARE, unit } from "./fixtures";

const red = [
  unit("r1", "red", infantry([4, 3]), { cameFrom: { i: 5, j: 4 } }),
  unit("r2", "red", infantry([4, 3]), { tipped: true }),
];
const blue = [unit("b1", "blue", infantry([4, 3, 2]))];

function fought(fields: Record<string, unknown> = {}, attackerDie = 1, defenderDie = 1): CombatGridState {
  return roll(
    roll(combatGrid.start(setup({ units: [...red, ...blue], ...fields })), "roll:attacker", attackerDie),
    "roll:defender",
    defenderDie,
  );
}

function tipped(state: CombatGridState): string[] {
  return state.effects.flatMap((effect) =>
    effect.kind === "status" && effect.status === "tipped" ? [effect.unitId] : [],
  );
}

describe("the end of a combat", () => {
  it("sends the attackers back where they came from, tipped, when the defender holds", () => {
    // Red (4 + ceil(4/2) = 6) and blue (4) both roll 1: no hits either way.
    const state = fought();
    expect(outcomeOf(state)).toEqual({
      result: "holds",
      noCombat: false,
      inflicted: { attacker: 0, defender: 0 },
      squareTaken: false,
    });
    // r2 came from nowhere known: it retreats away from the square; it is tipped already.
    expect(combatGrid.moveRequests(state)).toEqual([
      { kind: "return", unitId: "r1", to: { i: 5, j: 4 } },
      { kind: "retreat", unitId: "r2", awayFrom: [SQUARE], cells: 1 },
    ]);
    expect(tipped(state)).toEqual(["r1"]);
  });

  it("lets a hit defender retreat (the labelled evasion default): the attackers take the square", () => {
    // Red's 6 on a 5 reaches 3 and 5: two hits.
    const hit = fought({ preparedPositions: 0, options: { retreatSquares: 2 } }, 5, 1);
    expect(pendingId(hit)).toBe("evade");
    const state = decide(hit, "evade", "retreat");
    expect(outcomeOf(state)).toMatchObject({ result: "retreats", squareTaken: true });
    expect(combatGrid.moveRequests(state)).toEqual([
      { kind: "retreat", unitId: "b1", awayFrom: [{ i: 5, j: 4 }], cells: 2 },
    ]);
    expect(tipped(state)).toEqual(["b1"]);
  });

  it("does not ask a defender that was not hit, nor any defender when evasion is off", () => {
    expect(pendingId(fought({}, 1, 1))).toBe("done");
    expect(pendingId(fought({ options: { evasion: "none" } }, 5, 1))).toBe("done");
  });

  it("is always a square no longer contested: a holding defender alone, or the attackers in it", () => {
    const holds = fought();
    expect(outcomeOf(holds).squareTaken).toBe(false);
    const retreated = decide(fought({}, 5, 1), "evade", "retreat");
    expect(
      retreated.units
        .filter((candidate) => candidate.role === "defender")
        .every((candidate) => candidate.presence !== "in"),
    ).toBe(true);
  });
});
