import { describe, it, expect } from "vitest";
import { firstLegal, runSession } from "@engine/session/run-session";
import { fixedDice, seededDice } from "@engine/session/dice-source";
import { replay } from "@engine/session/replay";
import { enumerateOutcomes } from "@engine/session/enumerate";
import { collect, mapDistribution, probabilityOf } from "@engine/session/distribution";
import type { DecisionStep } from "@engine/session/types";
import { toy } from "./toy-machine";

const setup = { threshold: 8 };

describe("runSession and replay", () => {
  it("walks a session to its end with the given decisions and dice", () => {
    const end = runSession(toy, setup, () => ["high"], fixedDice([5, 4]));
    expect(toy.pending(end)).toEqual({ kind: "done", outcome: { won: true, total: 9 } });
    expect(end.log).toEqual([
      { kind: "decision", step: "bet", picks: ["high"] },
      { kind: "roll", step: "dice", dice: [5, 4] },
    ]);
  });

  it("rebuilds the same state from the setup and the log", () => {
    const end = runSession(toy, setup, firstLegal, seededDice(3));
    expect(replay(toy, setup, end.log)).toEqual(end);
  });

  it("first legal: skips illegal options, picks at least one when it may", () => {
    const step: DecisionStep = {
      kind: "decision",
      id: "s",
      side: "a",
      secret: false,
      sealed: [],
      prompt: { key: "k", data: {} },
      options: [
        { id: "x", labelKey: "x", data: {}, legal: false },
        { id: "y", labelKey: "y", data: {}, legal: true },
        { id: "z", labelKey: "z", data: {}, legal: true },
      ],
      min: 0,
      max: 3,
    };
    expect(firstLegal(step)).toEqual(["y"]);
    expect(firstLegal({ ...step, min: 2 })).toEqual(["y", "z"]);
    expect(firstLegal({ ...step, max: 0 })).toEqual([]);
  });
});

describe("exact odds by enumeration", () => {
  it("gives the 2d6 totals their 1/36 … 6/36 chances, summing to 1", () => {
    const bet = toy.apply(toy.start(setup), { kind: "decision", step: "bet", picks: ["low"] });
    const totals = enumerateOutcomes(toy, bet, firstLegal, (_state, outcome) => outcome.total);
    expect(totals.reduce((sum, entry) => sum + entry.p, 0)).toBeCloseTo(1, 12);
    expect(probabilityOf(totals, 7)).toBeCloseTo(6 / 36, 12);
    expect(probabilityOf(totals, 2)).toBeCloseTo(1 / 36, 12);
    expect(probabilityOf(totals, 13)).toBe(0);
    // Betting low wins on 2..7: 21 of 36.
    const won = enumerateOutcomes(toy, bet, firstLegal, (_state, outcome) => outcome.won);
    expect(probabilityOf(won, true)).toBeCloseTo(21 / 36, 12);
  });

  it("answers decisions on the way with the policy", () => {
    const odds = enumerateOutcomes(
      toy,
      toy.start(setup),
      () => ["high"],
      (_state, outcome) => outcome.won,
    );
    // High wins on 8..12: 15 of 36.
    expect(probabilityOf(odds, true)).toBeCloseTo(15 / 36, 12);
  });

  it("merges equal values and maps distributions", () => {
    const merged = collect([
      { value: { a: 1 }, p: 0.25 },
      { value: { a: 1 }, p: 0.25 },
      { value: { a: 2 }, p: 0.5 },
    ]);
    expect(merged).toEqual([
      { value: { a: 1 }, p: 0.5 },
      { value: { a: 2 }, p: 0.5 },
    ]);
    expect(mapDistribution(merged, () => "same")).toEqual([{ value: "same", p: 1 }]);
  });
});
