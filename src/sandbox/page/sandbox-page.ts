import type { Point } from "../../engine/board/types";
import { moveReasons } from "../../view/move-words";
import { localizeText, type Localizer } from "../../view/template-helpers";
import { createBoardView, type BoardView } from "../board/board-view";
import { droppedFootprint } from "../board/dropped-footprint";
import type { Scenario } from "../../engine/scenario/scenario";
import type { DiceSource } from "../../engine/session/dice-source";
import type { RenderTemplate } from "../i18n/templates";
import * as sandbox from "../state/sandbox-state";
import { animatePlan } from "./animate-plan";
import type { ChatLog } from "./chat-log";
import { combatViewOf } from "./combat-view-of";
import type { DialogPanel } from "./dialog-panel";
import { listenForDrags } from "./drag";
import type { StatusLine } from "./status-line";
import type { Toolbar } from "./toolbar";

/** The parts of the page the controller drives. */
export interface PageParts {
  readonly boardHost: HTMLElement;
  readonly toolbar: Toolbar;
  readonly dialog: DialogPanel;
  readonly chat: ChatLog;
  readonly status: StatusLine;
  readonly i18n: Localizer;
  readonly render: RenderTemplate;
}

/** What the page does: each user action as a method. */
export interface SandboxPage {
  open(file: string, scenario: Scenario): void;
  startCombat(combatId: string): void;
  decide(picks: readonly string[]): void;
  roll(): void;
  makeMoves(): Promise<void>;
  undo(): void;
  setSpeed(speed: number): void;
}

/**
 * The page's controller: holds the state, runs each action through the state's transitions, and
 * redraws. `document.body.dataset.phase` says where the page is ("idle", "combat", "moving"), for
 * people's styles and for the browser tests.
 */
export function createSandboxPage(parts: PageParts, dice: DiceSource, initialSpeed: number): SandboxPage {
  let state: sandbox.SandboxState | null = null;
  let view: BoardView | null = null;
  let moving = false;
  let speed = initialSpeed;

  const refresh = (): void => {
    if (state === null || view === null) return;
    const combat = state.combat;
    parts.toolbar.enable({ switch: !moving, start: combat === null && !moving, undo: !moving && (combat !== null || state.history.length > 0) });
    parts.dialog.show(combatViewOf(state), moving);
    const board = state.scenario.board;
    view.showPlan(combat?.result?.plan ?? null, (move) => moveReasons(move, board).map((reason) => localizeText(reason, parts.i18n)).join("\n"));
    document.body.dataset["phase"] = moving ? "moving" : combat === null ? "idle" : "combat";
  };

  /** Runs an action; the engine's refusals are shown, the page stays as it was. */
  const act = (action: (current: sandbox.SandboxState) => sandbox.SandboxState): void => {
    if (state === null || moving) return;
    try {
      state = action(state);
    } catch (error) {
      parts.status.refused(error);
    }
    refresh();
  };

  const drop = (unitId: string, delta: Point): void => {
    if (state === null || view === null) return;
    const unit = state.index.unit(unitId);
    if (unit === undefined) return;
    try {
      state.index.moveUnit(unitId, { footprint: droppedFootprint(unit.footprint, delta, view.grid) });
      parts.status.say(parts.i18n.format("WARGAME.Sandbox.Moved", { unit: unit.name }));
    } catch (error) {
      parts.status.refused(error);
    }
    view.redraw(state.index);
  };

  return {
    open(file, scenario) {
      state = sandbox.openScenario(scenario);
      const next = createBoardView(scenario.board);
      listenForDrags(next.svg, { enabled: () => !moving && state?.combat === null, onDrop: drop });
      parts.boardHost.replaceChildren(next.svg);
      view = next;
      view.redraw(state.index);
      parts.toolbar.showScenario(file, scenario);
      parts.status.say(parts.i18n.localize("WARGAME.Sandbox.Hint"));
      refresh();
    },
    startCombat(combatId) {
      act((current) => {
        const combat = current.scenario.combats.find((candidate) => candidate.id === combatId);
        return combat === undefined ? current : sandbox.startCombat(current, combat.name, combat.selection);
      });
    },
    decide(picks) {
      act((current) => sandbox.decide(current, picks));
    },
    roll() {
      act((current) => {
        const step = sandbox.pendingStep(current);
        if (step?.kind !== "roll") return current;
        const values = dice(step);
        const next = sandbox.roll(current, values);
        parts.chat.rolled(step.side, step.dice, values);
        return next;
      });
    },
    async makeMoves() {
      const result = state?.combat?.result;
      const finished = state === null ? null : combatViewOf(state);
      if (state === null || view === null || !result || finished === null || moving) return;
      moving = true;
      refresh();
      // The effects first (losses, statuses, units gone), then the moves along their waypoints.
      view.redraw(sandbox.indexOf(state.scenario, result.affected));
      const board = view;
      await animatePlan(result.plan, speed, (unitId, offset) => {
        board.token(unitId)?.setAttribute("transform", `translate(${offset.x} ${offset.y})`);
      });
      moving = false;
      state = sandbox.closeCombat(sandbox.applyResult(state));
      parts.chat.card(finished);
      view.redraw(state.index);
      refresh();
    },
    undo() {
      const reverting = state?.combat === null && state.history.length > 0;
      act(sandbox.undo);
      if (reverting) parts.chat.undone();
      if (state !== null) view?.redraw(state.index);
    },
    setSpeed(value) {
      speed = value;
    },
  };
}
