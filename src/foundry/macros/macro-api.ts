import type { Board } from "@engine/board/types";
import { tableError, type ErrorTable } from "@engine/errors";
import { describeValue } from "@engine/validation/field-errors";
import { checkRequestShape } from "@engine/movement/request-shape";
import { MOVE_PLAN_SHAPE, PLANNED_EVENT_SHAPE, PLANNED_MOVE_SHAPE } from "@engine/movement/request-shapes";
import type { RetreatRequest } from "@engine/movement/grid/retreat";
import type { MovePlan } from "@engine/movement/move-plan";
import { sceneBoard } from "../board/scene-board";
import { indexSettingsOf } from "../canvas/index-settings";
import type { IndexedScene } from "../canvas/viewed-index";
import type { ApplyOutcome } from "../gm/change-set";
import { requestChanges } from "../gm/request-changes";
import { notifyError } from "../localize";
import { isPlanKind, PLAN_KINDS, planOn, type PlanKind, type PlanRequests } from "./planners";
import { resultChanges } from "../combat/change-set-for";

/** What a macro can get wrong before any engine reader sees its request. */
export const MACRO_ERRORS = {
  NoScene: ["WARGAME.Error.Macro.NoScene", "No scene was given and none is viewed."],
  NotScene: [
    "WARGAME.Error.Macro.NotScene",
    "The scene given is {got}, not a scene; give a scene, or nothing for the viewed one.",
  ],
  UnknownPlanner: ["WARGAME.Error.Macro.UnknownPlanner", 'There is no planner "{kind}"; the planners are {kinds}.'],
} as const satisfies ErrorTable;

/** The board snapshot of a scene (default the viewed one), or null when there is none. */
export function buildBoard(scene?: IndexedScene | null): Board | null {
  const target = scene ?? viewed();
  return target === null ? null : sceneBoard(target);
}

/**
 * A planner's plan on a scene (default the viewed one), with the zone and contact rules the
 * scene's rule system uses. Errors are shown to the user and thrown on to the macro.
 */
export function plan<K extends PlanKind>(kind: K, request: PlanRequests[K], scene?: IndexedScene | null): MovePlan {
  return shown(() => {
    if (!isPlanKind(kind))
      throw tableError(MACRO_ERRORS, "UnknownPlanner", { kind: String(kind), kinds: PLAN_KINDS.join(", ") });
    const target = required(scene);
    return planOn({ board: sceneBoard(target), settings: indexSettingsOf(target) }, kind, request);
  });
}

/** A grid retreat's plan (see `plan`). */
export function planRetreat(request: RetreatRequest, scene?: IndexedScene | null): MovePlan {
  return plan("retreat", request, scene);
}

/**
 * Has the GM apply a plan to its scene (default the viewed one): moves animated as one phase,
 * statuses switched. Players' requests go through the GM like any other change set, checked there.
 */
export async function applyPlan(movePlan: MovePlan, scene?: IndexedScene | null): Promise<ApplyOutcome> {
  const changes = shown(() => {
    checkRequestShape(movePlan, "applyPlan", MOVE_PLAN_SHAPE);
    for (const move of movePlan.moves) checkRequestShape(move, "applyPlan", PLANNED_MOVE_SHAPE);
    for (const event of movePlan.events) checkRequestShape(event, "applyPlan", PLANNED_EVENT_SHAPE);
    const target = required(scene);
    return resultChanges(sceneBoard(target), target, target.id ?? "", [], movePlan);
  });
  return requestChanges(changes);
}

function viewed(): IndexedScene | null {
  return canvas?.scene ?? null;
}

function required(scene: IndexedScene | null | undefined): IndexedScene {
  const target = scene ?? viewed();
  if (target === null) throw tableError(MACRO_ERRORS, "NoScene");
  // A macro is untyped: what it passes is checked for the parts a board is read from.
  if (!isSceneLike(target)) throw tableError(MACRO_ERRORS, "NotScene", { got: describeValue(target) });
  return target;
}

function isSceneLike(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const iterable = (key: string): boolean => {
    const part: unknown = Reflect.get(value, key);
    return typeof part === "object" && part !== null && Symbol.iterator in part;
  };
  const grid: unknown = Reflect.get(value, "grid");
  return typeof grid === "object" && grid !== null && iterable("tokens") && iterable("walls") && iterable("regions");
}

function shown<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    notifyError(error);
    throw error;
  }
}
