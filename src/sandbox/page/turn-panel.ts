import type { ScenarioCombat } from "@engine/scenario/scenario";
import type { Localizer } from "@view/template-helpers";
import type { TurnView } from "@view/turn-view";
import type { RenderTemplate } from "../i18n/templates";
import { html } from "./html";

export interface TurnActions {
  /** Starts one of the scenario's turns. */
  readonly play: (turnId: string) => void;
  /** Answers the turn's own decision (an order, the units to send). */
  readonly decide: (picks: readonly string[]) => void;
  /** Leaves a turn that is over. */
  readonly end: () => void;
}

export interface TurnPanel {
  /**
   * Shows the scenario's turns to play (`turns`, none: the panel is hidden), or the turn in play
   * (`view`); `can` says whether a turn may start now, `busy` disables the turn's buttons.
   */
  show(
    turns: readonly ScenarioCombat[],
    view: TurnView | null,
    can: { readonly start: boolean; readonly busy: boolean },
  ): void;
}

/**
 * The turn panel: a "Play a turn" button per turn of the scenario, then the turn tracker
 * (templates/apps/turn-tracker.hbs, as Foundry's turn tracker shows it): whose order, the chits
 * left, the turn's own decision with its Decline, what each attack came to, the end of the turn.
 * Each attack is fought in the combat dialog beside it.
 */
export function createTurnPanel(
  element: HTMLElement,
  render: RenderTemplate,
  i18n: Localizer,
  actions: TurnActions,
): TurnPanel {
  const form = html("form", { class: "turn-panel-form" });
  element.append(form);
  let drawn = "";
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    actions.decide(
      [...form.querySelectorAll<HTMLInputElement>('input[name="picks"]:checked')].map((input) => input.value),
    );
  });
  form.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-action]") : null;
    const turnId = button?.dataset["turn"];
    if (button?.dataset["action"] === "play-turn" && turnId !== undefined) actions.play(turnId);
    if (button?.dataset["action"] === "end-turn") actions.end();
  });
  return {
    show(turns, view, can) {
      element.hidden = turns.length === 0;
      if (view === null) {
        drawn = "";
        form.dataset["state"] = "idle";
        form.replaceChildren(
          ...turns.map((turn) =>
            html(
              "button",
              { type: "button", "data-action": "play-turn", "data-turn": turn.id, disabled: !can.start },
              i18n.format("WARGAME.Sandbox.Turn.Play", { turn: turn.name }),
            ),
          ),
        );
        return;
      }
      const markup = render("apps/turn-tracker.hbs", view);
      const state = view.over ? "over" : "playing";
      // The same step drawn again keeps what is ticked.
      if (markup === drawn && form.dataset["busy"] === String(can.busy) && form.dataset["state"] === state) return;
      drawn = markup;
      form.dataset["state"] = state;
      form.dataset["busy"] = String(can.busy);
      form.innerHTML = markup;
      if (view.over)
        form.append(
          html("button", { type: "button", "data-action": "end-turn" }, i18n.localize("WARGAME.Sandbox.Turn.End")),
        );
      for (const button of form.querySelectorAll("button")) button.disabled = can.busy;
    },
  };
}
