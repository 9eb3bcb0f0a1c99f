import type { Point, Unit } from "../../engine/board/types";
import { footprintPolygon } from "../../engine/grid/footprint";
import { add, rotate } from "../../engine/geometry/vector";
import type { StatusLook } from "./palette";
import { pointList, round, svgElement } from "./svg";

/** Where a token is drawn: its centre (a stacked counter is shifted off its cell's centre). */
export interface TokenPlace {
  readonly center: Point;
  /** Half the side of a grid counter, in pixels; gridless tokens draw their footprint instead. */
  readonly half: number;
  /** The corners of each cell of a unit covering several, outlined under its counter. */
  readonly cells: readonly (readonly Point[])[];
}

const LABEL_LENGTH = 16;

/**
 * A unit's token: its body in the side's colour, a wedge on the side it faces, and its name. The
 * data attributes carry where it stands and what it is, for the page and for the browser tests.
 */
export function unitToken(unit: Unit, place: TokenPlace, colour: string, statusLook: (status: string) => StatusLook): SVGGElement {
  const token = svgElement("g", { class: "unit", tabindex: 0, ...tokenData(unit) });
  const gridless = unit.footprint.kind !== "cells";
  const body = gridless ? footprintPolygon(unit) : square(place);
  const reach = gridless ? frontReach(unit) : place.half;
  const width = gridless ? acrossWidth(unit) : 2 * place.half;
  // In the unit's own frame the front is +y (facing 0 looks down the screen), as in footprintPolygon.
  const wedge = [
    { x: 0, y: reach },
    { x: reach * 0.4, y: reach * 0.55 },
    { x: -reach * 0.4, y: reach * 0.55 },
  ].map((p) => add(place.center, rotate(p, unit.facing)));
  const name = unit.name.length > LABEL_LENGTH ? `${unit.name.slice(0, LABEL_LENGTH - 1)}…` : unit.name;
  // Small enough for the name to fit across the token (a character is about 0.6 em wide).
  const fontSize = Math.min(0.6 * reach, width / (0.6 * Math.max(name.length, 6)));
  const label = svgElement("text", { class: "label", x: place.center.x, y: place.center.y, "font-size": round(fontSize) });
  label.textContent = name;
  const title = svgElement("title");
  title.textContent = unit.name;
  token.append(
    ...place.cells.map((corners) => svgElement("polygon", { class: "covered-cell", points: pointList(corners), stroke: colour })),
    svgElement("polygon", { class: "body", points: pointList(body), fill: colour }),
    svgElement("polygon", { class: "front", points: pointList(wedge) }),
    label,
    title,
    ...statusMarkers(unit.status, place.center, reach, statusLook),
  );
  return token;
}

/** One marker per status, in a row along the counter's top edge, each named in its tooltip. */
function statusMarkers(statuses: readonly string[], center: Point, reach: number, statusLook: (status: string) => StatusLook): SVGGElement[] {
  const r = Math.max(reach * 0.28, 4);
  return statuses.map((status, k) => {
    const at = { x: center.x - reach + r + k * 2.1 * r, y: center.y - reach };
    const mark = statusLook(status);
    const marker = svgElement("g", { class: "status-marker", "data-status": status });
    const glyph = svgElement("text", { x: round(at.x), y: round(at.y), "font-size": round(1.3 * r) });
    glyph.textContent = mark.glyph;
    const name = svgElement("title");
    name.textContent = mark.name;
    marker.append(svgElement("circle", { cx: round(at.x), cy: round(at.y), r: round(r), fill: mark.colour }), glyph, name);
    return marker;
  });
}

function tokenData(unit: Unit): Record<string, string | number> {
  const fp = unit.footprint;
  return {
    "data-unit-id": unit.id,
    "data-side": unit.side,
    "data-facing": unit.facing,
    "data-status": unit.status.join(" "),
    "data-unit-data": JSON.stringify(unit.data),
    ...(fp.kind === "cells"
      ? { "data-cell": fp.cells.map((c) => `${c.i},${c.j}`).join(" ") }
      : { "data-x": fp.center.x, "data-y": fp.center.y }),
  };
}

function square({ center, half }: TokenPlace): Point[] {
  return [
    { x: center.x - half, y: center.y - half },
    { x: center.x + half, y: center.y - half },
    { x: center.x + half, y: center.y + half },
    { x: center.x - half, y: center.y + half },
  ];
}

/** How wide a gridless footprint is across the unit. */
function acrossWidth(unit: Unit): number {
  const fp = unit.footprint;
  if (fp.kind === "circle") return 2 * fp.radius;
  if (fp.kind === "cells") return 0;
  return fp.width;
}

/** How far the front of a gridless footprint lies from its centre. */
function frontReach(unit: Unit): number {
  const fp = unit.footprint;
  if (fp.kind === "circle") return fp.radius;
  if (fp.kind === "cells") return 0;
  return fp.depth / 2;
}
