import type { BoardIndexSettings } from "@engine/board/board-index-options";
import { actsOnLevel, sameLevel } from "@engine/board/levels";
import type { Board, Unit, Wall } from "@engine/board/types";
import type { Offset, Point } from "@engine/model/coordinates";
import type { LabelledDefault } from "@engine/rulesets/values";
import { segmentsIntersect } from "@engine/geometry/segment";
import { distance } from "@engine/geometry/vector";
import { footprintCenter } from "@engine/grid/footprint";
import { pixelsPerUnit } from "@engine/grid/scale";
import { createGridMoveContext } from "./grid/grid-move-context";
import { resolveGridMoveRules, type GridMoveSettings } from "./grid/grid-move-rules";
import type { GridQueries } from "./grid/grid-queries";
import { causeOf, endObstacle, entryObstacle, inEnemyZoc, moverOf, otherOf, zocHolder, type Mover } from "./grid/mover";
import { COST_TOLERANCE, mayEnd, searchMoves, type Reached } from "./grid/search";
import { stepNeighbours } from "./grid/step-length";
import { terrainAlongPath } from "./gridless/terrain-along";
import type { BlockCause, MovePlan } from "./move-plan";

/**
 * A unit's ordinary move, the one a person makes by dragging its token between combats: up to its
 * move allowance (`Unit.move`: cells on a grid, table units gridless), under its rule system's
 * rules for terrain and enemy zones of control. A rule system that declares none lets a drag go anywhere.
 */
export interface NormalMoveRules {
  /** The reference page of the default, where the rule system's text says nothing of ordinary moves. */
  readonly labelledDefault?: LabelledDefault;
  /**
   * What enemy zones of control do (grid): "stop" (a unit may enter one but goes no further that
   * move), "forbidden" (a unit never enters one) or "ignore".
   */
  readonly zoc: "stop" | "forbidden" | "ignore";
  /** Whether a unit that starts in an enemy zone of control may move out of it. */
  readonly leaveZoc: boolean;
  /** Whether a move may end in a cell holding enemies (combat-grid's contested squares); it stops there. */
  readonly enterEnemyCells: boolean;
  /** Terrain costs, impassable kinds and stacking on a grid (GridMoveRules; its `zoc` is this declaration's). */
  readonly grid?: Omit<GridMoveSettings, "zoc">;
  /** Gridless: area kinds a move may not cross. */
  readonly impassable?: readonly string[];
  /** Gridless: the unit's allowance in a terrain kind where it differs from its `move` (the slowest kind crossed counts). */
  readonly allowanceIn?: (unit: Unit, kind: string) => number;
}

/** Why a drop is refused, as data; a view puts it in words. Distances are cells, or table units gridless. */
export type DropRefusal =
  | { readonly kind: "too-far"; readonly unitId: string; readonly allowance: number; readonly needed: number }
  | { readonly kind: "leave-zoc"; readonly unitId: string; readonly otherId: string }
  | { readonly kind: "zoc-stop"; readonly unitId: string }
  | { readonly kind: "zoc-forbidden"; readonly unitId: string; readonly otherId: string }
  | { readonly kind: "blocked"; readonly unitId: string; readonly cause: BlockCause; readonly otherId?: string }
  | { readonly kind: "no-way"; readonly unitId: string };

export type DropCheck = { readonly legal: true } | { readonly legal: false; readonly refusal: DropRefusal };

/**
 * Where a drag may go: anywhere (no rules declared), the anchor cells a grid move may end on (the
 * start included), or gridless a disc around the start centre (pixels) the drop check refines.
 * `zoneHolders`: the enemies whose zones stop or bar the move, for a host to pick out.
 */
export type DragReach =
  | { readonly kind: "free" }
  | { readonly kind: "cells"; readonly cells: readonly Offset[]; readonly zoneHolders: readonly string[] }
  | { readonly kind: "area"; readonly center: Point; readonly radius: number };

/** Where one unit is dropped: its anchor cell (the footprint's first cell) on a grid, its centre gridless. */
export type DropTarget = { readonly unitId: string; readonly to: Offset | Point };

const LEGAL: DropCheck = { legal: true };

/**
 * Where the units (one, or a stack moving as one) may be dragged this move. Computed once when a
 * drag starts; for a stack, the places every unit may reach.
 */
export function dragReach(
  board: Board,
  rules: NormalMoveRules | undefined,
  zoc: BoardIndexSettings,
  unitIds: readonly string[],
): DragReach {
  const units = unitIds.flatMap((id) => board.units.filter((unit) => unit.id === id));
  const [first] = units;
  if (rules === undefined || first === undefined) return { kind: "free" };
  if (board.grid.kind === "gridless") {
    const radius = Math.min(...units.map((unit) => unit.move)) * pixelsPerUnit(board.grid);
    return { kind: "area", center: footprintCenter(first), radius };
  }
  const q = createGridMoveContext(board, zoc);
  const holders = new Set<string>();
  const each = units.map((unit) => {
    const mover = moverOfRules(q, unit.id, rules);
    const reached = search(q, mover, rules, unit.move);
    for (const at of reached) addHolders(q, mover, rules, at, holders);
    return new Map(
      reached.filter((at) => endsHere(q, mover, rules, at)).map((at) => [q.grid.key(at.anchor), at.anchor]),
    );
  });
  const [mine, ...others] = each;
  const cells = [...(mine ?? new Map<number, Offset>())].filter(([key]) => others.every((m) => m.has(key)));
  return { kind: "cells", cells: cells.map(([, cell]) => cell), zoneHolders: [...holders].sort() };
}

/** Whether the drop is a legal move for every unit dropped, else the first unit's refusal. */
export function checkDrop(
  board: Board,
  rules: NormalMoveRules | undefined,
  zoc: BoardIndexSettings,
  targets: readonly DropTarget[],
): DropCheck {
  return dropChecker(board, rules, zoc)(targets);
}

/** `checkDrop` for many drops on one board: the board's index is built once. */
export function dropChecker(
  board: Board,
  rules: NormalMoveRules | undefined,
  zoc: BoardIndexSettings,
): (targets: readonly DropTarget[]) => DropCheck {
  if (rules === undefined) return () => LEGAL;
  if (board.grid.kind === "gridless") return (targets) => firstRefusal(targets, (t) => checkGridless(board, rules, t));
  const q = createGridMoveContext(board, zoc);
  return (targets) => firstRefusal(targets, (t) => ("i" in t.to ? checkGridCell(q, rules, t.unitId, t.to) : LEGAL));
}

function firstRefusal(targets: readonly DropTarget[], check: (target: DropTarget) => DropCheck): DropCheck {
  for (const target of targets) {
    const result = check(target);
    if (!result.legal) return result;
  }
  return LEGAL;
}

function moverOfRules(q: GridQueries, unitId: string, rules: NormalMoveRules): Mover {
  const zoc = rules.zoc === "forbidden" ? "forbidden" : "allowed";
  return moverOf(q, unitId, resolveGridMoveRules({ ...rules.grid, zoc }));
}

/** The unit's queries with enemies' cells open to it, where a move may end in them. */
function enemiesOpen(q: GridQueries, unit: Unit): GridQueries {
  const foe = (id: string): boolean => {
    const other = q.unit(id);
    return other !== undefined && other.side !== unit.side && sameLevel(other, unit);
  };
  return { ...q, unitsInCell: (cell) => q.unitsInCell(cell).filter((id) => !foe(id)) };
}

function holdsEnemy(q: GridQueries, unit: Unit, cells: readonly Offset[]): string | null {
  for (const cell of cells)
    for (const id of q.unitsInCell(cell)) {
      const other = q.unit(id);
      if (other !== undefined && other.side !== unit.side && sameLevel(other, unit)) return id;
    }
  return null;
}

/**
 * Every position the unit can reach for at most `allowance`, by the grid planners' own search:
 * a stop zone, or an enemy's cell where one may be entered, ends the move there.
 */
function search(
  q: GridQueries,
  mover: Mover,
  rules: NormalMoveRules,
  allowance: number,
  stop = true,
  until?: (at: Reached) => boolean,
): Reached[] {
  const start = mover.block.cellsAt(mover.block.anchor);
  const stopsInZoc = stop && rules.zoc === "stop";
  if (stopsInZoc && !rules.leaveZoc && inEnemyZoc(q, mover, start))
    return searchMoves(q, mover, { limit: { steps: 0 } });
  const queries = rules.enterEnemyCells ? enemiesOpen(q, mover.unit) : q;
  // Positions settle cheapest first, so once `until` holds nothing cheaper is left to find.
  let found = false;
  return searchMoves(queries, mover, {
    limit: { allowance },
    expand: (at) => {
      found ||= until?.(at) ?? false;
      return (
        !found &&
        (at.steps === 0 ||
          (!(stopsInZoc && inEnemyZoc(q, mover, at.cells)) &&
            !(rules.enterEnemyCells && holdsEnemy(q, mover.unit, at.cells) !== null)))
      );
    },
  });
}

function endsHere(q: GridQueries, mover: Mover, rules: NormalMoveRules, at: Reached): boolean {
  // An enemy's cell holds no friends to count against stacking, so the stacking rule alone decides.
  return (
    at.steps === 0 || (mayEnd(q, mover, at) && (rules.enterEnemyCells || holdsEnemy(q, mover.unit, at.cells) === null))
  );
}

/** Adds the enemies whose zones cover the cells of the position or its neighbours: the zones that shape the move. */
function addHolders(q: GridQueries, mover: Mover, rules: NormalMoveRules, at: Reached, into: Set<string>): void {
  if (rules.zoc === "ignore") return;
  for (const cell of at.cells)
    for (const near of [cell, ...stepNeighbours(q.grid, cell)])
      for (const id of q.zocCoverersOfCell(near, mover.unit)) {
        const other = q.unit(id);
        if (other !== undefined && other.side !== mover.unit.side) into.add(id);
      }
}

/**
 * The check of one grid drop, independent of `dragReach`'s pruning: the cheapest way to the cell
 * under a generous search, against the allowance; when there is none, the rule that bars it.
 */
function checkGridCell(q: GridQueries, rules: NormalMoveRules, unitId: string, to: Offset): DropCheck {
  const mover = moverOfRules(q, unitId, rules);
  const { unit } = mover;
  const from = mover.block.anchor;
  if (from.i === to.i && from.j === to.j) return LEGAL;
  const key = q.grid.key(to);
  const target = (at: Reached): boolean => q.grid.key(at.anchor) === key && endsHere(q, mover, rules, at);
  const cheapest = (reached: readonly Reached[]): Reached | undefined => reached.find(target);
  if (cheapest(search(q, mover, rules, unit.move, true, target)) !== undefined) return LEGAL;
  // Only to say why: a search wide enough for the usual detours, not every way round the board.
  const span = unit.move + q.grid.distance(from, to) + 2;
  const best = cheapest(search(q, mover, rules, span, true, target));
  if (best !== undefined)
    return { legal: false, refusal: { kind: "too-far", unitId, allowance: unit.move, needed: best.cost } };
  const start = mover.block.cellsAt(from);
  if (rules.zoc === "stop" && !rules.leaveZoc && inEnemyZoc(q, mover, start)) {
    const holder = start.map((cell) => zocHolder(q, mover, cell)).find((id) => id !== null) ?? "";
    return { legal: false, refusal: { kind: "leave-zoc", unitId, otherId: holder } };
  }
  const cells = mover.block.cellsAt(to);
  const queries = rules.enterEnemyCells ? enemiesOpen(q, unit) : q;
  const obstacle = entryObstacle(queries, mover, start, cells) ?? endObstacle(q, mover, cells);
  if (obstacle !== null && obstacle.kind === "zoc")
    return { legal: false, refusal: { kind: "zoc-forbidden", unitId, otherId: obstacle.otherId } };
  if (obstacle !== null && obstacle.kind !== "wall") {
    const other = otherOf(obstacle);
    return {
      legal: false,
      refusal: {
        kind: "blocked",
        unitId,
        cause: causeOf(obstacle),
        ...(other === undefined ? {} : { otherId: other }),
      },
    };
  }
  if (rules.zoc === "stop" && cheapest(search(q, mover, rules, span, false, target)) !== undefined)
    return { legal: false, refusal: { kind: "zoc-stop", unitId } };
  if (rules.zoc === "forbidden") {
    const free = moverOf(q, unitId, resolveGridMoveRules({ ...rules.grid, zoc: "allowed" }));
    if (cheapest(search(q, free, rules, span, true, target)) !== undefined) {
      const holder = [...cells, ...start].map((cell) => zocHolder(q, mover, cell)).find((id) => id !== null);
      return { legal: false, refusal: { kind: "zoc-forbidden", unitId, otherId: holder ?? "" } };
    }
  }
  return { legal: false, refusal: { kind: "no-way", unitId } };
}

/** A gridless drop: straight from centre to centre, within the allowance of the slowest ground crossed, through no wall or impassable area. */
function checkGridless(board: Board, rules: NormalMoveRules, target: DropTarget): DropCheck {
  const unit = board.units.find((u) => u.id === target.unitId);
  if (unit === undefined || "i" in target.to) return LEGAL;
  const from = footprintCenter(unit);
  const to = target.to;
  const crossed = (wall: Wall): boolean =>
    wall.blocksMove && actsOnLevel(wall.levels, unit.level) && segmentsIntersect(from, to, wall.a, wall.b);
  if (board.terrain.walls.some(crossed))
    return { legal: false, refusal: { kind: "blocked", unitId: unit.id, cause: "wall" } };
  const plan: MovePlan = {
    moves: [{ unitId: unit.id, path: [from, to], footprint: unit.footprint, facing: unit.facing, distance: 0 }],
    events: [],
  };
  const kinds = terrainAlongPath(board, plan, unit.id);
  const impassable = rules.impassable ?? ["impassable"];
  if (kinds.some((kind) => impassable.includes(kind)))
    return { legal: false, refusal: { kind: "blocked", unitId: unit.id, cause: "terrain" } };
  const allowanceIn = rules.allowanceIn;
  const allowance =
    allowanceIn === undefined || kinds.length === 0
      ? unit.move
      : Math.min(...kinds.map((kind) => allowanceIn(unit, kind)));
  const needed = distance(from, to) / pixelsPerUnit(board.grid);
  return needed <= allowance + COST_TOLERANCE
    ? LEGAL
    : { legal: false, refusal: { kind: "too-far", unitId: unit.id, allowance, needed } };
}
