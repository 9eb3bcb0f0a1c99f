import { hostRulesets } from "../rulesets";
import { isRecord } from "@engine/validation/read-fields";
import { rulesetZoc } from "@engine/rulesets/zoc-settings";
import type { Board, Unit } from "@engine/board/types";
import type { MovePlan } from "@engine/movement/move-plan";
import { moveReasons } from "@view/move-words";
import { localizeText } from "@view/template-helpers";
import { foundryLocalizer } from "../apps/foundry-localizer";
import { boardEvents } from "../board/board-events";
import type { TokenSource } from "../board/sources";
import { viewerSees } from "../board/viewed-scene";
import type { BoardView } from "../canvas/board-view";
import type { SceneControlsRecord } from "../canvas/canvas-ports";
import type { PlanLook } from "../canvas/path-preview";
import { boardView } from "../canvas/viewed-board";
import { MODULE_ID } from "../constants";
import { localized } from "../hud/localized";
import { moduleHook } from "../module-hooks";
import { notifyError } from "../localize";
import { RULESET_FLAG, rulesetOfScene } from "../scene/scene-ruleset";
import type { SettingReactions } from "../settings";
import { resolvedOptions, SCENE_OPTIONS_FLAG } from "../settings/ruleset-options";
import { failSoft, type FailSoft } from "./fail-soft";

/** How a reason names a unit this user cannot see. */
const UNSEEN_UNIT = "WARGAME.Board.UnseenUnit";

/** The zones toggle: a tool of the token controls, and a keybinding (settings.ts). */
export const ZONES_TOOL = "wargame-combat-zones";

/**
 * Seeing the board: the viewed scene's index follows the board events; zones, contacts and
 * contested spaces are drawn when the toggle is on; planned paths are drawn on request. A scene's
 * rule system changing rebuilds the index with its zone rules. The canvas handlers run guarded
 * (fail-soft.ts): zones, or the plan preview, that throw are off for the scene.
 */
export function listen(view: BoardView<unknown> = boardView, soft: FailSoft = failSoft): void {
  boardEvents.subscribe(view.index);
  Hooks.on(
    "canvasReady",
    soft.guard("zones", () => view.canvasReady(game.settings.get(MODULE_ID, "showZonesOnLoad"))),
  );
  Hooks.on("getSceneControlButtons", (controls: SceneControlsRecord) => addZonesTool(controls, view));
  Hooks.on(
    "updateScene",
    soft.guard("zones", (scene: { readonly id: string | null }, changed: object) => {
      if (scene.id === canvas?.scene?.id && changesRuleset(changed)) view.index.invalidate();
    }),
  );
  Hooks.on(
    moduleHook("previewMoves"),
    soft.guard("planPreview", (plan, scene) => {
      if (scene === null || scene.id !== canvas?.scene?.id) return;
      const tokenIds = Array.from(canvas.scene.tokens, (token) => token.id ?? "");
      view.showPlan(seenPlan(plan, canvas.scene), planLook(view, canvas.scene.grid.size, tokenIds), scene.id);
    }),
  );
  Hooks.on(
    moduleHook("clearPreview"),
    soft.guard("planPreview", () => view.clearPlan()),
  );
}

/**
 * How the viewed board draws a plan: each unit in its side's colour, each move's reasons in this
 * user's words. A reason names the units this user sees (the index holds only those); one the user
 * cannot see is "an unseen unit", never its name or its id.
 */
function planLook(view: BoardView<unknown>, gridSize: number, sceneTokenIds: readonly string[]): PlanLook {
  const index = view.index.current();
  const seen = index?.board() ?? null;
  const i18n = foundryLocalizer();
  const board = seen === null ? null : { ...seen, units: [...seen.units, ...unseenUnits(seen, sceneTokenIds)] };
  return {
    sideOf: (id) => index?.unit(id)?.side,
    gridSize,
    reasons: (move) => (board === null ? [] : moveReasons(move, board).map((reason) => localizeText(reason, i18n))),
  };
}

/** Stand-ins for the scene's tokens this user cannot see, for words only: named by a key the words localize. */
function unseenUnits(seen: Board, sceneTokenIds: readonly string[]): Unit[] {
  const known = new Set(seen.units.map((unit) => unit.id));
  return sceneTokenIds
    .filter((id) => !known.has(id))
    .map((id) => ({
      id,
      name: UNSEEN_UNIT,
      side: "",
      footprint: { kind: "cells", cells: [] },
      facing: 0,
      move: 0,
      status: [],
      data: {},
    }));
}

/** The plan's paths of the tokens this user sees (a player is not shown where a hidden token goes). */
function seenPlan(plan: MovePlan, scene: { readonly tokens: { get(id: string): TokenSource | undefined } }): MovePlan {
  const sees = viewerSees();
  return {
    ...plan,
    moves: plan.moves.filter((move) => {
      const token = scene.tokens.get(move.unitId);
      return token !== undefined && sees(token);
    }),
  };
}

/** What the board view does when its settings change. */
export const BOARD_VIEW_REACTIONS: SettingReactions = {
  zonesRestyled: () => boardView.restyle(),
  indexRulesChanged: () => boardView.index.invalidate(),
};

/** Switches zones on or off from anywhere (the keybinding), keeping the tool's button in step. */
export function toggleZones(view: BoardView<unknown> = boardView): void {
  const shown = !view.shown;
  showZones(view, shown);
  refreshControls(ui.controls);
}

/**
 * Has v13's scene controls prepare their tools afresh (`render({reset: true})`), which asks
 * addZonesTool again and so marks the tool as it now is. The installed types describe v12's scene
 * controls, without `reset`, so the call is made on what the object is found to have.
 */
function refreshControls(controls: object | null | undefined): void {
  if (controls && "render" in controls && typeof controls.render === "function") {
    const rendered: unknown = Reflect.apply(controls.render, controls, [{ reset: true }]);
    if (rendered instanceof Promise) rendered.catch(notifyError);
  }
}

function addZonesTool(controls: SceneControlsRecord, view: BoardView<unknown>): void {
  const tokens = controls["tokens"];
  if (tokens === undefined) return;
  tokens.tools[ZONES_TOOL] = {
    name: ZONES_TOOL,
    order: Object.keys(tokens.tools).length,
    title: "WARGAME.Zones.tool",
    icon: "fa-solid fa-border-none",
    toggle: true,
    active: view.shown,
    onChange: (_event, active) => showZones(view, active),
  };
}

/** Shows or hides zones; shown, a zone rule the text leaves open is named as the default it is. */
function showZones(view: BoardView<unknown>, shown: boolean): void {
  if (!view.setShown(shown) || !shown) return;
  const scene = canvas?.scene ?? null;
  const ruleset = rulesetOfScene(scene);
  const labelled = rulesetZoc(hostRulesets().ruleset(ruleset), resolvedOptions(scene, ruleset)).labelledDefault;
  if (labelled !== undefined) ui.notifications?.info(localized(labelled.referenceKey));
}

function changesRuleset(changed: object): boolean {
  if (!("flags" in changed) || !isRecord(changed.flags)) return false;
  const flags = changed.flags[MODULE_ID];
  return (
    isRecord(flags) &&
    Object.keys(flags).some((key) => [RULESET_FLAG, SCENE_OPTIONS_FLAG].includes(key.replace(/^[-=]=/, "")))
  );
}
