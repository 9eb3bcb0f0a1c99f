import { takeUpOnReady } from "./takeover";
import { publishApi } from "../api";
import { postWelcomeOnce } from "../welcome";
import { migrateOnce } from "../migration/migrate-world";
import { notifyError } from "../localize";
import { initFailures } from "./init";

/**
 * `ready`: documents and the user exist; report what `init` could not set up, publish the API, greet
 * the GM once per world, take up the host's combats and turn (takeover.ts), and on the active GM's
 * client bring old worlds' data into the GM's record.
 */
export function listen(): void {
  Hooks.once("ready", () => {
    reportInitFailures();
    publishApi();
    void postWelcomeOnce();
    takeUpOnReady();
    void migrateOnce().catch(notifyError);
  });
}

/** One error naming every part `init` could not set up (the console has the details). */
function reportInitFailures(): void {
  if (initFailures.length === 0) return;
  const parts = initFailures.map((key) => game.i18n?.localize(key) ?? key).join(", ");
  ui.notifications?.error(game.i18n?.format("WARGAME.Init.Failed", { parts }) ?? parts);
}
