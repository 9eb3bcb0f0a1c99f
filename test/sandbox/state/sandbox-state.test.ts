import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { Board } from "@engine/board/types";
import { EngineError } from "@engine/errors";
import { validateScenario } from "@engine/scenario/scenario";
import * as sandbox from "@sandbox/state/sandbox-state";
import { contactForm, startContactCombat } from "@sandbox/state/contact-combat";
import { SHIPPED } from "../../rulesets/shipped";

const FILE = "scenarios/combat-grid/mountain-attack.yml";
const scenario = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);
const combat = scenario.combats[0];
if (combat === undefined) throw new Error(`${FILE} has no combat`);

function cellOf(board: Board, id: string): unknown {
  const fp = board.units.find((unit) => unit.id === id)?.footprint;
  return fp?.kind === "cells" ? fp.cells : fp;
}

/** Plays the worked example's script: decisions as the dialog would send them, dice 5 then 3. */
function played(start: sandbox.SandboxState): sandbox.SandboxState {
  let state = sandbox.startCombat(start, combat?.name ?? "", combat?.selection ?? null);
  const decisions = [...(combat?.script.decisions ?? [])];
  const dice = [...(combat?.script.dice ?? [])];
  for (let guard = 0; guard < 50; guard++) {
    const step = sandbox.pendingStep(state);
    if (step?.kind === "decision") state = sandbox.decide(state, decisions.shift()?.picks ?? []);
    else if (step?.kind === "roll") state = sandbox.roll(state, [dice.shift() ?? 0]);
    else return state;
  }
  throw new Error("the combat did not end");
}

describe("the sandbox's state", () => {
  it("plays a combat, puts its result on the board, and undoes it", () => {
    const open = sandbox.openScenario(SHIPPED, scenario);
    const done = played(open);
    // The worked example: the Soviets hold, so the three attackers go back where they came from.
    expect(done.combat?.result?.plan.moves.map((move) => move.unitId)).toEqual(["pzg-1", "pzg-2", "stug"]);
    expect(cellOf(done.index.board(), "pzg-1")).toEqual([{ i: 5, j: 5 }]);

    const applied = sandbox.applyResult(done);
    expect(cellOf(applied.index.board(), "pzg-1")).toEqual([{ i: 5, j: 4 }]);
    expect(cellOf(applied.index.board(), "stug")).toEqual([{ i: 6, j: 4 }]);
    expect(applied.history).toHaveLength(1);
    // Applying twice changes nothing more.
    expect(sandbox.applyResult(applied)).toBe(applied);

    const closed = sandbox.closeCombat(applied);
    expect(closed.combat).toBeNull();
    const undone = sandbox.undo(closed);
    expect(undone.index.board().units).toEqual(scenario.board.units);
    expect(undone.history).toEqual([]);
  });

  it("undoes to the board as it stood when the combat started, drags included", () => {
    const open = sandbox.openScenario(SHIPPED, scenario);
    open.index.moveUnit("wespe", { footprint: { kind: "cells", cells: [{ i: 5, j: 1 }] } });
    const undone = sandbox.undo(sandbox.closeCombat(sandbox.applyResult(played(open))));
    expect(cellOf(undone.index.board(), "wespe")).toEqual([{ i: 5, j: 1 }]);
    expect(cellOf(undone.index.board(), "pzg-1")).toEqual([{ i: 5, j: 5 }]);
  });

  it("drops a combat in progress on undo, leaving the board as it was", () => {
    const open = sandbox.openScenario(SHIPPED, scenario);
    const started = sandbox.startCombat(open, combat.name, combat.selection);
    expect(sandbox.pendingStep(started)?.kind).toBe("decision");
    const dropped = sandbox.undo(started);
    expect(dropped.combat).toBeNull();
    expect(dropped.index.board()).toBe(open.index.board());
  });

  it("refuses picks the session refuses, and a selection the ruleset refuses, with the engine's errors", () => {
    const open = sandbox.openScenario(SHIPPED, scenario);
    const started = sandbox.startCombat(open, combat.name, combat.selection);
    expect(() => sandbox.decide(started, ["no-such-option"])).toThrow(EngineError);
    expect(() => sandbox.startCombat(open, "bad", { square: "nowhere" })).toThrow(EngineError);
  });

  it("ignores inputs that do not fit the step or that come without a combat", () => {
    const open = sandbox.openScenario(SHIPPED, scenario);
    expect(sandbox.pendingStep(open)).toBeNull();
    expect(sandbox.roll(open, [3])).toBe(open);
    const started = sandbox.startCombat(open, combat.name, combat.selection);
    // The first step is a decision (the barrage call), so a roll changes nothing.
    expect(sandbox.roll(started, [3])).toBe(started);
    expect(sandbox.applyResult(started)).toBe(started);
  });

  it("undoes moves by hand one at a time, and the chat card's Undo takes back the combat and the moves since", () => {
    const open = sandbox.openScenario(SHIPPED, scenario);
    const moved = sandbox.recordMove(open);
    moved.index.moveUnit("wespe", { footprint: { kind: "cells", cells: [{ i: 5, j: 1 }] } });
    const applied = sandbox.closeCombat(sandbox.applyResult(played(moved)));
    const after = sandbox.recordMove(applied);
    after.index.moveUnit("wespe", { footprint: { kind: "cells", cells: [{ i: 4, j: 1 }] } });
    expect(after.history.map((entry) => entry.cause)).toEqual(["move", "combat", "move"]);
    // Undo: the last move only; the combat's result stays (pzg-1 fell back to (5, 4)).
    const one = sandbox.undo(after);
    expect(cellOf(one.index.board(), "wespe")).toEqual([{ i: 5, j: 1 }]);
    expect(cellOf(one.index.board(), "pzg-1")).toEqual([{ i: 5, j: 4 }]);
    // The card's Undo: back to before the combat, the move made since with it; the first move stays.
    const card = sandbox.undoCombat(after);
    expect(card.history.map((entry) => entry.cause)).toEqual(["move"]);
    expect(cellOf(card.index.board(), "wespe")).toEqual([{ i: 5, j: 1 }]);
    expect(cellOf(card.index.board(), "pzg-1")).toEqual([{ i: 5, j: 5 }]);
  });

  it("refuses a contact combat whose units do not touch, naming them, and checks the board before Apply", () => {
    // The Wespe at (5, 0) is five squares from gds at (5, 5): out of contact.
    const open = sandbox.openScenario(SHIPPED, scenario);
    expect(() => sandbox.startCombat(open, "", combat.selection, { attacker: "wespe", defenders: ["gds"] })).toThrow(
      "Wespe 17 Pz is no longer in contact with Infantry 14 Gds; nothing was changed.",
    );
    const done = played(open);
    done.index.moveUnit("stug", { footprint: { kind: "cells", cells: [{ i: 4, j: 4 }] } });
    expect(() => sandbox.applyResult(done)).toThrow(
      "StuG III B/320D has moved since the combat started; nothing was changed.",
    );
  });

  it("plays with the group's options: zones of control drawn with them, new combats started with them, a bad value refused by name", () => {
    const assault = validateScenario(
      parse(readFileSync("scenarios/assault/ridge-assault.yml", "utf8")),
      "ridge-assault.yml",
      SHIPPED,
    );
    const open = sandbox.openScenario(SHIPPED, assault);
    // The fire team t1 stands alone at (9,3); (9,5) is two hexes along its row: in its zone with a reach of 2, not 1.
    const reaches = (state: sandbox.SandboxState) =>
      state.index.zocCellsOfSide("red").some((cell) => cell.i === 9 && cell.j === 5);
    expect(reaches(open)).toBe(false);
    const wider = sandbox.setOptions(open, { zocRadius: 2 });
    expect(reaches(wider)).toBe(true);
    // A scenario combat keeps its own options and takes the group's over them.
    const started = sandbox.startCombat(wider, "", assault.combats[0]?.selection ?? null);
    expect(started.combat?.selection).toMatchObject({ options: { zocRadius: 2 } });
    expect(() => sandbox.setOptions(open, { zocRadius: 1.5 })).toThrow("zocRadius must be a whole number, got 1.5");
    expect(() => sandbox.openScenario(SHIPPED, assault, { reach: 2 })).toThrow(
      /reach is not an option of this rule system/,
    );
  });
});

describe("markers in cells on the sandbox's board", () => {
  const PREPARED = { marker: "prepared-position", cell: { i: 5, j: 5 } };

  it("follow a combat's result when applied, and come back with Undo", () => {
    // The worked example with three markers in the Guards' square: only one absorbs a hit per
    // combat (grid-combat.txt), and the Guards hold, so two are left.
    const open = sandbox.openScenario(SHIPPED, {
      ...scenario,
      board: { ...scenario.board, markers: [{ ...PREPARED, count: 3 }] },
    });
    const done = played(open);
    // Nothing changes on the board before Apply.
    expect(done.index.board().markers).toEqual([{ ...PREPARED, count: 3 }]);
    const applied = sandbox.applyResult(done);
    expect(applied.index.board().markers).toEqual([{ ...PREPARED, count: 2 }]);
    expect(sandbox.undo(sandbox.closeCombat(applied)).index.board().markers).toEqual([{ ...PREPARED, count: 3 }]);
  });

  it("are taken off a square the attackers take, in a combat started from contact with the board's count offered", () => {
    const file = "scenarios/combat-grid/tank-battle-at-the-kolkhoz.yml";
    const kolkhoz = validateScenario(parse(readFileSync(file, "utf8")), file, SHIPPED);
    const open = sandbox.openScenario(SHIPPED, kolkhoz);
    expect(contactForm(open, "panthers", ["t34"]).find((field) => field.id === "preparedPositions")?.value).toBe(2);
    // The file's dice: the Germans 5, the Soviets 1 (worked in the file): the T-34 is shattered.
    let state = startContactCombat(open, "", "panthers", ["t34"], {});
    const dice = [5, 1];
    for (let guard = 0; guard < 20 && sandbox.pendingStep(state) !== null; guard++) {
      const step = sandbox.pendingStep(state);
      if (step?.kind === "roll") state = sandbox.roll(state, [dice.shift() ?? 0]);
      else state = sandbox.decide(state, []);
    }
    expect(state.combat?.result?.after.markers).toBeUndefined();
    const applied = sandbox.closeCombat(sandbox.applyResult(state));
    expect(applied.index.board().markers).toBeUndefined();
    expect(sandbox.undoCombat(applied).index.board().markers).toEqual([{ ...PREPARED, count: 2 }]);
  });
});
