import type { Board, Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { EngineError } from "@engine/errors";
import { cubeToOffset } from "@engine/grid/hex";
import { commandTest } from "@rulesets/command-test/command-test-ruleset";
import type { CommandTestOutcome, CommandTestState } from "@rulesets/command-test/state";
import { advance } from "@engine/session/advance";
import type { Step } from "@engine/session/types";
import { englishStrings } from "../../../tools/language-files";

/**
 * Boards for the hand-worked tests: pointy hexes in odd-shifted rows, written in cube coordinates
 * (q, r) so that neighbours read plainly: a hex's six neighbours are (q±1, r), (q, r±1), (q+1, r-1)
 * and (q-1, r+1); the distance is max(|dq|, |dr|, |dq + dr|).
 */
export const KIND = "hex-odd-r";

export function hex(q: number, r: number): Offset {
  return cubeToOffset(KIND, { q, r, s: -q - r });
}

export interface CounterOptions {
  readonly strength?: number;
  readonly commander?: number;
  readonly status?: readonly string[];
}

/** A counter of `side` in hex (q, r). */
export function counter(id: string, side: string, at: Offset, options: CounterOptions = {}): Unit {
  return {
    id,
    name: id,
    side,
    footprint: { kind: "cells", cells: [at] },
    facing: 0,
    move: 4,
    status: options.status ?? [],
    data: {
      strength: options.strength ?? 1,
      ...(options.commander === undefined ? {} : { commander: options.commander }),
    },
  };
}

export function hexBoard(units: readonly Unit[]): Board {
  return {
    grid: { kind: KIND, size: 100, distance: 1, units: "hex", diagonals: "equidistant" },
    units,
    terrain: { walls: [], areas: [] },
  };
}

/** The attack session of an order on the board. */
export function attack(board: Board, selection: Record<string, unknown>): CommandTestState {
  return commandTest.start(commandTest.setupFromBoard(board, selection));
}

export function decide(state: CommandTestState, step: string, ...picks: string[]): CommandTestState {
  return advance(commandTest, state, { kind: "decision", step, picks });
}

export function roll(state: CommandTestState, step: string, ...dice: number[]): CommandTestState {
  return advance(commandTest, state, { kind: "roll", step, dice });
}

export function pendingStep(state: CommandTestState): Step<CommandTestOutcome> {
  return commandTest.pending(state);
}

/** The id of the step the state waits for ("done" when finished). */
export function pendingId(state: CommandTestState): string {
  return idOf(commandTest.pending(state));
}

/** A step's id, "done" for the end. */
export function idOf(step: Step<unknown>): string {
  return step.kind === "done" ? "done" : step.id;
}

export function outcomeOf(state: CommandTestState): CommandTestOutcome {
  const step = commandTest.pending(state);
  if (step.kind !== "done") throw new Error(`the attack still waits for ${step.id}`);
  return step.outcome;
}

/** The keys of the chat lines, without their prefix, in order. */
export function lineKeys(effects: CommandTestState["effects"]): string[] {
  return effects.flatMap((effect) =>
    effect.kind === "log" ? [effect.line.key.replace("WARGAME.CommandTest.", "")] : [],
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

/** lang/en.json, flattened. */
export const english = englishStrings;
