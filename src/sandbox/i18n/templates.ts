import Handlebars from "handlebars";
import { templateHelpers, type Localizer } from "@view/template-helpers";

/** The module's templates, as text, bundled at build time (the same files Foundry loads). */
const SOURCES = import.meta.glob<string>("../../../templates/**/*.hbs", {
  query: "?raw",
  import: "default",
  eager: true,
});

const PREFIX = "../../../templates/";

/** Where Foundry serves the module's templates: partials are named by that path there. */
const FOUNDRY_TEMPLATES = "modules/wargame-combat/templates/";

/** Renders a template, named by its path under templates/ (e.g. "chat/combat-card.hbs"), with data. */
export type RenderTemplate = (template: string, data: unknown) => string;

/**
 * A Handlebars of the page's own, set up as Foundry sets up its own: `{{localize key}}` and
 * `{{localize key name=value}}` (game.i18n.localize / format), every template registered as a
 * partial under its Foundry path; plus the helpers the module's templates share (src/view).
 */
export function createTemplates(i18n: Localizer): RenderTemplate {
  const handlebars = Handlebars.create();
  handlebars.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const hash = Object.entries(isHash(options.hash) ? options.hash : {});
    const text = String(key);
    return hash.length === 0
      ? i18n.localize(text)
      : i18n.format(text, Object.fromEntries(hash.map(([name, value]) => [name, String(value)])));
  });
  for (const [name, helper] of Object.entries(templateHelpers(i18n))) handlebars.registerHelper(name, helper);
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  for (const [path, source] of Object.entries(SOURCES)) {
    const name = path.slice(PREFIX.length);
    handlebars.registerPartial(`${FOUNDRY_TEMPLATES}${name}`, source);
    compiled.set(name, handlebars.compile(source, { strict: false }));
  }
  return (template, data) => {
    const render = compiled.get(template);
    if (render === undefined) throw new Error(`No template templates/${template}`);
    return render(data);
  };
}

function isHash(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null;
}
