import { describe, expect, it } from "vitest";
import type { RollStep } from "@engine/session/types";
import { parseRollRequest, rollRequest } from "@foundry/combat/roll-query";

const step: RollStep = {
  kind: "roll",
  id: "roll:defender",
  side: "soviet",
  dice: "1d6",
  purpose: { key: "WARGAME.CombatGrid.Roll.Defender", data: { side: "Soviet army", hits: 2 } },
};

describe("the roll query", () => {
  it("carries the roll's purpose whole, so the card the other client posts says what the roll is for", () => {
    const arrived = parseRollRequest(JSON.parse(JSON.stringify(rollRequest(step, "combat0000000001"))));
    expect(arrived).toEqual({ combatId: "combat0000000001", step });
  });

  it("keeps only words and numbers of a purpose's data, a key named __proto__ as a plain key", () => {
    const sent = `{"combatId":"c1","step":{"kind":"roll","id":"r","side":"red","dice":"1d6","purpose":{"key":"K","data":{"side":"Red","nested":{"a":1},"__proto__":"x"}}}}`;
    const { step: arrived } = parseRollRequest(JSON.parse(sent));
    expect(Object.entries(arrived.purpose.data)).toEqual([
      ["side", "Red"],
      ["__proto__", "x"],
    ]);
    expect(Object.getPrototypeOf(arrived.purpose.data)).toBe(Object.prototype);
  });
});
