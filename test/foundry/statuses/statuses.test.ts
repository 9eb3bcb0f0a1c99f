import { describe, expect, it } from "vitest";
import { SHIPPED } from "../../rulesets/shipped";
import { EngineError } from "@engine/errors";
import {
  effectIdOf,
  registerStatusEffects,
  statusOfEffectId,
  type StatusEffectEntry,
} from "@foundry/statuses/status-effects";
import { hasStatus, setStatus, statusesOf } from "@foundry/statuses/token-statuses";
import { FakeActor, FakeToken } from "../fakes/documents";

describe("status effects", () => {
  it("registers every status under the module with a localized name and a core icon", () => {
    const statusEffects: StatusEffectEntry[] = [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }];
    registerStatusEffects(statusEffects);
    expect(statusEffects.map((entry) => entry.id)).toEqual([
      "dead",
      // In registration order: victory-margin, skirmish-recoil, assault, command-test, combat-grid.
      "wargame-combat-broke-through",
      "wargame-combat-suppressed",
      "wargame-combat-downed",
      "wargame-combat-difficult-going",
      "wargame-combat-broken",
      "wargame-combat-marched",
      "wargame-combat-disrupted",
      "wargame-combat-forage",
      "wargame-combat-force-march",
      "wargame-combat-tipped",
      "wargame-combat-low-supply",
      "wargame-combat-doubled",
    ]);
    expect(statusEffects.find((entry) => entry.id === "wargame-combat-tipped")).toEqual({
      id: "wargame-combat-tipped",
      name: "WARGAME.Status.tipped",
      img: "icons/svg/falling.svg",
    });
    for (const entry of statusEffects) expect(entry.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
  });

  it("registers once however often it is called", () => {
    const statusEffects: StatusEffectEntry[] = [];
    registerStatusEffects(statusEffects);
    registerStatusEffects(statusEffects);
    expect(statusEffects).toHaveLength(SHIPPED.statuses.length);
  });

  it("maps effect ids to statuses and back, ignoring other effects", () => {
    expect(effectIdOf("force-march")).toBe("wargame-combat-force-march");
    expect(statusOfEffectId("wargame-combat-suppressed")).toBe("suppressed");
    expect(statusOfEffectId("wargame-combat-unknown")).toBeUndefined();
    expect(statusOfEffectId("dead")).toBeUndefined();
  });
});

describe("a token's statuses", () => {
  it("reads the module's statuses from the token's actor", () => {
    const token = new FakeToken({ id: "t", actor: new FakeActor({ statuses: ["wargame-combat-downed", "prone"] }) });
    expect(statusesOf(token)).toEqual(["downed"]);
    expect(hasStatus(token, "downed")).toBe(true);
    expect(hasStatus(token, "tipped")).toBe(false);
  });

  it("toggles a status through the actor, only when it changes", async () => {
    const actor = new FakeActor();
    const token = new FakeToken({ id: "t", actor });
    await setStatus(token, "suppressed", true);
    await setStatus(token, "suppressed", true);
    await setStatus(token, "suppressed", false);
    expect(actor.toggles).toEqual([
      { statusId: "wargame-combat-suppressed", active: true },
      { statusId: "wargame-combat-suppressed", active: false },
    ]);
  });

  it("refuses a status for a token without actor, naming the token", async () => {
    const token = new FakeToken({ id: "t7", name: "Marker", actor: null });
    expect(statusesOf(token)).toEqual([]);
    const error = await setStatus(token, "broken", true).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({
      key: "WARGAME.Error.Host.NoActor",
      message: 'Token "Marker" (t7): the token has no actor, so it cannot carry statuses.',
    });
  });
});
