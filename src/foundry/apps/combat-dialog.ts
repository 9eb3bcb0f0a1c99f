import type { CombatView, LocText } from "@view/view-types";
import { DIALOG_PARTS, dialogPartTemplate } from "@view/dialog-parts";
import type { CombatFlow } from "../combat/combat-flow";
import { createCellGrid } from "@engine/grid/cell-grid";
import { placeOptions } from "@engine/session/place-options";
import { viewedCounters } from "../canvas/viewed-counters";
import { viewedDestinations } from "../canvas/viewed-destinations";
import { localizedText, notifyError, notifyWarning } from "../localize";
import { templatePath } from "../templates";
import { WargameApplication } from "./wargame-application";

/** What the dialog's footer shows besides the view: a question out with another user, or its failure. */
export interface DialogControls {
  readonly asking: LocText | null;
  readonly failed: LocText | null;
}

export interface CombatDialogContext extends CombatView {
  readonly controls: DialogControls;
}

/**
 * A combat's window parts: the parts both hosts show, in their order (view/dialog-parts.ts), then
 * this host's footer (asking, ask again, cancel). Every render draws them all (see
 * `_configureRenderOptions`); a step part not the current step's renders empty.
 */
export const COMBAT_PARTS = Object.fromEntries(
  [...DIALOG_PARTS, "footer" as const].map((part) => [part, { template: templatePath(dialogPartTemplate(part)) }]),
);

/**
 * The combat dialog: walks a `CombatFlow` step by step. Each render shows the current step
 * (decision, roll or done; the other step parts are empty), the odds, the header and the footer; a decision is submitted with the form,
 * rolls and the result go by actions. Questions for the other side go out by themselves; when one
 * fails, the footer offers to ask again. Closing the dialog abandons the combat.
 */
export class CombatDialog extends WargameApplication<CombatDialogContext> {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["combat-dialog"],
    window: { title: "WARGAME.Combat.Title", icon: "fa-solid fa-burst" },
    position: { width: 560 },
    form: { handler: CombatDialog.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: {
      roll: CombatDialog.#onRoll,
      apply: CombatDialog.#onApply,
      askAgain: CombatDialog.#onAskAgain,
      cancel: CombatDialog.#onCancel,
    },
  };

  static override PARTS = COMBAT_PARTS;

  readonly #flow: CombatFlow;

  constructor(flow: CombatFlow) {
    super();
    this.#flow = flow;
  }

  /** Opens the dialog on a new combat, asking the other side first if the first decision is theirs. */
  static async open(flow: CombatFlow): Promise<CombatDialog> {
    const dialog = new CombatDialog(flow);
    await dialog.render({ force: true });
    await dialog.#step(() => Promise.resolve());
    return dialog;
  }

  /**
   * Every render draws every part: Foundry replaces the parts it renders, appends one not yet shown
   * after the others and leaves the rest as they were, so rendering only the pending step's part
   * would keep the last step's form and put the new one below the footer. The step parts that are
   * not the current step render empty (their templates show only their own step).
   */
  protected override _configureRenderOptions(
    options: Parameters<WargameApplication<CombatDialogContext>["_configureRenderOptions"]>[0],
  ): void {
    super._configureRenderOptions(options);
    options.parts = Object.keys(CombatDialog.PARTS);
  }

  protected override _prepareContext(): Promise<CombatDialogContext> {
    const status = this.#flow.status;
    const asking =
      status.kind === "asking"
        ? {
            key: status.what === "roll" ? "WARGAME.Combat.AskingRoll" : "WARGAME.Combat.Asking",
            data: { user: status.user, side: status.side },
          }
        : null;
    return Promise.resolve({
      ...this.#flow.view(),
      controls: { asking, failed: status.kind === "failed" ? localizedText(status.error) : null },
    });
  }

  protected override _onClose(options: Parameters<WargameApplication<CombatDialogContext>["_onClose"]>[0]): void {
    super._onClose(options);
    viewedDestinations.clear();
    viewedCounters.clearPending();
    this.#flow.cancel();
  }

  /** Runs an action, then goes on (asking the other side as needed) and shows where the combat stands. */
  async #step(action: () => Promise<void>): Promise<void> {
    try {
      await action();
      const rendered = this.render();
      await this.#flow.proceed();
      await rendered;
    } catch (error) {
      notifyError(error);
    }
    const status = this.#flow.status;
    if (status.kind === "ended") {
      notifyWarning(status.error);
      await this.close();
      return;
    }
    if (status.kind === "applied") {
      await this.close();
      return;
    }
    await this.render();
    viewedCounters.showPending(this.#flow.board, this.#flow.effects, this.#flow.record.sceneId);
    this.#showDestinations();
  }

  /** A decision of this client's whose options are places: its destinations on the canvas, to be clicked. */
  #showDestinations(): void {
    const step = this.#flow.pending;
    const board = this.#flow.board;
    const mine =
      step.kind === "decision" && this.#flow.status.kind === "ready" && this.#flow.viewer.sides.includes(step.side);
    const cells = board.grid.kind === "gridless" ? null : createCellGrid(board.grid);
    if (!mine || cells === null) {
      viewedDestinations.clear();
      return;
    }
    viewedDestinations.show(placeOptions(step, board, cells), cells, this.#flow.record.sceneId, (optionId) => {
      if (step.min === 1 && step.max === 1) {
        void this.#step(() => {
          this.#flow.decide([optionId]);
          return Promise.resolve();
        });
        return;
      }
      // A choice of several: the click ticks the option in the dialog, which is then confirmed.
      const input = [...this.element.querySelectorAll<HTMLInputElement>('input[name="picks"]')].find(
        (candidate) => candidate.value === optionId,
      );
      if (input !== undefined && !input.disabled) input.checked = !input.checked;
    });
  }

  static async #onSubmit(this: CombatDialog, _event: Event | SubmitEvent, form: HTMLFormElement): Promise<void> {
    const picks = [...form.querySelectorAll<HTMLInputElement>('input[name="picks"]:checked')].map(
      (input) => input.value,
    );
    await this.#step(() => {
      this.#flow.decide(picks);
      return Promise.resolve();
    });
  }

  static async #onRoll(this: CombatDialog): Promise<void> {
    await this.#step(() => this.#flow.roll());
  }

  static async #onApply(this: CombatDialog): Promise<void> {
    await this.#step(async () => {
      await this.#flow.apply();
    });
  }

  static async #onAskAgain(this: CombatDialog): Promise<void> {
    await this.#step(() => Promise.resolve());
  }

  static async #onCancel(this: CombatDialog): Promise<void> {
    await this.close();
  }
}
