import type { Area } from "@engine/board/types";
import type { GridKind } from "@engine/model/grid-spec";
import type { Offset } from "@engine/model/coordinates";
import { assault } from "@rulesets/assault/assault-ruleset";
import { type AssaultSetup, validateSetup } from "@rulesets/assault/setup";
import type { AssaultOutcome, AssaultState } from "@rulesets/assault/state";
import { advance } from "@engine/session/advance";
import type { Step } from "@engine/session/types";

/** Small boards for the hand-worked tests: 100 px cells, 1 km each, diagonals counting 1. */
export function grid(kind: GridKind = "square") {
  return { kind, size: 100, distance: 1, units: "km", diagonals: "equidistant" } as const;
}

export interface UnitFields {
  readonly move?: number;
  readonly status?: readonly string[];
  /** Assault data: closeCombat, firefight, armour, type. */
  readonly data?: Readonly<Record<string, unknown>>;
}

/** A one-tile unit of a formation; red is the attacking side unless a test says otherwise. */
export function unit(id: string, side: string, formation: string, cell: Offset, fields: UnitFields = {}) {
  return {
    id,
    name: id,
    side,
    formation,
    footprint: { kind: "cells", cells: [cell] },
    facing: 0,
    move: fields.move ?? 4,
    status: fields.status ?? [],
    data: { closeCombat: 4, firefight: 3, armour: null, ...fields.data },
  };
}

export function board(units: readonly unknown[], kind: GridKind = "square", areas: readonly Area[] = []) {
  return { grid: grid(kind), units, terrain: { walls: [], areas } };
}

/** A setup: formation A (red) assaults formation X (blue), unless `fields` say otherwise. */
export function setup(
  units: readonly unknown[],
  fields: Record<string, unknown> = {},
  kind: GridKind = "square",
): AssaultSetup {
  return validateSetup({ board: board(units, kind), attacker: "A", targets: ["X"], ...fields });
}

export function decide(state: AssaultState, step: string, ...picks: string[]): AssaultState {
  return advance(assault, state, { kind: "decision", step, picks });
}

export function roll(state: AssaultState, step: string, ...dice: number[]): AssaultState {
  return advance(assault, state, { kind: "roll", step, dice });
}

/** The id of the step the state waits for ("done" when finished). */
export function pendingId(state: AssaultState): string {
  const step = assault.pending(state);
  return step.kind === "done" ? "done" : step.id;
}

export function pendingStep(state: AssaultState): Step<AssaultOutcome> {
  return assault.pending(state);
}

export function outcomeOf(state: AssaultState): AssaultOutcome {
  const step = assault.pending(state);
  if (step.kind !== "done") throw new Error(`the assault still waits for ${step.id}`);
  return step.outcome;
}

/** Where a unit stands on the session's board (undefined when destroyed). */
export function cellOf(state: AssaultState, id: string): Offset | undefined {
  const found = state.board.units.find((candidate) => candidate.id === id);
  return found?.footprint.kind === "cells" ? found.footprint.cells[0] : undefined;
}

/** Answers the charges with "stay" and declines every counter-charge: the state at the first roll (or done). */
export function toFight(state: AssaultState): AssaultState {
  let current = state;
  for (
    let step = assault.pending(current);
    step.kind === "decision" && /^(charge|counter):/.test(step.id);
    step = assault.pending(current)
  ) {
    current = advance(assault, current, {
      kind: "decision",
      step: step.id,
      picks: step.id.startsWith("charge:") ? ["stay"] : [],
    });
  }
  return current;
}

/**
 * The benchmark's assault (bench/assault-odds.ts), ready to fight: two lines of `n` units on a hex
 * board, mixed values and armour, in and out of contact, with three supporting units a side.
 */
export function twoLines(n: number): AssaultState {
  const units: unknown[] = [];
  for (let k = 0; k < n; k++) {
    const armour = k % 3 === 0 ? 4 : k % 3 === 1 ? 5 : null;
    units.push(
      unit(
        `a${k}`,
        "red",
        "A",
        { i: k, j: 2 + (k % 2) },
        { data: { closeCombat: 3 + (k % 3), firefight: 3 + (k % 2), armour } },
      ),
    );
    units.push(
      unit(
        `x${k}`,
        "blue",
        "X",
        { i: k, j: 5 + (k % 3 === 0 ? 1 : 0) },
        { data: { closeCombat: 4, firefight: k % 3 === 2 ? 4 : 3, armour: k % 2 === 0 ? 5 : 6 } },
      ),
    );
  }
  for (let k = 0; k < 3; k++) {
    units.push(unit(`s${k}`, "blue", "S", { i: Math.min(k + 1, n), j: 8 }, { data: { firefight: 4 } }));
    units.push(unit(`t${k}`, "red", "T", { i: Math.min(k + 1, n), j: 0 }, { data: { firefight: 3 } }));
  }
  return toFight(assault.start(setup(units, { formations: { X: { shock: 1 } } }, "hex-odd-r")));
}

/** The lines a session logged, as `key {data}`, for readable expectations. */
export function logLines(state: AssaultState): string[] {
  return state.effects.flatMap((effect) =>
    effect.kind === "log" ? [`${effect.line.key} ${JSON.stringify(effect.line.data)}`] : [],
  );
}
