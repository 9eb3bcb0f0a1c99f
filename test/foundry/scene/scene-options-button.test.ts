import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RulesetId } from "@engine/rulesets/ids";
import type { NamedScene } from "@foundry/apps/ruleset-options-editor";
import { addSceneOptionsButton, type OptionsButtonElement } from "@foundry/scene/scene-options-button";
import { englishI18n } from "../fakes/english";
import { FakeOptionsScene } from "../fakes/settings";
import { fakeRelease } from "../fakes/v14";

// The button opens one of the module's applications, declared on load.
await vi.hoisted(async () => {
  const { fakeApplicationsApi: api } = await import("../fakes/applications");
  vi.stubGlobal("foundry", { applications: { api: api() } });
});

/** An element of the scene config: what is inserted after it is kept as HTML, clicks as listeners. */
class FakeElement implements OptionsButtonElement {
  readonly after: string[] = [];
  click: (() => void) | undefined;
  constructor(readonly value?: string) {}
  querySelector(_selectors: string): OptionsButtonElement | null {
    return null;
  }
  insertAdjacentHTML(_position: "afterend", html: string): void {
    this.after.push(html);
  }
  addEventListener(_type: "click", listener: () => void): void {
    this.click = listener;
  }
}

/** The config's form: the rule system field (with its select), and the button once added. */
class FakeForm extends FakeElement {
  readonly select: FakeElement;
  readonly field = new FakeElement();
  readonly button = new FakeElement();
  constructor(
    chosen: string,
    readonly withField = true,
  ) {
    super();
    this.select = new FakeElement(chosen);
  }
  override querySelector(selectors: string): OptionsButtonElement | null {
    if (!this.withField) return null;
    if (selectors === '[name="flags.wargame-combat.ruleset"]') return this.select;
    if (selectors === ".wargame-combat-ruleset") return this.field;
    if (selectors === ".wargame-combat-scene-options button") return this.field.after.length > 0 ? this.button : null;
    if (selectors === ".wargame-combat-scene-options") return this.field.after.length > 0 ? this.field : null;
    return null;
  }
}

describe("the scene config's options button", () => {
  beforeEach(() =>
    vi.stubGlobal("game", { release: fakeRelease(), i18n: englishI18n(), settings: { get: () => "combat-grid" } }),
  );
  afterEach(() => vi.unstubAllGlobals());

  it("sits under the rule system field, once, and opens the rule system chosen there (or the world's default)", () => {
    const scene = new FakeOptionsScene("s1", "Hill 112", { ruleset: "assault" });
    const opened: [NamedScene, RulesetId][] = [];
    const open = (on: NamedScene, id: RulesetId): void => void opened.push([on, id]);
    const form = new FakeForm("skirmish-recoil");
    addSceneOptionsButton(form, scene, open);
    addSceneOptionsButton(form, scene, open);
    expect(form.field.after).toHaveLength(1);
    expect(form.field.after[0]).toContain("Rule system options for this scene");
    expect(form.field.after[0]).toContain('type="button"');
    form.button.click?.();
    const unsaved = new FakeForm("");
    addSceneOptionsButton(unsaved, scene, open);
    unsaved.button.click?.();
    expect(opened).toEqual([
      [scene, "skirmish-recoil"],
      [scene, "combat-grid"],
    ]);
  });

  it("is not added where the rule system field is not", () => {
    const form = new FakeForm("assault", false);
    addSceneOptionsButton(form, new FakeOptionsScene("s1", "Hill 112"), () => undefined);
    expect(form.field.after).toEqual([]);
  });
});
