import type { RulesetId } from "@engine/rulesets/ids";
import { format, notifyError } from "../localize";
import { rulesetLabel } from "../settings";
import { templatePath } from "../templates";
import {
  checkDraft,
  defaultDraft,
  draftOf,
  readDraft,
  saveUnitData,
  type UnitDataActor,
  type UnitDataDraft,
} from "./unit-data-form";
import { WargameApplication, type ApplicationOptions } from "./wargame-application";

/** What the editor's template shows. */
export interface UnitDataContext {
  /** The rule system's name, a localization key. */
  readonly ruleset: string;
  /** Whether the rule system checks the data itself (else only JSON is asked for). */
  readonly move: unknown;
  readonly data: string;
  /** What is wrong with the last submission, in the user's language. */
  readonly errors: readonly string[];
}

export const UNIT_DATA_TEMPLATE = "apps/unit-data-editor.hbs";

/**
 * Edits an actor's unit data (`flags.wargame-combat.unit` = `{move, data}`) for a rule system: the
 * move as a number and the data as JSON, checked by the rule system's `validateUnitData` on
 * submission. Problems are listed in the form, which keeps what was typed; a valid submission
 * writes the flag and closes.
 */
export class UnitDataEditor extends WargameApplication<UnitDataContext> {
  static override DEFAULT_OPTIONS: ApplicationOptions = {
    tag: "form",
    classes: ["unit-data-editor"],
    window: { title: "WARGAME.UnitEditor.title", icon: "fa-solid fa-chess-knight" },
    position: { width: 480 },
    form: { handler: UnitDataEditor.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: { resetData: UnitDataEditor.#onReset },
  };

  static override PARTS = { form: { template: templatePath(UNIT_DATA_TEMPLATE) } };

  #draft: UnitDataDraft;
  #errors: readonly string[] = [];

  constructor(
    readonly actor: UnitDataActor,
    readonly rulesetId: RulesetId,
  ) {
    super({ id: editorId(actor) });
    this.#draft = draftOf(actor, rulesetId);
  }

  override get title(): string {
    return format({ key: "WARGAME.UnitEditor.titleOf", data: { name: this.actor.name } });
  }

  override _prepareContext(): Promise<UnitDataContext> {
    return Promise.resolve({
      ruleset: rulesetLabel(this.rulesetId),
      move: this.#draft.move,
      data: this.#draft.data,
      errors: this.#errors,
    });
  }

  /** Checks and saves a submission; returns whether it was saved. */
  async submitDraft(draft: UnitDataDraft): Promise<boolean> {
    this.#draft = draft;
    const checked = checkDraft(draft, this.rulesetId, this.actor.name);
    this.#errors = checked.ok ? [] : checked.errors.map(format);
    if (!checked.ok) {
      await this.render();
      return false;
    }
    await saveUnitData(this.actor, checked.unit);
    await this.close();
    return true;
  }

  static async #onSubmit(
    this: UnitDataEditor,
    _event: Event,
    _form: HTMLFormElement,
    formData: { readonly object: Record<string, unknown> },
  ): Promise<void> {
    try {
      await this.submitDraft(readDraft(formData.object));
    } catch (error) {
      notifyError(error);
    }
  }

  static async #onReset(this: UnitDataEditor): Promise<void> {
    this.#draft = defaultDraft(this.rulesetId, this.#draft.move);
    this.#errors = [];
    await this.render();
  }
}

/** Opens the editor of an actor's unit data for a rule system, or brings forward the one open. */
export function openUnitDataEditor(actor: UnitDataActor, rulesetId: RulesetId): void {
  const open = foundry.applications.instances.get(editorId(actor));
  if (open) {
    open.bringToFront();
    return;
  }
  new UnitDataEditor(actor, rulesetId).render({ force: true }).catch(notifyError);
}

/** One editor per actor: its window id. */
function editorId(actor: UnitDataActor): string {
  return `wargame-combat-unit-data-${actor.id ?? "new"}`;
}
