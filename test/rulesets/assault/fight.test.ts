import { describe, expect, it } from "vitest";
import { assault } from "@rulesets/assault/assault-ruleset";
import { validateSetup } from "@rulesets/assault/setup";
import { board, decide, logLines, outcomeOf, pendingId, roll, setup, toFight, unit } from "./fixtures";

describe("attacks", () => {
  // a1 touches x1: close combat. a2 is 4 tiles from x1 with a line of fire: firefight. a3, 4 tiles
  // away, has only close combat weapons: no attack. a5, 3 tiles away, is behind a wall that blocks
  // sight: no attack. a4, 5 tiles away, is not engaged. x1 touches a1: close combat.
  // The wall runs down x = 300 px from y = 150 to 450: a5's line (150,350)→(450,50) crosses it at
  // y = 200; a2's line (50,250)→(450,50) crosses x = 300 at y = 125, above it.
  const units = [
    unit("a1", "red", "A", { i: 0, j: 3 }, { data: { closeCombat: 5 } }),
    unit("a2", "red", "A", { i: 2, j: 0 }, { data: { firefight: 3 } }),
    unit("a3", "red", "A", { i: 4, j: 0 }, { data: { firefight: null } }),
    unit("a4", "red", "A", { i: 5, j: 0 }),
    unit("a5", "red", "A", { i: 3, j: 1 }),
    unit("x1", "blue", "X", { i: 0, j: 4 }),
  ];
  const wall = { id: "w", a: { x: 300, y: 150 }, b: { x: 300, y: 450 }, blocksMove: false, blocksSight: true };
  const fought = () =>
    toFight(
      assault.start(
        validateSetup({
          board: { ...board(units), terrain: { walls: [wall], areas: [] } },
          attacker: "A",
          targets: ["X"],
        }),
      ),
    );

  it("use the close-combat value in contact, the firefight value within 4 tiles with a line of fire, and nothing else", () => {
    const state = fought();
    expect(state.fight?.attacks).toEqual({
      attacker: [
        { unitId: "a1", kind: "close-combat", value: 5 },
        { unitId: "a2", kind: "firefight", value: 3 },
      ],
      defender: [{ unitId: "x1", kind: "close-combat", value: 4 }],
    });
    // Directly engaged: within 4 tiles, contact first, then closest (a5 3, a2 and a3 4); a4 is not.
    expect(state.fight?.order.attacker.map((unit) => unit.unitId)).toEqual(["a1", "a5", "a2", "a3", "a4"]);
    expect(state.fight?.engaged).toEqual({ attacker: 4, defender: 1 });
  });

  it("hit on a roll at or under the value, with no modifiers", () => {
    // Red rolls 5 (a1: 5 ≤ 5, a hit) and 4 (a2: 4 > 3, a miss); blue rolls 4 (x1: 4 ≤ 4, a hit).
    let state = roll(fought(), "attack:1:attacker", 5, 4);
    state = roll(state, "attack:1:defender", 4);
    expect(logLines(state).filter((entry) => entry.startsWith("WARGAME.Assault.Log.Attacks"))).toEqual([
      'WARGAME.Assault.Log.Attacks {"side":"red","dice":2,"count":1}',
      'WARGAME.Assault.Log.Attacks {"side":"blue","dice":1,"count":1}',
    ]);
  });
});

describe("hits and saves (labelled default)", () => {
  // Three attackers touch x1 (armour 4); x2 (no armour) is 3 tiles from them (it fires back, with
  // x1: blue rolls two dice); x3 is 6 away: not directly engaged, it takes no hit.
  const attackers = [
    unit("a1", "red", "A", { i: 0, j: 3 }),
    unit("a2", "red", "A", { i: 1, j: 3 }),
    unit("a3", "red", "A", { i: -1, j: 3 }),
  ];
  const defenders = (x2Data: Record<string, unknown> = {}) => [
    unit("x1", "blue", "X", { i: 0, j: 4 }, { data: { armour: 4 } }),
    unit("x2", "blue", "X", { i: 0, j: 6 }, { data: x2Data }),
    unit("x3", "blue", "X", { i: 0, j: 9 }),
  ];

  it("go to the closest engaged unit still standing, which saves at or over its armour", () => {
    // Three hits, save dice 4, 3, 6: x1 saves the first (4 ≥ 4), fails the second (3) and is
    // destroyed; the third goes to x2, which has no save (its die counts for nothing).
    let state = roll(toFight(assault.start(setup([...attackers, ...defenders()]))), "attack:1:attacker", 1, 1, 1);
    state = roll(state, "attack:1:defender", 6, 6);
    expect(pendingId(state)).toBe("saves:1:attack:defender");
    state = roll(state, "saves:1:attack:defender", 4, 3, 6);
    expect(state.killed.defender).toEqual(["x1", "x2"]);
    expect(state.board.units.some((candidate) => candidate.id === "x3")).toBe(true);
    expect(state.effects.filter((effect) => effect.kind === "eliminated")).toEqual([
      { kind: "eliminated", unitId: "x1" },
      { kind: "eliminated", unitId: "x2" },
    ]);
  });

  it("give defending infantry in cover a cover save; charging infantry get none", () => {
    // x2 in woods saves on 4 (the labelled cover save): the third hit's 6 saves it. a1 in woods
    // (it charged) keeps no save.
    const woods = {
      id: "woods",
      kind: "woods",
      shape: {
        cells: [
          { i: 0, j: 6 },
          { i: 0, j: 3 },
        ],
      },
    };
    const start = assault.start(
      validateSetup({ board: board([...attackers, ...defenders()], "square", [woods]), attacker: "A", targets: ["X"] }),
    );
    const state = toFight(start);
    expect(state.fight?.order.defender.map((unit) => [unit.unitId, unit.save])).toEqual([
      ["x1", 4],
      ["x2", 4],
      ["x3", null],
    ]);
    expect(state.fight?.order.attacker.find((unit) => unit.unitId === "a1")?.save).toBeNull();
    const saved = roll(
      roll(roll(state, "attack:1:attacker", 1, 1, 1), "attack:1:defender", 6, 6),
      "saves:1:attack:defender",
      4,
      3,
      6,
    );
    expect(saved.killed.defender).toEqual(["x1"]);
  });

  it("need no roll when no unit in line can save", () => {
    const state = roll(
      roll(toFight(assault.start(setup([...attackers, ...defenders()]))), "attack:1:attacker", 6, 6, 6),
      "attack:1:defender",
      1,
      6,
    );
    // x1 hits (1 ≤ 4), x2 misses: one hit on red, none of whose units has a save: a1 (first in
    // line, all three touching) is destroyed with no roll.
    expect(state.killed.attacker).toEqual(["a1"]);
  });
});

describe("wipe-out checks", () => {
  it("need the attacker to destroy every unit of the defending formation", () => {
    // x1 touches a1; x9 of the same formation is 6 tiles away, not engaged: killing x1 is not enough.
    const units = [
      unit("a1", "red", "A", { i: 0, j: 3 }),
      unit("x1", "blue", "X", { i: 0, j: 4 }),
      unit("x9", "blue", "X", { i: 0, j: 10 }),
    ];
    const state = roll(roll(toFight(assault.start(setup(units))), "attack:1:attacker", 1), "attack:1:defender", 6);
    expect(state.killed.defender).toEqual(["x1"]);
    expect(state.verdict).toBeNull();
    expect(pendingId(state)).toBe("result:1:attacker");
    // Without x9 the same roll wipes the defender out: the attacker wins there and then.
    const alone = roll(
      roll(toFight(assault.start(setup(units.slice(0, 2)))), "attack:1:attacker", 1),
      "attack:1:defender",
      6,
    );
    expect(alone.verdict).toMatchObject({ result: "attacker-wins", by: "wipe-out" });
    expect(outcomeOf(decide(alone, "consolidate:a1", "stay"))).toMatchObject({
      result: "attacker-wins",
      by: "wipe-out",
      rounds: 1,
    });
  });

  it("let the defender win by destroying only the attackers within 4 tiles", () => {
    // a1 is engaged; a9, 6 tiles from x1, is not. x1 destroys a1: the assault has stalled.
    const units = [
      unit("a1", "red", "A", { i: 0, j: 3 }),
      unit("a9", "red", "A", { i: 0, j: -2 }),
      unit("x1", "blue", "X", { i: 0, j: 4 }),
    ];
    const state = roll(roll(toFight(assault.start(setup(units))), "attack:1:attacker", 6), "attack:1:defender", 1);
    expect(state.verdict).toMatchObject({ result: "defender-wins", by: "stall" });
    expect(state.killed.attacker).toEqual(["a1"]);
    expect(state.board.units.some((candidate) => candidate.id === "a9")).toBe(true);
  });
});
