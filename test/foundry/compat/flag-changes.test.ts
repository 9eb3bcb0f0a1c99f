import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { compatFor } from "@foundry/compat/choose-compat";
import { flagChanges } from "@foundry/gm/flag-changes";
import { applyFlagChanges, FakeActor } from "../fakes/documents";
import { FakeForcedDeletion, FakeForcedReplacement, fakeRelease, installDataFieldOperators } from "../fakes/v14";

/*
 * A flag object before: {state: {stepsLost: 1, tipped: true}, side: "blue", gone: 3}. The edit:
 * state ← {stepsLost: 2} (replaced whole: `tipped` must not survive a merge), side ← "red",
 * gone ← removed. After, on both generations: {state: {stepsLost: 2}, side: "red"}.
 */
const before = { state: { stepsLost: 1, tipped: true }, side: "blue", gone: 3 };
const edit = new Map<string, JsonValue | undefined>([
  ["state", { stepsLost: 2 }],
  ["side", "red"],
  ["gone", undefined],
]);
const after = { state: { stepsLost: 2 }, side: "red" };

describe("flag deletions and replacements through the version seam", () => {
  beforeEach(() => installDataFieldOperators());
  afterEach(() => vi.unstubAllGlobals());

  it("spells them as v13's -= and == keys on v13", () => {
    expect(compatFor(13).flagChanges(edit)).toEqual({ "==state": { stepsLost: 2 }, side: "red", "-=gone": null });
  });

  it("spells them as v14's ForcedReplacement and ForcedDeletion operators on v14, with no prefixed key", () => {
    const changes = compatFor(14).flagChanges(edit);
    expect(Object.keys(changes).sort()).toEqual(["gone", "side", "state"]);
    expect(changes["gone"]).toBeInstanceOf(FakeForcedDeletion);
    expect(changes["state"]).toBeInstanceOf(FakeForcedReplacement);
    expect(changes["state"]).toMatchObject({ value: { stepsLost: 2 } });
    expect(changes["side"]).toBe("red");
  });

  it.each([13, 14] as const)("leaves the same flags behind on v%i", (generation) => {
    const flags = structuredClone(before);
    applyFlagChanges(flags, compatFor(generation).flagChanges(edit));
    expect(flags).toEqual(after);
  });

  it.each([13, 14] as const)(
    "writes an actor's flags by the running generation (v%i) when the host updates one",
    async (generation) => {
      vi.stubGlobal("game", { release: fakeRelease(generation) });
      const actor = new FakeActor({ flags: structuredClone(before) });
      await actor.update({ flags: { "wargame-combat": flagChanges(edit) } });
      expect(actor.flags).toEqual(after);
    },
  );
});
