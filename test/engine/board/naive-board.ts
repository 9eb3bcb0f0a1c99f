import type { Area, AreaShape, Board, Unit } from "@engine/board/types";
import { sameLevel } from "@engine/board/levels";
import type { Footprint } from "@engine/model/footprint";
import type { Offset, Point } from "@engine/model/coordinates";
import type { NearestEnemy, UnitMove } from "@engine/board/board-index";
import type { BoardIndexOptions } from "@engine/board/board-index-options";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import { footprintBounds, footprintCenter, footprintGap, footprintPolygon, inContact } from "@engine/grid/footprint";
import { EPSILON } from "@engine/geometry/epsilon";
import { toPixels, toTableUnits } from "@engine/grid/scale";
import { pointInPolygon, polygonsOverlap, segmentEntersPolygon, type Bounds } from "@engine/geometry/polygon";
import { segmentsIntersect } from "@engine/geometry/segment";

/**
 * The test oracle: every query of the board index answered the obvious way, by looking at every
 * unit, every wall and every area, with the rules written out again from the index's comment.
 * Only the geometry primitives are shared. Changes are applied to a plain list of units.
 */
export class NaiveBoard {
  private units: Unit[];
  private readonly grid: CellGrid | null;
  /** Zones worked out for the current units; cleared by every change. */
  private zones = new Map<string, Set<string>>();

  constructor(
    private readonly initial: Board,
    private readonly options: BoardIndexOptions,
  ) {
    this.units = [...initial.units];
    this.grid = initial.grid.kind === "gridless" ? null : createCellGrid(initial.grid);
  }

  board(): Board {
    return { ...this.initial, units: this.units };
  }

  moveUnit(id: string, change: UnitMove): void {
    this.units = this.units.map((u) =>
      u.id === id ? { ...u, footprint: change.footprint ?? u.footprint, facing: change.facing ?? u.facing } : u,
    );
    this.zones.clear();
  }

  addUnit(unit: Unit): void {
    this.units = [...this.units, unit];
    this.zones.clear();
  }

  removeUnit(id: string): void {
    this.units = this.units.filter((u) => u.id !== id);
    this.zones.clear();
  }

  unitsInCell(cell: Offset): string[] {
    return ids(this.units.filter((u) => cellsOf(u).some((c) => same(c, cell))));
  }

  unitsInArea(shape: AreaShape): string[] {
    return ids(this.units.filter((u) => this.holds(shape, u)));
  }

  contestedCells(): Offset[] {
    const sides = new Map<string, Set<string>>();
    for (const u of this.units) {
      for (const c of cellsOf(u)) {
        const k = `${c.i},${c.j}`;
        sides.set(k, (sides.get(k) ?? new Set()).add(u.side));
      }
    }
    return sortCells([...sides].filter(([, s]) => s.size >= 2).map(([k]) => parseCell(k)));
  }

  contactPairs(): [string, string][] {
    const sortedUnits = [...this.units].sort((a, b) => (a.id < b.id ? -1 : 1));
    const pairs: [string, string][] = [];
    sortedUnits.forEach((a, index) => {
      for (const b of sortedUnits.slice(index + 1)) if (this.touching(a, b)) pairs.push([a.id, b.id]);
    });
    return pairs;
  }

  contactsOf(id: string): string[] {
    const a = this.get(id);
    return ids(this.units.filter((b) => b.id !== id && this.touching(a, b)));
  }

  zocCellsOfUnit(id: string): Offset[] {
    return sortCells([...this.zone(this.get(id))].map(parseCell));
  }

  zocCellsOfSide(side: string): Offset[] {
    return this.unionOfZones(this.units.filter((u) => u.side === side));
  }

  zocCellsOfFormation(formation: string): Offset[] {
    return this.unionOfZones(this.units.filter((u) => u.formation === formation));
  }

  zocCoverersOfCell(cell: Offset): string[] {
    return ids(this.units.filter((u) => this.zone(u).has(`${cell.i},${cell.j}`)));
  }

  zocCoverersOfPoint(point: Point): string[] {
    if (this.grid !== null) return this.zocCoverersOfCell(this.grid.cellAt(point));
    return ids(this.units.filter((u) => this.pointInZone(u, point)));
  }

  cellInEnemyZoc(cell: Offset, side: string): boolean {
    return this.units.some((u) => u.side !== side && this.zone(u).has(`${cell.i},${cell.j}`));
  }

  pointInEnemyZoc(point: Point, side: string): boolean {
    if (this.grid !== null) return this.cellInEnemyZoc(this.grid.cellAt(point), side);
    return this.units.some((u) => u.side !== side && this.pointInZone(u, point));
  }

  unitInEnemyZoc(id: string): boolean {
    const unit = this.get(id);
    return this.units.some((e) => e.side !== unit.side && this.unitInZone(e, unit));
  }

  unitsInZocOf(id: string): string[] {
    const unit = this.get(id);
    return ids(this.units.filter((v) => v.id !== id && this.unitInZone(unit, v)));
  }

  nearestEnemy(id: string): NearestEnemy | null {
    const unit = this.get(id);
    let best: { id: string; measure: number } | null = null;
    for (const e of this.units) {
      if (e.side === unit.side || !sameLevel(e, unit)) continue;
      const m = this.measure(unit, e);
      if (best === null || m < best.measure || (m === best.measure && e.id < best.id)) best = { id: e.id, measure: m };
    }
    if (best === null) return null;
    return { id: best.id, distance: this.grid === null ? toTableUnits(this.initial.grid, best.measure) : best.measure };
  }

  unitsWithin(id: string, reach: number): string[] {
    const unit = this.get(id);
    const limit = this.grid === null ? toPixels(this.initial.grid, reach) : reach;
    return ids(this.units.filter((v) => v.id !== id && sameLevel(v, unit) && this.measure(unit, v) <= limit));
  }

  lineOfFire(from: string, to: string): boolean {
    const a = this.get(from);
    const b = this.get(to);
    const p = this.center(a);
    const q = this.center(b);
    if (this.initial.terrain.walls.some((w) => w.blocksSight && segmentsIntersect(p, q, w.a, w.b))) return false;
    return !this.initial.terrain.areas.some(
      (area) =>
        area.blocksSight === true && !this.standsIn(a, area) && !this.standsIn(b, area) && this.enters(p, q, area),
    );
  }

  // --- the rules, written out ------------------------------------------------------------------

  private get(id: string): Unit {
    const unit = this.units.find((u) => u.id === id);
    if (unit === undefined) throw new Error(`no unit ${id}`);
    return unit;
  }

  private center(u: Unit): Point {
    return this.grid === null ? footprintCenter(u) : footprintCenter(u, this.grid);
  }

  private touching(a: Unit, b: Unit): boolean {
    const grid = this.grid;
    if (grid === null) {
      const tolerance = toPixels(this.initial.grid, this.options.contactTolerance);
      return !farApart(a, b, tolerance) && inContact(a, b, tolerance);
    }
    return cellsOf(a).some((p) =>
      cellsOf(b).some((q) => same(p, q) || grid.adjacent(p, q, this.options.squareDiagonals)),
    );
  }

  private measure(a: Unit, b: Unit): number {
    const grid = this.grid;
    if (grid === null) return footprintGap(a, b);
    return Math.min(...cellsOf(a).flatMap((p) => cellsOf(b).map((q) => grid.distance(p, q))));
  }

  private holds(shape: AreaShape, u: Unit): boolean {
    const grid = this.grid;
    if ("cells" in shape) return cellsOf(u).some((c) => shape.cells.some((d) => same(c, d)));
    if (grid !== null) return cellsOf(u).some((c) => pointInPolygon(grid.center(c), shape.polygon));
    return polygonsOverlap(footprintPolygon(u), shape.polygon);
  }

  private standsIn(u: Unit, area: Area): boolean {
    return this.holds(area.shape, u);
  }

  private enters(a: Point, b: Point, area: Area): boolean {
    const grid = this.grid;
    const shape = area.shape;
    if ("polygon" in shape) return segmentEntersPolygon(a, b, shape.polygon);
    return grid !== null && shape.cells.some((c) => segmentEntersPolygon(a, b, grid.vertices(c)));
  }

  private stopped(u: Unit, a: Point, b: Point): boolean {
    const { zoc } = this.options;
    const { walls, areas } = this.initial.terrain;
    if (zoc.stoppedByWalls && walls.some((w) => w.blocksMove && segmentsIntersect(a, b, w.a, w.b))) return true;
    return areas.some(
      (area) => zoc.stoppedByAreaKinds.includes(area.kind) && !this.standsIn(u, area) && this.enters(a, b, area),
    );
  }

  /** Grid: the "i,j" names of the cells in the unit's zone. */
  private zone(u: Unit): Set<string> {
    const cached = this.zones.get(u.id);
    if (cached !== undefined) return cached;
    const zone = new Set<string>();
    const grid = this.grid;
    if (grid !== null && this.options.zoc.exerts(u)) {
      for (const c of cellsOf(u)) zone.add(`${c.i},${c.j}`);
      for (const c of cellsOf(u)) {
        for (const t of grid.within(c, this.options.zoc.radius)) {
          if (!this.stopped(u, grid.center(c), grid.center(t))) zone.add(`${t.i},${t.j}`);
        }
      }
    }
    this.zones.set(u.id, zone);
    return zone;
  }

  private unionOfZones(units: readonly Unit[]): Offset[] {
    const all = new Set<string>();
    for (const u of units) for (const k of this.zone(u)) all.add(k);
    return sortCells([...all].map(parseCell));
  }

  private zonePx(): number {
    return toPixels(this.initial.grid, this.options.zoc.radius);
  }

  /** Gridless: whether the point is in the unit's zone. */
  private pointInZone(u: Unit, p: Point): boolean {
    if (!this.options.zoc.exerts(u)) return false;
    const dot = { footprint: { kind: "circle", center: p, radius: 0 } satisfies Footprint, facing: 0 };
    return footprintGap(dot, u) <= this.zonePx() && !this.stopped(u, this.center(u), p);
  }

  /** Whether unit v is in the zone of unit e. */
  private unitInZone(e: Unit, v: Unit): boolean {
    if (!this.options.zoc.exerts(e)) return false;
    if (this.grid !== null) {
      // A zone reaches no further than its radius (`within` allows 1e-9 over it): skip working out far ones.
      if (this.measure(e, v) > this.options.zoc.radius + 1e-6) return false;
      const zone = this.zone(e);
      return cellsOf(v).some((c) => zone.has(`${c.i},${c.j}`));
    }
    if (farApart(e, v, this.zonePx())) return false;
    return footprintGap(e, v) <= this.zonePx() && !this.stopped(e, this.center(e), this.center(v));
  }
}

/**
 * Gridless: whether the footprints' boxes are more than `limit` apart (plus the geometry's
 * touching slack), so that their gap is too: a cheap test that spares the exact gap on most pairs.
 */
function farApart(a: Unit, b: Unit, limit: number): boolean {
  const p = boundsOf(a);
  const q = boundsOf(b);
  const dx = Math.max(0, p.minX - q.maxX, q.minX - p.maxX);
  const dy = Math.max(0, p.minY - q.maxY, q.minY - p.maxY);
  return Math.hypot(dx, dy) > limit + 2 * EPSILON;
}

/** Each unit's box, worked out once per unit object (units are replaced, never changed, on a move). */
const boxes = new WeakMap<Unit, Bounds>();

function boundsOf(u: Unit): Bounds {
  let box = boxes.get(u);
  if (box === undefined) {
    box = footprintBounds(u);
    boxes.set(u, box);
  }
  return box;
}

function cellsOf(u: Unit): readonly Offset[] {
  return u.footprint.kind === "cells" ? u.footprint.cells : [];
}

function same(a: Offset, b: Offset): boolean {
  return a.i === b.i && a.j === b.j;
}

function ids(units: readonly Unit[]): string[] {
  return units.map((u) => u.id).sort();
}

function parseCell(name: string): Offset {
  const [i, j] = name.split(",").map(Number);
  return { i: i ?? NaN, j: j ?? NaN };
}

function sortCells(cells: Offset[]): Offset[] {
  return cells.sort((a, b) => a.i - b.i || a.j - b.j);
}
