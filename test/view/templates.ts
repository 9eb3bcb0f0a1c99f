/**
 * The module's templates rendered as a host would: the real `handlebars` package, the view's
 * helpers, and a `localize` helper (Foundry's: a key, or a key with values) backed by lang/en.json.
 * A missing key or an unfilled placeholder throws.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { interpolate } from "@engine/errors";
import { templateHelpers, type Localizer } from "@view/template-helpers";
import { englishStrings } from "../../tools/language-files";
import { TEMPLATES, templatePath } from "@foundry/templates";

export const STRINGS: Readonly<Record<string, string>> = englishStrings();

function english(key: string): string {
  const text = STRINGS[key];
  if (text === undefined) throw new Error(`missing localization key ${key}`);
  return text;
}

/** English, strictly: every key must exist and every placeholder be filled. */
export const strictEnglish: Localizer = {
  lang: "en",
  has: (key) => STRINGS[key] !== undefined,
  localize: english,
  format: (key, data) => {
    const text = interpolate(english(key), data);
    const unfilled = /\{\w+\}/.exec(text);
    if (unfilled) throw new Error(`${key}: placeholder ${unfilled[0]} not filled (${JSON.stringify(data)})`);
    return text;
  },
};

export type Render = (template: string, context: object) => string;

/** A dialog part's context as the combat dialog gives it (src/foundry/apps/combat-dialog.ts): the view and its controls. */
export function dialogContext<View extends object>(view: View): View & { controls: { asking: null; failed: null } } {
  return { ...view, controls: { asking: null, failed: null } };
}

/** A Handlebars environment with the module's helpers; renders templates/ files by path. */
export function renderer(i18n: Localizer = strictEnglish): Render {
  const handlebars = Handlebars.create();
  handlebars.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    if (typeof key !== "string") throw new Error(`localize needs a key, got ${String(key)}`);
    const hash = Object.fromEntries(
      Object.entries(options.hash as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
    );
    return Object.keys(hash).length > 0 ? i18n.format(key, hash) : i18n.localize(key);
  });
  for (const [name, helper] of Object.entries(templateHelpers(i18n))) handlebars.registerHelper(name, helper);
  // Foundry's loadTemplates registers each preloaded template as a partial under its path
  // (https://foundryvtt.com/api/functions/foundry.applications.handlebars.loadTemplates.html, v13), as the sandbox does.
  for (const name of TEMPLATES)
    handlebars.registerPartial(templatePath(name), readFileSync(join("templates", name), "utf8"));
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  return (template, context) => {
    let compile = compiled.get(template);
    if (compile === undefined) {
      compile = handlebars.compile(readFileSync(join("templates", template), "utf8"), { strict: true });
      compiled.set(template, compile);
    }
    return compile(context);
  };
}
