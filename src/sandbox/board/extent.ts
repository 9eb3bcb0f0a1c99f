import { cellsAround } from "@engine/board/board-extent";
import type { CellBounds } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { polygonBounds, type Bounds } from "@engine/geometry/polygon";
import type { CellGrid } from "@engine/grid/cell-grid";

/** What the page draws: the box it shows, and on a grid the cells in it. */
export interface Extent {
  readonly bounds: Bounds;
  readonly cells: readonly Offset[];
}

/** The smallest box holding both. */
export function unionBounds(a: Bounds, b: Bounds): Bounds {
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

/**
 * The board's edge (`Board.edge`: every move stays in it, so the page draws what the engine plays
 * on), grown with `EDGE_MARGIN` around the box only when something was put outside it; a board
 * without an edge, the cells around the box, `EDGE_MARGIN` more each way.
 */
export function gridExtent(held: Bounds, grid: CellGrid, edge?: CellBounds): Extent {
  if (edge === undefined) return cellsIn(cellsAround(held, grid), grid);
  const drawn = cellsIn(edge, grid);
  const { bounds } = drawn;
  if (held.minX >= bounds.minX && held.maxX <= bounds.maxX && held.minY >= bounds.minY && held.maxY <= bounds.maxY)
    return drawn;
  const around = cellsAround(held, grid);
  return cellsIn(
    {
      minI: Math.min(edge.minI, around.minI),
      maxI: Math.max(edge.maxI, around.maxI),
      minJ: Math.min(edge.minJ, around.minJ),
      maxJ: Math.max(edge.maxJ, around.maxJ),
    },
    grid,
  );
}

function cellsIn({ minI, maxI, minJ, maxJ }: CellBounds, grid: CellGrid): Extent {
  const cells: Offset[] = [];
  for (let i = minI; i <= maxI; i++) for (let j = minJ; j <= maxJ; j++) cells.push({ i, j });
  return { bounds: polygonBounds(cells.flatMap((c) => grid.vertices(c))), cells };
}

/** The box with a margin of a tenth of its size, and at least `size` pixels (one scale length). */
export function gridlessExtent(held: Bounds, size: number): Extent {
  const margin = Math.max(size, 0.1 * Math.max(held.maxX - held.minX, held.maxY - held.minY));
  return {
    bounds: { minX: held.minX - margin, minY: held.minY - margin, maxX: held.maxX + margin, maxY: held.maxY + margin },
    cells: [],
  };
}
