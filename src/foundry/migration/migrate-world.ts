import { EngineError } from "@engine/errors";
import { MODULE_ID } from "../constants";
import { isActiveGm } from "../host/active-gm";
import { errorText } from "../localize";
import { DATA_VERSION, migrateScene, type MigrationScene } from "./state-migration";

/**
 * Once per world, on `ready` and on the active GM's client only (the one that writes the GM's
 * record): brings every scene's data to `DATA_VERSION` (state-migration.ts), then records that
 * version in the world setting `dataVersion`, so it never runs again. One notification sums up
 * what moved and names what was left out. A scene that cannot be read is named, and the version is
 * not recorded, so the next load tries again; the other scenes are migrated all the same.
 */
export async function migrateOnce(scenes: Iterable<MigrationScene> = game.scenes ?? []): Promise<void> {
  if (!isActiveGm() || game.settings.get(MODULE_ID, "dataVersion") >= DATA_VERSION) return;
  let tokens = 0;
  let touched = 0;
  let failed = false;
  const dropped: EngineError[] = [];
  for (const scene of scenes) {
    try {
      const moved = await migrateScene(scene);
      tokens += moved.tokens;
      if (moved.tokens > 0) touched += 1;
      dropped.push(...moved.dropped);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      failed = true;
      const data = { scene: scene.name, problem: errorText(error) };
      ui.notifications?.error(say("WARGAME.Migration.Failed", data));
    }
  }
  if (!failed) await game.settings.set(MODULE_ID, "dataVersion", DATA_VERSION);
  if (tokens === 0) return;
  const moved = say("WARGAME.Migration.Moved", { tokens: String(tokens), scenes: String(touched) });
  if (dropped.length === 0) {
    ui.notifications?.info(moved);
    return;
  }
  const problems = dropped.map(errorText).join(" ");
  const left = say("WARGAME.Migration.Dropped", { count: String(dropped.length), problems });
  ui.notifications?.warn(`${moved} ${left}`);
}

function say(key: string, data: Readonly<Record<string, string>>): string {
  return game.i18n?.format(key, data) ?? key;
}
