import { describe, expect, it } from "vitest";
import { SHIPPED } from "../../rulesets/shipped";
import {
  effectIdOf,
  registerStatusEffects,
  statusOfEffectId,
  type StatusEffectEntry,
} from "@foundry/statuses/status-effects";
import { showStatuses, shownStatuses } from "@foundry/statuses/token-statuses";
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

describe("a token's status icons", () => {
  it("reads the module's statuses its icons show, in the engine's names", () => {
    const token = new FakeToken({ id: "t", actor: new FakeActor({ statuses: ["wargame-combat-downed", "prone"] }) });
    expect(shownStatuses(token)).toEqual(["downed"]);
    expect(shownStatuses(new FakeToken({ id: "u", actor: null }))).toEqual([]);
  });

  it("shows exactly the given statuses, switching only what differs and leaving others' effects alone", async () => {
    const actor = new FakeActor({ statuses: ["wargame-combat-downed", "prone"] });
    const token = new FakeToken({ id: "t", actor });
    await showStatuses(token, ["suppressed"]);
    await showStatuses(token, ["suppressed"]);
    expect(actor.toggles).toEqual([
      { statusId: "wargame-combat-suppressed", active: true },
      { statusId: "wargame-combat-downed", active: false },
    ]);
    expect([...actor.statuses].sort()).toEqual(["prone", "wargame-combat-suppressed"]);
  });

  it("has nothing to show on a token without actor: its statuses are only in the GM's record", async () => {
    await expect(showStatuses(new FakeToken({ id: "t7", actor: null }), ["broken"])).resolves.toBeUndefined();
  });
});
