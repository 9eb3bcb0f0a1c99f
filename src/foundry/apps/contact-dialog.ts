import { allTargets, stacksAmong } from "@engine/board/target-stacks";
import type { Board } from "@engine/board/types";
import { EngineError } from "@engine/errors";
import { isRecord } from "@engine/validation/read-fields";
import { defaultAnswers, readContactAnswers, type Contact, type ContactAnswers } from "@engine/rulesets/contact-inputs";
import type { AnyRuleset } from "@engine/rulesets/ruleset";
import { answersFromForm, contactFormView, type ContactFieldView } from "@view/contact-form-view";
import type { LocText } from "@view/view-types";
import type { HudCombatRequest } from "../hud/token-hud-buttons";
import { errorText, format, notifyError } from "../localize";
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
export const CONTACT_TARGET_TEMPLATE = "apps/contact-target.hbs";

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
 * attacks when the rule system takes one of several (`targetChoice`, the `target` part), and the
 * rule system's contact inputs for that stack (`Ruleset.contactInputs`, the `inputs` part), rendered
 * from the template the sandbox's panel renders. Choosing another stack renders the inputs part
 * again with that stack's own questions (the choice keeps its focus). A submission is checked
 * against the declaration for the stack chosen; a refused answer is named in the form, which keeps
 * the other answers, and nothing starts. A valid one goes to the host and the form closes.
 */
export class ContactDialog extends WargameApplication<ContactDialogContext> {
  static override DEFAULT_OPTIONS: ApplicationOptions = {
    tag: "form",
    classes: ["contact-dialog"],
    window: { title: "WARGAME.Contact.Window", icon: "fa-solid fa-burst" },
    position: { width: 420 },
    form: { handler: ContactDialog.#onSubmit, submitOnChange: false, closeOnSubmit: false },
  };

  static override PARTS = {
    target: { template: templatePath(CONTACT_TARGET_TEMPLATE) },
    inputs: { template: templatePath(CONTACT_DIALOG_TEMPLATE) },
  };

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
   * Answers given for another stack than the one chosen, or naming a unit not offered against it,
   * are refused, and the form then shows the chosen stack's own questions.
   */
  async submitAnswers(raw: unknown, target: number = this.#target): Promise<boolean> {
    const refused = this.#notForTarget(raw, target);
    if (refused !== null) {
      this.#errors = [refused];
      // Every part: the stack chosen may have changed with the refusal.
      await this.render();
      return false;
    }
    try {
      this.#answers = readContactAnswers(this.ruleset.contactInputs, this.board, this.#contact, raw);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      this.#errors = [errorText(error)];
      await this.render({ parts: ["inputs"] });
      return false;
    }
    this.#errors = [];
    await this.close();
    await this.start({ ...this.request, contacts: this.#contact.defenderIds, answers: this.#answers });
    return true;
  }

  /** Attacks another of the stacks listed: its own questions are asked, the form's answers kept where the question is the same. */
  async chooseTarget(target: number, raw: unknown = {}): Promise<void> {
    if (target === this.#target || this.#stacks[target] === undefined) return;
    this.#choose(target, raw);
    this.#errors = [];
    await this.render({ parts: ["inputs"] });
  }

  #choose(target: number, raw: unknown): void {
    const before = this.#contact;
    const given = isRecord(raw) ? raw : {};
    this.#target = target;
    this.#contact = { ...before, defenderIds: this.#stacks[target] ?? before.defenderIds };
    const defaults = defaultAnswers(this.ruleset.contactInputs, this.board, this.#contact);
    this.#answers = Object.fromEntries(
      this.ruleset.contactInputs.map((input) => {
        const fallback = defaults[input.id] ?? [];
        // A list of units asked about another stack is another question: it starts afresh.
        const same =
          input.kind !== "units" ||
          input.candidates(this.board, before).join() === input.candidates(this.board, this.#contact).join();
        if (!same || given[input.id] === undefined) return [input.id, fallback];
        try {
          const read = readContactAnswers([input], this.board, this.#contact, { [input.id]: given[input.id] });
          return [input.id, read[input.id] ?? fallback];
        } catch (error) {
          if (!(error instanceof EngineError)) throw error;
          return [input.id, fallback];
        }
      }),
    );
  }

  /**
   * Why answers do not belong to the stack `target` (the stack they were asked about is another; a
   * unit no input offers against it), choosing that stack; null when they belong.
   */
  #notForTarget(raw: unknown, target: number): string | null {
    const name = (id: string): string => this.board.units.find((unit) => unit.id === id)?.name ?? id;
    const names = (contact: Contact): string => contact.defenderIds.map(name).join(", ");
    if (target !== this.#target && this.#stacks[target] !== undefined) {
      const asked = this.#contact;
      this.#choose(target, raw);
      return format({
        key: "WARGAME.Contact.AskedForAnother",
        data: { was: names(asked), stack: names(this.#contact) },
      });
    }
    if (!isRecord(raw)) return null;
    for (const input of this.ruleset.contactInputs) {
      const given: unknown = raw[input.id];
      if (input.kind !== "units" || !Array.isArray(given)) continue;
      const offered = input.candidates(this.board, this.#contact);
      const stray = given.find((id: unknown): id is string => typeof id === "string" && !offered.includes(id));
      if (typeof stray === "string")
        return format({
          key: "WARGAME.Contact.NotThisStack",
          data: { unit: name(stray), stack: names(this.#contact) },
        });
    }
    return null;
  }

  protected override _configureRenderOptions(
    options: Parameters<WargameApplication<ContactDialogContext>["_configureRenderOptions"]>[0],
  ): void {
    super._configureRenderOptions(options);
    // Only a rule system that attacks one of several stacks asks which.
    if (this.#stacks.length === 0 && options.parts !== undefined)
      options.parts = options.parts.filter((part) => part !== "target");
  }

  protected override _onChangeForm(
    formConfig: Parameters<WargameApplication<ContactDialogContext>["_onChangeForm"]>[0],
    event: Event,
  ): void {
    super._onChangeForm(formConfig, event);
    const input = event.target;
    const form = this.element;
    if (input instanceof HTMLInputElement && input.name === "target" && form instanceof HTMLFormElement)
      this.chooseTarget(Number(input.value), this.#formAnswers(form)).catch(notifyError);
  }

  /** The form's answers (checkbox groups share a name, which Foundry's form data keeps only once: read the form itself). */
  #formAnswers(form: HTMLFormElement): Record<string, unknown> {
    const data = new FormData(form);
    return answersFromForm(this.fields(), (name) => data.getAll(name).map(String));
  }

  static async #onSubmit(this: ContactDialog, _event: Event, form: HTMLFormElement): Promise<void> {
    try {
      const target = new FormData(form).get("target");
      await this.submitAnswers(this.#formAnswers(form), target === null ? undefined : Number(target));
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
