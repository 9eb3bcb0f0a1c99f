import type { Offset } from "@engine/model/coordinates";
import type { DecisionStep } from "@engine/session/types";

/** A unit's side and square, as the combat phase needs them. */
export type PlacedUnit = { readonly side: string; readonly cell: Offset };

/** The squares holding units of more than one side, sorted by row then column. */
export function contestedSquares(units: readonly PlacedUnit[]): Offset[] {
  const sides = new Map<string, { cell: Offset; sides: Set<string> }>();
  for (const { side, cell } of units) {
    const key = `${cell.i},${cell.j}`;
    const found = sides.get(key) ?? { cell: { i: cell.i, j: cell.j }, sides: new Set<string>() };
    found.sides.add(side);
    sides.set(key, found);
  }
  return [...sides.values()]
    .filter((entry) => entry.sides.size > 1)
    .map((entry) => entry.cell)
    .sort((a, b) => a.i - b.i || a.j - b.j);
}

/** The option id of a square in `nextSquareStep`. */
export function squareId(cell: Offset): string {
  return `${cell.i},${cell.j}`;
}

/**
 * The active side picks the contested square to resolve next. A host asks this after every
 * combat, with the squares still contested on the board as that combat left it, until none is.
 */
export function nextSquareStep(activeSide: string, contested: readonly Offset[]): DecisionStep | null {
  if (contested.length === 0) return null;
  return {
    kind: "decision",
    id: "next-square",
    side: activeSide,
    secret: false,
    sealed: [],
    prompt: { key: "WARGAME.CombatGrid.Prompt.NextSquare", data: { count: contested.length } },
    options: contested.map((cell) => ({
      id: squareId(cell),
      labelKey: "WARGAME.CombatGrid.Option.Square",
      data: { i: cell.i, j: cell.j },
      legal: true,
    })),
    min: 1,
    max: 1,
  };
}
