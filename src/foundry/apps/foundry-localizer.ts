import { templateHelpers, type Localizer } from "@view/template-helpers";
import { interpolate } from "@engine/errors";

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
    // Localization#format fills only `{name}`; interpolate fills it the same way and also makes the
    // choices a name's grammar needs (`{side|'s|'}`), which Foundry's would leave as they are.
    format: (key, data) => interpolate(game.i18n?.localize(key) ?? key, data),
  };
}

/** Registers the view's template helpers with Foundry's Handlebars (in `init`, before any template renders). */
export function registerTemplateHelpers(): void {
  for (const [name, helper] of Object.entries(templateHelpers(foundryLocalizer())))
    Handlebars.registerHelper(name, helper);
}
