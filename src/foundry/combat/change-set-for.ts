import type { Board, Unit } from "@engine/board/types";
import type { MovePlan } from "@engine/movement/move-plan";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { hostRulesets } from "../rulesets";
import { sessionResult } from "@engine/session/session-result";
import type { Effect } from "@engine/session/effects";
import { replay } from "@engine/session/replay";
import { markersAfter } from "@engine/session/apply-effects";
import type { FlagSource, SceneSource } from "../board/sources";
import { FLAG, flagPath } from "../board/module-flags";
import type { ChangeSet, TokenEdit } from "../gm/change-set";
import { readJsonRecord } from "@engine/validation/read-json";
import type { TokenMove } from "../movement/token-move";
import { statusIds, type StatusId } from "../statuses/status-effects";
import { sceneBoard } from "../board/scene-board";
import { combatError } from "./combat-errors";
import type { CombatRecord } from "./combat-record";
import { documentOwner } from "../board/owners";
import { unitStates } from "../board/unit-states";
import { resolvedOptions, withOptions } from "../settings/ruleset-options";

/** The status a removed unit's token shows; with `removed` in its state, the token is out of later combats. */
export const REMOVED_STATUS: StatusId = "downed";

/** What a finished combat does to its scene: the change set, and the plan it moves by. */
export interface CombatChanges {
  readonly changes: ChangeSet;
  readonly plan: MovePlan;
  /** The board the combat was replayed on. */
  readonly board: Board;
}

/**
 * Rebuilds a finished combat from its record on the scene as it is now, and turns its result into
 * a change set: the plan's moves as movement phases (token centres in pixels, each waypoint after
 * the start, the final facing as rotation); statuses the effects and the plan switch, kept in the
 * GM's record and shown as the module's status effects (a status no rule system declares is an
 * EngineError); steps lost added to the
 * token's state in the GM's record (unit-states.ts; the edit's flag `state`, which the GM writes
 * there); a removed unit (eliminated, or removed by its move) keeps its token, marked
 * with the `downed` status and `removed: true` in its state, so that undo restores it and later combats
 * leave it out. Resources (Ops) have no token to live on and are left to the players; markers in
 * cells (the scene's `cellMarkers` flag) the effects place or remove are the change set's `markers`,
 * the flag's whole new value. The options are this client's (the world's and the scene's), never the
 * record's: the GM re-derives with the values the group set. Throws an EngineError when the record does not replay or is not finished.
 */
export function changeSetFor(scene: SceneSource & FlagSource, record: CombatRecord): CombatChanges {
  const board = sceneBoard(scene);
  const ruleset = hostRulesets().ruleset(record.ruleset);
  const selection = withOptions(record.selection, resolvedOptions(scene, ruleset.id));
  const state = replay(ruleset, ruleset.setupFromBoard(board, selection), record.log);
  const pending = ruleset.pending(state);
  if (pending.kind !== "done") throw combatError("NotFinished", { pending: pending.id });
  const { effects, plan } = sessionResult(ruleset, board, state);
  return {
    changes: resultChanges(board, scene, scene.id ?? record.sceneId, effects, plan),
    plan,
    board,
  };
}

/**
 * A result as the change set the GM applies: the plan's moves as movement phases (a unit's second
 * move in the second phase, and so on; each token's
 * centre waypoints after its start, its final facing as rotation), then per token the statuses the
 * effects and the plan switch, steps lost, and removal, and the scene's cell markers when the effects
 * change them (see `changeSetFor`). Macros applying a bare
 * plan pass no effects.
 */
export function resultChanges(
  board: Board,
  scene: SceneSource,
  sceneId: string,
  effects: readonly Effect[],
  plan: MovePlan,
): ChangeSet {
  const units = new Map(board.units.map((unit) => [unit.id, unit]));
  // A unit that moves again (a charge, then a consolidation) moves in a later phase: one batched
  // update cannot take a token to two places.
  const phases: TokenMove[][] = [];
  const moved = new Map<string, number>();
  for (const move of plan.moves) {
    const unit = units.get(move.unitId);
    if (unit === undefined) continue;
    const index = moved.get(unit.id) ?? 0;
    moved.set(unit.id, index + 1);
    (phases[index] ??= []).push({
      tokenId: unit.id,
      name: unit.name,
      waypoints: move.path.slice(1),
      rotation: move.facing,
    });
  }
  const before = board.markers ?? [];
  const markers = markersAfter(before, effects);
  const edits = tokenEdits(board, scene, effects, plan);
  // Only a result that places or removes markers writes the flag, whole.
  return markers === before ? { sceneId, phases, edits } : { sceneId, phases, edits, markers };
}

interface UnitChange {
  statuses: Partial<Record<StatusId, boolean>>;
  stepsLost: number;
  removed: boolean;
}

function tokenEdits(board: Board, scene: SceneSource, effects: readonly Effect[], plan: MovePlan): TokenEdit[] {
  const changed = new Map<string, UnitChange>();
  const of = (unitId: string): UnitChange => {
    const found = changed.get(unitId) ?? { statuses: {}, stepsLost: 0, removed: false };
    changed.set(unitId, found);
    return found;
  };
  for (const effect of effects) {
    if (effect.kind === "step-loss") of(effect.unitId).stepsLost += effect.steps;
    if (effect.kind === "eliminated") of(effect.unitId).removed = true;
    if (effect.kind === "status") setStatus(of(effect.unitId), effect.unitId, effect.status, effect.on);
  }
  for (const event of plan.events) {
    if (event.kind === "removed") of(event.unitId).removed = true;
    if (event.kind === "status") {
      for (const status of event.remove) setStatus(of(event.unitId), event.unitId, status, false);
      for (const status of event.add) setStatus(of(event.unitId), event.unitId, status, true);
    }
  }
  return board.units.flatMap((unit) => {
    const change = changed.get(unit.id);
    return change === undefined ? [] : [tokenEdit(unit, scene, change)];
  });
}

/** A status no registered rule system declares has no status effect to show it: a bug to name, not to drop. */
function setStatus(change: UnitChange, unitId: string, status: string, on: boolean): void {
  if (!statusIds().includes(status)) throw combatError("UnknownStatus", { status, unit: unitId });
  change.statuses[status] = on;
}

function tokenEdit(unit: Unit, scene: SceneSource, change: UnitChange): TokenEdit {
  const statuses = change.removed ? { ...change.statuses, [REMOVED_STATUS]: true } : change.statuses;
  const writesState = change.stepsLost > 0 || change.removed;
  return {
    tokenId: unit.id,
    name: unit.name,
    statuses,
    flags: writesState ? { [FLAG.state]: newState(unit, scene, change) } : {},
    actorFlags: {},
  };
}

/** The token's whole state in the GM's record after the combat (written whole, so its other fields are kept). */
function newState(unit: Unit, scene: SceneSource, change: UnitChange): JsonValue {
  const before = unitStates(scene).get(unit.id) ?? {};
  const lost = typeof before["stepsLost"] === "number" ? before["stepsLost"] : 0;
  return {
    ...readJsonRecord(before, documentOwner("Scene", scene), flagPath(FLAG.unitState)),
    ...(change.stepsLost > 0 ? { stepsLost: lost + change.stepsLost } : {}),
    ...(change.removed ? { removed: true } : {}),
  };
}
