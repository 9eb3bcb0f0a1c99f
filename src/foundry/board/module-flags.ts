import { MODULE_ID } from "../constants";

/**
 * The module's flags, by key. On tokens: `side`, `formation`, `footprint`, `state` (per-token
 * state such as steps lost). On actors: `unit` = `{move, data}`. On regions: `terrain`,
 * `blocksSight`, and `cells` when a scenario drew the area as grid spaces (export writes it back so).
 * On scenes: `edge`, the board's edge on a grid (`Board.edge`: `{minI, maxI, minJ, maxJ}`, a
 * scenario's Adventure writes it; without it the board has no edge), `cellMarkers`, the markers
 * lying in its cells (`Board.markers`: `[{marker, cell, count}]`, written by the Adventure and the
 * GM; none: no markers), `unitState`, the state the module decides per token (unit-states.ts), and
 * `moveStarts`, where each token's move began this turn (movement/move-starts.ts). A token's
 * `state` flag is no longer read: its owner
 * could write it. Each is read through
 * `getFlag`, and named in messages by its full path.
 */
export const FLAG = {
  side: "side",
  formation: "formation",
  footprint: "footprint",
  state: "state",
  unit: "unit",
  terrain: "terrain",
  blocksSight: "blocksSight",
  cells: "cells",
  edge: "edge",
  cellMarkers: "cellMarkers",
  unitState: "unitState",
  moveStarts: "moveStarts",
} as const;

/** `flags.wargame-combat.<key>`, as a field path in messages and updates. */
export function flagPath(key: string): string {
  return `flags.${MODULE_ID}.${key}`;
}
