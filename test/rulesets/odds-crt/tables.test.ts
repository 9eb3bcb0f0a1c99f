import { describe, it, expect } from "vitest";
import { combat, counter, hex, hexBoard, roll } from "./fixtures";

/*
 * Every cell of both shipped tables, through the session: strengths chosen to land on each column,
 * then each face of the die. The expected grids are written out here by hand, die 1 first, from
 * the tables as authored (definitions/classic.json, definitions/step-loss.json).
 */
const A = hex(0, 0);
const D = hex(1, 0);

function resultOf(definition: string, attack: number, defence: number, die: number): string | undefined {
  const board = hexBoard([counter("a", "red", A, { attack }), counter("d", "blue", D, { defence })]);
  return roll(combat(board, [A], [D], definition), die).combat?.result;
}

// Classic, defence 2: 1:2 is attack 1, 1:1 is 2, then 4, 6, 8, 10, 12.
const CLASSIC_ATTACKS = [1, 2, 4, 6, 8, 10, 12];
const CLASSIC = [
  /* die 1 */ ["AE", "AE", "AR", "AR", "DR", "DR", "EX"],
  /* die 2 */ ["AE", "AR", "AR", "DR", "DR", "EX", "DR"],
  /* die 3 */ ["AR", "AR", "NE", "DR", "EX", "DR", "DE"],
  /* die 4 */ ["AR", "NE", "DR", "EX", "DR", "DE", "DE"],
  /* die 5 */ ["NE", "DR", "EX", "DR", "DE", "DE", "DE"],
  /* die 6 */ ["DR", "EX", "DR", "DE", "DE", "DE", "DE"],
];

// Step loss, defence 6: 1:3 is attack 2, 1:2 is 3, 1:1 is 6, then 12, 18, 24, 30.
const STEP_LOSS_ATTACKS = [2, 3, 6, 12, 18, 24, 30];
const STEP_LOSS = [
  /* die 1 */ ["AL", "AL", "AL", "AR", "NE", "DR", "DRL"],
  /* die 2 */ ["AL", "AL", "AR", "NE", "DR", "DRL", "DRL"],
  /* die 3 */ ["AL", "AR", "NE", "DR", "DRL", "DRL", "DE"],
  /* die 4 */ ["AR", "NE", "DR", "DRL", "DL", "DE", "DE"],
  /* die 5 */ ["NE", "DR", "DRL", "DL", "DE", "DE", "DE"],
  /* die 6 */ ["DR", "DRL", "DL", "BL", "DE", "DE", "DE"],
];

const cells = (grid: readonly (readonly string[])[], attacks: readonly number[]) =>
  grid.flatMap((row, face) => row.map((code, column) => ({ die: face + 1, attack: attacks[column] ?? 0, code })));

describe("the classic table, every cell", () => {
  it.each(cells(CLASSIC, CLASSIC_ATTACKS))("attack $attack against 2, die $die: $code", ({ attack, die, code }) => {
    expect(resultOf("classic", attack, 2, die)).toBe(code);
  });
});

describe("the step-loss table, every cell", () => {
  it.each(cells(STEP_LOSS, STEP_LOSS_ATTACKS))("attack $attack against 6, die $die: $code", ({ attack, die, code }) => {
    expect(resultOf("step-loss", attack, 6, die)).toBe(code);
  });
});
