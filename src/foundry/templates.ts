import { MODULE_PATH } from "./constants";

/** The module's Handlebars templates, relative to templates/ (a test keeps this list in step with the folder). */
export const TEMPLATES: readonly string[] = ["chat/welcome.hbs"];

export function templatePath(relative: string): string {
  return `${MODULE_PATH}/templates/${relative}`;
}

/** Compiles every template up front so dialogs and chat cards render without a fetch. */
export async function preloadTemplates(): Promise<void> {
  await foundry.applications.handlebars.loadTemplates(TEMPLATES.map(templatePath));
}
