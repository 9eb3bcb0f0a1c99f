import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { Board } from "@engine/board/types";
import { validateScenario } from "@engine/scenario/scenario";
import type { DecisionStep } from "@engine/session/types";
import * as sandbox from "@sandbox/state/sandbox-state";
import { turnView } from "@view/turn-view";
import { SHIPPED } from "../../rulesets/shipped";

const FILE = "scenarios/odds-crt/classic-mandatory-attack.yml";
const scenario = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);
const turn = scenario.turns[0];
if (turn === undefined) throw new Error(`${FILE} has no turn`);

function cellOf(board: Board, id: string) {
  const unit = board.units.find((candidate) => candidate.id === id);
  return unit?.footprint.kind === "cells" ? unit.footprint.cells[0] : undefined;
}

/** The combat phase played as the sandbox page plays a turn: the file's answers as they are asked for. */
function playPhase(): { readonly orders: readonly DecisionStep[]; readonly end: sandbox.SandboxState } {
  let state = sandbox.startTurn(sandbox.openScenario(SHIPPED, scenario), turn?.id ?? "");
  const decisions = [...(turn?.script.decisions ?? [])];
  const dice = [...(turn?.script.dice ?? [])];
  const orders: DecisionStep[] = [];
  for (let guard = 0; guard < 100 && state.turn !== null; guard++) {
    const step = sandbox.pendingStep(state);
    if (step?.kind === "decision") {
      if (step.id.startsWith("order:")) orders.push(step);
      const decision = decisions.shift();
      expect(step.id).toBe(decision?.step);
      state = sandbox.decide(state, decision?.picks ?? []);
    } else if (step?.kind === "roll") state = sandbox.roll(state, [dice.shift() ?? 0]);
    else if (state.combat?.result) state = sandbox.closeCombat(sandbox.applyResult(state));
    else state = sandbox.endTurn(state);
  }
  expect(decisions).toEqual([]);
  expect(dice).toEqual([]);
  return { orders, end: state };
}

describe("odds-crt's combat phase in the sandbox", () => {
  it("refuses the end while a brigade in contact has not attacked, then plays to the file's worked end", () => {
    const { orders, end } = playPhase();
    // Order 1: both brigades stand next to an enemy; order 2: the 2nd Brigade still does.
    expect(orders.map((order) => order.options.find((option) => option.id === "end")?.reason?.data)).toEqual([
      { units: "1st Brigade, 2nd Brigade" },
      { units: "2nd Brigade" },
    ]);
    expect(orders.every((order) => order.options.find((option) => option.id === "end")?.legal === false)).toBe(true);
    expect(end.turn).toBeNull();
    // The phase counts no resource: the tracker shows the side without chits.
    const player = SHIPPED.ruleset("odds-crt").turn;
    const opening = player?.start(scenario.board, turn?.selection);
    if (player === undefined || opening === undefined) throw new Error("odds-crt has turn play");
    const view = turnView("phase", player.progress(opening), player.pending(opening), { sides: [], referee: true }, {});
    expect(view.sides.map((side) => [side.side, side.counted])).toEqual([["red", false]]);
    const board = end.index.board();
    expect(board.units.some((unit) => unit.id === "pickets")).toBe(false);
    expect(cellOf(board, "guns")).toEqual({ i: 1, j: 4 });
    expect(cellOf(board, "second")).toEqual({ i: 2, j: 4 });
    // Each combat one undoable change in the sandbox's history.
    expect(end.history.map((entry) => entry.cause)).toEqual(["combat", "combat"]);
  });
});
