import { createCellGrid } from "@engine/grid/cell-grid";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { sceneGrid } from "../board/scene-board";
import { viewedDestinations } from "../canvas/viewed-destinations";
import { type DecideQuestion, questionPlaces } from "../combat/decide-query";
import { notifyError } from "../localize";
import { templatePath } from "../templates";
import { WargameApplication } from "./wargame-application";

type PromptContext = Readonly<Record<string, JsonValue>>;

/**
 * A decision asked of this user by another client (the other side's stand or fall back, secret
 * tactics, …): the combat's header and the decision, from the view the asking client built for this
 * side. The view arrives as plain JSON and is only rendered (Handlebars escapes every value); the
 * asking client checks the picks. Resolves with the picks, or null when the window is closed.
 * A decision whose options are places has them outlined on the canvas (`viewedDestinations`, while
 * the combat's scene is viewed): a click on one answers as ticking it would, a single choice at once.
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

  /** The prompt whose places are on the canvas (one decision at a time, as the layer holds one). */
  static #drawing: DecisionPrompt | null = null;
  readonly #question: DecideQuestion;
  #answer: ((picks: readonly string[] | null) => void) | null = null;

  constructor(question: DecideQuestion) {
    super();
    this.#question = question;
  }

  /** Shows the decision and waits for this user's answer. */
  static ask(request: DecideQuestion): Promise<readonly string[] | null> {
    const prompt = new DecisionPrompt(request);
    return new Promise((resolve) => {
      prompt.#answer = resolve;
      void prompt
        .render({ force: true })
        .then(() => prompt.#drawPlaces())
        .catch(notifyError);
    });
  }

  /** The combat now stands at another step (or is over): its places asked before leave the canvas. */
  static stepShown(combatId: string, stepId: string | null): void {
    const drawing = DecisionPrompt.#drawing;
    if (drawing === null) return;
    const question = drawing.#question;
    if (question.combatId === combatId && question.stepId !== stepId) drawing.#clearPlaces();
  }

  #drawPlaces(): void {
    const { sceneId } = this.#question;
    const places = questionPlaces(this.#question);
    const scene = game.scenes?.get(sceneId);
    if (this.#answer === null || places.length === 0 || scene === undefined) return;
    const grid = sceneGrid(scene);
    if (grid.kind === "gridless") return;
    DecisionPrompt.#drawing = this;
    viewedDestinations.show(places, createCellGrid(grid), sceneId, (optionId) => this.#pick(optionId));
  }

  /** A place clicked: as its box in the form, which must be there and open; a single choice is answered at once. */
  #pick(optionId: string): void {
    const input = [...(this.element?.querySelectorAll<HTMLInputElement>('input[name="picks"]') ?? [])].find(
      (candidate) => candidate.value === optionId,
    );
    if (input === undefined || input.disabled) return;
    if (input.type === "checkbox") {
      input.checked = !input.checked;
      return;
    }
    this.#settle([optionId]);
    void this.close().catch(notifyError);
  }

  #clearPlaces(): void {
    if (DecisionPrompt.#drawing !== this) return;
    DecisionPrompt.#drawing = null;
    viewedDestinations.clear();
  }

  protected override _prepareContext(): Promise<PromptContext> {
    return Promise.resolve(this.#question.view);
  }

  protected override _onClose(options: Parameters<WargameApplication<PromptContext>["_onClose"]>[0]): void {
    super._onClose(options);
    this.#settle(null);
  }

  #settle(picks: readonly string[] | null): void {
    const answer = this.#answer;
    this.#answer = null;
    this.#clearPlaces();
    answer?.(picks);
  }

  static #onSubmit(this: DecisionPrompt, _event: Event | SubmitEvent, form: HTMLFormElement): Promise<void> {
    this.#settle(
      [...form.querySelectorAll<HTMLInputElement>('input[name="picks"]:checked')].map((input) => input.value),
    );
    return Promise.resolve();
  }
}
