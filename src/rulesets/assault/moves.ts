import type { Offset } from "@engine/model/coordinates";
import { applyPlan } from "@engine/movement/apply-plan";
import { createGridMoveContext } from "@engine/movement/grid/grid-move-context";
import type { GridMoveContext } from "@engine/movement/grid/grid-queries";
import { concatPlans, type MovePlan } from "@engine/movement/move-plan";
import type { AssaultState, Phase } from "./state";
import { indexSettings } from "./state-helpers";

/** The grid planners' view of the session's board, by the assault's zone-of-control rules. */
export function contextOf(state: AssaultState): GridMoveContext {
  return createGridMoveContext(state.board, indexSettings(state.setup.options));
}

/** Takes a plan onto the session's board and records it in the phase of its kind (one per kind and round). */
export function makeMove(state: AssaultState, kind: Phase["kind"], plan: MovePlan): AssaultState {
  const last = state.phases.at(-1);
  const same = last !== undefined && last.kind === kind && last.round === state.round;
  const phases = same
    ? [...state.phases.slice(0, -1), { ...last, plan: concatPlans(last.plan, plan) }]
    : [...state.phases, { kind, round: state.round, plan }];
  return { ...state, board: applyPlan(state.board, plan), phases };
}

/** A cell as a decision option's id, and back. */
export function cellId(cell: Offset): string {
  return `${cell.i},${cell.j}`;
}

export function sameCell(a: Offset, b: Offset): boolean {
  return a.i === b.i && a.j === b.j;
}
