import type { BoardIndex } from "@engine/board/board-index";
import type { Unit } from "@engine/board/types";
import type { CellGrid } from "@engine/grid/cell-grid";
import { unitToken, type TokenLooks, type TokenPlace } from "./token";
import { tokenPlaces } from "./token-places";
import type { TiledLayer } from "./tiled-layer";

/** Every unit's token, with its contacts and whether it stands in an enemy zone, from the index. */
export function unitsLayer(
  index: BoardIndex,
  grid: CellGrid | null,
  colours: ReadonlyMap<string, string>,
  looks: TokenLooks,
  tiles: TiledLayer,
): SVGGElement {
  const units = index.board().units;
  const places = tokenPlaces(units, grid);
  units.forEach((unit, rank) => {
    const place = places.get(unit.id);
    if (place !== undefined) drawToken(tiles, index, unit, place, colours, looks, rank);
  });
  return tiles.element;
}

/** Draws one unit's token at its place, in the tile of its centre, and returns it; `rank`: its place in the board's list. */
export function drawToken(
  tiles: TiledLayer,
  index: BoardIndex,
  unit: Unit,
  place: TokenPlace,
  colours: ReadonlyMap<string, string>,
  looks: TokenLooks,
  rank: number,
): SVGGElement {
  const token = unitToken(unit, place, colours.get(unit.side) ?? "#555", looks);
  token.dataset["contacts"] = index.contactsOf(unit.id).join(" ");
  token.dataset["inEnemyZoc"] = String(index.unitInEnemyZoc(unit.id));
  tiles.add(token, place.center, rank);
  return token;
}
