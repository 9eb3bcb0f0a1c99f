import type { JsonValue } from "@engine/rulesets/ruleset";
import type { DecideQuestion } from "../combat/decide-query";
import { templatePath } from "../templates";
import { WargameApplication } from "./wargame-application";

type PromptContext = Readonly<Record<string, JsonValue>>;

/**
 * A decision asked of this user by another client (the other side's stand or fall back, secret
 * tactics, …): the combat's header and the decision, from the view the asking client built for this
 * side. The view arrives as plain JSON and is only rendered (Handlebars escapes every value); the
 * asking client checks the picks. Resolves with the picks, or null when the window is closed.
 */
export class DecisionPrompt extends WargameApplication<PromptContext> {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["decision-prompt"],
    window: { title: "WARGAME.Combat.PromptTitle", icon: "fa-solid fa-burst" },
    position: { width: 480 },
    form: { handler: DecisionPrompt.#onSubmit, submitOnChange: false, closeOnSubmit: true },
  };

  static override PARTS = {
    header: { template: templatePath("apps/combat-dialog/header.hbs") },
    decision: { template: templatePath("apps/combat-dialog/decision.hbs") },
  };

  readonly #view: PromptContext;
  #answer: ((picks: readonly string[] | null) => void) | null = null;

  constructor(view: PromptContext) {
    super();
    this.#view = view;
  }

  /** Shows the decision and waits for this user's answer. */
  static ask(request: DecideQuestion): Promise<readonly string[] | null> {
    const prompt = new DecisionPrompt(request.view);
    return new Promise((resolve) => {
      prompt.#answer = resolve;
      void prompt.render({ force: true });
    });
  }

  protected override _prepareContext(): Promise<PromptContext> {
    return Promise.resolve(this.#view);
  }

  protected override _onClose(options: Parameters<WargameApplication<PromptContext>["_onClose"]>[0]): void {
    super._onClose(options);
    this.#settle(null);
  }

  #settle(picks: readonly string[] | null): void {
    const answer = this.#answer;
    this.#answer = null;
    answer?.(picks);
  }

  static #onSubmit(this: DecisionPrompt, _event: Event | SubmitEvent, form: HTMLFormElement): Promise<void> {
    this.#settle(
      [...form.querySelectorAll<HTMLInputElement>('input[name="picks"]:checked')].map((input) => input.value),
    );
    return Promise.resolve();
  }
}
