import type { GridSpec } from "../model/grid-spec";
import { EngineError } from "../errors";

/** Table units ↔ pixels, and lengths between units. */

/** The length units `convertLength` knows. */
export const LENGTH_UNITS = ["mm", "cm", "in", "ft", "m", "km", "mi"] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** Each unit as a whole number of micrometres, so that ratios between units are exact. */
const MICROMETRES: Readonly<Record<LengthUnit, number>> = {
  mm: 1_000,
  cm: 10_000,
  in: 25_400, // exactly 2.54 cm
  ft: 304_800, // 12 in
  m: 1_000_000,
  km: 1_000_000_000,
  mi: 1_609_344_000, // 5280 ft
};

export function isLengthUnit(unit: string): unit is LengthUnit {
  return (LENGTH_UNITS as readonly string[]).includes(unit);
}

/** Pixels per table unit: a cell (or on a gridless board, `size` pixels) is `distance` units. */
export function pixelsPerUnit(spec: Pick<GridSpec, "size" | "distance">): number {
  if (!(spec.size > 0 && spec.distance > 0 && Number.isFinite(spec.size) && Number.isFinite(spec.distance))) {
    throw new EngineError(
      "WARGAME.Error.GridScale",
      { size: spec.size, distance: spec.distance },
      "The grid's size ({size} px) and distance ({distance}) must both be positive numbers.",
    );
  }
  return spec.size / spec.distance;
}

export function toTableUnits(spec: Pick<GridSpec, "size" | "distance">, px: number): number {
  return px / pixelsPerUnit(spec);
}

export function toPixels(spec: Pick<GridSpec, "size" | "distance">, units: number): number {
  return units * pixelsPerUnit(spec);
}

/** A length in one unit expressed in another. Throws for a unit not in LENGTH_UNITS. */
export function convertLength(value: number, from: string, to: string): number {
  const f = micrometres(from);
  const t = micrometres(to);
  return f === t ? value : (value * f) / t;
}

function micrometres(unit: string): number {
  if (!isLengthUnit(unit)) {
    throw new EngineError(
      "WARGAME.Error.LengthUnit",
      { unit, known: LENGTH_UNITS.join(", ") },
      'Unknown length unit "{unit}"; known units are {known}.',
    );
  }
  return MICROMETRES[unit];
}
