import type { BoardIndex } from "../board/board-index";
import type { Offset } from "../model/coordinates";
import type { DragReach } from "./normal-move";

/** The cells of the enemy zones of control that shape a drag's reach (its `zoneHolders`), each once: what a host outlines. */
export function reachZoneCells(index: BoardIndex, reach: DragReach): Offset[] {
  if (reach.kind !== "cells") return [];
  const seen = new Map<string, Offset>();
  for (const id of reach.zoneHolders)
    for (const cell of index.zocCellsOfUnit(id)) seen.set(`${cell.i},${cell.j}`, cell);
  return [...seen.values()];
}
