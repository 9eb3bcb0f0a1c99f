import { describe, it, expect } from "vitest";
import { oddsCrt } from "@rulesets/odds-crt/odds-crt-ruleset";
import {
  after,
  cellOf,
  combat,
  counter,
  decide,
  decision,
  engineErrorOf,
  hex,
  hexBoard,
  id,
  outcomeOf,
  roll,
} from "./fixtures";

const A = hex(0, 0);
const B = hex(0, 1); // next to A and to D
const D = hex(1, 0);
const E = hex(1, -1); // next to A and to D

describe("several units and hexes", () => {
  it("adds up several attacking stacks against one hex: 3 + 4 against 3 is 2:1", () => {
    const board = hexBoard([
      counter("a", "red", A, { attack: 3 }),
      counter("b", "red", B, { attack: 4 }),
      counter("d", "blue", D, { defence: 3 }),
    ]);
    // 2:1, die 6: DR; d's one-hex retreat: (2,0), (1,1), (2,-1) less (1,1), next to b: two left.
    const state = roll(combat(board, [A, B], [D]), 6);
    expect(state.combat).toMatchObject({ attack: 7, defence: 3, odds: "2:1", column: "2:1", result: "DR" });
    expect(oddsCrt.participants(state.setup)).toEqual([
      { side: "red", unitIds: ["a", "b"] },
      { side: "blue", unitIds: ["d"] },
    ]);
  });

  it("lets one stack attack two adjacent hexes where the definition allows (classic): 6 against 1 + 2", () => {
    const board = hexBoard([
      counter("a", "red", A, { attack: 6 }),
      counter("d", "blue", D, { defence: 1 }),
      counter("e", "blue", E, { defence: 2 }),
    ]);
    // 6 against 3 is 2:1; die 5: EX. Both hexes' units are eliminated; a (6) owes 3 and is lost.
    const state = roll(combat(board, [A], [D, E]), 5);
    expect(outcomeOf(state)).toMatchObject({ column: "2:1", result: "EX", eliminated: ["d", "e", "a"] });
  });

  it("refuses two defending hexes where the definition does not (step loss), naming the field", () => {
    const board = hexBoard([counter("a", "red", A), counter("d", "blue", D), counter("e", "blue", E)]);
    const error = engineErrorOf(() => combat(board, [A], [D, E], "step-loss"));
    expect(error.key).toBe("WARGAME.Error.OddsCrt.OneHexOnly");
    expect(error.data["field"]).toBe("defending");
  });

  it("refuses an attacking hex next to no defending hex, and a hex with no enemy", () => {
    const far = hex(-2, 0);
    const board = hexBoard([counter("a", "red", A), counter("f", "red", far), counter("d", "blue", D)]);
    expect(engineErrorOf(() => combat(board, [A, far], [D])).key).toBe("WARGAME.Error.OddsCrt.NotAdjacent");
    expect(engineErrorOf(() => combat(board, [A], [B])).key).toBe("WARGAME.Error.OddsCrt.EmptyHex");
  });
});

describe("exchanges and steps", () => {
  it("EX: the defender is eliminated, the attacker chooses losses of at least the defence (classic)", () => {
    // 12 against 2 is 6:1, die 1: EX. d's defence 2 is owed; a1 (10) or a2 (2) may pay it.
    const board = hexBoard([
      counter("a1", "red", A, { attack: 10 }),
      counter("a2", "red", A, { attack: 2 }),
      counter("d", "blue", D, { defence: 2 }),
    ]);
    const state = roll(combat(board, [A], [D]), 1);
    const step = decision(state);
    expect(step.id).toBe("exchange:1");
    expect(step.side).toBe("red");
    expect(outcomeOf(decide(state, step.id, "a2")).eliminated).toEqual(["d", "a2"]);
  });

  it("AL: the attacker's one two-step unit loses a step (step loss, 2 against 6 is 1:3, die 1)", () => {
    const board = hexBoard([
      counter("a", "red", A, { attack: 2, steps: 2, reducedAttack: 1 }),
      counter("d", "blue", D, { defence: 6 }),
    ]);
    const state = roll(combat(board, [A], [D], "step-loss"), 1);
    expect(outcomeOf(state)).toMatchObject({ result: "AL", stepsLost: ["a"], eliminated: [] });
    expect(after(board, state).units.find((unit) => unit.id === "a")?.data["stepsLost"]).toBe(1);
  });

  it("a unit's last step eliminates it; its owner picks which unit loses when it has a choice", () => {
    // 2 against 6, die 1: AL. Two red units: red picks; b has one step and is eliminated.
    const board = hexBoard([
      counter("a", "red", A, { attack: 1, steps: 2 }),
      counter("b", "red", A, { attack: 1 }),
      counter("d", "blue", D, { defence: 6 }),
    ]);
    const state = roll(combat(board, [A], [D], "step-loss"), 1);
    expect(decision(state)).toMatchObject({ id: "loss:attacker:0", side: "red" });
    expect(outcomeOf(decide(state, "loss:attacker:0", "b")).eliminated).toEqual(["b"]);
  });

  it("DRL then advance: the defender loses a step and retreats 2; up to 2 attackers advance (step loss)", () => {
    // 30 against 6 is 5:1, die 1: DRL.
    const board = hexBoard([
      counter("a", "red", A, { attack: 20 }),
      counter("b", "red", B, { attack: 10 }),
      counter("d", "blue", D, { defence: 6, steps: 2 }),
    ]);
    let state = roll(combat(board, [A, B], [D], "step-loss"), 1);
    expect(state.combat?.result).toBe("DRL");
    const retreat = decision(state);
    expect(retreat.id).toBe("retreat:d");
    state = decide(state, "retreat:d", retreat.options.find((option) => option.legal)?.id ?? "");
    const advance = decision(state);
    expect(advance).toMatchObject({ id: `advance:${id(1, 0)}`, side: "red", min: 0, max: 2 });
    state = decide(state, advance.id, "a", "b");
    expect(outcomeOf(state)).toMatchObject({ stepsLost: ["d"], advanced: ["a", "b"] });
    const end = after(board, state);
    expect(cellOf(end, "a")).toEqual(D);
    expect(cellOf(end, "b")).toEqual(D);
  });
});
