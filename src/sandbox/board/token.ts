import type { Unit } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import { footprintPolygon } from "@engine/grid/footprint";
import { add, rotate } from "@engine/geometry/vector";
import type { StatusLook } from "./palette";
import { fitLabel, type FittedLine } from "./label-fit";
import { pointList, round, svgElement } from "./svg";

/** Where a token is drawn: its centre (a stacked counter is shifted off its cell's centre). */
export interface TokenPlace {
  readonly center: Point;
  /** Half the side of a grid counter, in pixels; gridless tokens draw their footprint instead. */
  readonly half: number;
  /** The corners of each cell of a unit covering several, outlined under its counter. */
  readonly cells: readonly (readonly Point[])[];
}

/** A value printed on a counter, in the page's language: as the counter prints it, and in full for its tooltip. */
export interface PrintedValue {
  readonly short: string;
  readonly full: string;
}

/** A marker on a counter (its view's `markersOf`): the number its chit shows, in its kind's colour, named in full. */
export interface DrawnMarker {
  readonly id: string;
  readonly value: string;
  readonly colour: string;
  readonly full: string;
}

/** What a token shows beyond where its unit stands: each status's marker, the values printed on the counter, its markers. */
export interface TokenLooks {
  readonly status: (status: string) => StatusLook;
  /** The values the rule system prints on the counter (its view's `counterValues`), in the page's language. */
  readonly values: (unit: Unit) => readonly PrintedValue[];
  /** The markers the rule system puts on the counter (shock points, a barrage value, cover), in the page's language. */
  readonly markers: (unit: Unit) => readonly DrawnMarker[];
}

/**
 * A unit's token: its body in the side's colour, a wedge on the side it faces, its name and the
 * short forms of the values its rule system reads, fitted inside the counter (`fitLabel`), a marker
 * per status; its tooltip names the values in full. The data attributes carry where it stands and
 * what it is, for the page and for the browser tests.
 */
export function unitToken(unit: Unit, place: TokenPlace, colour: string, looks: TokenLooks): SVGGElement {
  const printed = looks.values(unit);
  const markers = looks.markers(unit);
  const values = printed.map((value) => value.short);
  const token = svgElement("g", {
    class: "unit",
    tabindex: 0,
    ...tokenData(unit),
    "data-values": values.join(" · "),
  });
  const gridless = unit.footprint.kind !== "cells";
  const body = gridless ? footprintPolygon(unit) : square(place);
  const reach = gridless ? frontReach(unit) : place.half;
  // In the unit's own frame the front is +y (facing 0 looks down the screen), as in footprintPolygon.
  const wedge = [
    { x: 0, y: reach },
    { x: reach * 0.4, y: reach * 0.55 },
    { x: -reach * 0.4, y: reach * 0.55 },
  ].map((p) => add(place.center, rotate(p, unit.facing)));
  const title = svgElement("title");
  title.textContent = [unit.name, ...printed.map((value) => value.full), ...markers.map((marker) => marker.full)].join(
    "\n",
  );
  token.append(
    ...place.cells.map((corners) =>
      svgElement("polygon", { class: "covered-cell", points: pointList(corners), stroke: colour }),
    ),
    svgElement("polygon", { class: "body", points: pointList(body), fill: colour }),
    svgElement("polygon", { class: "front", points: pointList(wedge) }),
    ...labelLines(unit, place, values),
    title,
    ...statusMarkers(unit.status, place.center, reach, looks.status),
    ...counterMarkers(markers, chitHalf(reach), (k) => chitCentre(unit, place, reach, k)),
  );
  return token;
}

/**
 * The name and values, fitted to the box inside the counter that neither its status markers (top
 * edge) nor its facing wedge (front) cover much; on a gridless base the text runs along the base
 * (turned with it, never upside down).
 */
function labelLines(unit: Unit, place: TokenPlace, values: readonly string[]): SVGTextElement[] {
  const box = labelBox(unit, place);
  const fitted = fitLabel(unit.name, values, box.width, box.height);
  const turn = box.turned ? upright(unit.facing) : 0;
  const { x, y } = place.center;
  const text = (line: FittedLine, kind: string): SVGTextElement => {
    const element = svgElement("text", {
      class: kind,
      x: round(x),
      y: round(y + line.dy),
      "font-size": round(line.fontSize),
      ...(line.length === null ? {} : { textLength: round(line.length), lengthAdjust: "spacingAndGlyphs" }),
      ...(turn === 0 ? {} : { transform: `rotate(${round(turn)} ${round(x)} ${round(y)})` }),
    });
    element.textContent = line.text;
    return element;
  };
  return [
    ...fitted.name.map((line) => text(line, "label")),
    ...fitted.values.map((line) => text(line, "counter-values")),
  ];
}

/** The box the text is fitted to, in the counter's own frame, and whether it turns with the unit. */
function labelBox(unit: Unit, place: TokenPlace): { width: number; height: number; turned: boolean } {
  const fp = unit.footprint;
  if (fp.kind === "cells") return { width: 1.8 * place.half, height: 1.1 * place.half, turned: false };
  // A round base's text does not turn, so its box keeps clear of a wedge on any side (0.55 of the radius in).
  if (fp.kind === "circle") return { width: 1.4 * fp.radius, height: 1.1 * fp.radius, turned: false };
  if (fp.kind === "rect") return { width: 0.9 * fp.width, height: 0.75 * fp.depth, turned: true };
  return { width: 0.65 * fp.width, height: 0.55 * fp.depth, turned: true };
}

/** The base's turn, less half a turn when it would put the text upside down. */
function upright(facing: number): number {
  const turn = ((facing % 360) + 360) % 360;
  return turn > 90 && turn <= 270 ? turn - 180 : turn;
}

/** One marker per status, in a row along the counter's top edge, each named in its tooltip. */
function statusMarkers(
  statuses: readonly string[],
  center: Point,
  reach: number,
  statusLook: TokenLooks["status"],
): SVGGElement[] {
  const r = Math.max(reach * 0.28, 4);
  return statuses.map((status, k) => {
    const at = { x: center.x - reach + r + k * 2.1 * r, y: center.y - reach };
    const mark = statusLook(status);
    const marker = svgElement("g", { class: "status-marker", "data-status": status });
    const glyph = svgElement("text", { x: round(at.x), y: round(at.y), "font-size": round(1.3 * r) });
    glyph.textContent = mark.glyph;
    const name = svgElement("title");
    name.textContent = mark.name;
    marker.append(
      svgElement("circle", { cx: round(at.x), cy: round(at.y), r: round(r), fill: mark.colour }),
      glyph,
      name,
    );
    return marker;
  });
}

/** Half the side of a marker's chit: a status marker's radius. */
export function chitHalf(reach: number): number {
  return Math.max(reach * 0.28, 4);
}

/**
 * Where the `k`th marker's chit stands, off the text's box (`labelBox`) so that it never hides the
 * name: on a counter or a round base, in a row from its lower left corner, clear of the lower right
 * one where a pending loss is marked; on a long base, which the text runs along, past its rear left
 * corner, turned with the base.
 */
function chitCentre(unit: Unit, place: TokenPlace, reach: number, k: number): Point {
  const r = chitHalf(reach);
  const fp = unit.footprint;
  if (fp.kind === "cells" || fp.kind === "circle")
    return { x: place.center.x - reach + r + k * 2.1 * r, y: place.center.y + reach - r * 0.35 };
  const corner = { x: -fp.width / 2 - 0.2 * r + k * 2.1 * r, y: -fp.depth / 2 - 0.2 * r };
  return add(place.center, rotate(corner, unit.facing));
}

/**
 * One chit per marker, square (a status is a disc), of half side `r`, the `k`th centred at `at(k)`.
 * Its figures are as large as a status marker's glyph.
 */
function counterMarkers(markers: readonly DrawnMarker[], r: number, at: (k: number) => Point): SVGGElement[] {
  return markers.map((marker, k) => markerChit(marker, r, at(k), "counter-marker"));
}

/** A marker's numbered square chit of half side `r` centred at `centre`, named in full in its tooltip. */
export function markerChit(marker: DrawnMarker, r: number, centre: Point, className: string): SVGGElement {
  const chit = svgElement("g", { class: className, "data-marker": marker.id, "data-value": marker.value });
  const figure = svgElement("text", { x: round(centre.x), y: round(centre.y), "font-size": round(1.3 * r) });
  figure.textContent = marker.value;
  const name = svgElement("title");
  name.textContent = marker.full;
  chit.append(
    svgElement("rect", {
      x: round(centre.x - r),
      y: round(centre.y - r),
      width: round(2 * r),
      height: round(2 * r),
      rx: round(r * 0.2),
      fill: marker.colour,
    }),
    figure,
    name,
  );
  return chit;
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

/** How far the front of a gridless footprint lies from its centre. */
function frontReach(unit: Unit): number {
  const fp = unit.footprint;
  if (fp.kind === "circle") return fp.radius;
  if (fp.kind === "cells") return 0;
  return fp.depth / 2;
}
