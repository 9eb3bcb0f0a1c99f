import { createBoardIndex } from "@engine/board/board-index";
import type { Board, Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { createCellGrid } from "@engine/grid/cell-grid";
import { nearestDistance } from "@engine/movement/grid/away";
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
  /** Answers about an ordered pair of units, each worked out once (ids are plain names: a two-level map, no joined key). */
  const memoPair = <T>(f: (a: string, b: string) => T): ((a: string, b: string) => T) => {
    const known = new Map<string, Map<string, T>>();
    return (a, b) => {
      let row = known.get(a);
      if (row === undefined) {
        row = new Map();
        known.set(a, row);
      }
      const found = row.get(b);
      if (found !== undefined) return found;
      const value = f(a, b);
      row.set(b, value);
      return value;
    };
  };
  const contacts = memo((id) => new Set(index.contactsOf(id)));
  const distance = memoPair((a, b) => nearestDistance(grid, cellsOf(units.get(a)), cellsOf(units.get(b))));
  const sight = memoPair((from, to) => index.lineOfFire(from, to));
  const kinds = memo((id) => [...new Set(cellsOf(units.get(id)).flatMap((cell) => index.terrainKindsAt(cell)))]);
  return {
    contact: (a, b) => contacts(a).has(b),
    distance: (a, b) => (a < b ? distance(a, b) : distance(b, a)),
    lineOfFire: sight,
    terrainKinds: kinds,
  };
}
