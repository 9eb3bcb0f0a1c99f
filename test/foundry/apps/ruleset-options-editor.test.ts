import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ASSAULT_OPTIONS, DEFAULT_OPTIONS, validateOptions } from "@rulesets/assault/options";
import {
  RULESET_OPTIONS_TEMPLATE,
  RulesetOptionsEditor,
  type RulesetOptionsContext,
} from "@foundry/apps/ruleset-options-editor";
import { draftOf, readDraft, valueField } from "@view/options-form";
import { defaultOptions } from "@foundry/settings/ruleset-options";
import { registerRulesetMenus } from "@foundry/settings/ruleset-options-menus";
import { FakeApplicationV2, fakeApplicationsApi } from "../fakes/applications";
import { englishI18n } from "../fakes/english";
import { FakeOptionsScene, stubRulesetSettings, type FakeSettings } from "../fakes/settings";
import { fakeRelease } from "../fakes/v14";
import { SHIPPED } from "../../rulesets/shipped";

// The module's applications are declared when it loads, on Foundry's ApplicationV2.
await vi.hoisted(async () => {
  const { fakeApplicationsApi: api } = await import("../fakes/applications");
  vi.stubGlobal("foundry", { applications: { api: api() } });
});

/** The assault form as submitted untouched: every value as its field gives it (FormDataExtended's object). */
function assaultForm(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...draftOf(ASSAULT_OPTIONS, defaultOptions("assault")).values, ...changes };
}

const english = englishI18n();
const handlebars = Handlebars.create();
handlebars.registerHelper("localize", (key: unknown) => english.localize(String(key)));
const render = handlebars.compile<RulesetOptionsContext>(readFileSync(`templates/${RULESET_OPTIONS_TEMPLATE}`, "utf8"));

describe("a rule system's options form", () => {
  let settings: FakeSettings;
  beforeEach(() => {
    vi.stubGlobal("game", { release: fakeRelease(), i18n: englishI18n() });
    // Keeps what the v14 run installed on `foundry` (test/setup/foundry-generation.ts).
    const current: unknown = Reflect.get(globalThis, "foundry");
    vi.stubGlobal("foundry", {
      ...(typeof current === "object" ? current : {}),
      applications: { api: fakeApplicationsApi(), instances: new Map() },
    });
    settings = stubRulesetSettings();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is a GM-only settings menu per rule system of the registry, each opening its own form", () => {
    registerRulesetMenus();
    expect([...settings.menus.keys()].sort()).toEqual(
      SHIPPED.ids.map((id) => `wargame-combat.options-${id}-menu`).sort(),
    );
    const menu = settings.menus.get("wargame-combat.options-assault-menu");
    expect(menu).toMatchObject({
      name: "WARGAME.Ruleset.assault",
      label: "WARGAME.OptionsEditor.menuLabel",
      restricted: true,
    });
    expect(english.localize(menu?.label ?? "")).toBe("Edit options");
    // Foundry builds a menu's class with no arguments.
    const form = menu === undefined ? undefined : new menu.type();
    expect(form instanceof RulesetOptionsEditor && form.rulesetId).toBe("assault");
    expect(form instanceof RulesetOptionsEditor && form.title).toMatch(/^Options: Assault/);
  });

  it("brings the open form to the front on a second click of its settings menu, never a second window", async () => {
    registerRulesetMenus();
    const menu = settings.menus.get("wargame-combat.options-assault-menu");
    if (menu === undefined) throw new Error("no menu");
    const before = FakeApplicationV2.windows.length;
    // Each click of the menu's button constructs the menu's class and renders it
    // (foundryvtt.com/api/interfaces/foundry.types.SettingSubmenuConfig.html, `type`).
    const click = async (): Promise<RulesetOptionsEditor> => {
      const form: unknown = new menu.type();
      if (!(form instanceof RulesetOptionsEditor)) throw new Error("not the options form");
      return form.render({ force: true });
    };
    const first = await click();
    await click();
    expect(FakeApplicationV2.windows.slice(before)).toEqual(["wargame-combat-options-assault"]);
    expect(first instanceof FakeApplicationV2 && first.broughtToFront).toBe(true);
    // Closed, the next click opens it again.
    await first.close();
    await click();
    expect(FakeApplicationV2.windows.slice(before)).toHaveLength(2);
  });

  it("renders every option with its hint, labelled defaults badged with their reference text, ranges and choices", async () => {
    const html = render(await new RulesetOptionsEditor("assault")._prepareContext());
    // Assault's twelve options all stand in for rules the text lacks.
    expect(html.match(/wargame-combat-badge/g)).toHaveLength(12);
    expect(html).toContain("Zone of control in tiles</label>");
    expect(html).toContain("The source text does not define zones of control.");
    expect(html).toContain(english.localize("WARGAME.Assault.Gap.Zoc").replaceAll("'", "&#x27;"));
    // Whole steps within the declared range (every number option of the engine is a whole number).
    expect(html).toContain('name="value-zocRadius" value="1" step="1" min="0" max="10">');
    expect(html).toContain('name="value-coverSave" value="4" step="1" min="0" max="6">');
    expect(html).toContain(
      '<option value="units-remaining" selected>When its shock points reach its units remaining</option>',
    );
    expect(html).toContain('name="value-saves" checked>');
    expect(html).toContain("&quot;woods&quot;");
    expect(html).not.toContain("Override");
    expect(html).toContain('data-action="resetOptions"');
  });

  it("saves the world's values, keeping only those that differ from the defaults, and closes", async () => {
    const form = new RulesetOptionsEditor("assault");
    // As FormDataExtended gives them: numbers as numbers, a checkbox as a boolean, a select's id.
    const saved = await form.submitDraft(
      readDraft(ASSAULT_OPTIONS, assaultForm({ "value-zocRadius": 2, "value-saves": false, "value-breakAt": "never" })),
    );
    expect(saved).toBe(true);
    expect(Reflect.get(form, "closed")).toBe(true);
    expect(JSON.parse(settings.stored.get("wargame-combat.options-assault") ?? "null")).toEqual({
      zocRadius: 2,
      saves: false,
      breakAt: "never",
    });
    // The form opens again on what was saved.
    const again = await new RulesetOptionsEditor("assault")._prepareContext();
    expect(again.rows.find((row) => row.field === valueField("zocRadius"))?.text).toBe("2");
  });

  it("refuses bad values, naming each option by its label, and saves nothing", async () => {
    const form = new RulesetOptionsEditor("assault");
    const draft = readDraft(
      ASSAULT_OPTIONS,
      assaultForm({
        "value-coverSave": 7,
        "value-zocRadius": -1,
        "value-breakAt": "sometimes",
        "value-coverKinds": '{"woods": 1}',
        "value-targetGroupTiles": null,
      }),
    );
    expect(await form.submitDraft(draft)).toBe(false);
    expect(Reflect.get(form, "closed")).toBe(false);
    expect((await form._prepareContext()).errors).toEqual([
      "Zone of control in tiles: must be between 0 and 10, got -1.",
      `${english.localize("WARGAME.Assault.Options.targetGroupTiles.name")}: a number is needed, got null.`,
      "Cover save: must be between 0 and 6, got 7.",
      "Terrain that gives cover: must be a JSON list (an object).",
      'When shock breaks a formation: must be one of When its shock points reach its units remaining, Never (the group decides), got "sometimes".',
    ]);
    expect(settings.stored.size).toBe(0);
    // What was typed stays in the form.
    expect((await form._prepareContext()).rows.find((row) => row.field === valueField("coverSave"))?.text).toBe("7");
  });

  it("refuses what the rule system's own validator refuses: a reach of 1.5 tiles is not whole, and nothing is saved", async () => {
    const form = new RulesetOptionsEditor("assault");
    // Submitted as Foundry submits it: the form's handler with FormDataExtended's object.
    const handler = RulesetOptionsEditor.DEFAULT_OPTIONS.form?.handler;
    if (typeof handler !== "function") throw new Error("no form handler");
    await Reflect.apply(handler, form, [
      new Event("submit"),
      null,
      { object: assaultForm({ "value-zocRadius": 1.5 }) },
    ]);
    expect((await form._prepareContext()).errors).toEqual([
      "Zone of control in tiles: must be a whole number, got 1.5.",
    ]);
    expect(Reflect.get(form, "closed")).toBe(false);
    expect(settings.stored.size).toBe(0);
    // The engine refuses the same value from a scenario file or a stored setting.
    expect(() => validateOptions({ zocRadius: 1.5 }, "options")).toThrow(/zocRadius must be a whole number, got 1.5/);
  });

  it("resets the form to the rule system's defaults (saved on submission)", async () => {
    await settings.set("wargame-combat", "options-assault", { zocRadius: 3 });
    const form = new RulesetOptionsEditor("assault");
    const reset = RulesetOptionsEditor.DEFAULT_OPTIONS.actions?.["resetOptions"];
    if (typeof reset !== "function") throw new Error("no reset action");
    await Reflect.apply(reset, form, []);
    expect((await form._prepareContext()).rows.find((row) => row.field === valueField("zocRadius"))?.text).toBe(
      String(DEFAULT_OPTIONS.zocRadius),
    );
    expect(await form.submitDraft(readDraft(ASSAULT_OPTIONS, assaultForm()))).toBe(true);
    expect(JSON.parse(settings.stored.get("wargame-combat.options-assault") ?? "null")).toEqual({});
  });

  it("on a scene, saves only the options ticked as overridden, over the world's values", async () => {
    await settings.set("wargame-combat", "options-assault", { zocRadius: 2 });
    const scene = new FakeOptionsScene("s1", "Hill 112");
    const form = new RulesetOptionsEditor("assault", scene);
    expect(form.title).toMatch(/scene Hill 112$/);
    const context = await form._prepareContext();
    // Unticked rows show the world's value.
    expect(context.rows.find((row) => row.field === valueField("zocRadius"))).toMatchObject({
      text: "2",
      overridden: false,
    });
    expect(render(context)).toContain('name="override-zocRadius">');
    const submitted = assaultForm({ "value-zocRadius": 3, "override-zocRadius": true, "value-stackingLimit": 4 });
    expect(await form.submitDraft(readDraft(ASSAULT_OPTIONS, submitted))).toBe(true);
    expect(scene.flags).toEqual({ options: { assault: { zocRadius: 3 } } });
    // A bad override is refused, the flag kept.
    const bad = new RulesetOptionsEditor("assault", scene);
    expect(
      await bad.submitDraft(
        readDraft(ASSAULT_OPTIONS, assaultForm({ "value-coverSave": 9, "override-coverSave": true })),
      ),
    ).toBe(false);
    expect(scene.flags).toEqual({ options: { assault: { zocRadius: 3 } } });
  });
});
