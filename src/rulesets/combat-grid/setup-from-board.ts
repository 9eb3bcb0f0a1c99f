import { createBoardIndex } from "@engine/board/board-index";
import { ownerOf } from "@engine/validation/field-errors";
import { isRecord, readList, readOffset, readRecord } from "@engine/validation/read-fields";
import type { Board, Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import type { CombatGridMove } from "./state";
import { planMoves } from "./plan-moves";
import { STATUS } from "./statuses";
import { type CombatGridSetup, validateSetup } from "./setup";
import { own } from "@engine/names/own";
import { markerCount } from "@engine/board/cell-markers";
import { PREPARED_POSITION } from "./declarations";

/** Statuses on a board unit that the combat reads. */

const SELECTION = ownerOf("Combat", "combat", undefined);

/** Selection fields this adapter turns into setup fields itself; the rest pass through as they are. */
const READ_HERE = new Set(["square", "cameFrom", "acrossBridge"]);

/**
 * A combat setup read off a board: the units in the contested square, every artillery unit of the
 * two sides elsewhere (the ruleset judges which may barrage), the terrain of the squares involved
 * and the other contested squares. What the board cannot know comes with the selection: the square,
 * the active side, where each attacker came from and which crossed a bridge, weather, phase, Ops,
 * flanking and options (the fields of `validateSetup`). The prepared positions are the square's
 * markers on the board unless the selection says how many.
 *
 * A unit's track position is `data.stepsLost` (per-token state the host merges into the data);
 * statuses "tipped", "low-supply" and "doubled" set the matching flags.
 */
export function setupFromBoard(board: Board, selection: unknown): CombatGridSetup {
  const fields = readRecord(selection, SELECTION, "combat");
  const square = readOffset(fields["square"], SELECTION, "square");
  const grid = createCellGrid(board.grid);
  const inSquare = board.units.filter((unit) => occupies(unit, grid, square));
  const sides = new Set(inSquare.map((unit) => unit.side));
  const cameFrom = fields["cameFrom"] === undefined ? {} : readRecord(fields["cameFrom"], SELECTION, "cameFrom");
  const acrossBridge = new Set(
    fields["acrossBridge"] === undefined ? [] : readList(fields["acrossBridge"], SELECTION, "acrossBridge"),
  );
  const artillery = board.units.filter((unit) => !inSquare.includes(unit) && sides.has(unit.side) && isArtillery(unit));
  const key = grid.key(square);
  const index = createBoardIndex(board);
  const rest = Object.fromEntries(Object.entries(fields).filter(([name]) => !READ_HERE.has(name)));
  const setup = validateSetup({
    ...rest,
    preparedPositions: fields["preparedPositions"] ?? markerCount(board, PREPARED_POSITION, square),
    grid: board.grid,
    square,
    units: inSquare.map((unit) => ({
      ...common(unit),
      ...(own(cameFrom, unit.id) === undefined ? {} : { cameFrom: own(cameFrom, unit.id) }),
      acrossBridge: acrossBridge.has(unit.id),
    })),
    artillery: artillery.map((unit) => ({ ...common(unit), cell: firstCell(unit) })),
    terrain: [square, ...artillery.map(firstCell)].flatMap((cell) => {
      // The top area (listed last) gives the square its terrain.
      const kind = index.terrainKindsAt(cell).at(-1);
      return kind === undefined ? [] : [{ cell, kind }];
    }),
    contested: index.contestedCells().filter((cell) => grid.key(cell) !== key),
  });
  return { ...setup, noRetreat: trapped(board, setup) };
}

/**
 * The defenders that a retreat would eliminate, on the board as it stands: their retreats planned
 * as the end of the combat plans them (away from the squares the attackers came from, the
 * option's number of squares, one after another).
 */
function trapped(board: Board, setup: CombatGridSetup): string[] {
  const attackers = setup.units.filter((unit) => unit.side === setup.activeSide);
  const awayFrom = attackers.flatMap((unit) => (unit.cameFrom === null ? [] : [unit.cameFrom]));
  const cells = setup.options.retreatSquares;
  const requests = setup.units
    .filter((unit) => unit.side !== setup.activeSide)
    .map((unit): CombatGridMove => ({ kind: "retreat", unitId: unit.id, awayFrom, cells }));
  return planMoves(board, requests).events.flatMap((event) => (event.kind === "removed" ? [event.unitId] : []));
}

function common(unit: Unit) {
  const { stepsLost, ...data } = unit.data;
  return {
    id: unit.id,
    name: unit.name,
    side: unit.side,
    data,
    ...(stepsLost === undefined ? {} : { stepsLost }),
    tipped: unit.status.includes(STATUS.tipped),
    lowSupply: unit.status.includes(STATUS.lowSupply),
    doubled: unit.status.includes(STATUS.doubled),
  };
}

function isArtillery(unit: Unit): boolean {
  return isRecord(unit.data) && unit.data["type"] === "artillery";
}

function cellsOf(unit: Unit): readonly Offset[] {
  return unit.footprint.kind === "cells" ? unit.footprint.cells : [];
}

function occupies(unit: Unit, grid: CellGrid, cell: Offset): boolean {
  const key = grid.key(cell);
  return cellsOf(unit).some((c) => grid.key(c) === key);
}

function firstCell(unit: Unit): Offset {
  const [cell] = cellsOf(unit);
  if (!cell) throw new Error(`Unit ${unit.id} has no cell on a square grid`);
  return cell;
}
