import type { Area, Board, Unit, Wall } from "@engine/board/types";
import { applyPlan } from "@engine/movement/apply-plan";
import type { MovePlan } from "@engine/movement/move-plan";
import type { SkirmishOutcome, SkirmishState } from "@rulesets/skirmish-recoil/state";
import { skirmishRecoil } from "@rulesets/skirmish-recoil/skirmish-recoil-ruleset";
import { advance } from "@engine/session/advance";
import { applyEffects } from "@engine/session/apply-effects";

/**
 * Boards at 20 px per inch with 1-inch round bases (radius 10 px). The loser L stands at the
 * origin facing down the screen (0); its victor V touches it from below, facing up (180). L's
 * rear, where it recoils, is up the screen (-y).
 */
export function figure(
  id: string,
  side: string,
  x: number,
  y: number,
  data: Record<string, unknown> = {},
  extra: Partial<Unit> = {},
): Unit {
  return {
    id,
    name: id,
    side,
    footprint: { kind: "circle", center: { x, y }, radius: 10 },
    facing: side === "blue" ? 0 : 180,
    move: 6,
    status: [],
    data,
    ...extra,
  };
}

export function inchBoard(
  units: readonly Unit[],
  terrain: { areas?: readonly Area[]; walls?: readonly Wall[] } = {},
): Board {
  return {
    grid: { kind: "gridless", size: 20, distance: 1, units: "in", diagonals: "equidistant" },
    units,
    terrain: { walls: terrain.walls ?? [], areas: terrain.areas ?? [] },
  };
}

export function box(id: string, kind: string, minX: number, minY: number, maxX: number, maxY: number): Area {
  return {
    id,
    kind,
    shape: {
      polygon: [
        { x: minX, y: minY },
        { x: maxX, y: minY },
        { x: maxX, y: maxY },
        { x: minX, y: maxY },
      ],
    },
  };
}

/** L (blue) and its victor V (red) touching below it. */
export function pair(
  lData: Record<string, unknown> = {},
  vData: Record<string, unknown> = {},
  vExtra: Partial<Unit> = {},
): Unit[] {
  return [figure("L", "blue", 0, 0, lData), figure("V", "red", 0, 20, vData, vExtra)];
}

export function begin(board: Board, selection: Record<string, unknown> = {}): SkirmishState {
  return skirmishRecoil.start(skirmishRecoil.setupFromBoard(board, { victor: "V", loser: "L", ...selection }));
}

export function decide(state: SkirmishState, step: string, ...picks: string[]): SkirmishState {
  return advance(skirmishRecoil, state, { kind: "decision", step, picks });
}

export function roll(state: SkirmishState, step: string, ...dice: number[]): SkirmishState {
  return advance(skirmishRecoil, state, { kind: "roll", step, dice });
}

export function pendingId(state: SkirmishState): string {
  const step = skirmishRecoil.pending(state);
  return step.kind === "done" ? "done" : step.id;
}

export function outcomeOf(state: SkirmishState): SkirmishOutcome {
  const step = skirmishRecoil.pending(state);
  if (step.kind !== "done") throw new Error(`the session still waits for ${step.id}`);
  return step.outcome;
}

/** The plan of a finished session on its board after its effects, and the board after it. */
export function played(state: SkirmishState): { plan: MovePlan; board: Board } {
  const affected = applyEffects(state.setup.board, skirmishRecoil.effects(state));
  const plan = skirmishRecoil.planMoves(affected, state);
  return { plan, board: applyPlan(affected, plan) };
}

export function unitOn(board: Board, id: string): Unit {
  const unit = board.units.find((candidate) => candidate.id === id);
  if (unit === undefined) throw new Error(`no unit ${id} on the board`);
  return unit;
}

export function centreOf(board: Board, id: string): { x: number; y: number } {
  const unit = unitOn(board, id);
  if (unit.footprint.kind === "cells") throw new Error("cells");
  return unit.footprint.center;
}
