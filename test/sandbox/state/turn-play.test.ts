import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { Board } from "@engine/board/types";
import { validateScenario } from "@engine/scenario/scenario";
import * as sandbox from "@sandbox/state/sandbox-state";
import { SHIPPED } from "../../rulesets/shipped";

const FILE = "scenarios/command-test/orders-at-the-crossroads.yml";
const scenario = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);
const turn = scenario.turns[0];
if (turn === undefined) throw new Error(`${FILE} has no turn`);

function unitOf(board: Board, id: string) {
  const unit = board.units.find((candidate) => candidate.id === id);
  return { cells: unit?.footprint.kind === "cells" ? unit.footprint.cells : null, status: unit?.status };
}

/**
 * Plays the turn as the page does: the script's decisions and dice as they are asked for (the
 * turn's steps and its attacks', each numbered by its order), and each attack's moves made before
 * the turn goes on.
 */
function playTurn(): { readonly states: readonly sandbox.SandboxState[] } {
  let state = sandbox.startTurn(sandbox.openScenario(SHIPPED, scenario), turn?.id ?? "");
  const states = [state];
  const decisions = [...(turn?.script.decisions ?? [])];
  const dice = [...(turn?.script.dice ?? [])];
  for (let guard = 0; guard < 100 && state.turn !== null; guard++) {
    const step = sandbox.pendingStep(state);
    if (step?.kind === "decision") {
      const decision = decisions.shift();
      expect(step.id).toBe(decision?.step);
      state = sandbox.decide(state, decision?.picks ?? []);
    } else if (step?.kind === "roll") state = sandbox.roll(state, [dice.shift() ?? 0]);
    else if (state.combat?.result) state = sandbox.closeCombat(sandbox.applyResult(state));
    else state = sandbox.endTurn(state);
    states.push(state);
  }
  expect(decisions).toEqual([]);
  expect(dice).toEqual([]);
  return { states };
}

describe("a turn in the sandbox's state", () => {
  it("plays orders-at-the-crossroads' turn to the end worked out by hand in the file", () => {
    const { states } = playTurn();
    const end = states.at(-1);
    if (end === undefined) throw new Error("no state");
    expect(end.turn).toBeNull();
    // The file's expected units: the 1st Division retreated to (7,2) by order 2's DR1; the
    // reserve's force-march marker came off when both sides were done (Rule 10.9).
    const board = end.index.board();
    expect(unitOf(board, "f1")).toEqual({ cells: [{ i: 7, j: 2 }], status: [] });
    expect(unitOf(board, "f2")).toEqual({ cells: [{ i: 7, j: 3 }], status: [] });
    expect(unitOf(board, "r1")).toEqual({ cells: [{ i: 8, j: 4 }], status: [] });
    expect(unitOf(board, "r2")).toEqual({ cells: [{ i: 9, j: 3 }], status: [] });
    // Three attacks shown as combats (two went ahead, the last failed), each its moves made
    // before the next order; the marker's removal one more undoable change.
    expect(end.history.map((entry) => entry.cause)).toEqual(["combat", "combat", "combat", "move"]);
  });

  it("shows each attack as a combat in the dialog, and asks the turn's own steps between them", () => {
    const { states } = playTurn();
    // Before the first order: the turn asks, no combat shown.
    expect(states[0]?.combat).toBeNull();
    expect(states[0] === undefined ? null : sandbox.pendingStep(states[0])).toMatchObject({ id: "order:1" });
    // While a finished attack waits for its moves, the turn asks nothing.
    const waiting = states.find((state) => state.combat?.result != null);
    expect(waiting === undefined ? "none" : sandbox.pendingStep(waiting)).toBeNull();
    // Undo is refused during the turn, and no other combat starts in it.
    expect(waiting === undefined ? null : sandbox.undo(waiting)).toBe(waiting);
    const between = states[0];
    expect(between === undefined ? null : sandbox.startCombat(between, "", null)).toBe(between);
  });
});
