import { describe, expect, it } from "vitest";
import { createBoardIndex } from "@engine/board/board-index";
import { assault } from "@rulesets/assault/assault-ruleset";
import { applyPlan } from "@engine/movement/apply-plan";
import { concatPlans } from "@engine/movement/move-plan";
import { applyEffects } from "@engine/session/apply-effects";
import { cellOf, decide, outcomeOf, pendingStep, roll, setup, toFight, unit } from "./fixtures";

describe("the loser withdraws and the winner consolidates", () => {
  // a0 touches x0 and x1; a1 touches x2. r2 (red, marched: no support) stands by x2; b1 (blue,
  // marched) by a0. Every attack misses. Red keeps 3: +1 zero shock = 4; blue keeps 1: +1 more
  // units (3 against 2), +1 zero shock = 3. Blue loses by 1: x0, in contact and first, is destroyed.
  const units = [
    unit("a0", "red", "A", { i: 0, j: 3 }),
    unit("a1", "red", "A", { i: 5, j: 4 }),
    unit("x0", "blue", "X", { i: -1, j: 4 }),
    unit("x1", "blue", "X", { i: 0, j: 4 }),
    unit("x2", "blue", "X", { i: 5, j: 5 }, { move: 1 }),
    unit("r2", "red", "R", { i: 5, j: 7 }),
    unit("b1", "blue", "B", { i: 2, j: 2 }),
  ];
  const fought = () => {
    const state = roll(
      roll(
        toFight(assault.start(setup(units, { formations: { R: { marched: true }, B: { marched: true } } }))),
        "attack:1:attacker",
        6,
        6,
      ),
      "attack:1:defender",
      6,
      6,
      6,
    );
    return roll(roll(state, "result:1:attacker", 3, 1), "result:1:defender", 1, 1);
  };

  it("breaks the loser and withdraws its units away from the winner, out of enemy zones of control; a trapped unit is destroyed", () => {
    const state = fought();
    expect(state.verdict).toMatchObject({
      result: "attacker-wins",
      scores: { attacker: 4, defender: 3 },
      extraHits: 1,
    });
    expect(state.killed.defender).toEqual(["x0"]);
    expect(state.effects).toContainEqual({ kind: "status", unitId: "x1", status: "broken", on: true });
    // x1 (speed 4) ends as far as it can from a0 (0,3) and a1 (5,4), further from both: 5 tiles
    // from the nearest at best, which the cells (-4..0, 8) all give, in 4 steps; the lowest row wins.
    expect(cellOf(state, "x1")).toEqual({ i: -4, j: 8 });
    // x2 (speed 1) has every neighbour in a1's or r2's zone of control: it cannot leave, and is destroyed.
    expect(cellOf(state, "x2")).toBeUndefined();
    expect(state.trapped).toEqual(["x2"]);
    expect(assault.moveRequests(state)).toEqual([
      {
        kind: "retreat",
        unitId: "x1",
        awayFrom: [
          { i: 0, j: 3 },
          { i: 5, j: 4 },
        ],
      },
      {
        kind: "retreat",
        unitId: "x2",
        awayFrom: [
          { i: 0, j: 3 },
          { i: 5, j: 4 },
        ],
      },
    ]);
  });

  it("lets each winning unit move 1 tile, never into an enemy zone of control", () => {
    const state = fought();
    const step = pendingStep(state);
    if (step.kind !== "decision") throw new Error("no consolidation");
    // b1's zone covers rows 1–3, columns 1–3: a0 may not go to (1,2) or (1,3); x1's old tile is free.
    expect(step.id).toBe("consolidate:a0");
    const ids = step.options.map((option) => option.id);
    expect(ids).toEqual(["stay", "-1,2", "-1,3", "-1,4", "0,2", "0,4", "1,4"]);
    const done = decide(decide(state, "consolidate:a0", "0,4"), "consolidate:a1", "stay");
    expect(cellOf(done, "a0")).toEqual({ i: 0, j: 4 });
    expect(outcomeOf(done)).toEqual({
      result: "attacker-wins",
      by: "result",
      rounds: 1,
      scores: { attacker: 4, defender: 3 },
      casualties: { attacker: 0, defender: 1 },
      extraHits: 1,
      broken: ["X"],
      shock: {},
      trapped: ["x2"],
    });
    const index = createBoardIndex(done.board);
    expect(index.unitInEnemyZoc("a0")).toBe(false);
  });

  it("plans the same moves again from the board before the assault and its effects", () => {
    const done = decide(decide(fought(), "consolidate:a0", "0,4"), "consolidate:a1", "stay");
    const before = applyEffects(done.setup.board, assault.effects(done));
    const plan = assault.planMoves(before, done);
    expect(plan).toEqual(concatPlans(...done.phases.map((phase) => phase.plan)));
    expect(
      applyPlan(before, plan)
        .units.map((candidate) => candidate.id)
        .sort(),
    ).toEqual(done.board.units.map((candidate) => candidate.id).sort());
  });
});

describe("the winner's shock", () => {
  // a1, a2 and a3 touch x1; x3 touches a1 and a2; x2 is far, so X is not wiped out. Blue's two
  // hits destroy a1 and a2. X starts with 3 shock. Red: 6 + 1 (zero shock) + 1 (fewer shock) = 8;
  // blue: 2 + 2 (destroyed) + 1 (more, 3 against 1) + 1 (double) = 6. Red wins by 2: x1 and x3,
  // in contact, take the extra hits; x2 withdraws. And red takes 2 shock for its losses.
  const units = [
    unit("a1", "red", "A", { i: 0, j: 3 }),
    unit("a2", "red", "A", { i: 1, j: 3 }),
    unit("a3", "red", "A", { i: -1, j: 3 }),
    unit("x1", "blue", "X", { i: 0, j: 4 }),
    unit("x3", "blue", "X", { i: 1, j: 4 }),
    unit("x2", "blue", "X", { i: 0, j: 12 }),
  ];
  const won = (formations: Record<string, unknown>) => {
    const state = roll(
      roll(toFight(assault.start(setup(units, { formations }))), "attack:1:attacker", 6, 6, 6),
      "attack:1:defender",
      1,
      1,
    );
    return roll(roll(state, "result:1:attacker", 6, 6), "result:1:defender", 2, 1);
  };

  it("is a shock point per unit it lost, which may break it without a withdrawal", () => {
    const state = won({ X: { shock: 3 } });
    expect(state.killed.attacker).toEqual(["a1", "a2"]);
    expect(state.verdict).toMatchObject({
      result: "attacker-wins",
      scores: { attacker: 8, defender: 6 },
      extraHits: 2,
    });
    expect(state.killed.defender).toEqual(["x1", "x3"]);
    // 2 shock against 1 unit left: A breaks (labelled default), and a3 stays where it is.
    expect(state.shock).toEqual({ A: 2 });
    expect(state.broken).toEqual(["X", "A"]);
    expect(cellOf(state, "a3")).toEqual({ i: -1, j: 3 });
    expect(
      state.phases
        .filter((phase) => phase.kind === "withdrawal")
        .flatMap((phase) => phase.plan.moves.map((move) => move.unitId)),
    ).toEqual(["x2"]);
  });

  it("is none for a winner that was broken before the assault", () => {
    const state = won({ X: { shock: 3 }, A: { broken: true } });
    // Being broken changes no modifier: red still scores 8 and wins by 2, but takes no shock.
    expect(state.verdict).toMatchObject({ result: "attacker-wins", scores: { attacker: 8, defender: 6 } });
    expect(state.shock).toEqual({});
    expect(state.broken).toEqual(["X"]);
  });
});
