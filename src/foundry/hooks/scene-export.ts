import type { CombatScene } from "../combat/combat-scene";
import { foundryCompat } from "../compat/choose-compat";
import { errorText, notifyError, notifyInfo, notifyWarning } from "../localize";
import { EXPORT_ACTION, exportEntry } from "../scenario-io/export-entry";
import { rulesetOfScene } from "../scene/scene-ruleset";

/**
 * The scenes' context menus offer GMs "Export scene as scenario". The hook `get<Document>ContextOptions`
 * passes the menu's entries to extend (v13:
 * https://foundryvtt.com/api/v13/functions/hookEvents.getDocumentContextOptions.html; the same hook
 * on v14's page); for scenes it fires for the Scenes directory (items with `data-entry-id`) and the
 * scene navigation bar (items with `data-scene-id`), whose item the entry reads either way. The entry
 * carries the running generation's field names only (compat/), and the list is checked here, as the
 * installed types describe it otherwise.
 */
export function listen(): void {
  Hooks.on("getSceneContextOptions", (_app: object, entries: unknown) => {
    const compat = foundryCompat();
    if (!Array.isArray(entries) || entries.some((entry) => compat.isMenuEntry(entry, EXPORT_ACTION))) return;
    entries.push(
      compat.contextMenuEntry(
        exportEntry({
          isGM: () => game.user?.isGM ?? false,
          scene: (id) => {
            const scene: CombatScene | undefined = game.scenes?.get(id);
            return scene ?? null;
          },
          ruleset: (scene) => rulesetOfScene(scene),
          // foundry.utils.saveDataToFile(data, type, filename) starts a download (v13 API: foundry.utils).
          download: (text, filename) => foundry.utils.saveDataToFile(text, "text/yaml", filename),
          exported: (file, leftOut) => {
            // What no scenario file keeps, said every time; then what this export left out, by name.
            notifyInfo({ key: "WARGAME.ScenarioIo.Exported", data: { file } });
            if (leftOut.length > 0)
              notifyWarning({
                key: "WARGAME.ScenarioIo.LeftOut",
                data: { file, count: String(leftOut.length), problems: leftOut.map(errorText).join(" ") },
              });
          },
          failed: notifyError,
        }),
      ),
    );
  });
}
