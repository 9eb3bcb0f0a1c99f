// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";
import { EngineError } from "@engine/errors";
import { foundryImportPorts, listen } from "@foundry/hooks/scene-import";
import { errorText } from "@foundry/localize";
import { readScenarioText } from "@foundry/scenario-io/scenario-text";
import { englishI18n } from "../fakes/english";
import { FakeHooks } from "../fakes/globals";
import { fakeRelease } from "../fakes/v14";

/**
 * The Scenes directory's header as v13 and v14 render it: the buttons in
 * `.directory-header .header-actions`, "Create Scene" as `[data-action="createEntry"]` (the
 * selectors modules adding header buttons rely on; see src/foundry/hooks/scene-import.ts).
 */
function directory(): HTMLElement {
  const element = document.createElement("section");
  element.innerHTML = `<header class="directory-header"><div class="header-actions action-buttons"><button type="button" data-action="createEntry">Create Scene</button><button type="button" data-action="createFolder">Create Folder</button></div></header><ol class="directory-list"></ol>`;
  return element;
}

function stubGame(isGM: boolean): { info: string[]; error: string[] } {
  const shown = { info: [] as string[], error: [] as string[] };
  vi.stubGlobal("game", { release: fakeRelease(), user: { isGM }, i18n: englishI18n(), world: { id: "my-world" } });
  vi.stubGlobal("ui", {
    notifications: { info: (text: string) => shown.info.push(text), error: (text: string) => shown.error.push(text) },
  });
  return shown;
}

describe("the Import scenario button", () => {
  let hooks: FakeHooks;
  beforeEach(() => {
    hooks = new FakeHooks();
    vi.stubGlobal("Hooks", hooks);
    listen();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.spyOn(console, "error").mockRestore();
  });

  it("sits after Create Scene for a GM, once however often the directory renders", () => {
    stubGame(true);
    const element = directory();
    hooks.fire("renderSceneDirectory", {}, element);
    hooks.fire("renderSceneDirectory", {}, element);
    const buttons = Array.from(element.querySelectorAll(".header-actions button"), (button) =>
      button.textContent.trim(),
    );
    expect(buttons).toEqual(["Create Scene", "Import scenario", "Create Folder"]);
  });

  it("still sits in the directory's header, once, where the header buttons are not where v13 keeps them", () => {
    // The v14 directory's markup is confirmed by no public source: a header without
    // `.header-actions` stands for a change the compat seam's selectors do not know.
    stubGame(true);
    const element = document.createElement("section");
    element.innerHTML = `<header class="directory-header"><div class="controls"></div></header><ol class="directory-list"></ol>`;
    hooks.fire("renderSceneDirectory", {}, element);
    hooks.fire("renderSceneDirectory", {}, element);
    const buttons = Array.from(element.querySelectorAll(".directory-header button"), (button) =>
      button.textContent.trim(),
    );
    expect(buttons).toEqual(["Import scenario"]);
  });

  it("is not there for a player", () => {
    stubGame(false);
    const element = directory();
    hooks.fire("renderSceneDirectory", {}, element);
    expect(element.querySelectorAll(".header-actions button")).toHaveLength(2);
  });

  it("tells the GM what was imported, and why a file was not, in their language", () => {
    const shown = stubGame(true);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const ports = foundryImportPorts();
    const text = readFileSync("scenarios/assault/ridge-assault.yml", "utf8");
    // Its first unit without a side, which every unit needs (scenarios/README.md).
    const data = parse(text) as { board: { units: Record<string, unknown>[] } };
    delete data.board.units[0]?.["side"];
    let invalid: unknown = null;
    try {
      readScenarioText(stringify(data), "ridge.yml");
    } catch (error) {
      invalid = error;
    }
    ports.failed(invalid, "ridge.yml");
    ports.failed(new Error("Scene validation errors: name: may not be undefined"), "ridge.yml");
    ports.imported(readScenarioText(text, "ridge.yml"), "ridge.yml");
    expect(shown.info).toEqual([
      "Imported the scenario Assault on the ridge from ridge.yml: its scene, actors and journal are in folders named after it.",
    ]);
    const [first, second] = shown.error;
    // The scenario's own error names the file and the unit, its problem localized too.
    expect(first).toMatch(/^ridge\.yml: .*units\[0\]/);
    expect(second).toBe(
      "ridge.yml could not be imported, and nothing of it was kept: Scene validation errors: name: may not be undefined",
    );
    // Localized through the user's language, the wrapped problem's own key included.
    vi.stubGlobal("game", {
      release: fakeRelease(),
      i18n: { format: (key: string, data: Record<string, string>) => `<${key} ${data["problem"] ?? ""}>` },
    });
    expect(invalid instanceof EngineError ? errorText(invalid) : "").toMatch(
      /^<WARGAME\.Error\.Scenario\.Invalid <WARGAME\.Error\.Field\.[A-Za-z]+ >>$/,
    );
    stubGame(true);
    expect(ports.backgroundSrc("hill-x.svg")).toBe("worlds/my-world/wargame-combat/hill-x.svg");
  });
});
