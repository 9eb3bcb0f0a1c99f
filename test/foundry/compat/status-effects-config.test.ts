import { describe, expect, it } from "vitest";
import { registerStatusEffects } from "@foundry/statuses/status-effects";

/** Every status the five rule systems declare, once each. */
const OURS = 12;

describe("registering status effects into CONFIG.statusEffects of any shape", () => {
  it("appends to v13's array, once", () => {
    const list: unknown[] = [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }];
    registerStatusEffects(list);
    registerStatusEffects(list);
    expect(list).toHaveLength(1 + OURS);
    expect(list).toContainEqual({
      id: "wargame-combat-tipped",
      name: "WARGAME.Status.tipped",
      img: "icons/svg/falling.svg",
    });
  });

  it("adds by id to v14's record (or a system's plain object), once, keeping what is there", () => {
    const record: Record<string, unknown> = {
      dead: { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
    };
    registerStatusEffects(record);
    registerStatusEffects(record);
    expect(Object.keys(record)).toHaveLength(1 + OURS);
    expect(record["dead"]).toEqual({ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" });
    expect(record["wargame-combat-broken"]).toEqual({
      id: "wargame-combat-broken",
      name: "WARGAME.Status.broken",
      img: "icons/svg/terror.svg",
    });
  });

  it("never throws at init, whatever a system left there", () => {
    for (const odd of [undefined, null, 7, "statuses"]) expect(() => registerStatusEffects(odd)).not.toThrow();
  });
});
