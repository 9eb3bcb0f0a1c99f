import { templateHelpers, type Localizer } from "../../view/template-helpers";

/** Foundry's `game.i18n` as the view's helpers use it. */
export function foundryLocalizer(): Localizer {
  return {
    localize: (key) => game.i18n?.localize(key) ?? key,
    format: (key, data) => game.i18n?.format(key, data) ?? key,
  };
}

/** Registers the view's template helpers with Foundry's Handlebars (in `init`, before any template renders). */
export function registerTemplateHelpers(): void {
  for (const [name, helper] of Object.entries(templateHelpers(foundryLocalizer()))) Handlebars.registerHelper(name, helper);
}
