import fc from "fast-check";
import { describe, it, expect } from "vitest";
import type { Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { probabilityOf } from "@engine/session/distribution";
import { firstChoice } from "@rulesets/odds-crt/odds";
import { oddsCrt } from "@rulesets/odds-crt/odds-crt-ruleset";
import type { OddsCrtState } from "@rulesets/odds-crt/state";
import { boardNow } from "@rulesets/odds-crt/state-helpers";
import { combat, counter, decide, hex, hexBoard, outcomeOf, pendingStep, roll } from "./fixtures";

const A = hex(0, 0);
const D = hex(1, 0);

describe("exact odds", () => {
  it("gives each result its faces' share: classic 2:1 (4 against 2)", () => {
    // 2:1 column, die 1–6: AR AR NE DR EX DR.
    const board = hexBoard([counter("a", "red", A, { attack: 4 }), counter("d", "blue", D, { defence: 2 })]);
    const odds = oddsCrt.odds(combat(board, [A], [D]));
    expect(probabilityOf(odds.result, "AR")).toBeCloseTo(2 / 6);
    expect(probabilityOf(odds.result, "NE")).toBeCloseTo(1 / 6);
    expect(probabilityOf(odds.result, "DR")).toBeCloseTo(2 / 6);
    expect(probabilityOf(odds.result, "EX")).toBeCloseTo(1 / 6);
    // EX eliminates d, and a (4) pays its 2: one unit each side, 1 in 6.
    expect(probabilityOf(odds.defenderEliminated, 1)).toBeCloseTo(1 / 6);
    expect(probabilityOf(odds.attackerEliminated, 1)).toBeCloseTo(1 / 6);
    // Retreats: AR and DR (4 in 6) all find a hex; NE and EX ask none.
    expect(probabilityOf(odds.retreat, "retreated")).toBeCloseTo(4 / 6);
    expect(probabilityOf(odds.retreat, "none")).toBeCloseTo(2 / 6);
  });

  it("counts a retreat with nowhere to go as blocked: every hex in a zone of control", () => {
    const board = hexBoard([
      counter("a", "red", A, { attack: 4 }),
      counter("x", "red", hex(3, -1), { attack: 0 }),
      counter("y", "red", hex(1, 2), { attack: 0 }),
      counter("d", "blue", D, { defence: 2 }),
    ]);
    const odds = oddsCrt.odds(combat(board, [A], [D]));
    // DR on dice 4 and 6; AR (dice 1, 2): a's own retreat hexes are free.
    expect(probabilityOf(odds.retreat, "blocked")).toBeCloseTo(2 / 6);
  });
});

/*
 * The exact odds against brute force: every face of the die played to the end on its own, from a
 * setup of its own (the decisions answered as the odds answer them), each face 1 in 6. The odds
 * merge faces that give the same result, read the board through indexes and share what one board
 * worked out with the next (nearest-enemy distances, units as moved, neighbour lists); the two must
 * agree on every outcome.
 */
/**
 * A definition whose faces mix both sides' losses and retreats, so that one face's boards differ
 * from another's in units of both sides before each retreat (what the odds' shared nearest-enemy
 * distances must tell apart). Every column reads the same.
 */
const BOTH = {
  id: "both",
  columns: ["1:1", "2:1"],
  table: [["L1"], ["L2"], ["X1"], ["X2"], ["D2"], ["A2"]].map(([code]) => [code, code]),
  results: {
    L1: { attacker: { retreat: 1 }, defender: { steps: 1 } },
    L2: { attacker: { retreat: 2 }, defender: { steps: 2 } },
    X1: { attacker: { steps: 1, retreat: 1 }, defender: { steps: 1, retreat: 1 } },
    X2: { attacker: { retreat: 2 }, defender: { retreat: 2 } },
    D2: { attacker: { steps: 1 }, defender: { retreat: 2 } },
    A2: { attacker: { retreat: 2 } },
  },
  retreat: { chooser: "defender", priorities: ["furthest-from-enemy", "empty-hex"] },
  multiHex: true,
};

describe("exact odds against every face played on its own", () => {
  const offset = fc.record({ q: fc.integer({ min: -2, max: 4 }), r: fc.integer({ min: -3, max: 3 }) });
  const strength = fc.record({
    attack: fc.integer({ min: 0, max: 9 }),
    defence: fc.integer({ min: 1, max: 9 }),
    steps: fc.integer({ min: 1, max: 2 }),
  });
  const combatArb = fc.record({
    definition: fc.constantFrom("classic", "step-loss", "both"),
    attackers: fc.array(strength, { minLength: 1, maxLength: 3 }),
    flank: fc.array(strength, { maxLength: 2 }),
    defenders: fc.array(strength, { minLength: 1, maxLength: 3 }),
    second: fc.array(strength, { maxLength: 2 }),
    others: fc.array(fc.record({ side: fc.constantFrom("red", "blue"), at: offset }), { maxLength: 6 }),
  });
  const taken = [hex(0, 0), hex(0, 1), hex(1, 0), hex(1, -1)].map((cell) => `${cell.i},${cell.j}`);

  /** The combat drawn, from a setup of its own each time it is called. */
  const combatOf = (drawn: Drawn<typeof combatArb>): (() => OddsCrtState) => {
    const stack = (side: string, at: Offset, list: typeof drawn.attackers, name: string) =>
      list.map((data, n) => counter(`${name}${n}`, side, at, data));
    // Two defending hexes only where the definition allows several (classic, both).
    const second = drawn.definition === "step-loss" ? [] : drawn.second;
    const board = hexBoard([
      ...stack("red", hex(0, 0), drawn.attackers, "a"),
      ...stack("red", hex(0, 1), drawn.flank, "f"),
      ...stack("blue", hex(1, 0), drawn.defenders, "d"),
      ...stack("blue", hex(1, -1), second, "e"),
      ...drawn.others
        .map(({ side, at }, n) => counter(`o${n}`, side, hex(at.q, at.r)))
        .filter((unit) => !taken.some((key) => key === keyOf(unit))),
    ]);
    const attackers = drawn.flank.length > 0 ? [hex(0, 0), hex(0, 1)] : [hex(0, 0)];
    const targets = second.length > 0 ? [hex(1, 0), hex(1, -1)] : [hex(1, 0)];
    return () =>
      drawn.definition === "both"
        ? combat(board, attackers, targets, "custom", { customDefinition: [BOTH] })
        : combat(board, attackers, targets, drawn.definition);
  };

  it("gives each outcome the share of the faces that reach it", () => {
    fc.assert(
      fc.property(combatArb, (drawn) => {
        const start = combatOf(drawn);
        const state = start();
        const faces = [1, 2, 3, 4, 5, 6].map((die) => {
          // A setup of its own per face: nothing worked out for one face or for the odds is reused.
          let now = roll(start(), die);
          for (let step = pendingStep(now); step.kind === "decision"; step = pendingStep(now))
            now = decide(now, step.id, ...firstChoice(step, now));
          return JSON.stringify(outcomeOf(now));
        });
        const exact = new Map(oddsCrt.odds(state).outcomes.map(({ value, p }) => [JSON.stringify(value), p]));
        expect([...exact.keys()].sort()).toEqual([...new Set(faces)].sort());
        for (const [outcome, p] of exact)
          expect(p).toBeCloseTo(faces.filter((face) => face === outcome).length / 6, 12);
      }),
      { numRuns: 60 },
    );
  });

  /*
   * The odds work out each board from the one before it, by what the last step changed (a retreat,
   * a step lost). The same lists copied were made by no step, so their board is made from the
   * start (on a copy of the setup, so that nothing is shared): the two must hold the same units in every hex, the same combatants, the same zones of
   * control and the same distances to the nearest enemy, at every step of every face.
   */
  it("works out each board change by change as it would from the start", () => {
    const near = [-4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6].flatMap((q) =>
      [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5].map((r) => hex(q, r)),
    );
    const check = (state: OddsCrtState): void => {
      const board = boardNow(state);
      const fresh = boardNow({
        ...state,
        // A setup of its own: nothing the odds worked out on other boards (distances) is read.
        setup: { ...state.setup },
        moved: [...state.moved],
        eliminated: [...state.eliminated],
        stepsLost: [...state.stepsLost],
      });
      expect(fresh).not.toBe(board);
      for (const role of ["attacker", "defender"] as const)
        expect(board.combatants(role)).toEqual(fresh.combatants(role));
      for (const cell of near) {
        expect(board.at(cell)).toEqual(fresh.at(cell));
        for (const side of ["red", "blue"]) {
          expect(board.enemyDistance(side, cell)).toBe(fresh.enemyDistance(side, cell));
          expect(board.firstEnemyAround(side, cell)).toEqual(fresh.firstEnemyAround(side, cell));
        }
      }
    };
    fc.assert(
      fc.property(combatArb, fc.integer({ min: 1, max: 6 }), (drawn, die) => {
        let now = roll(combatOf(drawn)(), die);
        check(now);
        for (let step = pendingStep(now); step.kind === "decision"; step = pendingStep(now)) {
          now = decide(now, step.id, ...firstChoice(step, now));
          check(now);
        }
      }),
      { numRuns: 40 },
    );
  });
});

/** What an arbitrary draws. */
type Drawn<A> = A extends fc.Arbitrary<infer T> ? T : never;

function keyOf(unit: Unit): string {
  const cell = unit.footprint.kind === "cells" ? unit.footprint.cells[0] : undefined;
  return cell === undefined ? "" : `${cell.i},${cell.j}`;
}
