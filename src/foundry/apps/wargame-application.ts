const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/** Options every application of the module starts from (each subclass adds its own). */
export type ApplicationOptions = (typeof ApplicationV2)["DEFAULT_OPTIONS"];

/**
 * The module's one base class for applications: ApplicationV2 rendered from Handlebars templates,
 * with the module's class on the window (its styles live under `.wargame-combat`) and a localized
 * title. `Context` is what the subclass's `_prepareContext` gives its templates.
 */
export class WargameApplication<Context extends object> extends HandlebarsApplicationMixin(ApplicationV2)<Context> {
  static override DEFAULT_OPTIONS: ApplicationOptions = {
    classes: ["wargame-combat"],
    window: { resizable: true },
  };

  /** The window title is given as a localization key (`window.title`) and shown localized. */
  override get title(): string {
    const title = this.options.window.title ?? "";
    return game.i18n?.localize(title) ?? title;
  }
}
