// @vitest-environment happy-dom
import { englishI18n } from "../fakes/english";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listen } from "@foundry/hooks/scene-export";
import { loadScenarios } from "../../../tools/scenario-pack/build-scenario-pack";
import { builtScene } from "../scenario-io/built-scene";
import { FakeContextMenu } from "../fakes/context-menu";
import { FakeHooks } from "../fakes/globals";
import { fakeGeneration, fakeRelease } from "../fakes/v14";

/** A list item of the Scenes directory (`data-entry-id`) or of the navigation bar (`data-scene-id`). */
function item(data: "entryId" | "sceneId", id: string): HTMLElement {
  const li = document.createElement("li");
  li.dataset[data] = id;
  return li;
}

describe("Export scene as scenario in the scene context menus", () => {
  const [first] = loadScenarios();
  if (!first) throw new Error("no scenario");
  const scene = builtScene(first.scenario);
  let hooks: FakeHooks;
  let downloads: string[];
  let notices: string[];

  beforeEach(() => {
    hooks = new FakeHooks();
    downloads = [];
    notices = [];
    vi.stubGlobal("Hooks", hooks);
    vi.stubGlobal("game", {
      release: fakeRelease(),
      user: { isGM: true },
      i18n: englishI18n(),
      scenes: { get: (id: string) => (id === scene.id ? scene : undefined) },
      settings: { get: () => first.scenario.ruleset },
    });
    vi.stubGlobal("ui", {
      notifications: { info: (text: string) => notices.push(text), warn: (text: string) => notices.push(text) },
    });
    vi.stubGlobal("foundry", {
      utils: { saveDataToFile: (_text: string, _type: string, filename: string) => downloads.push(filename) },
    });
    listen();
  });
  afterEach(() => vi.unstubAllGlobals());

  function entries(): object[] {
    const list: object[] = [];
    hooks.fire("getSceneContextOptions", {}, list);
    hooks.fire("getSceneContextOptions", {}, list);
    return list;
  }

  it("sets only the running generation's entry fields, once however often the menu is built", () => {
    const list = entries();
    expect(list).toHaveLength(1);
    const fields = Object.keys(list[0] ?? {}).sort();
    expect(fields).toEqual(
      fakeGeneration() === 14 ? ["icon", "label", "onClick", "visible"] : ["callback", "condition", "icon", "name"],
    );
    const menu = new FakeContextMenu(fakeGeneration());
    menu.shown(list[0] ?? {}, item("entryId", scene.id));
    expect(menu.deprecations).toEqual([]);
    expect(menu.label(list[0] ?? {})).toBe("WARGAME.ScenarioIo.Export");
  });

  it("exports the scene clicked in the Scenes directory (data-entry-id) and in the navigation bar (data-scene-id)", () => {
    const [entry] = entries();
    const menu = new FakeContextMenu(fakeGeneration());
    for (const li of [item("entryId", scene.id), item("sceneId", scene.id)]) {
      expect(menu.shown(entry ?? {}, li)).toBe(true);
      menu.click(entry ?? {}, li);
    }
    expect(downloads).toEqual([`${first.scenario.id}.yml`, `${first.scenario.id}.yml`]);
    // Each export tells the GM what a scenario file does not keep.
    expect(notices).toHaveLength(2);
    expect(notices[0]).toContain(`Exported ${first.scenario.id}.yml.`);
    expect(notices[0]).toContain("links between tokens and their actors");
  });
});
