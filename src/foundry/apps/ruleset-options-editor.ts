import type { RulesetId } from "@engine/rulesets/ids";
import { hostRulesets } from "../rulesets";
import { localized } from "../hud/localized";
import { format, messageOf, notifyError } from "../localize";
import { rulesetLabel } from "../settings";
import {
  defaultOptions,
  saveSceneOptions,
  saveWorldOptions,
  sceneOptions,
  worldOptions,
  worldResolvedOptions,
  type OptionsScene,
} from "../settings/ruleset-options";
import { templatePath } from "../templates";
import { checkDraft, draftOf, optionRows, readDraft, type OptionRow, type OptionsDraft } from "@view/options-form";
import { WargameApplication, type ApplicationOptions } from "./wargame-application";

/** What the options form's template shows. */
export interface RulesetOptionsContext {
  /** The rule system's name, a localization key. */
  readonly ruleset: string;
  /** The scene whose overrides are edited; null for the world's values. */
  readonly scene: string | null;
  /** What the values apply to, a localization key. */
  readonly hint: string;
  readonly rows: readonly OptionRow[];
  /** What is wrong with the last submission, in the user's language. */
  readonly errors: readonly string[];
}

/** A scene whose overrides the form edits (a Scene fits). */
export interface NamedScene extends OptionsScene {
  readonly id: string | null;
  readonly name: string;
}

export const RULESET_OPTIONS_TEMPLATE = "apps/ruleset-options-editor.hbs";

/**
 * Edits a rule system's options, as its declaration lists them: the world's values (a hidden world
 * setting), or one scene's overrides over them (a scene flag, each option overridden or not). A
 * submission is checked against the declarations; problems are listed in the form, which keeps
 * what was typed, and nothing is saved; a valid one is saved and the form closes.
 */
export class RulesetOptionsEditor extends WargameApplication<RulesetOptionsContext> {
  static override DEFAULT_OPTIONS: ApplicationOptions = {
    tag: "form",
    classes: ["ruleset-options-editor"],
    window: { title: "WARGAME.OptionsEditor.title", icon: "fa-solid fa-sliders" },
    position: { width: 560 },
    form: { handler: RulesetOptionsEditor.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: { resetOptions: RulesetOptionsEditor.#onReset },
  };

  static override PARTS = { form: { template: templatePath(RULESET_OPTIONS_TEMPLATE) } };

  #draft: OptionsDraft;
  #errors: readonly string[] = [];

  constructor(
    readonly rulesetId: RulesetId,
    readonly scene: NamedScene | null = null,
  ) {
    super({ id: editorId(rulesetId, scene) });
    const definitions = hostRulesets().ruleset(rulesetId).options;
    if (scene === null) {
      this.#draft = draftOf(definitions, worldOptions(rulesetId));
    } else {
      const overrides = sceneOptions(scene, rulesetId);
      this.#draft = draftOf(
        definitions,
        { ...worldResolvedOptions(rulesetId), ...overrides },
        new Set(Object.keys(overrides)),
      );
    }
  }

  override get title(): string {
    const ruleset = localized(rulesetLabel(this.rulesetId));
    return this.scene === null
      ? format({ key: "WARGAME.OptionsEditor.titleOf", data: { ruleset } })
      : format({ key: "WARGAME.OptionsEditor.titleOfScene", data: { ruleset, scene: this.scene.name } });
  }

  override _prepareContext(): Promise<RulesetOptionsContext> {
    return Promise.resolve({
      ruleset: rulesetLabel(this.rulesetId),
      scene: this.scene?.name ?? null,
      hint: this.scene === null ? "WARGAME.OptionsEditor.worldHint" : "WARGAME.OptionsEditor.sceneHint",
      rows: optionRows(hostRulesets().ruleset(this.rulesetId).options, this.#draft),
      errors: this.#errors,
    });
  }

  /** Checks and saves a submission; returns whether it was saved. */
  async submitDraft(draft: OptionsDraft): Promise<boolean> {
    this.#draft = draft;
    const checked = checkDraft(
      hostRulesets().ruleset(this.rulesetId).options,
      draft,
      localized,
      this.scene === null ? undefined : draft.overridden,
    );
    this.#errors = checked.ok ? [] : checked.errors.map((error) => format(messageOf(error)));
    if (!checked.ok) {
      await this.render();
      return false;
    }
    if (this.scene === null) await saveWorldOptions(this.rulesetId, checked.values);
    else await saveSceneOptions(this.scene, this.rulesetId, checked.values);
    await this.close();
    return true;
  }

  static async #onSubmit(
    this: RulesetOptionsEditor,
    _event: Event,
    _form: HTMLFormElement,
    formData: { readonly object: Record<string, unknown> },
  ): Promise<void> {
    try {
      await this.submitDraft(readDraft(hostRulesets().ruleset(this.rulesetId).options, formData.object));
    } catch (error) {
      notifyError(error);
    }
  }

  /** Back to the defaults (the world's form) or to the world's values (a scene's); saved on submission. */
  static async #onReset(this: RulesetOptionsEditor): Promise<void> {
    const definitions = hostRulesets().ruleset(this.rulesetId).options;
    this.#draft = draftOf(
      definitions,
      this.scene === null ? defaultOptions(this.rulesetId) : worldResolvedOptions(this.rulesetId),
    );
    this.#errors = [];
    await this.render();
  }
}

/**
 * The settings menu's application for one rule system: Foundry constructs a menu's class with no
 * arguments at each click of its button and renders it
 * (https://foundryvtt.com/api/interfaces/foundry.types.SettingSubmenuConfig.html, `type`). A form
 * already open under the same id (`foundry.applications.instances`, the rendered ApplicationV2s by
 * id, API v13 and v14) is brought to the front instead of opening a second window with its id:
 * `ApplicationV2#_canRender` returning false stops a render (API v13 and v14 `ApplicationV2`).
 */
export function rulesetOptionsMenu(rulesetId: RulesetId): new () => RulesetOptionsEditor {
  return class extends RulesetOptionsEditor {
    constructor() {
      super(rulesetId);
    }

    protected override _canRender(
      ...args: Parameters<RulesetOptionsEditor["_canRender"]>
    ): ReturnType<RulesetOptionsEditor["_canRender"]> {
      const open = foundry.applications.instances.get(this.id);
      if (open !== undefined && open !== this) {
        open.bringToFront();
        return false;
      }
      return super._canRender(...args);
    }
  };
}

/** Opens a scene's overrides of its rule system's options, or brings forward the form open. */
export function openSceneOptions(scene: NamedScene, rulesetId: RulesetId): void {
  const open = foundry.applications.instances.get(editorId(rulesetId, scene));
  if (open) {
    open.bringToFront();
    return;
  }
  new RulesetOptionsEditor(rulesetId, scene).render({ force: true }).catch(notifyError);
}

/** One form per rule system, and per scene: its window id. */
function editorId(rulesetId: RulesetId, scene: NamedScene | null): string {
  return scene === null
    ? `wargame-combat-options-${rulesetId}`
    : `wargame-combat-options-${rulesetId}-${scene.id ?? "new"}`;
}
