import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EngineError } from "@engine/errors";
import { validateScenario } from "@engine/scenario/scenario";
import { exportEntry, type ExportPorts } from "@foundry/scenario-io/export-entry";
import { loadScenarios } from "../../../tools/scenario-pack/build-scenario-pack";
import { builtScene } from "./built-scene";
import { SHIPPED } from "../../rulesets/shipped";

function li(entryId: string): HTMLElement {
  // The directory entry Foundry hands the callback: only its data-entry-id is read.
  const element: Pick<HTMLElement, "dataset"> = { dataset: { entryId } };
  return element as HTMLElement;
}

describe("Export scene as scenario", () => {
  const [first] = loadScenarios();
  if (!first) throw new Error("no scenario");
  const scene = builtScene(first.scenario);

  function ports(isGM: boolean) {
    const downloads: { text: string; filename: string }[] = [];
    const failures: unknown[] = [];
    const p: ExportPorts = {
      isGM: () => isGM,
      scene: (id) => (id === scene.id ? scene : null),
      ruleset: () => first?.scenario.ruleset ?? "assault",
      download: (text, filename) => downloads.push({ text, filename }),
      exported: () => undefined,
      failed: (error) => failures.push(error),
    };
    return { p, downloads, failures };
  }

  it("downloads the clicked scene as a scenario file that validates", () => {
    const { p, downloads } = ports(true);
    const entry = exportEntry(p);
    expect(entry.visible()).toBe(true);
    entry.run(li(scene.id));
    expect(downloads.map((d) => d.filename)).toEqual([`${first.scenario.id}.yml`]);
    const scenario = validateScenario(parse(downloads[0]?.text ?? ""), "download.yml", SHIPPED);
    expect(scenario.id).toBe(first.scenario.id);
    expect(scenario.board.units).toHaveLength(first.scenario.board.units.length);
  });

  it("is offered to GMs only, and does nothing for a scene that is gone", () => {
    const { p, downloads, failures } = ports(false);
    const entry = exportEntry(p);
    expect(entry.visible()).toBe(false);
    entry.run(li("gone"));
    expect(downloads).toEqual([]);
    expect(failures).toEqual([]);
  });

  it("reports a scene that cannot be read, and downloads nothing", () => {
    const { p, downloads, failures } = ports(true);
    const broken = { ...scene, grid: { ...scene.grid, size: -1 } };
    exportEntry({ ...p, scene: () => broken }).run(li(scene.id));
    expect(downloads).toEqual([]);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(EngineError);
  });
});
