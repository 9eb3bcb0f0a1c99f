import type { Board, Unit } from "@engine/board/types";
import { victoryMargin } from "@rulesets/victory-margin/victory-margin-ruleset";
import type { VictoryMarginOutcome, VictoryMarginState } from "@rulesets/victory-margin/state";
import type { VictoryMarginSetup } from "@rulesets/victory-margin/setup";
import { advance } from "@engine/session/advance";
import { applyEffects } from "@engine/session/apply-effects";
import { applyPlan } from "@engine/movement/apply-plan";
import type { MovePlan } from "@engine/movement/move-plan";

/**
 * Boards of 4 cm × 2 cm bases (40 × 20 px at 10 px per cm). Red attacks up the screen (facing
 * 180), blue defends facing down (0): "away from the attacker" is up, toward -y.
 */
export const PX_PER_CM = 10;

export function base(
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
    footprint: { kind: "rect", center: { x, y }, width: 40, depth: 20 },
    facing: side === "red" ? 180 : 0,
    move: 20,
    status: [],
    data,
    ...extra,
  };
}

export function cmBoard(units: readonly Unit[], areas: Board["terrain"]["areas"] = []): Board {
  return {
    grid: { kind: "gridless", size: PX_PER_CM, distance: 1, units: "cm", diagonals: "equidistant" },
    units,
    terrain: { walls: [], areas },
  };
}

/** Attacker A at the origin, defender D touching it above (its base spans y -30..-10). */
export function duel(aData: Record<string, unknown> = {}, dData: Record<string, unknown> = {}): Unit[] {
  return [base("A", "red", 0, 0, aData), base("D", "blue", 0, -20, dData)];
}

export function setupOf(board: Board, selection: Record<string, unknown>): VictoryMarginSetup {
  return victoryMargin.setupFromBoard(board, { attacker: "A", defender: "D", attackRoll: [], ...selection });
}

export function begin(board: Board, selection: Record<string, unknown>): VictoryMarginState {
  return victoryMargin.start(setupOf(board, selection));
}

export function decide(state: VictoryMarginState, step: string, ...picks: string[]): VictoryMarginState {
  return advance(victoryMargin, state, { kind: "decision", step, picks });
}

export function roll(state: VictoryMarginState, step: string, ...dice: number[]): VictoryMarginState {
  return advance(victoryMargin, state, { kind: "roll", step, dice });
}

export function pendingId(state: VictoryMarginState): string {
  const step = victoryMargin.pending(state);
  return step.kind === "done" ? "done" : step.id;
}

export function outcomeOf(state: VictoryMarginState): VictoryMarginOutcome {
  const step = victoryMargin.pending(state);
  if (step.kind !== "done") throw new Error(`the session still waits for ${step.id}`);
  return step.outcome;
}

/** The plan of a finished session on its board after its effects, and the board after the plan. */
export function played(state: VictoryMarginState): { plan: MovePlan; board: Board } {
  const affected = applyEffects(state.setup.board, victoryMargin.effects(state));
  const plan = victoryMargin.planMoves(affected, state);
  return { plan, board: applyPlan(affected, plan) };
}

export function centreOf(board: Board, id: string): { x: number; y: number } {
  const unit = board.units.find((candidate) => candidate.id === id);
  if (unit === undefined || unit.footprint.kind === "cells") throw new Error(`no unit ${id} on the board`);
  return unit.footprint.center;
}
