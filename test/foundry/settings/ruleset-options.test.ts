import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ASSAULT_OPTIONS } from "@rulesets/assault/options";
import { EngineError } from "@engine/errors";
import { indexSettingsOf } from "@foundry/canvas/index-settings";
import { changeSetFor } from "@foundry/combat/change-set-for";
import {
  resolvedOptions,
  saveSceneOptions,
  saveWorldOptions,
  sceneOptions,
  withOptions,
  worldOptions,
} from "@foundry/settings/ruleset-options";
import { workedRecord, mountainScene } from "../combat/worked-example";
import { FakeOptionsScene, stubRulesetSettings, type FakeSettings } from "../fakes/settings";
import { SHIPPED } from "../../rulesets/shipped";

describe("each rule system's options as world settings, a scene's overrides over them", () => {
  let settings: FakeSettings;
  beforeEach(() => {
    settings = stubRulesetSettings();
    // The overlay reads the world's default rule system and contact tolerance too.
    settings.register("wargame-combat", "defaultRuleset", { scope: "world", config: true, default: "combat-grid" });
    settings.register("wargame-combat", "contactTolerance", { scope: "world", config: true, default: -1 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("registers one hidden world setting per rule system of the registry, holding nothing until the group chooses", () => {
    for (const id of SHIPPED.ids) {
      expect(settings.registered.get(`wargame-combat.options-${id}`)).toMatchObject({
        scope: "world",
        config: false,
        default: {},
      });
    }
    expect([...settings.registered.keys()].filter((key) => key.startsWith("wargame-combat.options-"))).toHaveLength(
      SHIPPED.ids.length,
    );
  });

  it("resolves defaults < world < scene, option by option", async () => {
    // Assault's declared defaults: zocRadius 1, breakAt "units-remaining", saves true.
    expect(resolvedOptions(null, "assault")).toMatchObject({ zocRadius: 1, breakAt: "units-remaining", saves: true });
    await saveWorldOptions("assault", { ...resolvedOptions(null, "assault"), zocRadius: 2, saves: false });
    // Only what differs from the defaults is stored, so a later default reaches the world.
    expect(JSON.parse(settings.stored.get("wargame-combat.options-assault") ?? "null")).toEqual({
      zocRadius: 2,
      saves: false,
    });
    const plain = new FakeOptionsScene("s1", "Plain");
    const hill = new FakeOptionsScene("s2", "Hill");
    await saveSceneOptions(hill, "assault", { zocRadius: 3 });
    expect(resolvedOptions(plain, "assault")).toMatchObject({ zocRadius: 2, saves: false, breakAt: "units-remaining" });
    expect(resolvedOptions(hill, "assault")).toMatchObject({ zocRadius: 3, saves: false, breakAt: "units-remaining" });
    expect(Object.keys(resolvedOptions(hill, "assault")).sort()).toEqual(
      ASSAULT_OPTIONS.map((option) => option.id).sort(),
    );
    // Another rule system's overrides on the same scene are kept apart.
    await saveSceneOptions(hill, "combat-grid", { retreatSquares: 2 });
    expect(sceneOptions(hill, "assault")).toEqual({ zocRadius: 3 });
    expect(sceneOptions(hill, "combat-grid")).toEqual({ retreatSquares: 2 });
    // No overrides left: the rule system's entry goes, then the flag.
    await saveSceneOptions(hill, "assault", {});
    await saveSceneOptions(hill, "combat-grid", {});
    expect(hill.flags).toEqual({});
  });

  it("reads only declared options: stored names that are not options (__proto__ included) are ignored", async () => {
    await settings.set(
      "wargame-combat",
      "options-assault",
      JSON.parse('{"__proto__": {"zocRadius": 9}, "constructor": 4, "zocRadius": 2}') as object,
    );
    expect(worldOptions("assault")).toEqual({ zocRadius: 2 });
    expect(resolvedOptions(null, "assault")["constructor"]).toBeUndefined();
  });

  it("puts the resolved options in a combat's selection, replacing any it carried", () => {
    expect(
      withOptions({ square: { i: 5, j: 5 }, options: { evasion: "none" } }, { evasion: "retreat-after-hits" }),
    ).toEqual({
      square: { i: 5, j: 5 },
      options: { evasion: "retreat-after-hits" },
    });
    expect(withOptions("not a selection", { evasion: "none" })).toBe("not a selection");
  });

  it("gives the zones overlay the world's zone of control, and a scene's override", async () => {
    const plain = new FakeOptionsScene("s1", "Plain", { ruleset: "assault" });
    const hill = new FakeOptionsScene("s2", "Hill", { ruleset: "assault", options: { assault: { zocRadius: 3 } } });
    expect(indexSettingsOf(plain).zoc?.radius).toBe(1);
    await saveWorldOptions("assault", { zocRadius: 2 });
    expect(indexSettingsOf(plain).zoc?.radius).toBe(2);
    expect(indexSettingsOf(hill).zoc?.radius).toBe(3);
  });

  it("re-derives a combat on the GM's side with the world's and scene's options, never the record's", async () => {
    // The combat-grid worked example: the defender is asked whether to evade (he holds), as the
    // labelled default evasion "retreat-after-hits" allows.
    const scene = mountainScene();
    const derived = changeSetFor(scene, workedRecord()).changes;
    const claimed = { ...workedRecord(), selection: withOptions(workedRecord().selection, { evasion: "none" }) };
    // A record claiming evasion "none" changes nothing: the GM uses the world's value.
    expect(changeSetFor(scene, claimed).changes).toEqual(derived);
    // The world turning evasion off: the log's "evade" step no longer fits, and nothing is derived.
    await saveWorldOptions("combat-grid", { evasion: "none" });
    expect(() => changeSetFor(scene, workedRecord())).toThrow(EngineError);
    // The scene putting it back on: the log replays again, to the same changes.
    scene.flags["options"] = { "combat-grid": { evasion: "retreat-after-hits" } };
    expect(changeSetFor(scene, workedRecord()).changes).toEqual(derived);
  });
});
