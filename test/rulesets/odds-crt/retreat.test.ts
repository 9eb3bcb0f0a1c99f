import { describe, it, expect } from "vitest";
import { oddsCrt } from "@rulesets/odds-crt/odds-crt-ruleset";
import { after, area, cellOf, combat, counter, decide, decision, hex, hexBoard, id, outcomeOf, roll } from "./fixtures";

/*
 * Red attacks from A (0,0) into D (1,0). D's neighbours are (2,0), (1,1), (2,-1), (1,-1), (0,1)
 * and A; (1,-1) and (0,1) are also next to A, in its zone of control, so a one-hex retreat has
 * (2,0), (1,1) and (2,-1) left, each 2 hexes from A.
 * Classic: 4 against 2 is 2:1, whose die 4 is DR (retreat 1 hex, the defender picks).
 * Step loss: 12 against 6 is 2:1, whose die 3 is DR (retreat 2 hexes, the attacker picks).
 */
const A = hex(0, 0);
const D = hex(1, 0);
const red = (unitId: string, at = A, attack = 4) => counter(unitId, "red", at, { attack });
const blue = (unitId: string, at = D) => counter(unitId, "blue", at, { defence: 2 });

function classicDr(board: ReturnType<typeof hexBoard>) {
  return roll(combat(board, [A], [D]), 4);
}

/** A classic-like definition with room for one unit a hex and displacement, for the displacement examples. */
function crowded(displacement: boolean) {
  return {
    id: "crowded",
    columns: ["1:1", "2:1"],
    table: [
      ["DR", "DR"],
      ["DR", "DR"],
    ],
    results: { DR: { defender: { retreat: 1 } } },
    retreat: { chooser: "owner", stackingLimit: 1, displacement },
  };
}

describe("a one-hex retreat (classic)", () => {
  it("offers the defender every legal hex, and shows the refused ones with why", () => {
    const board = hexBoard([red("a"), blue("d")]);
    const step = decision(classicDr(board));
    expect(step.id).toBe("retreat:d");
    expect(step.side).toBe("blue");
    const legal = step.options.filter((option) => option.legal).map((option) => option.id);
    // Tied on both priorities (2 hexes from A, clear ground): ranked by row, then column.
    expect(legal.sort()).toEqual([id(2, 0), id(1, 1), id(2, -1)].sort());
    const refused = step.options.filter((option) => !option.legal).map((option) => [option.id, option.reason?.key]);
    expect(refused).toEqual(
      expect.arrayContaining([
        [id(0, 0), "WARGAME.View.Why.Refused.Enemy"],
        [id(1, -1), "WARGAME.View.Why.Refused.Zoc"],
        [id(0, 1), "WARGAME.View.Why.Refused.Zoc"],
      ]),
    );
    const state = decide(classicDr(board), "retreat:d", id(2, -1));
    expect(outcomeOf(state).retreats).toEqual([{ unit: "d", hex: id(2, -1) }]);
    expect(cellOf(after(board, state), "d")).toEqual(hex(2, -1));
  });

  it("ranks by the definition's priorities: a town's doubled defence wins the tie, and no one is asked", () => {
    const board = hexBoard([red("a"), blue("d")], [area("t", "urban", [hex(1, 1)])]);
    const state = classicDr(board);
    expect(outcomeOf(state).retreats).toEqual([{ unit: "d", hex: id(1, 1) }]);
  });

  it("eliminates a unit whose every hex is in an enemy zone of control", () => {
    // x at (3,-1) holds (2,-1) and (2,0) in its zone; y at (1,2) holds (1,1).
    const board = hexBoard([red("a"), red("x", hex(3, -1), 0), red("y", hex(1, 2), 0), blue("d")]);
    const state = classicDr(board);
    expect(outcomeOf(state)).toMatchObject({ eliminated: ["d"], retreats: [{ unit: "d", hex: null }] });
    const lines = state.effects.flatMap((effect) => (effect.kind === "log" ? [effect.line] : []));
    expect(lines.map((line) => line.key)).toContain("WARGAME.OddsCrt.Log.NoRetreat");
    expect(
      lines.filter((line) => line.key === "WARGAME.View.Why.Refused.Zoc").map((line) => line.data["other"]),
    ).toEqual(expect.arrayContaining(["x", "y", "a"]));
    expect(after(board, state).units.map((unit) => unit.id)).not.toContain("d");
  });

  it("eliminates a unit blocked by an enemy, impassable ground and the map's edge", () => {
    // e (red) stands in (1,1); (2,0) is impassable; (2,-1) lies in row -1, beyond the edge at row 0.
    const board = hexBoard([red("a"), red("e", hex(1, 1), 0), blue("d")], [area("lake", "impassable", [hex(2, 0)])], {
      minI: 0,
      maxI: 6,
      minJ: -6,
      maxJ: 6,
    });
    const state = classicDr(board);
    expect(outcomeOf(state).eliminated).toEqual(["d"]);
    const refused = state.effects.flatMap((effect) => (effect.kind === "log" ? [effect.line] : []));
    // Each refused hex named by row and column, as the move list names cells.
    const keyAt = (q: number, r: number): string | undefined =>
      refused.find((line) => line.data["i"] === hex(q, r).i && line.data["j"] === hex(q, r).j)?.key;
    expect(keyAt(1, 1)).toBe("WARGAME.View.Why.Refused.Enemy");
    expect(keyAt(2, 0)).toBe("WARGAME.View.Why.Refused.Terrain");
    expect(keyAt(2, -1)).toBe("WARGAME.View.Why.Refused.Edge");
  });
});

describe("displacement, a last resort", () => {
  // (1,1) and (2,-1) impassable; g, a blue friend, fills (2,0) (one unit a hex).
  const board = hexBoard(
    [red("a"), blue("d"), blue("g", hex(2, 0))],
    [area("rocks", "impassable", [hex(1, 1), hex(2, -1)])],
  );
  const fight = (displacement: boolean) =>
    roll(combat(board, [A], [D], "custom", { customDefinition: [crowded(displacement)] }), 1);

  it("moves the friend on one hex to make room", () => {
    // g goes on from (2,0) to a neighbour it may enter: not D, not the rocks; (3,0), (2,1) and
    // (3,-1) are all 3 from A, so the lowest row: (3,-1), in row -1.
    const state = fight(true);
    expect(outcomeOf(state)).toMatchObject({ displaced: ["g"], retreats: [{ unit: "d", hex: id(2, 0) }] });
    const end = after(board, state);
    expect(cellOf(end, "d")).toEqual(hex(2, 0));
    expect(cellOf(end, "g")).toEqual(hex(3, -1));
    const plan = oddsCrt.planMoves(board, state);
    expect(plan.moves.map((move) => [move.unitId, move.why?.rule.kind])).toEqual([
      ["g", "pushed"],
      ["d", "retreat"],
    ]);
  });

  it("without it, the full hex is refused and the unit eliminated", () => {
    const state = fight(false);
    expect(outcomeOf(state).eliminated).toEqual(["d"]);
    expect(
      state.effects.some((effect) => effect.kind === "log" && effect.line.key === "WARGAME.View.Why.Refused.Stacking"),
    ).toBe(true);
  });
});

describe("a two-hex retreat (step loss)", () => {
  // Ends 2 hexes from D: (3,0), (3,-1), (2,1), (1,2), (3,-2) are 3 from A; (0,2) and (2,-2) only 2.
  const fight = (board: ReturnType<typeof hexBoard>) => roll(combat(board, [A], [D], "step-loss"), 3);

  it("is picked by the attacker among the best ranked; nearer hexes are ranked lower with why", () => {
    const board = hexBoard([counter("a", "red", A, { attack: 12 }), counter("d", "blue", D, { defence: 6 })]);
    const step = decision(fight(board));
    expect(step.side).toBe("red");
    expect(
      step.options
        .filter((option) => option.legal)
        .map((option) => option.id)
        .sort(),
    ).toEqual([id(3, 0), id(3, -1), id(2, 1), id(1, 2), id(3, -2)].sort());
    const lower = step.options.filter((option) => option.reason?.key === "WARGAME.OddsCrt.Ranked.furthest-from-enemy");
    expect(lower.map((option) => option.id).sort()).toEqual([id(0, 2), id(2, -2)].sort());
    const state = decide(fight(board), "retreat:d", id(1, 2));
    const moved = oddsCrt.planMoves(board, state).moves[0];
    expect(moved?.cells).toHaveLength(3);
    expect(cellOf(after(board, state), "d")).toEqual(hex(1, 2));
  });

  it("puts an empty hex first: a friend in (3,0) ranks it lower", () => {
    const board = hexBoard([
      counter("a", "red", A, { attack: 12 }),
      counter("d", "blue", D, { defence: 6 }),
      counter("f", "blue", hex(3, 0), { defence: 0 }),
    ]);
    const step = decision(fight(board));
    expect(step.options.find((option) => option.id === id(3, 0))?.reason?.key).toBe("WARGAME.OddsCrt.Ranked.empty-hex");
  });
});
