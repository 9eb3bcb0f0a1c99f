import type { OnLevel } from "@engine/board/board-index";
import { actsOnLevel, sameLevel } from "@engine/board/levels";
import type { Area, Board, Unit, Wall } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import type { Bounds } from "@engine/geometry/polygon";
import { EPSILON } from "@engine/geometry/epsilon";
import { pixelsPerUnit } from "@engine/grid/scale";
import { SpatialHash, segmentBoxes } from "@engine/board/spatial-hash";
import { terrainIndexOf, type TerrainIndex } from "@engine/board/terrain-index";
import { bodyBounds, bodyOf, type Body } from "./body";
import { checkNumber, gridlessError } from "./gridless-errors";
import { DEFAULT_MAX_CHAIN, type PlannerSettings, type ResolvedSettings } from "./rules";
import { LIMITS } from "@engine/limits";

interface UnitState {
  readonly unit: Unit;
  readonly body: Body;
}

/** Query boxes are widened by this so that shapes touching within EPSILON across a bucket edge are seen. */
const SLACK = 4 * EPSILON;

/**
 * A gridless board prepared for planning: its units in a spatial hash, its walls and areas in the
 * terrain index, and the units' places as a plan under construction has them. Planners move units
 * here as they resolve a plan and roll every change back before returning, so one world serves
 * any number of plans and planning never changes it.
 *
 * Expects a board that passes `validateBoard`. With `search: "exhaustive"` every query answers
 * with every unit, wall or area; the exact tests downstream then give the same plans.
 */
export class GridlessWorld {
  readonly settings: ResolvedSettings;
  /** Pixels per table unit. */
  readonly ppu: number;
  /** The contact tolerance in pixels. */
  readonly contactPx: number;
  /** Bucket size of the unit hash, and the length of the pieces a move's path is queried in. */
  readonly step: number;
  private readonly states = new Map<string, UnitState>();
  private readonly hash: SpatialHash<string> | null;
  private readonly terrain: TerrainIndex | null;
  private readonly moveWalls: readonly Wall[];
  /** Board order of walls and areas, so that indexed answers list them as exhaustive ones do. */
  private readonly order = new Map<Wall | Area, number>();
  private readonly areaById = new Map<string, Area>();
  private readonly undo: { readonly id: string; readonly before: UnitState | undefined }[] = [];

  constructor(
    readonly board: Board,
    settings: PlannerSettings = {},
  ) {
    if (board.grid.kind !== "gridless") throw gridlessError("NotGridless", { grid: board.grid.kind });
    this.settings = {
      contactTolerance: checkNumber("contactTolerance", settings.contactTolerance ?? 0),
      bounds: settings.bounds ?? null,
      maxChain: checkNumber("maxChain", settings.maxChain ?? DEFAULT_MAX_CHAIN, 0, LIMITS.units),
      search: settings.search ?? "indexed",
    };
    this.ppu = pixelsPerUnit(board.grid);
    this.contactPx = this.settings.contactTolerance * this.ppu;
    for (const unit of board.units) {
      if (unit.footprint.kind === "cells") throw gridlessError("CellsFootprint", { unit: unit.id });
      this.states.set(unit.id, { unit, body: bodyOf(unit) });
    }
    board.terrain.areas.forEach((area, index) => {
      this.areaById.set(area.id, area);
      this.order.set(area, index);
    });
    board.terrain.walls.forEach((wall, index) => this.order.set(wall, index));
    this.moveWalls = board.terrain.walls.filter((wall) => wall.blocksMove);
    this.step = bucketSize([...this.states.values()], board.grid.size);
    const indexed = this.settings.search === "indexed";
    this.hash = indexed ? new SpatialHash<string>(this.step) : null;
    this.terrain = indexed ? terrainIndexOf(board.terrain, board.grid, null) : null;
    for (const [id, state] of this.states) this.hash?.insert(id, [bodyBounds(state.body)]);
  }

  /** The unit as the plan has it now. Throws for an unknown (or removed) id. */
  unit(id: string): Unit {
    return this.stateOf(id).unit;
  }

  body(id: string): Body {
    return this.stateOf(id).body;
  }

  has(id: string): boolean {
    return this.states.has(id);
  }

  area(id: string): Area {
    const area = this.areaById.get(id);
    if (area === undefined) throw gridlessError("UnknownArea", { id });
    return area;
  }

  /** Boxes covering a straight move of a body reaching `reach` from its centre, widened by `pad`. */
  boxesAlong(from: Point, to: Point, reach: number, pad = 0): Bounds[] {
    return segmentBoxes(from, to, this.step, reach + pad + SLACK);
  }

  /**
   * Ids of the units that may meet the boxes (every unit when exhaustive), sorted; only those on
   * the level of `on` when given (a mover meets nothing on another scene level: board/levels.ts).
   */
  unitsNear(boxes: readonly Bounds[], on?: OnLevel): string[] {
    const hash = this.hash;
    let ids: string[];
    if (hash === null) ids = [...this.states.keys()].sort();
    else {
      const found = new Set<string>();
      for (const box of boxes) hash.query(box, found);
      ids = [...found].sort();
    }
    return on === undefined ? ids : ids.filter((id) => sameLevel(this.unit(id), on));
  }

  /** The walls that block movement and may meet the boxes (every such wall when exhaustive), in board order; on the level of `on` when given. */
  wallsNear(boxes: readonly Bounds[], on?: OnLevel): readonly Wall[] {
    const terrain = this.terrain;
    let walls: readonly Wall[] = this.moveWalls;
    if (terrain !== null) {
      const found = new Set<Wall>();
      for (const box of boxes) for (const wall of terrain.walls.wallsNear(box)) if (wall.blocksMove) found.add(wall);
      walls = this.inBoardOrder(found);
    }
    return on === undefined ? walls : walls.filter((wall) => actsOnLevel(wall.levels, on.level));
  }

  /** The areas that may meet the boxes (every area when exhaustive), in board order; on the level of `on` when given. */
  areasNear(boxes: readonly Bounds[], on?: OnLevel): readonly Area[] {
    const terrain = this.terrain;
    let areas: readonly Area[] = this.board.terrain.areas;
    if (terrain !== null) {
      const found = new Set<Area>();
      for (const box of boxes) for (const indexed of terrain.areasNear(box)) found.add(indexed.area);
      areas = this.inBoardOrder(found);
    }
    return on === undefined ? areas : areas.filter((area) => actsOnLevel(area.levels, on.level));
  }

  private inBoardOrder<T extends Wall | Area>(found: ReadonlySet<T>): T[] {
    return [...found].sort((a, b) => (this.order.get(a) ?? 0) - (this.order.get(b) ?? 0));
  }

  /** Puts a unit at a new footprint and facing, for the rest of the plan. */
  place(unit: Unit): void {
    const before = this.stateOf(unit.id);
    this.undo.push({ id: unit.id, before });
    this.set(unit.id, { unit, body: bodyOf(unit) });
  }

  /** Takes a unit off the board for the rest of the plan. */
  remove(id: string): void {
    const before = this.stateOf(id);
    this.undo.push({ id, before });
    this.set(id, undefined);
  }

  /** A point to roll back to. */
  mark(): number {
    return this.undo.length;
  }

  /** Undoes every change since the mark. */
  rollback(mark: number): void {
    while (this.undo.length > mark) {
      const last = this.undo.pop();
      if (last !== undefined) this.set(last.id, last.before);
    }
  }

  private set(id: string, state: UnitState | undefined): void {
    if (state === undefined) {
      this.states.delete(id);
      this.hash?.remove(id);
    } else {
      this.states.set(id, state);
      this.hash?.insert(id, [bodyBounds(state.body)]);
    }
  }

  private stateOf(id: string): UnitState {
    const state = this.states.get(id);
    if (state === undefined) throw gridlessError("UnknownUnit", { id });
    return state;
  }
}

/** Prepares a gridless board for planning (see `GridlessWorld`). */
export function createGridlessWorld(board: Board, settings: PlannerSettings = {}): GridlessWorld {
  return new GridlessWorld(board, settings);
}

/** Twice the median unit size: a move's box then meets few buckets, and a bucket holds few units. */
function bucketSize(states: readonly UnitState[], fallback: number): number {
  const sizes = states
    .map((state) => bodyBounds(state.body))
    .map((b) => Math.max(b.maxX - b.minX, b.maxY - b.minY))
    .sort((x, y) => x - y);
  const median = sizes[Math.floor(sizes.length / 2)] ?? fallback;
  return Math.max(2 * median, 1);
}
