import { afterEach, beforeEach, vi } from "vitest";
import { templatePath } from "@foundry/templates";
import { renderer } from "../../view/templates";
import { useTemplates } from "../fakes/applications";
import { stubNotifications } from "../fakes/globals";
import { stubRulesetSettings } from "../fakes/settings";

/**
 * For a describe block that draws the module's applications through the fake
 * HandlebarsApplicationMixin with the real templates: notifications and the rule systems' world
 * settings stubbed (a finished combat's preview reads them), every global restored after each test.
 */
export function drawnWithRealTemplates(): void {
  beforeEach(() => {
    stubNotifications();
    stubRulesetSettings();
    const render = renderer();
    useTemplates((path, context) => render(path.slice(templatePath("").length), context));
  });
  afterEach(() => {
    useTemplates(null);
    vi.unstubAllGlobals();
  });
}
