import type { Scenario } from "@engine/scenario/scenario";
import type { Localizer } from "@view/template-helpers";
import type { ScenarioEntry } from "../data/scenarios";
import { html } from "./html";

export interface ToolbarHandlers {
  readonly onScenario: (file: string) => void;
  readonly onStart: (combatId: string) => void;
  readonly onUndo: () => void;
  readonly onSpeed: (speed: number) => void;
  /** Zoom in (1), out (-1), or back to the whole board (0). */
  readonly onZoom: (way: -1 | 0 | 1) => void;
  readonly onCoordinates: (on: boolean) => void;
  /** Whether the scenario's scripted examples roll fresh dice rather than their file's. */
  readonly onFreshDice: (on: boolean) => void;
  /** Whether drags follow the movement rules (off: free setup). */
  readonly onDragRules: (on: boolean) => void;
}

export interface Toolbar {
  readonly element: HTMLElement;
  /** Shows the scenario chosen: its combats to pick from, and its briefing. */
  showScenario(file: string, scenario: Scenario): void;
  /** Picks a combat of the scenario shown (from the link's `combat=`), when it has one of that id. */
  select(combatId: string): void;
  /** Which controls may be used now. */
  enable(can: { readonly switch: boolean; readonly start: boolean; readonly undo: boolean }): void;
}

/** The page's controls: scenario, combat, start, undo, animation speed, and the dice seed in use. */
export function createToolbar(
  entries: readonly ScenarioEntry[],
  i18n: Localizer,
  initial: {
    readonly speed: number;
    readonly seed: number;
    readonly coordinates: boolean;
    readonly freshDice: boolean;
    readonly dragRules: boolean;
  },
  handlers: ToolbarHandlers,
): Toolbar {
  const scenarios = html("select", { name: "scenario", "aria-label": i18n.localize("WARGAME.Sandbox.Scenario") });
  for (const entry of entries) {
    scenarios.append(
      html(
        "option",
        { value: entry.file, disabled: "error" in entry },
        "scenario" in entry ? entry.scenario.name : entry.file,
      ),
    );
  }
  const combats = html("select", { name: "combat", "aria-label": i18n.localize("WARGAME.Sandbox.Combat") });
  const start = html(
    "button",
    { type: "button", "data-action": "start-combat" },
    i18n.localize("WARGAME.Sandbox.StartCombat"),
  );
  const undo = html("button", { type: "button", "data-action": "undo" }, i18n.localize("WARGAME.Sandbox.Undo"));
  const speed = html("input", { type: "range", name: "speed", min: 0, max: 2000, step: 50, value: initial.speed });
  const briefing = html("p", { class: "briefing" });
  const coordinates = html("input", { type: "checkbox", name: "coordinates", checked: initial.coordinates });
  coordinates.addEventListener("change", () => handlers.onCoordinates(coordinates.checked));
  const freshDice = html("input", { type: "checkbox", name: "fresh-dice", checked: initial.freshDice });
  freshDice.addEventListener("change", () => handlers.onFreshDice(freshDice.checked));
  const dragRules = html("input", { type: "checkbox", name: "drag-rules", checked: initial.dragRules });
  dragRules.addEventListener("change", () => handlers.onDragRules(dragRules.checked));
  const zoomButton = (way: -1 | 0 | 1, text: string, name: string): HTMLButtonElement => {
    const button = html(
      "button",
      {
        type: "button",
        "data-action": "zoom",
        "data-zoom": way,
        title: i18n.localize(name),
        "aria-label": i18n.localize(name),
      },
      text,
    );
    button.addEventListener("click", () => handlers.onZoom(way));
    return button;
  };
  const zoom = html(
    "span",
    { class: "zoom", role: "group", "aria-label": i18n.localize("WARGAME.Sandbox.Zoom.Title") },
    zoomButton(1, "+", "WARGAME.Sandbox.Zoom.In"),
    zoomButton(-1, "−", "WARGAME.Sandbox.Zoom.Out"),
    zoomButton(0, "⤢", "WARGAME.Sandbox.Zoom.Reset"),
  );
  scenarios.addEventListener("change", () => handlers.onScenario(scenarios.value));
  start.addEventListener("click", () => handlers.onStart(combats.value));
  undo.addEventListener("click", () => handlers.onUndo());
  speed.addEventListener("input", () => handlers.onSpeed(Number(speed.value)));
  const element = html(
    "header",
    { class: "toolbar" },
    html("h1", {}, i18n.localize("WARGAME.Sandbox.Title")),
    html("label", {}, i18n.localize("WARGAME.Sandbox.Scenario"), scenarios),
    html("label", {}, i18n.localize("WARGAME.Sandbox.Combat"), combats),
    start,
    undo,
    zoom,
    html(
      "label",
      { title: i18n.localize("WARGAME.Sandbox.Coordinates.Hint") },
      coordinates,
      i18n.localize("WARGAME.Sandbox.Coordinates.Title"),
    ),
    html(
      "label",
      { title: i18n.localize("WARGAME.Sandbox.FreshDice.Hint") },
      freshDice,
      i18n.localize("WARGAME.Sandbox.FreshDice.Title"),
    ),
    html(
      "label",
      { title: i18n.localize("WARGAME.Sandbox.DragRules.Hint") },
      dragRules,
      i18n.localize("WARGAME.Sandbox.DragRules.Title"),
    ),
    html("label", {}, i18n.localize("WARGAME.Sandbox.Speed"), speed),
    html("span", { class: "seed" }, i18n.format("WARGAME.Sandbox.Seed", { seed: String(initial.seed) })),
    briefing,
  );
  return {
    element,
    showScenario(file, scenario) {
      scenarios.value = file;
      combats.replaceChildren(...scenario.combats.map((combat) => html("option", { value: combat.id }, combat.name)));
      briefing.textContent = scenario.briefing;
    },
    select(combatId) {
      if ([...combats.options].some((option) => option.value === combatId)) combats.value = combatId;
    },
    enable(can) {
      scenarios.disabled = !can.switch;
      combats.disabled = !can.start;
      start.disabled = !can.start || combats.options.length === 0;
      undo.disabled = !can.undo;
    },
  };
}
