import { resumeIfHost } from "../host/foundry-host";
import { publishApi } from "../api";
import { postWelcomeOnce } from "../welcome";
import { initFailures } from "./init";

/** `ready`: documents and the user exist; report what `init` could not set up, publish the API and greet the GM once per world. */
export function listen(): void {
  Hooks.once("ready", () => {
    reportInitFailures();
    publishApi();
    void postWelcomeOnce();
    resumeIfHost();
  });
}

/** One error naming every part `init` could not set up (the console has the details). */
function reportInitFailures(): void {
  if (initFailures.length === 0) return;
  const parts = initFailures.map((key) => game.i18n?.localize(key) ?? key).join(", ");
  ui.notifications?.error(game.i18n?.format("WARGAME.Init.Failed", { parts }) ?? parts);
}
