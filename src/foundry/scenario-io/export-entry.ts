import { stringify } from "yaml";
import type { EngineError } from "../../engine/errors";
import type { RulesetId } from "../../engine/rulesets/ids";
import type { FlagSource, SceneSource } from "../board/sources";
import { checkImportable } from "./import-scenario";
import { sceneScenario } from "./scene-scenario";

/** The scene directory's context menu action's name: also how a second call finds it already there. */
export const EXPORT_ACTION = "WARGAME.ScenarioIo.Export";

/**
 * A context menu entry of the scene directory, with the field names of both versions: v13's
 * `name`, `condition`, `callback(li)` (https://foundryvtt.com/api/v13/ hookEvents.getDocumentContextOptions)
 * and v14's `label`, `visible`, `onClick(event, li)` (https://foundryvtt.com/api/v14/interfaces/foundry.ContextMenuEntry.html).
 * Both give the clicked directory entry, whose `data-entry-id` is the scene's id.
 */
export interface SceneMenuEntry {
  readonly name: string;
  readonly label: string;
  readonly icon: string;
  readonly condition: () => boolean;
  readonly visible: () => boolean;
  readonly callback: (li: HTMLElement) => void;
  readonly onClick: (event: Event, li: HTMLElement) => void;
}

/** What the entry needs of Foundry: whether the user is a GM, the scene by id, the scene's rule system, a download. */
export interface ExportPorts {
  isGM(): boolean;
  scene(id: string): (SceneSource & FlagSource) | null;
  ruleset(scene: SceneSource & FlagSource): RulesetId;
  download(text: string, filename: string): void;
  /** The file was written; `leftOut` names each token or region it leaves out, and why. */
  exported(filename: string, leftOut: readonly EngineError[]): void;
  failed(error: unknown): void;
}

/**
 * "Export scene as scenario": the scene's scenario file (scenarios/README.md) downloaded as
 * `<id>.yml`. GMs only. The file is checked as Import checks one before it is written, so a file
 * Import would refuse is never downloaded (the problem is shown instead); what the file leaves out
 * is reported with it (scene-scenario.ts).
 */
export function exportEntry(ports: ExportPorts): SceneMenuEntry {
  const run = (li: HTMLElement): void => {
    const scene = ports.scene(li.dataset["entryId"] ?? "");
    if (scene === null) return;
    try {
      const leftOut: EngineError[] = [];
      const scenario = sceneScenario(scene, ports.ruleset(scene), leftOut);
      const filename = `${scenario.id}.yml`;
      const text = stringify(scenario);
      checkImportable(text, filename);
      ports.download(text, filename);
      ports.exported(filename, leftOut);
    } catch (error) {
      ports.failed(error);
    }
  };
  return {
    name: EXPORT_ACTION,
    label: EXPORT_ACTION,
    icon: '<i class="fa-solid fa-file-export"></i>',
    condition: () => ports.isGM(),
    visible: () => ports.isGM(),
    callback: run,
    onClick: (_event, li) => run(li),
  };
}
