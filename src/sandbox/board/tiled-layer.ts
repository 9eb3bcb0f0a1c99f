import type { Point } from "@engine/model/coordinates";
import { svgElement } from "./svg";

/** How many tiles across the board's first extent: 16 × 16 tiles of a few dozen shapes each at 10,000 units. */
export const TILES_ACROSS = 16;

/**
 * A layer of many shapes (tokens, zone cells, contact lines), each kept in the group of the square
 * tile of the board its anchor point lies in. Chromium restyles and lays out an SVG container by
 * walking its direct children: with ten thousand tokens in one group, changing one of them cost a
 * frame 10–70 ms of style and layout (bench/sandbox-board.ts), where a change inside one tile walks
 * the tiles and the few dozen shapes of one tile.
 *
 * The paint order depends only on what is drawn, never on the order of changes, so a drawing
 * changed shape by shape paints as one drawn afresh: tiles in rows from the top, left to right
 * (shapes lower on the board, as a stack's fanned counters, paint over those above), and within a
 * tile by rank, then in the order added.
 */
export interface TiledLayer {
  readonly element: SVGGElement;
  /** Puts the shape in the tile holding `at` (board pixels), after the shapes of lower or equal rank. */
  add(shape: SVGElement, at: Point, rank: number): void;
}

/** `size`: a tile's side in board pixels. */
export function tiledLayer(className: string, size: number): TiledLayer {
  const element = svgElement("g", { class: className });
  const tiles = new Map<string, SVGGElement>();
  /** The tiles' rows and columns, in paint order. */
  const order: [number, number][] = [];
  const ranks = new WeakMap<Element, number>();

  const tileAt = (at: Point): SVGGElement => {
    const row = Math.floor(at.y / size);
    const column = Math.floor(at.x / size);
    const key = `${row},${column}`;
    let tile = tiles.get(key);
    if (tile === undefined) {
      tile = svgElement("g", { class: "tile" });
      tiles.set(key, tile);
      const k = firstAfter(order, row, column);
      const next = order[k];
      element.insertBefore(tile, next === undefined ? null : (tiles.get(`${next[0]},${next[1]}`) ?? null));
      order.splice(k, 0, [row, column]);
    }
    return tile;
  };

  return {
    element,
    add(shape, at, rank) {
      const tile = tileAt(at);
      ranks.set(shape, rank);
      // Shapes mostly come in rank order: look from the end.
      let before: Element | null = null;
      for (let child = tile.lastElementChild; child !== null; child = child.previousElementSibling) {
        if ((ranks.get(child) ?? -Infinity) <= rank) break;
        before = child;
      }
      tile.insertBefore(shape, before);
    },
  };
}

/** Where a tile goes among the others (rows from the top, then columns from the left), by binary search. */
function firstAfter(order: readonly (readonly [number, number])[], row: number, column: number): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const [r, c] = order[mid] ?? [0, 0];
    if (r < row || (r === row && c < column)) low = mid + 1;
    else high = mid;
  }
  return low;
}
