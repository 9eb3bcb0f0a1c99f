import { registerSettings } from "../settings";
import { preloadTemplates } from "../templates";

/** `init`: settings and templates, which must exist before any world document is read. */
export function listen(): void {
  Hooks.once("init", () => {
    registerSettings();
    void preloadTemplates();
  });
}
