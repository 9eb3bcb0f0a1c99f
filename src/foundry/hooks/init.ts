import { registerQueries } from "../gm/gm-queries";
import { registerSettings } from "../settings";
import { registerStatusEffects } from "../statuses/status-effects";
import { preloadTemplates } from "../templates";

/** `init`: settings, status effects, queries and templates, which must exist before any world document is read. */
export function listen(): void {
  Hooks.once("init", () => {
    registerSettings();
    registerStatusEffects(CONFIG.statusEffects);
    registerQueries();
    void preloadTemplates();
  });
}
