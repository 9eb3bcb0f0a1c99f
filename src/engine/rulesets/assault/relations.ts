import { createBoardIndex } from "../../board/board-index";
import type { Board, Unit } from "../../board/types";
import type { Offset } from "../../model/coordinates";
import { createCellGrid } from "../../grid/cell-grid";
import { nearestDistance } from "../../movement/grid/away";
import type { AssaultOptions } from "./options";
import { indexSettings } from "./state-helpers";

/**
 * What a round's fight asks of the board, unit by unit and pair by pair: contact, distance in tiles,
 * line of fire, the terrain a unit stands in. Each answer depends only on the two units' places
 * and the terrain, never on other units, so the answers stay true for the units left after some
 * are destroyed: the odds ask one set of relations for every round they explore.
 */
export interface Relations {
  contact(a: string, b: string): boolean;
  /** The fewest tiles between a cell of one unit and a cell of the other. */
  distance(a: string, b: string): number;
  lineOfFire(from: string, to: string): boolean;
  /** The terrain kinds of the cells the unit stands in. */
  terrainKinds(id: string): readonly string[];
}

function cellsOf(unit: Unit | undefined): readonly Offset[] {
  return unit?.footprint.kind === "cells" ? unit.footprint.cells : [];
}

/** The relations of the units of a board, from its board index, each answer worked out once. */
export function relationsOf(board: Board, options: AssaultOptions): Relations {
  const index = createBoardIndex(board, indexSettings(options));
  const grid = createCellGrid(board.grid);
  const units = new Map(board.units.map((unit) => [unit.id, unit]));
  const memo = <T>(f: (key: string) => T): ((key: string) => T) => {
    const known = new Map<string, T>();
    return (key) => {
      const found = known.get(key);
      if (found !== undefined) return found;
      const value = f(key);
      known.set(key, value);
      return value;
    };
  };
  const contacts = memo((id) => new Set(index.contactsOf(id)));
  const distance = memo((pair) => {
    const [a = "", b = ""] = JSON.parse(pair) as string[];
    return nearestDistance(grid, cellsOf(units.get(a)), cellsOf(units.get(b)));
  });
  const sight = memo((pair) => {
    const [a = "", b = ""] = JSON.parse(pair) as string[];
    return index.lineOfFire(a, b);
  });
  const kinds = memo((id) => [...new Set(cellsOf(units.get(id)).flatMap((cell) => index.terrainKindsAt(cell)))]);
  return {
    contact: (a, b) => contacts(a).has(b),
    distance: (a, b) => distance(JSON.stringify(a < b ? [a, b] : [b, a])),
    lineOfFire: (from, to) => sight(JSON.stringify([from, to])),
    terrainKinds: kinds,
  };
}
