import { describe, it, expect } from "vitest";
import { baseColumn } from "@rulesets/odds-crt/column";
import { columnLabel } from "@rulesets/odds-crt/definition";
import { shippedDefinition } from "@rulesets/odds-crt/shipped-definitions";
import { strengthsOf } from "@rulesets/odds-crt/strengths";
import { oddsCrt } from "@rulesets/odds-crt/odds-crt-ruleset";
import { area, counter, hex, hexBoard } from "./fixtures";

const classic = shippedDefinition("classic");
const label = (attack: number, defence: number): string =>
  columnLabel(classic.columns[baseColumn(classic.columns, attack, defence)] ?? { attacker: 0, defender: 0 });

describe("odds, rounded in the defender's favour (classic columns 1:2 to 6:1)", () => {
  it.each([
    // 7/3 = 2.33: reaches 2:1, not 3:1.
    [7, 3, "2:1"],
    // 11/4 = 2.75: 2:1.
    [11, 4, "2:1"],
    // 6/3 = 2 exactly: 2:1.
    [6, 3, "2:1"],
    // 5/6 = 1:1.2: short of 1:1, so the next lower column, 1:2.
    [5, 6, "1:2"],
    // 3/6 = 1:2 exactly.
    [3, 6, "1:2"],
    // 1/5 = 1:5: below the first column, clamped to it.
    [1, 5, "1:2"],
    // 40/1: beyond the last column, clamped to it.
    [40, 1, "6:1"],
    // An attack of 0 uses the first column, a defence of 0 the last.
    [0, 3, "1:2"],
    [3, 0, "6:1"],
    // A defence of 4.5 (a halved multiplier): 9/4.5 = 2 exactly, 2:1; 8/4.5 = 1.78, 1:1.
    [9, 4.5, "2:1"],
    [8, 4.5, "1:1"],
  ])("%d against %d is %s", (attack, defence, expected) => {
    expect(label(attack, defence)).toBe(expected);
  });
});

/* Terrain: red attacks from A into D. */
const A = hex(0, 0);
const D = hex(1, 0);
const B = hex(0, 1); // also next to D, for a second attacking hex

function strengths(definition: string, attack: number, defence: number, areas: ReturnType<typeof area>[], two = false) {
  const units = [counter("a", "red", A, { attack }), counter("d", "blue", D, { defence })];
  const board = hexBoard(two ? [...units, counter("b", "red", B, { attack: 0 })] : units, areas);
  const setup = oddsCrt.setupFromBoard(board, { attackers: two ? [A, B] : [A], targets: [D], options: { definition } });
  const result = strengthsOf(setup);
  const columns = setup.options.definition.columns;
  return {
    defence: result.defence,
    shift: result.column.shift,
    odds: columnLabel(columns[result.column.base] ?? { attacker: 0, defender: 0 }),
    column: columnLabel(columns[result.column.index] ?? { attacker: 0, defender: 0 }),
  };
}

describe("terrain", () => {
  it("doubles the defence in a classic town: 6 against 2 ×2 = 4 is 1.5:1, the 1:1 column", () => {
    expect(strengths("classic", 6, 2, [area("t", "urban", [D])])).toEqual({
      defence: 4,
      shift: 0,
      odds: "1:1",
      column: "1:1",
    });
  });

  it("shifts one column left for a defender in forest (step loss): 6 against 3 is 2:1, shifted to 1:1", () => {
    expect(strengths("step-loss", 6, 3, [area("f", "woods", [D])])).toEqual({
      defence: 3,
      shift: -1,
      odds: "2:1",
      column: "1:1",
    });
  });

  it("adds up shifts: forest and every attacking hex in a river, two columns left: 2:1 to 1:2", () => {
    const areas = [area("f", "woods", [D]), area("r", "river", [A, B])];
    expect(strengths("step-loss", 6, 3, areas, true)).toEqual({ defence: 3, shift: -2, odds: "2:1", column: "1:2" });
  });

  it("counts a river only when every attacking hex is in it", () => {
    expect(strengths("step-loss", 6, 3, [area("r", "river", [A])], true).shift).toBe(0);
    expect(strengths("step-loss", 6, 3, [area("r", "river", [A])]).shift).toBe(-1);
  });

  it("clamps a shift to the table: 2 against 6 is 1:3, the first column, and stays there in forest", () => {
    expect(strengths("step-loss", 2, 6, [area("f", "woods", [D])])).toEqual({
      defence: 6,
      shift: -1,
      odds: "1:3",
      column: "1:3",
    });
  });
});
