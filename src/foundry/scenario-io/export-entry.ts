import { stringify } from "yaml";
import type { EngineError } from "@engine/errors";
import type { RulesetId } from "@engine/rulesets/ids";
import type { FlagSource, SceneSource } from "../board/sources";
import type { MenuEntry } from "../compat/foundry-compat";
import { checkImportable } from "./import-scenario";
import { sceneScenario } from "./scene-scenario";

/** The scene directory's context menu action's name: also how a second call finds it already there. */
export const EXPORT_ACTION = "WARGAME.ScenarioIo.Export";

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
 * "Export scene as scenario": the scene's scenario file (scenarios/README.md) downloaded as `<id>.yml`.
 * GMs only. The clicked item names its scene by `data-entry-id` in the Scenes directory and by
 * `data-scene-id` in the scene navigation bar (both menus fire `getSceneContextOptions`; see
 * hooks/scene-export.ts); the compat seam gives the entry the running generation's field names.
 * The file is checked as Import checks one before it is written, so a file Import would refuse is
 * never downloaded (the problem is shown instead); what the file leaves out is reported with it
 * (scene-scenario.ts).
 */
export function exportEntry(ports: ExportPorts): MenuEntry {
  return {
    label: EXPORT_ACTION,
    icon: '<i class="fa-solid fa-file-export"></i>',
    visible: () => ports.isGM(),
    run: (li) => {
      const scene = ports.scene(li.dataset["entryId"] ?? li.dataset["sceneId"] ?? "");
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
    },
  };
}
