import { describe, expect, it } from "vitest";
import { assault } from "@rulesets/assault/assault-ruleset";
import { resultModifiers } from "@rulesets/assault/modifiers";
import { cellOf, decide, logLines, outcomeOf, pendingId, pendingStep, roll, setup, toFight, unit } from "./fixtures";

describe("the modifiers table", () => {
  it("gives +1 per enemy unit destroyed, for more and for double the units remaining, zero shock and fewer shock", () => {
    // 2 destroyed: +2; 4 left against 2: more +1 and double +1; no shock +1; 0 < 1 shock +1.
    expect(resultModifiers({ destroyed: 2, remaining: 4, shock: 0 }, { destroyed: 1, remaining: 2, shock: 1 })).toEqual(
      [
        { id: "units-destroyed", amount: 2 },
        { id: "more-units", amount: 1 },
        { id: "double-units", amount: 1 },
        { id: "zero-shock", amount: 1 },
        { id: "fewer-shock", amount: 1 },
      ],
    );
    // The other side: 1 destroyed only.
    expect(resultModifiers({ destroyed: 1, remaining: 2, shock: 1 }, { destroyed: 2, remaining: 4, shock: 0 })).toEqual(
      [{ id: "units-destroyed", amount: 1 }],
    );
    // 5 against 3 is more, not double; equal shock is neither zero (2) nor fewer.
    expect(resultModifiers({ destroyed: 0, remaining: 5, shock: 2 }, { destroyed: 0, remaining: 3, shock: 2 })).toEqual(
      [{ id: "more-units", amount: 1 }],
    );
    expect(resultModifiers({ destroyed: 0, remaining: 3, shock: 2 }, { destroyed: 0, remaining: 3, shock: 2 })).toEqual(
      [],
    );
  });
});

describe("the result", () => {
  it("adds the modifiers to the highest die; the loser takes the difference as extra hits, in contact first, then the closest", () => {
    // a1 and a2 touch x1; x2 is 3 tiles from them, x3 6, x4 9, x5 11. Every attack misses. Red
    // keeps a 6, +1 zero shock: 7. Blue keeps a 1, +1 more units (5 against 2), +1 double, +1 zero
    // shock: 4. Blue loses by 3: x1 (in contact), x2 and x3 (closest) are destroyed, no saves.
    const units = [
      unit("a1", "red", "A", { i: 0, j: 3 }),
      unit("a2", "red", "A", { i: 1, j: 3 }),
      unit("x5", "blue", "X", { i: 0, j: 14 }, { data: { armour: 2 } }),
      unit("x1", "blue", "X", { i: 0, j: 4 }, { data: { armour: 2 } }),
      unit("x2", "blue", "X", { i: 0, j: 6 }, { data: { armour: 2 } }),
      unit("x3", "blue", "X", { i: 0, j: 9 }, { data: { armour: 2 } }),
      unit("x4", "blue", "X", { i: 0, j: 12 }, { data: { armour: 2 } }),
    ];
    let state = roll(roll(toFight(assault.start(setup(units))), "attack:1:attacker", 6, 6), "attack:1:defender", 6, 6);
    state = roll(roll(state, "result:1:attacker", 2, 6), "result:1:defender", 1, 1);
    expect(state.verdict).toEqual({
      result: "attacker-wins",
      by: "result",
      scores: { attacker: 7, defender: 4 },
      modifiers: {
        attacker: [{ id: "zero-shock", amount: 1 }],
        defender: [
          { id: "more-units", amount: 1 },
          { id: "double-units", amount: 1 },
          { id: "zero-shock", amount: 1 },
        ],
      },
      extraHits: 3,
    });
    expect(state.killed.defender).toEqual(["x1", "x2", "x3"]);
    expect(logLines(state)).toContain('WARGAME.Assault.Log.ExtraHits {"side":"blue","count":3,"kills":3}');
  });

  it("is fought again on a tie, both sides counter-charging (attacker first), casualties carrying over", () => {
    // Round 1: a1 hits x1 (no save); a3, 4 tiles from x2, fires and misses. Red: +1 destroyed,
    // +1 more (3 against 1), +1 double, +1 zero shock = 4; blue: +1 zero shock. Red keeps 2, blue 5:
    // 6 each, a tie.
    const units = [
      unit("a1", "red", "A", { i: 0, j: 3 }),
      unit("a2", "red", "A", { i: 1, j: 3 }),
      unit("a3", "red", "A", { i: 3, j: 0 }),
      unit("x1", "blue", "X", { i: 0, j: 4 }),
      unit("x2", "blue", "X", { i: 1, j: 4 }),
    ];
    let state = roll(
      roll(toFight(assault.start(setup(units))), "attack:1:attacker", 1, 6, 6),
      "attack:1:defender",
      6,
      6,
    );
    expect(state.killed.defender).toEqual(["x1"]);
    state = roll(roll(state, "result:1:attacker", 2, 1), "result:1:defender", 5, 3);
    expect(state.round).toBe(2);
    expect(logLines(state)).toContain('WARGAME.Assault.Log.Tie {"round":2}');
    // Round 2 opens with the attacker's counter-charges: a3, not in contact, goes 1 tile toward x2:
    // the line from (3,0) to (1,4) crosses column 1 at row 2.5, which rounds up to 3.
    const step = pendingStep(state);
    expect(step.kind === "decision" ? [step.id, step.options.map((option) => option.id)] : []).toEqual([
      "counter:2:attacker",
      ["a3"],
    ]);
    state = decide(state, "counter:2:attacker", "a3");
    expect(cellOf(state, "a3")).toEqual({ i: 3, j: 1 });
    // Blue's x2 is in contact: it has nothing to counter-charge. Round 2's attacks all miss.
    expect(pendingId(state)).toBe("attack:2:attacker");
    state = roll(roll(state, "attack:2:attacker", 6, 6, 6), "attack:2:defender", 6);
    // Red still has +1 for x1, destroyed in round 1: 1 + 4 = 5; blue 6 + 1 = 7. Red loses by 2:
    // a1 and a2, in contact, are destroyed; a3 withdraws.
    state = roll(roll(state, "result:2:attacker", 1, 1), "result:2:defender", 6, 2);
    expect(state.verdict).toMatchObject({
      result: "defender-wins",
      by: "result",
      scores: { attacker: 5, defender: 7 },
      extraHits: 2,
    });
    expect(state.killed).toEqual({ attacker: ["a1", "a2"], defender: ["x1"] });
    // A is broken and withdraws; X, the winner, takes 1 shock for x1, which with one unit left
    // breaks it (labelled default), without a withdrawal.
    const done = decide(state, "consolidate:x2", "stay");
    expect(outcomeOf(done)).toMatchObject({
      rounds: 2,
      casualties: { attacker: 2, defender: 1 },
      broken: ["A", "X"],
      shock: { X: 1 },
    });
  });

  it("destroys a loser that was broken before the assault", () => {
    // X, broken, loses by 1: x1 takes the extra hit, then x2 and x3 are destroyed as well.
    // Red 6 + 1 (zero shock) = 7; blue 3 + 1 (more) + 1 (double) + 1 (zero shock) = 6.
    const units = [
      unit("a1", "red", "A", { i: 0, j: 3 }),
      unit("x1", "blue", "X", { i: 0, j: 4 }),
      unit("x2", "blue", "X", { i: 0, j: 6 }),
      unit("x3", "blue", "X", { i: 0, j: 9 }),
    ];
    let state = roll(
      roll(toFight(assault.start(setup(units, { formations: { X: { broken: true } } }))), "attack:1:attacker", 6),
      "attack:1:defender",
      6,
      6,
    );
    state = roll(roll(state, "result:1:attacker", 6, 6), "result:1:defender", 3, 3);
    expect(state.verdict).toMatchObject({ scores: { attacker: 7, defender: 6 }, extraHits: 1 });
    expect(state.killed.defender).toEqual(["x1", "x2", "x3"]);
    expect(logLines(state)).toContain('WARGAME.Assault.Log.BrokenLoser {"side":"blue"}');
  });

  it("destroys formations that joined as one only when all of them were broken", () => {
    // X (broken) and Y (fresh) are assaulted as one and lose: nothing more is destroyed; Y breaks.
    const units = [
      unit("a1", "red", "A", { i: 0, j: 3 }),
      unit("x1", "blue", "X", { i: 0, j: 4 }),
      unit("y1", "blue", "Y", { i: 2, j: 5 }),
      unit("y2", "blue", "Y", { i: 3, j: 6 }),
    ];
    let state = roll(
      roll(
        toFight(assault.start(setup(units, { targets: ["X", "Y"], formations: { X: { broken: true } } }))),
        "attack:1:attacker",
        6,
      ),
      "attack:1:defender",
      6,
      6,
      6,
    );
    // Red 6 + 1 (zero shock) = 7; blue 3 + 1 (more: 3 against 1) + 1 (double) + 1 (zero shock)
    // = 6: red wins by 1 and only x1, in contact, is lost.
    state = roll(roll(state, "result:1:attacker", 6, 6), "result:1:defender", 3, 3);
    expect(state.verdict).toMatchObject({ scores: { attacker: 7, defender: 6 }, extraHits: 1 });
    expect(state.killed.defender).toEqual(["x1"]);
    expect(state.broken).toEqual(["Y"]);
  });
});
