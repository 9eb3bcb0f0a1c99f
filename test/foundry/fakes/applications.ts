/**
 * A fake of Foundry v13's ApplicationV2 and HandlebarsApplicationMixin that behaves as the host
 * relies on. Stub it as `foundry.applications.api` before importing an application's module.
 *
 * Modelled behaviour, with its sources (Foundry's code is not public; these are its documented or
 * observed behaviours, never its text):
 * - `render(options)` stops when `_canRender(options)` returns false, else runs `_configureRenderOptions(options)`, then `_prepareContext(options)`,
 *   then, per part named in `options.parts`, `_preparePartContext(partId, context, options)` and the
 *   part's template (foundryvtt.com/api/classes/foundry.applications.api.ApplicationV2.html and
 *   .../foundry.HandlebarsApplication.html, Version 13: "_preparePartContext: context specific to
 *   only a single rendered part"; HandlebarsRenderOptions.parts: "an array of named template parts
 *   to render").
 * - When no parts are named, every part in `PARTS` renders.
 * - A rendered part replaces the element of the same part; a part not yet in the DOM is appended
 *   after the others; parts not rendered stay as they were (issue 12 "Defects 1", found by review of
 *   v13's HandlebarsApplicationMixin#_replaceHTML; /work/shared/FOUNDRY-NOTES.md "Behaviours").
 * - A click on an element with `data-action` calls `options.actions[action]` with `this` the
 *   application and `(event, target)` (FOUNDRY-NOTES "Applications"; dnd5e and Crucible sheets wire
 *   their buttons this way, e.g. foundryvtt/dnd5e module/applications/api/application.mjs).
 * - With `tag: "form"`, submitting the form calls `options.form.handler(event, form, formData)`
 *   with `this` the application (ApplicationV2 `form.handler`, FOUNDRY-NOTES "Applications").
 * - With `tag: "form"`, a change of any input in it calls `_onChangeForm(options.form, event)`, which
 *   submits the form only where `form.submitOnChange` is set (ApplicationV2 API v13/v14: the form
 *   handler's event is "the originating form submission or input change event",
 *   foundryvtt.com/api/v14/types/foundry.applications.types.ApplicationFormSubmission.html; systems
 *   override `_onChangeForm(formConfig, event)`, call super and act on `event.target`, e.g. Weird
 *   Wizard's active effect sheet, systems/weirdwizard, to submit when a preset changes).
 * - `close()` runs `_onClose(options)` and removes the element.
 * - A rendered application is registered in `foundry.applications.instances` under its id, and taken
 *   out when it closes (foundryvtt.com/api/v13/variables/foundry.applications.instances.html: the
 *   applications currently rendered, by id; the same on v14). Foundry does not stop a second
 *   instance with the same id from rendering: each render is counted in `FakeApplicationV2.windows`.
 * - DEFAULT_OPTIONS merge down the class hierarchy: `classes` add up, `actions`, `window`,
 *   `position` and `form` merge key by key (ApplicationV2 "DEFAULT_OPTIONS ... inherited").
 *
 * Without a DOM (tests in the node environment) or a template renderer, a render still runs the
 * configure and context steps and counts itself, but draws nothing.
 */
type Handler = (this: unknown, event: Event, target: HTMLElement | HTMLFormElement, formData?: unknown) => unknown;

interface FakeOptions {
  tag?: string;
  classes?: string[];
  actions?: Record<string, Handler>;
  form?: { handler?: Handler; closeOnSubmit?: boolean; submitOnChange?: boolean };
  window?: Record<string, unknown>;
  position?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface FakeRenderOptions {
  force?: boolean;
  parts?: string[];
  isFirstRender?: boolean;
  [key: string]: unknown;
}

/** Renders a template by its Foundry path with a context; set by a test that wants HTML. */
export type TemplateRenderer = (path: string, context: object) => string;

let renderTemplate: TemplateRenderer | null = null;

/** Gives the fakes a template renderer (see test/view/templates.ts), or takes it away. */
export function useTemplates(renderer: TemplateRenderer | null): void {
  renderTemplate = renderer;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}

/** `foundry.applications.instances`, where the test installed one. */
function instances(): Map<string, unknown> | undefined {
  const foundryGlobal: unknown = Reflect.get(globalThis, "foundry");
  const applications: unknown =
    typeof foundryGlobal === "object" && foundryGlobal !== null
      ? Reflect.get(foundryGlobal, "applications")
      : undefined;
  const registry: unknown =
    typeof applications === "object" && applications !== null ? Reflect.get(applications, "instances") : undefined;
  return registry instanceof Map ? registry : undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value.map((item: unknown) => item) : [];
}

/** The DEFAULT_OPTIONS of a class and its ancestors, merged from the base down. */
function mergedDefaults(start: unknown): FakeOptions {
  const chain: Record<string, unknown>[] = [];
  for (let current: unknown = start; typeof current === "function"; current = Object.getPrototypeOf(current)) {
    if (Object.prototype.hasOwnProperty.call(current, "DEFAULT_OPTIONS"))
      chain.unshift(record(Reflect.get(current, "DEFAULT_OPTIONS")));
  }
  const merged: Record<string, unknown> = {};
  for (const options of chain) {
    for (const [key, value] of Object.entries(options)) {
      if (key === "classes") merged[key] = [...list(merged[key]), ...list(value)];
      else if (["actions", "window", "position", "form"].includes(key))
        merged[key] = { ...record(merged[key]), ...record(value) };
      else merged[key] = value;
    }
  }
  return merged;
}

export class FakeApplicationV2 {
  static DEFAULT_OPTIONS: object = {};
  static PARTS: object = {};
  readonly options: FakeOptions;
  /** The application's element (the form, for `tag: "form"`), once rendered into a DOM. */
  element: HTMLElement | null = null;
  renders = 0;
  closed = false;
  broughtToFront = false;

  /** Every application rendered (a window drawn), by id, in order: a second window of one id shows twice. */
  static readonly windows: string[] = [];

  constructor(options: object = {}) {
    this.options = { ...mergedDefaults(this.constructor), ...record(options) };
  }

  get id(): string {
    const id = this.options["id"];
    return typeof id === "string" ? id : "";
  }

  async render(options: FakeRenderOptions = {}): Promise<this> {
    const renderOptions: FakeRenderOptions = { ...options, isFirstRender: this.renders === 0 };
    if (this._canRender(renderOptions) === false) return this;
    if (this.renders === 0) FakeApplicationV2.windows.push(this.id);
    this.renders++;
    instances()?.set(this.id, this);
    this._configureRenderOptions(renderOptions);
    const context = await this._prepareContext(renderOptions);
    if (typeof document === "undefined" || renderTemplate === null) return this;
    const parts = await this._renderHTML(context, renderOptions);
    if (this.element === null) this.element = this.#frame();
    this._replaceHTML(parts, this.element, renderOptions);
    return this;
  }

  /** Whether the application may render: false stops the render (ApplicationV2#_canRender, API v13/v14). */
  protected _canRender(_options: FakeRenderOptions): false | void {}

  protected _configureRenderOptions(_options: FakeRenderOptions): void {}

  protected _prepareContext(_options: FakeRenderOptions): Promise<object> {
    return Promise.resolve({});
  }

  protected _renderHTML(_context: object, _options: FakeRenderOptions): Promise<Record<string, HTMLElement>> {
    return Promise.resolve({});
  }

  protected _replaceHTML(
    _result: Record<string, HTMLElement>,
    _content: HTMLElement,
    _options: FakeRenderOptions,
  ): void {}

  protected _onClose(_options: object): void {}

  protected _onChangeForm(formConfig: FakeOptions["form"], event: Event): void {
    const handler = formConfig?.handler;
    const form = this.element;
    if (formConfig?.submitOnChange === true && handler && form instanceof HTMLFormElement)
      void handler.call(this, event, form, new FormData(form));
  }

  close(options: object = {}): Promise<this> {
    const registered = instances();
    if (registered?.get(this.id) === this) registered.delete(this.id);
    this._onClose(options);
    this.element?.remove();
    this.element = null;
    this.closed = true;
    return Promise.resolve(this);
  }

  bringToFront(): void {
    this.broughtToFront = true;
  }

  /** The window's content element, with Foundry's action and submit listeners. */
  #frame(): HTMLElement {
    const frame = document.createElement(this.options.tag ?? "div");
    document.body.append(frame);
    frame.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-action]") : null;
      const action = target?.dataset["action"];
      const handler = action === undefined ? undefined : this.options.actions?.[action];
      if (target && handler) {
        event.preventDefault();
        void handler.call(this, event, target);
      }
    });
    frame.addEventListener("submit", (event) => {
      event.preventDefault();
      const handler = this.options.form?.handler;
      if (frame instanceof HTMLFormElement && handler) void handler.call(this, event, frame, new FormData(frame));
    });
    if (this.options.tag === "form")
      frame.addEventListener("change", (event) => this._onChangeForm(this.options.form, event));
    return frame;
  }
}

/** The mixin: parts rendered from templates and put into the DOM as Foundry does (see the file's comment). */
export function fakeHandlebarsApplicationMixin(Base: typeof FakeApplicationV2): typeof FakeApplicationV2 {
  class HandlebarsApplication extends Base {
    protected override _configureRenderOptions(options: FakeRenderOptions): void {
      super._configureRenderOptions(options);
      options.parts ??= Object.keys(record(Reflect.get(this.constructor, "PARTS")));
    }

    protected _preparePartContext(_partId: string, context: object, _options: FakeRenderOptions): Promise<object> {
      return Promise.resolve(context);
    }

    protected override async _renderHTML(
      context: object,
      options: FakeRenderOptions,
    ): Promise<Record<string, HTMLElement>> {
      const parts = record(Reflect.get(this.constructor, "PARTS"));
      const rendered: Record<string, HTMLElement> = {};
      for (const partId of options.parts ?? []) {
        const template = record(parts[partId])["template"];
        if (typeof template !== "string" || renderTemplate === null) continue;
        const partContext = await this._preparePartContext(partId, { ...context }, options);
        const holder = document.createElement("template");
        holder.innerHTML = renderTemplate(template, partContext).trim();
        const element = holder.content.firstElementChild;
        if (!(element instanceof HTMLElement)) throw new Error(`part ${partId} did not render one element`);
        element.dataset["applicationPart"] = partId;
        rendered[partId] = element;
      }
      return rendered;
    }

    protected override _replaceHTML(result: Record<string, HTMLElement>, content: HTMLElement): void {
      for (const [partId, element] of Object.entries(result)) {
        const old = content.querySelector(`[data-application-part="${partId}"]`);
        if (old) old.replaceWith(element);
        else content.append(element);
      }
    }
  }
  return HandlebarsApplication;
}

/** `foundry.applications.api` as the fakes give it. */
export function fakeApplicationsApi(): {
  ApplicationV2: typeof FakeApplicationV2;
  HandlebarsApplicationMixin: typeof fakeHandlebarsApplicationMixin;
} {
  return { ApplicationV2: FakeApplicationV2, HandlebarsApplicationMixin: fakeHandlebarsApplicationMixin };
}
