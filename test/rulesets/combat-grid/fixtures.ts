import { advance } from "@engine/session/advance";
import type { Step } from "@engine/session/types";
import { EngineError } from "@engine/errors";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import { type CombatGridSetup, validateSetup } from "@rulesets/combat-grid/setup";
import type { CombatGridOutcome, CombatGridState } from "@rulesets/combat-grid/state";

/** The combat square of the fixtures. */
export const SQUARE = { i: 5, j: 5 };

/** A unit in the square; `data` is its combat-grid data. */
export function unit(id: string, side: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { id, name: id, side, data, ...extra };
}

export const infantry = (track: readonly unknown[] = [4, 3, 2], extra: Record<string, unknown> = {}) => ({
  type: "infantry",
  track,
  ...extra,
});
export const armor = (
  track: readonly unknown[] = [6, 4],
  armorValue: unknown = 3,
  extra: Record<string, unknown> = {},
) => ({
  type: "armor",
  track,
  armor: armorValue,
  ...extra,
});

/** An artillery unit elsewhere on the board. */
export function artillery(
  id: string,
  side: string,
  cell: { i: number; j: number },
  data: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    name: id,
    side,
    cell,
    data: { type: "artillery", track: [{ attack: 0, defense: 2 }], barrage: { value: 3, range: 12 }, ...data },
    ...extra,
  };
}

/** A setup: red attacks blue in the open at SQUARE, unless `fields` say otherwise. */
export function setup(fields: Record<string, unknown>): CombatGridSetup {
  return validateSetup({ square: SQUARE, activeSide: "red", ...fields });
}

export function decide(state: CombatGridState, step: string, ...picks: string[]): CombatGridState {
  return advance(combatGrid, state, { kind: "decision", step, picks });
}

export function roll(state: CombatGridState, step: string, ...dice: number[]): CombatGridState {
  return advance(combatGrid, state, { kind: "roll", step, dice });
}

export function pendingStep(state: CombatGridState): Step<CombatGridOutcome> {
  return combatGrid.pending(state);
}

/** The id of the step the state waits for ("done" when finished). */
export function pendingId(state: CombatGridState): string {
  const step = combatGrid.pending(state);
  return step.kind === "done" ? "done" : step.id;
}

export function outcomeOf(state: CombatGridState): CombatGridOutcome {
  const step = combatGrid.pending(state);
  if (step.kind !== "done") throw new Error(`the combat still waits for ${step.id}`);
  return step.outcome;
}

export function unitState(state: CombatGridState, id: string) {
  const found = state.units.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no unit ${id}`);
  return found;
}

/** The keys of the chat lines, without their prefix, in order. */
export function lineKeys(state: CombatGridState): string[] {
  return state.effects.flatMap((effect) =>
    effect.kind === "log" ? [effect.line.key.replace("WARGAME.CombatGrid.", "")] : [],
  );
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
