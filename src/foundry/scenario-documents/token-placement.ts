import type { Owner } from "@engine/validation/field-errors";
import type { Unit } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import type { Offset } from "@engine/model/coordinates";
import { tableError } from "@engine/errors";
import { polygonBounds } from "@engine/geometry/polygon";
import type { CellGrid } from "@engine/grid/cell-grid";
import { TOKEN_SHAPES } from "./foundry-constants";
import { SCENARIO_PACK_ERRORS } from "./scenario-pack-errors";

/** The module flag `footprint` that tells the host which shape a gridless token stands for. */
export type FootprintFlag = "circle" | "ellipse" | "rect";

/** Where a unit's token goes and how big it is, as Foundry's Token fields. */
export interface TokenPlacement {
  /** Top-left corner in whole pixels (Foundry stores integers). */
  readonly x: number;
  readonly y: number;
  /** Grid spaces (gridless: multiples of the grid size in pixels). */
  readonly width: number;
  readonly height: number;
  /** CONST.TOKEN_SHAPES. */
  readonly shape: number;
  /** Gridless only: the footprint's shape, for the host to read back. */
  readonly footprint?: FootprintFlag;
}

/**
 * A unit's token. On a square grid the unit's squares must fill a rectangle, the token's; on a hex
 * grid a unit covers one hex, and the token sits on that hex's bounding box (Foundry's
 * `getTopLeftPoint`). Gridless, the token is the footprint's box before turning: `width` across the
 * unit, `height` from rear to front, centred on the footprint's centre; the host reads the centre
 * back as the box's middle. Foundry keeps token positions in whole pixels, so a centre may move by
 * up to half a pixel.
 */
export function tokenPlacement(unit: Unit, grid: CellGrid | null, spec: GridSpec, who: Owner): TokenPlacement {
  const fp = unit.footprint;
  if (fp.kind === "cells") {
    if (grid === null) throw new Error("tokenPlacement: a unit on cells needs the board's grid");
    return spec.kind === "square" ? squarePlacement(fp.cells, spec.size, who) : hexPlacement(fp.cells, grid, who);
  }
  const size = spec.size;
  const [width, depth] = fp.kind === "circle" ? [2 * fp.radius, 2 * fp.radius] : [fp.width, fp.depth];
  return {
    x: Math.round(fp.center.x - width / 2),
    y: Math.round(fp.center.y - depth / 2),
    width: width / size,
    height: depth / size,
    shape: fp.kind === "rect" ? TOKEN_SHAPES.rectangle : TOKEN_SHAPES.ellipse,
    footprint: fp.kind,
  };
}

function squarePlacement(cells: readonly Offset[], size: number, who: Owner): TokenPlacement {
  const rows = cells.map((cell) => cell.i);
  const columns = cells.map((cell) => cell.j);
  const top = Math.min(...rows);
  const left = Math.min(...columns);
  const height = Math.max(...rows) - top + 1;
  const width = Math.max(...columns) - left + 1;
  const distinct = new Set(cells.map((cell) => `${cell.i},${cell.j}`));
  if (distinct.size !== width * height) throw tableError(SCENARIO_PACK_ERRORS, "SquareCells", { owner: who.owner });
  return { x: left * size, y: top * size, width, height, shape: TOKEN_SHAPES.rectangle };
}

function hexPlacement(cells: readonly Offset[], grid: CellGrid, who: Owner): TokenPlacement {
  const [cell] = cells;
  if (cells.length !== 1 || cell === undefined)
    throw tableError(SCENARIO_PACK_ERRORS, "HexCells", { owner: who.owner, count: cells.length });
  const box = polygonBounds(grid.vertices(cell));
  return { x: Math.round(box.minX), y: Math.round(box.minY), width: 1, height: 1, shape: TOKEN_SHAPES.rectangle };
}
