import { changeMarkers, withMarkers } from "../board/cell-markers";
import type { Board, CellMarker, Unit } from "../board/types";
import type { Effect } from "./effects";

/**
 * The board after a session's effects on its units: steps lost added to `data.stepsLost`
 * (per-token state), statuses set or cleared, eliminated units removed, markers placed in or
 * removed from their cells (`Board.markers`). Resources, moves and chat lines are not board state:
 * hosts and movement planners handle them.
 */
export function applyEffects(board: Board, effects: readonly Effect[]): Board {
  const eliminated = new Set<string>();
  const changed = new Map<string, Unit>(board.units.map((unit) => [unit.id, unit]));
  for (const effect of effects) {
    if (effect.kind === "eliminated") eliminated.add(effect.unitId);
    if (effect.kind !== "step-loss" && effect.kind !== "status") continue;
    const unit = changed.get(effect.unitId);
    if (!unit) continue;
    changed.set(
      effect.unitId,
      effect.kind === "step-loss" ? loseSteps(unit, effect.steps) : setStatus(unit, effect.status, effect.on),
    );
  }
  return withMarkers(
    {
      ...board,
      units: board.units.filter((unit) => !eliminated.has(unit.id)).map((unit) => changed.get(unit.id) ?? unit),
    },
    markersAfter(board.markers ?? [], effects),
  );
}

/** The cell markers after the effects that place or remove them (the others leave them alone). */
export function markersAfter(markers: readonly CellMarker[], effects: readonly Effect[]): readonly CellMarker[] {
  let after = markers;
  for (const effect of effects)
    if (effect.kind === "marker") after = changeMarkers(after, effect.marker, effect.cell, effect.delta);
  return after;
}

function loseSteps(unit: Unit, steps: number): Unit {
  const lost = typeof unit.data["stepsLost"] === "number" ? unit.data["stepsLost"] : 0;
  return { ...unit, data: { ...unit.data, stepsLost: lost + steps } };
}

function setStatus(unit: Unit, status: string, on: boolean): Unit {
  const others = unit.status.filter((s) => s !== status);
  return { ...unit, status: on ? [...others, status] : others };
}
