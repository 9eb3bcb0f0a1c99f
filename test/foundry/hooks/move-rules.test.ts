import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listen } from "@foundry/hooks/move-rules";
import { useRulesets } from "@foundry/rulesets";
import { registerSettings } from "@foundry/settings";
import { shippedCatalog } from "../../../src/rulesets/shipped";
import { englishStrings } from "../../../tools/language-files";
import { englishI18n } from "../fakes/english";
import { FakeActor, FakeScene, FakeToken, user } from "../fakes/documents";
import { FakeHooks, stubNotifications, type Shown } from "../fakes/globals";
import { stubRulesetSettings, type FakeSettings } from "../fakes/settings";

/**
 * A combat-grid scene of 100-pixel squares: the Guards (move 3) at row 0, column 0, owned by the
 * player p1. combat-grid's ordinary move (declarations.ts NORMAL_MOVE) ignores zones of control, so
 * only the allowance counts: three squares along the row, counted in squares.
 */
function guardsScene(id = "scene1"): { scene: FakeScene; guards: FakeToken } {
  const guards = new FakeToken({
    id: "guards",
    name: "Guards",
    cells: [{ i: 0, j: 0 }],
    owners: ["p1"],
    actor: new FakeActor({ flags: { unit: { move: 3 } } }),
  });
  const scene = new FakeScene({ id, tokens: [guards], flags: { ruleset: "combat-grid" } });
  return { scene, guards };
}

describe("token moves that follow the movement rules", () => {
  let hooks: FakeHooks;
  let shown: Shown;
  let settings: FakeSettings;
  let scene: FakeScene;
  let guards: FakeToken;

  beforeEach(() => {
    useRulesets(shippedCatalog());
    hooks = new FakeHooks();
    hooks.runsListeners = true;
    vi.stubGlobal("Hooks", hooks);
    shown = stubNotifications();
    ({ scene, guards } = guardsScene());
    vi.stubGlobal("canvas", { scene });
    listen();
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The game as `who` plays it, with the module's settings registered. */
  function as(who: { isGM?: boolean }): void {
    const english = englishStrings();
    shown = stubNotifications({
      user: user(who.isGM === true ? "gm1" : "p1", who),
      i18n: { ...englishI18n(), lang: "en", has: (key: string) => key in english },
    });
    settings = stubRulesetSettings();
    registerSettings();
  }

  it("refuses a player's move past the allowance, saying why, and leaves the token where it was", async () => {
    as({});
    // Five squares along the row: 5 > 3.
    const result = await guards.update({ x: 500, y: 0 }, "p1");
    expect(result).toBeUndefined();
    expect(guards._source).toMatchObject({ x: 0, y: 0 });
    expect(shown.warn).toEqual(["Guards can move 3 squares; this is 5."]);
  });

  it("lets a player's move within the allowance go through", async () => {
    as({});
    await guards.update({ x: 300, y: 0 }, "p1");
    expect(guards._source).toMatchObject({ x: 300, y: 0 });
    expect(shown.warn).toEqual([]);
  });

  it("lets a GM move anywhere", async () => {
    as({ isGM: true });
    await guards.update({ x: 900, y: 0 }, "gm1");
    expect(guards._source).toMatchObject({ x: 900, y: 0 });
    expect(shown.warn).toEqual([]);
  });

  it("lets a player move anywhere with the setting off (free setup)", async () => {
    as({});
    await settings.set("wargame-combat", "movesFollowRules", false);
    await guards.update({ x: 900, y: 0 }, "p1");
    expect(guards._source).toMatchObject({ x: 900, y: 0 });
    expect(shown.warn).toEqual([]);
  });

  it("is on by default, as a world setting (a player cannot turn it off for themselves)", () => {
    as({});
    expect(settings.registered.get("wargame-combat.movesFollowRules")).toMatchObject({
      scope: "world",
      default: true,
    });
  });

  it("leaves alone a token on a scene this client does not show", async () => {
    as({});
    const other = guardsScene("scene2");
    await other.guards.update({ x: 900, y: 0 }, "p1");
    expect(other.guards._source).toMatchObject({ x: 900, y: 0 });
    expect(shown.warn).toEqual([]);
  });

  it("refuses a player's move out of an enemy zone of control where the rule system forbids leaving it", async () => {
    as({});
    // odds-crt's ordinary move (declarations.ts): a unit that starts in an enemy zone of control stays in it;
    // "Guards" is a plural name, so the verb agrees with it.
    const cossacks = new FakeToken({ id: "cossacks", name: "Cossacks", cells: [{ i: 0, j: 1 }], disposition: -1 });
    ({ scene, guards } = guardsScene());
    scene.flags["ruleset"] = "odds-crt";
    cossacks.parent = scene;
    scene.tokens.add(cossacks);
    vi.stubGlobal("canvas", { scene });
    await guards.update({ x: 0, y: 100 }, "p1");
    expect(guards._source).toMatchObject({ x: 0, y: 0 });
    expect(shown.warn).toEqual(["Guards start in the zone of control of Cossacks and cannot leave it this move."]);
  });
});
