import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listen } from "@foundry/hooks/scene-config";
import { RULESET_FIELD, type ConfigElement } from "@foundry/scene/ruleset-field";
import { rulesetOfScene } from "@foundry/scene/scene-ruleset";
import { SHIPPED_RULESETS } from "@rulesets/shipped";
import { FakeScene } from "../fakes/documents";
import { englishI18n } from "../fakes/english";
import { FakeHooks } from "../fakes/globals";
import { fakeRelease } from "../fakes/v14";

// The scene config's options button opens one of the module's applications, declared on load.
await vi.hoisted(async () => {
  const { fakeApplicationsApi: api } = await import("../fakes/applications");
  vi.stubGlobal("foundry", { applications: { api: api() } });
});

/** The scene config's form, with its grid tab (or without one); what is inserted is kept as HTML. */
class FakeConfig implements ConfigElement {
  readonly inserted: string[] = [];

  constructor(readonly gridTab: FakeConfig | null = null) {}

  querySelector(selectors: string): ConfigElement | null {
    if (selectors === '.tab[data-tab="grid"]') return this.gridTab;
    if (selectors === `[name="${RULESET_FIELD}"]`) return this.html().includes(`name="${RULESET_FIELD}"`) ? this : null;
    return null;
  }

  insertAdjacentHTML(_position: "beforeend", html: string): void {
    this.inserted.push(html);
  }

  html(): string {
    return [...this.inserted, ...(this.gridTab?.inserted ?? [])].join("");
  }
}

/** The options of the select: [value, label, selected]. */
function options(html: string): [string, string, boolean][] {
  return [...html.matchAll(/<option value="([^"]*)"( selected)?>([^<]*)<\/option>/g)].map(
    (m): [string, string, boolean] => [m[1] ?? "", m[3] ?? "", m[2] !== undefined],
  );
}

describe("the scene's rule system", () => {
  let hooks: FakeHooks;

  beforeEach(() => {
    hooks = new FakeHooks();
    vi.stubGlobal("Hooks", hooks);
    vi.stubGlobal("game", { release: fakeRelease(), i18n: englishI18n(), settings: { get: () => "combat-grid" } });
    listen();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is the scene's flag when it names a rule system, else the world's default", () => {
    expect(rulesetOfScene(new FakeScene({ flags: { ruleset: "assault" } }))).toBe("assault");
    expect(rulesetOfScene(new FakeScene({ flags: { ruleset: "" } }))).toBe("combat-grid");
    expect(rulesetOfScene(new FakeScene({ flags: { ruleset: "chess" } }))).toBe("combat-grid");
    expect(rulesetOfScene(null)).toBe("combat-grid");
  });

  it("is chosen in the scene config's grid tab, the flag's choice selected", () => {
    const form = new FakeConfig(new FakeConfig());
    hooks.fire("renderSceneConfig", { document: new FakeScene({ flags: { ruleset: "assault" } }) }, form);
    const html = form.gridTab?.inserted.join("") ?? "";
    expect(form.inserted).toEqual([]);
    expect(html).toContain(`name="${RULESET_FIELD}"`);
    expect(RULESET_FIELD).toBe("flags.wargame-combat.ruleset");
    // One option per shipped rule system, in the list's order, each by its label; the scene's own selected.
    const english = englishI18n();
    const label = (id: string): string =>
      english.localize(SHIPPED_RULESETS.find((e) => e.ruleset.id === id)?.ruleset.labelKey ?? "");
    expect(options(html)).toEqual([
      ["", `The world&#39;s default (${label("combat-grid")})`, false],
      ...SHIPPED_RULESETS.map(({ ruleset }) => [ruleset.id, label(ruleset.id), ruleset.id === "assault"]),
    ]);
    expect(options(html)).toContainEqual([
      "victory-margin",
      "Victory margin: fall back and follow up (gridless, cm)",
      false,
    ]);
  });

  it("selects the world's default for a scene without a choice, and is added once per render", () => {
    const form = new FakeConfig();
    hooks.fire("renderSceneConfig", { document: new FakeScene() }, form);
    hooks.fire("renderSceneConfig", { document: new FakeScene() }, form);
    expect(form.inserted).toHaveLength(1);
    expect(options(form.html())[0]?.[2]).toBe(true);
  });
});
