import { fieldError, type Owner } from "@engine/validation/field-errors";
import { readPositive, readText } from "@engine/validation/read-fields";
import { GRID_KINDS, SQUARE_DIAGONALS, type GridSpec } from "@engine/model/grid-spec";
import type { GridSource } from "./sources";

/**
 * A scene's grid as the engine's grid spec. Foundry's CONST.GRID_TYPES (GRIDLESS 0 … HEXEVENQ 5)
 * and CONST.GRID_DIAGONALS (EQUIDISTANT 0 … ILLEGAL 6) are in the same order as GRID_KINDS and
 * SQUARE_DIAGONALS, so the number indexes the name.
 */
export function gridSpecOf(grid: GridSource, who: Owner): GridSpec {
  return {
    kind: named(GRID_KINDS, grid.type, who, "grid.type"),
    size: readPositive(grid.size, who, "grid.size"),
    distance: readPositive(grid.distance, who, "grid.distance"),
    units: readText(grid.units, who, "grid.units"),
    // Only square grids use a diagonal rule; the engine ignores it on the others.
    diagonals: named(SQUARE_DIAGONALS, grid.diagonals ?? worldDiagonals(), who, "grid.diagonals"),
  };
}

/** CONST.GRID_DIAGONALS.EQUIDISTANT: the core setting's own default (API v13 `BaseGrid#diagonals`). */
const EQUIDISTANT = 0;

/**
 * The diagonal rule of a grid whose data has none. A Scene's stored grid has no `diagonals` (the
 * real v13.351 and v14.364 scenes in test/foundry/fixtures/real/ have none): Foundry takes it from
 * the world setting `core.gridDiagonals` (a live `Scene#grid` is a BaseGrid built with it), which a
 * system may default otherwise. Outside a world, EQUIDISTANT.
 */
function worldDiagonals(): number {
  const settings: unknown = typeof game === "undefined" ? undefined : Reflect.get(game, "settings");
  if (typeof settings !== "object" || settings === null) return EQUIDISTANT;
  const get: unknown = Reflect.get(settings, "get");
  if (typeof get !== "function") return EQUIDISTANT;
  try {
    // An unregistered setting throws; the world's rule is then unknown, and Foundry's own default holds.
    const value: unknown = Reflect.apply(get, settings, ["core", "gridDiagonals"]);
    return typeof value === "number" ? value : EQUIDISTANT;
  } catch {
    return EQUIDISTANT;
  }
}

function named<T extends string>(names: readonly T[], index: number, who: Owner, field: string): T {
  const name = names[index];
  if (name === undefined) {
    throw fieldError("OutOfRange", who, field, index, { min: 0, max: names.length - 1 });
  }
  return name;
}
