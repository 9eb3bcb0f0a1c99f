import { allTargets, stacksAmong } from "@engine/board/target-stacks";
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

/** One enemy stack the user may choose to attack: its place in the list, its units' names. */
export interface ContactTargetView {
  readonly index: number;
  readonly names: string;
  readonly on: boolean;
}

/** What the dialog's template shows. */
export interface ContactDialogContext {
  /** "Grenadiers attack Dragoons". */
  readonly title: LocText;
  /** The enemy stacks to choose from, when the rule system attacks one at a time and several touch; else none. */
  readonly targets: readonly ContactTargetView[];
  readonly fields: readonly ContactFieldView[];
  /** What is wrong with the last submission, in the user's language. */
  readonly errors: readonly string[];
}

export const CONTACT_DIALOG_TEMPLATE = "apps/contact-dialog.hbs";

/** Where the dialog sends the answered request (the API's `startCombat`). */
export type StartCombat = (request: HudCombatRequest & { readonly answers: ContactAnswers }) => Promise<unknown>;

/**
 * The enemy stacks among a request's contacts that the user must choose one of: several, where
 * the rule system attacks one stack per combat (`Ruleset.targeting`); none otherwise.
 */
export function targetChoice(ruleset: AnyRuleset, board: Board, contacts: readonly string[]): string[][] {
  const stacks = stacksAmong(board, contacts);
  return stacks.length > 1 && allTargets(stacks, ruleset).length === 0 ? stacks : [];
}

/**
 * The form of a combat started from contact (the token HUD, the attack key): which enemy stack it
 * attacks when the rule system takes one of several (`targetChoice`), and the rule system's
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

  #contact: Contact;
  readonly #stacks: readonly (readonly string[])[];
  #target = 0;
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
    this.#stacks = targetChoice(ruleset, board, request.contacts);
    this.#contact = { attackerId: request.tokenId, defenderIds: this.#stacks[0] ?? request.contacts };
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
        data: { attacker: name(this.request.tokenId), defenders: this.#contact.defenderIds.map(name).join(", ") },
      },
      targets: this.#stacks.map((stack, index) => ({
        index,
        names: stack.map(name).join(", "),
        on: index === this.#target,
      })),
      fields: this.fields(),
      errors: this.#errors,
    });
  }

  /**
   * Checks the answers and starts the combat with them against the enemy stack chosen (`target`,
   * its place in the form's list; one not in it keeps the last choice); returns whether it started.
   */
  async submitAnswers(raw: unknown, target: number = this.#target): Promise<boolean> {
    const stack = this.#stacks[target];
    if (stack !== undefined) {
      this.#target = target;
      this.#contact = { ...this.#contact, defenderIds: stack };
    }
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
    await this.start({ ...this.request, contacts: this.#contact.defenderIds, answers: this.#answers });
    return true;
  }

  static async #onSubmit(this: ContactDialog, _event: Event, form: HTMLFormElement): Promise<void> {
    try {
      // Checkbox groups share a name, which Foundry's form data keeps only once: read the form itself.
      const data = new FormData(form);
      const target = data.get("target");
      await this.submitAnswers(
        answersFromForm(this.fields(), (name) => data.getAll(name).map(String)),
        target === null ? undefined : Number(target),
      );
    } catch (error) {
      notifyError(error);
    }
  }
}

/**
 * Asks a combat's contact inputs before it starts, when the rule system declares any or the enemy
 * stack must be chosen (else it starts at once). A form still open for this token (another contact) is closed first.
 */
export function askContactInputs(
  request: HudCombatRequest,
  ruleset: AnyRuleset,
  board: Board,
  sideNames: Readonly<Record<string, string>>,
  start: StartCombat,
): void {
  if (ruleset.contactInputs.length === 0 && targetChoice(ruleset, board, request.contacts).length === 0) {
    start({ ...request, answers: {} }).catch(notifyError);
    return;
  }
  const dialog = new ContactDialog(request, ruleset, board, sideNames, start);
  const open = foundry.applications.instances.get(dialog.id);
  (open === undefined ? Promise.resolve() : open.close()).then(() => dialog.render({ force: true })).catch(notifyError);
}
