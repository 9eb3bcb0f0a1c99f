import { MODULE_PATH } from "./constants";

/** The module's Handlebars templates, relative to templates/ (a test keeps this list in step with the folder). */
export const TEMPLATES: readonly string[] = [
  "chat/welcome.hbs",
  "apps/unit-data-editor.hbs",
  "apps/ruleset-options-editor.hbs",
  "apps/combat-dialog/header.hbs",
  "apps/combat-dialog/decision.hbs",
  "apps/combat-dialog/roll.hbs",
  "apps/combat-dialog/done.hbs",
  "apps/combat-dialog/odds.hbs",
  "apps/combat-dialog/footer.hbs",
  "apps/turn-tracker.hbs",
  "apps/contact-inputs.hbs",
  "apps/contact-target.hbs",
  "apps/contact-dialog.hbs",
  "chat/combat-card.hbs",
];

export function templatePath(relative: string): string {
  return `${MODULE_PATH}/templates/${relative}`;
}

/** Compiles every template up front so dialogs and chat cards render without a fetch. */
export async function preloadTemplates(): Promise<void> {
  await foundry.applications.handlebars.loadTemplates(TEMPLATES.map(templatePath));
}
