import type { BoardIndex } from "@engine/board/board-index";
import type { CellGrid } from "@engine/grid/cell-grid";
import { svgElement } from "./svg";
import { unitToken, type TokenLooks } from "./token";
import { tokenPlaces } from "./token-places";

/** Every unit's token, with its contacts and whether it stands in an enemy zone, from the index. */
export function unitsLayer(
  index: BoardIndex,
  grid: CellGrid | null,
  colours: ReadonlyMap<string, string>,
  looks: TokenLooks,
): SVGGElement {
  const layer = svgElement("g", { class: "units" });
  const units = index.board().units;
  const places = tokenPlaces(units, grid);
  for (const unit of units) {
    const place = places.get(unit.id);
    if (place === undefined) continue;
    const token = unitToken(unit, place, colours.get(unit.side) ?? "#555", looks);
    token.dataset["contacts"] = index.contactsOf(unit.id).join(" ");
    token.dataset["inEnemyZoc"] = String(index.unitInEnemyZoc(unit.id));
    layer.append(token);
  }
  return layer;
}
