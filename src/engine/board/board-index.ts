import type { AreaShape, Board, CellBounds, Terrain, Unit, Wall } from "./types";
import type { Footprint } from "../model/footprint";
import type { GridSpec } from "../model/grid-spec";
import type { Offset, Point } from "../model/coordinates";
import { createCellGrid, type CellGrid } from "../grid/cell-grid";
import { footprintGap, footprintsWithin, inContact, type PlacedFootprint } from "../grid/footprint";
import { toPixels, toTableUnits } from "../grid/scale";
import { EPSILON } from "../geometry/epsilon";
import { boxGap, pointInPolygon, polygonBounds, type Bounds } from "../geometry/polygon";
import { distance } from "../geometry/vector";
import { fieldError, type Owner, ownerNamed, ownerOf } from "../validation/field-errors";
import { boardError } from "./board-errors";
import { resolveBoardIndexOptions, type BoardIndexOptions, type BoardIndexSettings } from "./board-index-options";
import { prepareShape, shapeHoldsUnit } from "./prepared-shape";
import { SpatialHash, boxAround, padBounds } from "./spatial-hash";
import { terrainIndexOf, type IndexedArea, type TerrainIndex } from "./terrain-index";
import type { WallIndex } from "./wall-index";
import { unitEntry, type UnitEntry } from "./unit-entry";
import { validateFootprint, validateUnit } from "./validate-unit";
import { ZocCoverage } from "./zoc-coverage";
import { actsOnLevel, sameLevel } from "./levels";
import { stopsFrom, stopsMove } from "./wall-sides";

/*
 * The rules every query follows (the naive oracle in the tests spells out the same rules):
 *
 * Contact. Grid: two units are in contact (adjacent) when they share a cell or a cell of one is a
 * neighbour of a cell of the other (square diagonals count when `squareDiagonals`). Gridless: when
 * their footprints are within `contactTolerance` table units edge to edge (`inContact`).
 *
 * Zone of control of an exerting unit U (`zoc.exerts(U)`), with r = `zoc.radius`:
 * - Grid: a cell t is in U's zone when, for some cell c of U, t is within r cells of c
 *   (`CellGrid.within`) and the straight line from c's centre to t's centre is not stopped. U's own
 *   cells are always in its zone.
 * - Gridless: a point p is in U's zone when p is within r table units of U's footprint (0 inside
 *   it) and the line from U's footprint centre to p is not stopped. Another unit V is in U's zone
 *   when their footprints are within r edge to edge and the line from U's centre to V's centre is
 *   not stopped.
 * - A line is stopped by a wall that blocks movement and touches it (when `zoc.stoppedByWalls`;
 *   touching counts, as `segmentsIntersect` says), or by an area whose kind is in
 *   `zoc.stoppedByAreaKinds`, which the line enters or touches, and which U does not stand in.
 * - "In an enemy zone for side S": in the zone of an exerting unit whose side is not S. A unit is
 *   in an enemy zone when (grid) one of its cells is, or (gridless) it is in such a unit's zone.
 *
 * Standing in an area. Grid: one of the unit's cells is among the area's cells, or has its centre
 * inside the area's polygon (outline included). Gridless: its footprint outline and the area's
 * polygon share a point. `unitsInArea` follows the same rule.
 *
 * Distance between units. Grid: the fewest cells between a cell of one and a cell of the other
 * (`CellGrid.distance`, so the square diagonal rule applies). Gridless: the footprint gap edge to
 * edge (`footprintGap`), in table units. The nearest enemy is the least distant unit of another
 * side; ties go to the lowest id (JavaScript string order).
 *
 * Line of fire from A to B: the line from A's footprint centre to B's touches no wall that blocks
 * sight and enters no area that blocks sight, except the areas A or B stand in.
 *
 * Levels (levels.ts): units on different levels are never in contact, in each other's zones or in
 * one contested cell; a wall or area stops a zone or a line of fire only when it acts on the level
 * of the unit the zone or line starts from. Queries about a cell or point take an optional unit
 * (`on`) whose level they answer for; without one they answer for every level at once.
 * `nearestEnemy` and `unitsWithin` measure only to units on the unit's own level.
 *
 * Lists of ids are sorted (string order); lists of cells by row, then column.
 */

/** Whose level a cell or point query answers for: any unit (only its `level` is read). */
export type OnLevel = Pick<Unit, "level">;

/** A unit's new position: a new footprint, a new facing, or both. */
export interface UnitMove {
  readonly footprint?: Footprint;
  readonly facing?: number;
}

export interface NearestEnemy {
  readonly id: string;
  /** Cells on a grid, table units gridless. */
  readonly distance: number;
}

const INDEX_OWNER: Owner = ownerNamed("BoardIndex");

/** Terrain kinds asked for without a unit: those of every level. */
const EVERY_LEVEL = Symbol("every level");
const NO_KINDS: readonly string[] = [];

/**
 * Search boxes are widened by this: geometry counts shapes within EPSILON as touching, so a shape
 * that near a box's edge may sit in the next bucket.
 */
const SLACK = 2 * EPSILON;

/** Builds the index of a validated board (see `validateBoard`). */
export function createBoardIndex(board: Board, settings: BoardIndexSettings = {}): BoardIndex {
  return new BoardIndex(board, resolveBoardIndexOptions(settings));
}

/**
 * The board's units in spatial structures that answer contact, zone-of-control, distance and
 * line-of-fire questions without looking at every unit, and that follow one unit's move, arrival
 * or removal by updating only what that unit touches:
 * - every board: a uniform spatial hash of unit boxes; walls and areas in their own hashes;
 * - grid boards: cell → units, the contested cells, and zone-of-control coverage counts.
 */
export class BoardIndex {
  private readonly grid: CellGrid | null;
  private readonly terrain: TerrainIndex;
  private readonly entries = new Map<string, UnitEntry>();
  private readonly hash: SpatialHash<string>;
  private readonly cellUnits = new Map<number, Set<string>>();
  private readonly contested = new Set<number>();
  /**
   * Grid: every exerting unit's zone, counted per cell, side and formation: built when a question
   * needs them all (a side's or a formation's cells) and kept up to date from then on. Until then a
   * question about one cell works out only the zones of the units near it (`zones`): a planner
   * that asks about the cells around a few units never pays for ten thousand zones.
   */
  private zoc: ZocCoverage | null = null;
  /** Grid: the cell keys of each exerting unit's zone worked out so far; a unit's is dropped when it changes. */
  private readonly zones = new Map<string, ReadonlySet<number>>();
  private readonly stopKinds: ReadonlySet<string>;
  /** Gridless: zone radius and contact tolerance in pixels. */
  private readonly zocPx: number;
  private readonly tolerancePx: number;
  /** Grid: the farthest apart (in pixels) two neighbouring cells' centres are. */
  private readonly stepPx: number;
  private readonly spec: GridSpec;
  private readonly terrainSnapshot: Terrain;
  private readonly edge: CellBounds | undefined;
  private readonly markers: Board["markers"];
  /** Terrain kinds by cell, per level asked for (EVERY_LEVEL: asked without a unit). */
  private readonly kindsByCell = new Map<string | undefined | typeof EVERY_LEVEL, Map<number, readonly string[]>>();
  private snapshot: Board | null;

  constructor(
    board: Board,
    readonly options: BoardIndexOptions,
  ) {
    const spec = board.grid;
    this.spec = spec;
    this.terrainSnapshot = board.terrain;
    this.edge = board.edge;
    this.markers = board.markers;
    this.grid = spec.kind === "gridless" ? null : createCellGrid(spec);
    this.terrain = terrainIndexOf(board.terrain, spec, this.grid);
    this.stopKinds = new Set(options.zoc.stoppedByAreaKinds);
    this.zocPx = toPixels(spec, options.zoc.radius);
    this.tolerancePx = toPixels(spec, options.contactTolerance);
    this.stepPx = this.grid === null ? 1 : largestStep(this.grid);
    const entries = board.units.map((unit) => unitEntry(unit, this.grid));
    this.hash = new SpatialHash(this.bucketSize(entries));
    for (const entry of entries) this.index(entry);
    this.snapshot = board;
  }

  /** The board as it stands now; the same object until the next change. */
  board(): Board {
    if (this.snapshot === null) {
      const units = [...this.entries.values()].map((entry) => entry.unit);
      this.snapshot = {
        grid: this.spec,
        units,
        terrain: this.terrainSnapshot,
        ...(this.edge === undefined ? {} : { edge: this.edge }),
        ...(this.markers === undefined ? {} : { markers: this.markers }),
      };
    }
    return this.snapshot;
  }

  unit(id: string): Unit | undefined {
    return this.entries.get(id)?.unit;
  }

  // --- changes ---------------------------------------------------------------------------------

  /** Moves (or turns) a unit; checks the new footprint and facing like `validateBoard`. */
  moveUnit(id: string, change: UnitMove): void {
    const old = this.entryOf(id);
    const who = ownerOf("Unit", "move", old.unit.name);
    const footprint =
      change.footprint === undefined ? old.unit.footprint : validateFootprint(change.footprint, who, this.spec.kind);
    const facing = change.facing ?? old.unit.facing;
    if (!Number.isFinite(facing)) throw fieldError("NotFinite", who, "facing", facing);
    this.unindex(old);
    this.index(unitEntry({ ...old.unit, footprint, facing }, this.grid));
  }

  /** Adds a unit, checked like `validateBoard` checks one; its id must be new. */
  addUnit(unit: Unit): void {
    const at = `units[${this.entries.size}]`;
    const checked = validateUnit(unit, at, this.spec.kind);
    if (this.entries.has(checked.id)) {
      const other = `units[${[...this.entries.keys()].indexOf(checked.id)}]`;
      throw fieldError("DuplicateId", ownerOf("Unit", at, checked.name), "id", checked.id, { other });
    }
    this.index(unitEntry(checked, this.grid));
  }

  removeUnit(id: string): void {
    this.unindex(this.entryOf(id));
    this.entries.delete(id);
  }

  // --- where units are -------------------------------------------------------------------------

  /** Grid: the units with the cell in their footprint. */
  unitsInCell(cell: Offset): string[] {
    const grid = this.requireGrid("unitsInCell");
    return sorted(this.cellUnits.get(grid.key(cell)) ?? []);
  }

  /** The units standing in the shape (see "Standing in an area" above). */
  unitsInArea(shape: AreaShape): string[] {
    const prepared = prepareShape(shape, this.grid, INDEX_OWNER);
    const found = new Set<string>();
    if (prepared.cellKeys !== null) {
      for (const key of prepared.cellKeys) for (const id of this.cellUnits.get(key) ?? []) found.add(id);
      return sorted(found);
    }
    for (const id of this.hash.query(padBounds(prepared.bounds, SLACK))) {
      if (shapeHoldsUnit(prepared, this.entryOf(id), this.grid)) found.add(id);
    }
    return sorted(found);
  }

  /**
   * Grid: the kinds of the areas that hold the cell (cells listed, or its centre inside the
   * polygon), each once, bottom first: areas listed later lie on top, so the last kind is the
   * cell's top terrain.
   */
  terrainKindsAt(cell: Offset, on?: OnLevel): readonly string[] {
    const grid = this.requireGrid("terrainKindsAt");
    // A board without areas (planners ask this of every cell they look at) has no kinds anywhere.
    if (this.terrain.areas.length === 0) return NO_KINDS;
    const key = grid.key(cell);
    const levelKey = on === undefined ? EVERY_LEVEL : on.level;
    let cache = this.kindsByCell.get(levelKey);
    if (cache === undefined) {
      cache = new Map();
      this.kindsByCell.set(levelKey, cache);
    }
    let found = cache.get(key);
    if (found === undefined) {
      const centre = grid.center(cell);
      const holding = this.terrain
        .areasNear(polygonBounds(grid.vertices(cell)))
        .filter(({ area }) => on === undefined || actsOnLevel(area.levels, on.level))
        .filter(({ shape }) =>
          shape.cellKeys !== null
            ? shape.cellKeys.has(key)
            : shape.polygon !== null && pointInPolygon(centre, shape.polygon),
        );
      const layered = this.terrainSnapshot.areas
        .filter((area) => holding.some((held) => held.area === area))
        .map((area) => area.kind);
      found = layered.filter((kind, i) => layered.lastIndexOf(kind) === i);
      cache.set(key, found);
    }
    return found;
  }

  /** The walls, in a segment hash (terrain does not change while an index lives). */
  walls(): WallIndex {
    return this.terrain.walls;
  }

  /**
   * Grid: whether the line between the centres of cells `from` and `to` touches a wall that stops
   * a move from `from` (wall-sides.ts `stopsMove`; acting on the level of `on`, when given). Between
   * neighbours (every step a planner takes) it is a lookup in the terrain's table of steps.
   */
  stepCrossesMoveWall(from: Offset, to: Offset, on?: OnLevel): boolean {
    const grid = this.requireGrid("stepCrossesMoveWall");
    const listed = this.terrain.stepWalls(from, to);
    if (listed?.length === 0) return false;
    const a = grid.center(from);
    if (listed === null) return this.terrain.walls.crossesWall(a, grid.center(to), (wall) => movedAcross(wall, a, on));
    for (const wall of listed) if (movedAcross(wall, a, on)) return true;
    return false;
  }

  /** Grid: the cells holding units of two or more sides. */
  contestedCells(): Offset[] {
    return this.cellsOf(this.requireGrid("contestedCells"), this.contested);
  }

  // --- contact ---------------------------------------------------------------------------------

  /** Every pair of units in contact, each pair once as [lower id, higher id]. */
  contactPairs(): [string, string][] {
    const pairs: [string, string][] = [];
    for (const id of sorted(this.entries.keys())) {
      for (const other of this.contactsOf(id)) if (id < other) pairs.push([id, other]);
    }
    return pairs;
  }

  /** The units in contact with one unit. */
  contactsOf(id: string): string[] {
    const entry = this.entryOf(id);
    const found = new Set<string>();
    const grid = this.grid;
    if (grid !== null) {
      for (const cell of entry.cells) {
        for (const near of [cell, ...grid.neighbours(cell, this.options.squareDiagonals)]) {
          for (const other of this.cellUnits.get(grid.key(near)) ?? []) found.add(other);
        }
      }
    } else {
      for (const other of this.hash.query(padBounds(entry.bounds, this.tolerancePx + SLACK))) {
        const near = this.entryOf(other);
        if (this.boxesNear(entry, near, this.tolerancePx) && inContact(entry.unit, near.unit, this.tolerancePx)) {
          found.add(other);
        }
      }
    }
    found.delete(id);
    for (const other of found) if (!sameLevel(entry.unit, this.entryOf(other).unit)) found.delete(other);
    return sorted(found);
  }

  // --- zones of control ------------------------------------------------------------------------

  /** Grid: the cells of one unit's zone (none when it exerts none). */
  zocCellsOfUnit(id: string): Offset[] {
    const grid = this.requireGrid("zocCellsOfUnit");
    this.entryOf(id);
    return this.cellsOf(grid, this.zoneOf(grid, id));
  }

  /** Grid: the cells in the zone of some unit of the side. */
  zocCellsOfSide(side: string): Offset[] {
    return this.cellsOf(this.requireGrid("zocCellsOfSide"), this.coverage().sideKeys(side));
  }

  /** Grid: the cells in the zone of some unit of the formation. */
  zocCellsOfFormation(formation: string): Offset[] {
    return this.cellsOf(this.requireGrid("zocCellsOfFormation"), this.coverage().formationKeys(formation));
  }

  /** Grid: the units whose zone covers the cell (on the level of `on`, when given). */
  zocCoverersOfCell(cell: Offset, on?: OnLevel): string[] {
    const grid = this.requireGrid("zocCoverersOfCell");
    return sorted([...this.coverersOf(grid, grid.key(cell))].filter((id) => this.onLevel(id, on)));
  }

  /** The units whose zone covers the point (on a grid: the cell holding it; on the level of `on`, when given). */
  zocCoverersOfPoint(point: Point, on?: OnLevel): string[] {
    if (this.grid !== null) return this.zocCoverersOfCell(this.grid.cellAt(point), on);
    return sorted(this.gridlessCoverers(point, (unit) => on === undefined || sameLevel(unit, on)));
  }

  /** Grid: whether the cell is in the zone of a unit not of `side` (on the level of `on`, when given). */
  cellInEnemyZoc(cell: Offset, side: string, on?: OnLevel): boolean {
    const grid = this.requireGrid("cellInEnemyZoc");
    const key = grid.key(cell);
    if (this.zoc !== null) {
      for (const id of this.zoc.coverersOf(key)) if (this.enemyOn(id, side, on)) return true;
      return false;
    }
    // Without the full coverage: an enemy near enough whose zone holds the cell (planners ask this
    // of every cell they search, so no list of coverers is built).
    return this.hash.some(
      this.coverersBox(grid, key),
      (id) => this.enemyOn(id, side, on) && this.zoneSet(grid, id).has(key),
    );
  }

  /** Whether the unit is of a side other than `side`, on the level of `on` (any, when none is given). */
  private enemyOn(id: string, side: string, on: OnLevel | undefined): boolean {
    const unit = this.entryOf(id).unit;
    return unit.side !== side && (on === undefined || sameLevel(unit, on));
  }

  /** Whether the point (on a grid: the cell holding it) is in the zone of a unit not of `side` (on the level of `on`, when given). */
  pointInEnemyZoc(point: Point, side: string, on?: OnLevel): boolean {
    if (this.grid !== null) return this.cellInEnemyZoc(this.grid.cellAt(point), side, on);
    const accept = (unit: Unit): boolean => unit.side !== side && (on === undefined || sameLevel(unit, on));
    return this.gridlessCoverers(point, accept, true).length > 0;
  }

  /** Whether the unit is in the zone of a unit of another side. */
  unitInEnemyZoc(id: string): boolean {
    const entry = this.entryOf(id);
    const side = entry.unit.side;
    if (this.grid !== null) return entry.cells.some((cell) => this.cellInEnemyZoc(cell, side, entry.unit));
    for (const other of this.hash.query(padBounds(entry.bounds, this.zocPx + SLACK))) {
      const exerter = this.entryOf(other);
      if (
        exerter.unit.side !== side &&
        sameLevel(exerter.unit, entry.unit) &&
        this.options.zoc.exerts(exerter.unit) &&
        this.zoneHoldsUnit(exerter, entry)
      ) {
        return true;
      }
    }
    return false;
  }

  /** The other units in one unit's zone (none when it exerts none). */
  unitsInZocOf(id: string): string[] {
    const entry = this.entryOf(id);
    const found = new Set<string>();
    if (this.grid !== null) {
      for (const key of this.zoneOf(this.grid, id)) for (const other of this.cellUnits.get(key) ?? []) found.add(other);
    } else if (this.options.zoc.exerts(entry.unit)) {
      for (const other of this.hash.query(padBounds(entry.bounds, this.zocPx + SLACK))) {
        if (this.zoneHoldsUnit(entry, this.entryOf(other))) found.add(other);
      }
    }
    found.delete(id);
    for (const other of found) if (!sameLevel(entry.unit, this.entryOf(other).unit)) found.delete(other);
    return sorted(found);
  }

  // --- distance and sight ----------------------------------------------------------------------

  /** The nearest unit of another side on the unit's level, or null when there is none. */
  nearestEnemy(id: string): NearestEnemy | null {
    const entry = this.entryOf(id);
    const measured = new Map<string, number>();
    // Widen the search until it holds every unit as near as the best found (or every unit): to
    // the best's distance once there is one (nothing nearer lies further out), else twice as far.
    for (let pad = this.hash.bucketSize; ;) {
      const found = this.hash.query(padBounds(entry.bounds, pad));
      const best = this.nearestAmong(entry, found, measured);
      const enough = best === null ? Infinity : this.padFor(best.measure) + SLACK;
      if (enough <= pad || found.size >= this.entries.size) {
        if (best === null) return null;
        return { id: best.id, distance: this.grid === null ? toTableUnits(this.spec, best.measure) : best.measure };
      }
      pad = best === null ? pad * 2 : enough;
    }
  }

  /** The other units on the unit's level at most `reach` from it (cells on a grid, table units gridless). */
  unitsWithin(id: string, reach: number): string[] {
    const entry = this.entryOf(id);
    const limit = this.grid === null ? toPixels(this.spec, reach) : reach;
    const found: string[] = [];
    for (const other of this.hash.query(padBounds(entry.bounds, this.padFor(limit) + SLACK))) {
      const near = this.entryOf(other);
      if (
        other === id ||
        !sameLevel(entry.unit, near.unit) ||
        (this.grid === null && !this.boxesNear(entry, near, limit))
      )
        continue;
      if (this.measure(entry, near) <= limit) found.push(other);
    }
    return found.sort();
  }

  /** Whether unit `from` has a line of fire to unit `to` (see "Line of fire" above). */
  lineOfFire(from: string, to: string): boolean {
    const a = this.entryOf(from);
    const b = this.entryOf(to);
    const level = a.unit.level;
    const walls = this.terrain.walls;
    const facing = (wall: Wall): boolean => actsOnLevel(wall.levels, level) && stopsFrom(wall, a.center);
    if (walls.crossesWall(a.center, b.center, (wall) => wall.blocksSight && facing(wall))) return false;
    // Limited walls stop sight in pairs: a line crossing two is stopped (types.ts `limitsSight`).
    if (walls.wallsCrossed(a.center, b.center, (wall) => wall.limitsSight === true && facing(wall), 2) >= 2)
      return false;
    return !this.terrain.entersArea(
      a.center,
      b.center,
      (area) =>
        area.area.blocksSight === true &&
        actsOnLevel(area.area.levels, level) &&
        !this.standsIn(a, area) &&
        !this.standsIn(b, area),
    );
  }

  // --- bookkeeping -----------------------------------------------------------------------------

  private index(entry: UnitEntry): void {
    const { id } = entry.unit;
    // Map.set keeps a moved unit's place, so board() lists units in a stable order.
    this.entries.set(id, entry);
    this.hash.insert(id, [entry.bounds]);
    this.snapshot = null;
    const grid = this.grid;
    if (grid === null) return;
    for (const key of entry.keys) {
      const units = this.cellUnits.get(key);
      if (units === undefined) this.cellUnits.set(key, new Set([id]));
      else units.add(id);
      this.refreshContested(key);
    }
    if (this.zoc !== null && this.options.zoc.exerts(entry.unit)) this.zoc.add(entry.unit, this.zoneOf(grid, id));
  }

  /** Takes the unit out of every structure but `entries`. */
  private unindex(entry: UnitEntry): void {
    const { id } = entry.unit;
    this.hash.remove(id);
    this.snapshot = null;
    if (this.grid === null) return;
    for (const key of entry.keys) {
      const units = this.cellUnits.get(key);
      units?.delete(id);
      if (units?.size === 0) this.cellUnits.delete(key);
      this.refreshContested(key);
    }
    this.zones.delete(id);
    this.zoc?.remove(id);
  }

  /** A cell is contested when units of two or more sides hold it on one level. */
  private refreshContested(key: number): void {
    const units = this.cellUnits.get(key);
    // One unit contests nothing (most cells: spares the maps below when a board is indexed).
    if (units === undefined || units.size < 2) {
      this.contested.delete(key);
      return;
    }
    const sidesByLevel = new Map<string | undefined, Set<string>>();
    let contested = false;
    for (const id of units) {
      const { level, side } = this.entryOf(id).unit;
      const sides = sidesByLevel.get(level) ?? new Set<string>();
      sides.add(side);
      sidesByLevel.set(level, sides);
      if (sides.size >= 2) contested = true;
    }
    if (contested) this.contested.add(key);
    else this.contested.delete(key);
  }

  /** Grid: every exerting unit's zone, worked out on first need. */
  private coverage(): ZocCoverage {
    const grid = this.requireGrid("zones");
    if (this.zoc === null) {
      const zoc = new ZocCoverage();
      for (const entry of this.entries.values()) {
        if (this.options.zoc.exerts(entry.unit)) zoc.add(entry.unit, this.zoneOf(grid, entry.unit.id));
      }
      this.zoc = zoc;
    }
    return this.zoc;
  }

  /** Grid: the keys of a unit's zone cells (none when it exerts none), worked out once per position. */
  private zoneOf(grid: CellGrid, id: string): readonly number[] {
    return [...this.zoneSet(grid, id)];
  }

  private zoneSet(grid: CellGrid, id: string): ReadonlySet<number> {
    let zone = this.zones.get(id);
    if (zone === undefined) {
      const entry = this.entryOf(id);
      zone = this.options.zoc.exerts(entry.unit) ? this.zoneKeys(grid, entry) : new Set();
      this.zones.set(id, zone);
    }
    return zone;
  }

  /**
   * Grid: the units whose zone covers the cell. Without the full coverage: the zones of the
   * exerting units with a cell within the zone radius of it (their boxes lie within that many steps
   * of its centre).
   */
  private coverersOf(grid: CellGrid, key: number): Iterable<string> {
    if (this.zoc !== null) return this.zoc.coverersOf(key);
    return [...this.hash.query(this.coverersBox(grid, key))].filter((id) => this.zoneSet(grid, id).has(key));
  }

  /** Grid: the box every exerting unit whose zone may cover the cell lies in. */
  private coverersBox(grid: CellGrid, key: number): Bounds {
    return boxAround(grid.center(grid.fromKey(key)), this.padFor(this.options.zoc.radius) + SLACK);
  }

  /** Grid: the keys of the cells in an exerting unit's zone. */
  private zoneKeys(grid: CellGrid, entry: UnitEntry): Set<number> {
    const zone = new Set<number>(entry.keys);
    const { zoc } = this.options;
    for (const from of entry.cells) {
      const start = grid.center(from);
      for (const cell of grid.within(from, zoc.radius)) {
        const key = grid.key(cell);
        if (zone.has(key)) continue;
        if (zoc.stoppedByWalls && this.stepCrossesMoveWall(from, cell, entry.unit)) continue;
        if (!this.stoppedByArea(entry, start, grid.center(cell))) zone.add(key);
      }
    }
    return zone;
  }

  /** Whether the zone of the unit is stopped on the line a–b (see the rules above). */
  private stopped(entry: UnitEntry, a: Point, b: Point): boolean {
    return (
      (this.options.zoc.stoppedByWalls &&
        this.terrain.walls.crossesWall(a, b, (wall) => movedAcross(wall, a, entry.unit))) ||
      this.stoppedByArea(entry, a, b)
    );
  }

  /** Whether an area the zone stops at stops the unit's zone on the line a–b. */
  private stoppedByArea(entry: UnitEntry, a: Point, b: Point): boolean {
    const level = entry.unit.level;
    if (this.stopKinds.size === 0) return false;
    return this.terrain.entersArea(
      a,
      b,
      (area) =>
        this.stopKinds.has(area.area.kind) && actsOnLevel(area.area.levels, level) && !this.standsIn(entry, area),
    );
  }

  private standsIn(entry: UnitEntry, area: IndexedArea): boolean {
    return shapeHoldsUnit(area.shape, entry, this.grid);
  }

  /** Gridless: whether the point is in the exerting unit's zone. */
  private zoneHoldsPoint(exerter: UnitEntry, point: Point): boolean {
    if (boxGap(exerter.bounds, boxAround(point, 0)) > this.zocPx + SLACK) return false;
    const dot: PlacedFootprint = { footprint: { kind: "circle", center: point, radius: 0 }, facing: 0 };
    return footprintsWithin(dot, exerter.unit, this.zocPx) && !this.stopped(exerter, exerter.center, point);
  }

  /** Gridless: whether another unit is in the exerting unit's zone. */
  private zoneHoldsUnit(exerter: UnitEntry, other: UnitEntry): boolean {
    return (
      this.boxesNear(exerter, other, this.zocPx) &&
      footprintsWithin(exerter.unit, other.unit, this.zocPx) &&
      !this.stopped(exerter, exerter.center, other.center)
    );
  }

  /**
   * Whether two units' boxes are within `limit` (pixels, plus the geometry's touching slack): a
   * cheap test that spares the exact footprint gap for most of the units a bucket search finds.
   */
  private boxesNear(a: UnitEntry, b: UnitEntry, limit: number): boolean {
    return boxGap(a.bounds, b.bounds) <= limit + SLACK;
  }

  /** Gridless: the exerting units `accept` accepts whose zone holds the point (at most one when `first`). */
  private gridlessCoverers(point: Point, accept: (unit: Unit) => boolean, first = false): string[] {
    const found: string[] = [];
    for (const id of this.hash.query(boxAround(point, this.zocPx + SLACK))) {
      const exerter = this.entryOf(id);
      if (accept(exerter.unit) && this.options.zoc.exerts(exerter.unit) && this.zoneHoldsPoint(exerter, point)) {
        found.push(id);
        if (first) break;
      }
    }
    return found;
  }

  /** The least distant enemy on the unit's level among the ids (ties to the lower id); `measured` keeps distances already worked out. */
  private nearestAmong(
    entry: UnitEntry,
    ids: Iterable<string>,
    measured: Map<string, number>,
  ): { id: string; measure: number } | null {
    let best: { id: string; measure: number } | null = null;
    for (const other of ids) {
      const enemy = this.entryOf(other);
      if (enemy.unit.side === entry.unit.side || !sameLevel(enemy.unit, entry.unit)) continue;
      if (best !== null && this.grid === null && !this.boxesNear(entry, enemy, best.measure)) continue;
      const measure = measured.get(other) ?? this.measure(entry, enemy);
      measured.set(other, measure);
      if (best === null || measure < best.measure || (measure === best.measure && other < best.id)) {
        best = { id: other, measure };
      }
    }
    return best;
  }

  /** Grid: the fewest cells between the units. Gridless: their gap in pixels. */
  private measure(a: UnitEntry, b: UnitEntry): number {
    const grid = this.grid;
    if (grid === null) return footprintGap(a.unit, b.unit);
    let least = Infinity;
    for (const p of a.cells) for (const q of b.cells) least = Math.min(least, grid.distance(p, q));
    return least;
  }

  /**
   * How far (pixels) around a unit's box every unit within `measure` of it lies. A grid step costs
   * at least one cell and moves a centre at most `stepPx`, so n cells apart is at most n·stepPx.
   */
  private padFor(measure: number): number {
    return this.grid === null ? measure : measure * this.stepPx;
  }

  /** Gridless: typical footprint size plus contact tolerance and zone radius. Grid: two cells. */
  private bucketSize(entries: readonly UnitEntry[]): number {
    if (this.grid !== null) return 2 * this.spec.size;
    const sizes = entries.map((e) => Math.max(e.bounds.maxX - e.bounds.minX, e.bounds.maxY - e.bounds.minY));
    sizes.sort((x, y) => x - y);
    const typical = sizes[Math.floor(sizes.length / 2)] ?? this.spec.size;
    return typical + this.tolerancePx + this.zocPx;
  }

  /** Whether the unit stands on the level of `on` (any unit, when none is given). */
  private onLevel(id: string, on: OnLevel | undefined): boolean {
    return on === undefined || sameLevel(this.entryOf(id).unit, on);
  }

  private entryOf(id: string): UnitEntry {
    const entry = this.entries.get(id);
    if (entry === undefined) throw boardError("UnknownUnit", INDEX_OWNER, "id", id);
    return entry;
  }

  private requireGrid(query: string): CellGrid {
    if (this.grid === null) throw boardError("NeedsGrid", INDEX_OWNER, query, query);
    return this.grid;
  }

  private cellsOf(grid: CellGrid, keys: Iterable<number>): Offset[] {
    return [...keys].map((key) => grid.fromKey(key)).sort(byRowThenColumn);
  }
}

/** Whether the wall stops a move starting at `a` on the level of `on` (any level, when none is given). */
function movedAcross(wall: Wall, a: Point, on: OnLevel | undefined): boolean {
  return stopsMove(wall, a) && (on === undefined || actsOnLevel(wall.levels, on.level));
}

function sorted(ids: Iterable<string>): string[] {
  return [...ids].sort();
}

function byRowThenColumn(a: Offset, b: Offset): number {
  return a.i - b.i || a.j - b.j;
}

/** The largest distance between the centres of neighbouring cells, over both row and column parities. */
function largestStep(grid: CellGrid): number {
  let largest = 0;
  for (const cell of [
    { i: 0, j: 0 },
    { i: 0, j: 1 },
    { i: 1, j: 0 },
    { i: 1, j: 1 },
  ]) {
    const centre = grid.center(cell);
    for (const near of grid.neighbours(cell, true)) largest = Math.max(largest, distance(centre, grid.center(near)));
  }
  // A hair more, so that rounding never leaves a unit just outside a search box.
  return largest * (1 + 1e-9);
}
