import type { Board } from "@engine/board/types";
import { EngineError } from "@engine/errors";
import { defaultAnswers, readContactAnswers, type Contact, type ContactAnswers } from "@engine/rulesets/contact-inputs";
import type { AnyRuleset } from "@engine/rulesets/ruleset";
import { answersFromForm, contactFormView, type ContactFieldView } from "@view/contact-form-view";
import type { LocText } from "@view/view-types";
import type { HudCombatRequest } from "../hud/token-hud-buttons";
import { errorText, notifyError } from "../localize";
import { templatePath } from "../templates";
import { WargameApplication, type ApplicationOptions } from "./wargame-application";

/** What the dialog's template shows. */
export interface ContactDialogContext {
  /** "Grenadiers attack Dragoons". */
  readonly title: LocText;
  readonly fields: readonly ContactFieldView[];
  /** What is wrong with the last submission, in the user's language. */
  readonly errors: readonly string[];
}

export const CONTACT_DIALOG_TEMPLATE = "apps/contact-dialog.hbs";

/** Where the dialog sends the answered request (the API's `startCombat`). */
export type StartCombat = (request: HudCombatRequest & { readonly answers: ContactAnswers }) => Promise<unknown>;

/**
 * The form of a combat started from contact (the token HUD, the attack key): the rule system's
 * contact inputs (`Ruleset.contactInputs`), rendered from the template the sandbox's panel renders.
 * A submission is checked against the declaration; a refused answer is named in the form, which
 * keeps the other answers, and nothing starts. A valid one goes to the host and the form closes.
 */
export class ContactDialog extends WargameApplication<ContactDialogContext> {
  static override DEFAULT_OPTIONS: ApplicationOptions = {
    tag: "form",
    classes: ["contact-dialog"],
    window: { title: "WARGAME.Contact.Window", icon: "fa-solid fa-burst" },
    position: { width: 420 },
    form: { handler: ContactDialog.#onSubmit, submitOnChange: false, closeOnSubmit: false },
  };

  static override PARTS = { form: { template: templatePath(CONTACT_DIALOG_TEMPLATE) } };

  readonly #contact: Contact;
  #answers: ContactAnswers;
  #errors: readonly string[] = [];

  constructor(
    readonly request: HudCombatRequest,
    readonly ruleset: AnyRuleset,
    readonly board: Board,
    readonly sideNames: Readonly<Record<string, string>>,
    readonly start: StartCombat,
  ) {
    super({ id: `wargame-combat-contact-${request.tokenId}` });
    this.#contact = { attackerId: request.tokenId, defenderIds: request.contacts };
    this.#answers = defaultAnswers(ruleset.contactInputs, board, this.#contact);
  }

  /** The form as it stands: the declared inputs with the answers last given. */
  fields(): ContactFieldView[] {
    return contactFormView(this.ruleset.contactInputs, this.board, this.#contact, this.#answers, this.sideNames);
  }

  override _prepareContext(): Promise<ContactDialogContext> {
    const name = (id: string): string => this.board.units.find((unit) => unit.id === id)?.name ?? id;
    return Promise.resolve({
      title: {
        key: "WARGAME.Contact.Title",
        data: { attacker: name(this.request.tokenId), defenders: this.request.contacts.map(name).join(", ") },
      },
      fields: this.fields(),
      errors: this.#errors,
    });
  }

  /** Checks the answers and starts the combat with them; returns whether it started. */
  async submitAnswers(raw: unknown): Promise<boolean> {
    try {
      this.#answers = readContactAnswers(this.ruleset.contactInputs, this.board, this.#contact, raw);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      this.#errors = [errorText(error)];
      await this.render();
      return false;
    }
    this.#errors = [];
    await this.close();
    await this.start({ ...this.request, answers: this.#answers });
    return true;
  }

  static async #onSubmit(this: ContactDialog, _event: Event, form: HTMLFormElement): Promise<void> {
    try {
      // Checkbox groups share a name, which Foundry's form data keeps only once: read the form itself.
      const data = new FormData(form);
      await this.submitAnswers(answersFromForm(this.fields(), (name) => data.getAll(name).map(String)));
    } catch (error) {
      notifyError(error);
    }
  }
}

/**
 * Asks a combat's contact inputs before it starts, when the rule system declares any (else it
 * starts at once). A form still open for this token (another contact) is closed first.
 */
export function askContactInputs(
  request: HudCombatRequest,
  ruleset: AnyRuleset,
  board: Board,
  sideNames: Readonly<Record<string, string>>,
  start: StartCombat,
): void {
  if (ruleset.contactInputs.length === 0) {
    start({ ...request, answers: {} }).catch(notifyError);
    return;
  }
  const dialog = new ContactDialog(request, ruleset, board, sideNames, start);
  const open = foundry.applications.instances.get(dialog.id);
  (open === undefined ? Promise.resolve() : open.close()).then(() => dialog.render({ force: true })).catch(notifyError);
}
