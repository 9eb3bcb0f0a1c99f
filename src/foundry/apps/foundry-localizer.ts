import { templateHelpers, type Localizer } from "../../view/template-helpers";

/**
 * Foundry's `game.i18n` as the view's helpers use it (`Localization#has` and `#lang`:
 * https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html).
 */
export function foundryLocalizer(): Localizer {
  return {
    get lang() {
      return game.i18n?.lang ?? "en";
    },
    has: (key) => game.i18n?.has(key) ?? false,
    localize: (key) => game.i18n?.localize(key) ?? key,
    format: (key, data) => game.i18n?.format(key, data) ?? key,
  };
}

/** Registers the view's template helpers with Foundry's Handlebars (in `init`, before any template renders). */
export function registerTemplateHelpers(): void {
  for (const [name, helper] of Object.entries(templateHelpers(foundryLocalizer())))
    Handlebars.registerHelper(name, helper);
}
