import type { Area, Board, CellBounds, Unit } from "@engine/board/types";
import { EngineError } from "@engine/errors";
import { cubeToOffset } from "@engine/grid/hex";
import type { Offset } from "@engine/model/coordinates";
import { applyPlan } from "@engine/movement/apply-plan";
import { advance } from "@engine/session/advance";
import { applyEffects } from "@engine/session/apply-effects";
import type { DecisionStep, Step } from "@engine/session/types";
import { oddsCrt } from "@rulesets/odds-crt/odds-crt-ruleset";
import type { OddsCrtOutcome, OddsCrtState } from "@rulesets/odds-crt/state";

/**
 * Boards for the hand-worked tests: pointy hexes in odd-shifted rows, written in cube coordinates
 * (q, r) so that neighbours read plainly: a hex's six neighbours are (q±1, r), (q, r±1), (q+1, r-1)
 * and (q-1, r+1); the distance is max(|dq|, |dr|, |dq + dr|). Offsets (what the session's hex ids
 * and option ids show, "i,j") are row r, column q + (r - (r & 1)) / 2.
 */
export const KIND = "hex-odd-r";

export function hex(q: number, r: number): Offset {
  return cubeToOffset(KIND, { q, r, s: -q - r });
}

/** A hex's id as the session writes it ("i,j"). */
export function id(q: number, r: number): string {
  const cell = hex(q, r);
  return `${cell.i},${cell.j}`;
}

export type CounterData = {
  readonly attack?: number;
  readonly defence?: number;
  readonly steps?: number;
  readonly reducedAttack?: number;
  readonly reducedDefence?: number;
  readonly stepsLost?: number;
};

/** A counter of `side` in a hex. */
export function counter(unitId: string, side: string, at: Offset, data: CounterData = {}): Unit {
  return {
    id: unitId,
    name: unitId,
    side,
    footprint: { kind: "cells", cells: [at] },
    facing: 0,
    move: 4,
    status: [],
    data,
  };
}

export function area(areaId: string, kind: string, cells: readonly Offset[]): Area {
  return { id: areaId, kind, shape: { cells } };
}

export function hexBoard(units: readonly Unit[], areas: readonly Area[] = [], edge?: CellBounds): Board {
  return {
    grid: { kind: KIND, size: 100, distance: 1, units: "hex", diagonals: "equidistant" },
    units,
    terrain: { walls: [], areas },
    ...(edge === undefined ? {} : { edge }),
  };
}

/** The combat of `attackers` on `targets`, fought by the definition named. */
export function combat(
  board: Board,
  attackers: readonly Offset[],
  targets: readonly Offset[],
  definition = "classic",
  options: Record<string, unknown> = {},
): OddsCrtState {
  return oddsCrt.start(oddsCrt.setupFromBoard(board, { attackers, targets, options: { definition, ...options } }));
}

export function roll(state: OddsCrtState, die: number): OddsCrtState {
  return advance(oddsCrt, state, { kind: "roll", step: "combat", dice: [die] });
}

export function decide(state: OddsCrtState, step: string, ...picks: string[]): OddsCrtState {
  return advance(oddsCrt, state, { kind: "decision", step, picks });
}

export function pendingStep(state: OddsCrtState): Step<OddsCrtOutcome> {
  return oddsCrt.pending(state);
}

export function decision(state: OddsCrtState): DecisionStep {
  const step = oddsCrt.pending(state);
  if (step.kind !== "decision") throw new Error(`the combat waits for ${step.kind}, not a decision`);
  return step;
}

export function outcomeOf(state: OddsCrtState): OddsCrtOutcome {
  const step = oddsCrt.pending(state);
  if (step.kind !== "done") throw new Error(`the combat still waits for ${step.id}`);
  return step.outcome;
}

/** The board after the combat: its effects, then its moves. */
export function after(board: Board, state: OddsCrtState): Board {
  const affected = applyEffects(board, oddsCrt.effects(state));
  return applyPlan(affected, oddsCrt.planMoves(affected, state));
}

export function cellOf(board: Board, unitId: string): Offset | null {
  const fp = board.units.find((unit) => unit.id === unitId)?.footprint;
  return fp?.kind === "cells" ? (fp.cells[0] ?? null) : null;
}

/** Runs `run` and returns the EngineError it throws (failing the test if it throws none). */
export function engineErrorOf(run: () => unknown): EngineError {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("expected an EngineError, but nothing was thrown");
}
