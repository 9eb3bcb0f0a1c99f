import type { Unit } from "./types";

/**
 * Grid zones of control kept as counts: for every cell, the units whose zone covers it, and per
 * side and per formation how many of their units do. Adding or removing one unit's zone touches
 * only that zone's cells.
 */
export class ZocCoverage {
  private readonly zones = new Map<string, { readonly unit: Unit; readonly keys: readonly number[] }>();
  private readonly coverers = new Map<number, Set<string>>();
  private readonly bySide = new Map<string, Map<number, number>>();
  private readonly byFormation = new Map<string, Map<number, number>>();

  add(unit: Unit, keys: readonly number[]): void {
    this.remove(unit.id);
    this.zones.set(unit.id, { unit, keys });
    for (const key of keys) {
      const units = this.coverers.get(key);
      if (units === undefined) this.coverers.set(key, new Set([unit.id]));
      else units.add(unit.id);
    }
    count(this.bySide, unit.side, keys, 1);
    if (unit.formation !== undefined) count(this.byFormation, unit.formation, keys, 1);
  }

  remove(id: string): void {
    const zone = this.zones.get(id);
    if (zone === undefined) return;
    this.zones.delete(id);
    for (const key of zone.keys) {
      const units = this.coverers.get(key);
      units?.delete(id);
      if (units?.size === 0) this.coverers.delete(key);
    }
    count(this.bySide, zone.unit.side, zone.keys, -1);
    if (zone.unit.formation !== undefined) count(this.byFormation, zone.unit.formation, zone.keys, -1);
  }

  /** The cell keys of a unit's zone; empty when it exerts none. */
  zoneOf(id: string): readonly number[] {
    return this.zones.get(id)?.keys ?? [];
  }

  /** The ids of the units whose zone covers the cell. */
  coverersOf(key: number): ReadonlySet<string> {
    return this.coverers.get(key) ?? EMPTY;
  }

  /** The cell keys some unit of the side covers. */
  sideKeys(side: string): number[] {
    return [...(this.bySide.get(side)?.keys() ?? [])];
  }

  /** The cell keys some unit of the formation covers. */
  formationKeys(formation: string): number[] {
    return [...(this.byFormation.get(formation)?.keys() ?? [])];
  }
}

const EMPTY: ReadonlySet<string> = new Set();

function count(groups: Map<string, Map<number, number>>, group: string, keys: readonly number[], delta: 1 | -1): void {
  let counts = groups.get(group);
  if (counts === undefined) {
    counts = new Map();
    groups.set(group, counts);
  }
  for (const key of keys) {
    const n = (counts.get(key) ?? 0) + delta;
    if (n === 0) counts.delete(key);
    else counts.set(key, n);
  }
  if (counts.size === 0) groups.delete(group);
}
