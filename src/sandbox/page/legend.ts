import type { Area, Board } from "@engine/board/types";
import type { StatusDeclaration } from "@engine/rulesets/ruleset";
import { readable, type Words } from "@view/named-texts";
import type { CellMarkerView, CounterMarkerDeclaration } from "@view/view-types";
import { localizeText, type Localizer } from "@view/template-helpers";
import { say } from "@view/text";
import { sideColours, statusLook, terrainColour } from "../board/palette";
import { html } from "./html";

/**
 * The key to the board: sides, zones of control, contacts, a drag's reach and the zones that stop
 * it, the scenario's terrain, the statuses on the board, and each kind of marker its rule system's
 * counters carry (`markers`, shown even while no counter has one: shock points, say, come with the
 * first assault) and lays in cells (`cellMarkers`, the same).
 */
export function legend(
  board: Board,
  i18n: Localizer,
  words: Words,
  declared: readonly StatusDeclaration[],
  markers: readonly CounterMarkerDeclaration[],
  cellMarkers: readonly CellMarkerView[],
): HTMLElement {
  const swatch = (colour: string, kind: string): HTMLElement =>
    html("span", { class: `swatch ${kind}`, style: `--swatch: ${colour}` });
  const entry = (mark: HTMLElement, text: string): HTMLElement => html("li", {}, mark, text);
  const sides = [...sideColours(board.units)].map(([side, colour]) => entry(swatch(colour, "side"), words.side(side)));
  const kinds = [...new Set(board.terrain.areas.map((area) => area.kind))].map((kind) =>
    entry(swatch(terrainColour(kind), "terrain"), terrainText(kind, words, i18n)),
  );
  const statuses = [...new Set(board.units.flatMap((unit) => unit.status))].sort().map((status) => {
    const mark = statusLook(status, declared, (key) => i18n.localize(key));
    return entry(
      html("span", { class: "swatch status-mark", style: `--swatch: ${mark.colour}` }, mark.glyph),
      mark.name,
    );
  });
  const chits = [...markers, ...cellMarkers].map((kind) =>
    entry(
      html("span", { class: "swatch counter-mark", style: `--swatch: ${kind.colour}` }, "n"),
      i18n.localize(kind.labelKey),
    ),
  );
  return html(
    "details",
    { class: "legend", open: true },
    html("summary", {}, i18n.localize("WARGAME.Sandbox.Legend.Title")),
    html(
      "ul",
      {},
      ...sides,
      entry(swatch("#888", "zone"), i18n.localize("WARGAME.Sandbox.Legend.Zone")),
      entry(swatch("#d4a017", "contact"), i18n.localize("WARGAME.Sandbox.Legend.Contact")),
      entry(swatch("#1d6fd6", "selected"), i18n.localize("WARGAME.Sandbox.Legend.Selected")),
      entry(swatch("#2f8c5d", "destination"), i18n.localize("WARGAME.Sandbox.Legend.Destination")),
      entry(swatch("#3a7bd5", "reach"), i18n.localize("WARGAME.Sandbox.Legend.Reach")),
      entry(swatch("#b3261e", "reach-zone"), i18n.localize("WARGAME.Sandbox.Legend.ReachZone")),
      ...kinds,
      ...statuses,
      ...chits,
    ),
  );
}

/**
 * An area's label: its id read as the name the scenario gave it, with its kind's word when they
 * differ ("Hedge (barrier)", "Farm (built-up area)"), else the kind's word alone ("Mill").
 */
export function areaText(area: Area, words: Words, i18n: Localizer): string {
  const kind = terrainText(area.kind, words, i18n);
  const name = readable(area.id);
  return name.toLowerCase() === kind.toLowerCase()
    ? kind
    : i18n.format("WARGAME.Sandbox.AreaLabel", { area: name, terrain: kind });
}

/** A terrain kind in the page's words. */
export function terrainText(kind: string, words: Words, i18n: Localizer): string {
  return localizeText(say("WARGAME.View.Terrain", { terrain: words.terrain(kind) }), i18n);
}
