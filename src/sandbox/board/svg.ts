import type { Point } from "@engine/model/coordinates";

const SVG_NS = "http://www.w3.org/2000/svg";

type Attributes = Readonly<Record<string, string | number>>;

/** An SVG element with its attributes set. */
export function svgElement<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/** The `points` attribute of a polygon or polyline. */
export function pointList(points: readonly Point[]): string {
  return points.map((p) => `${round(p.x)},${round(p.y)}`).join(" ");
}

/** Two decimals are plenty on screen and keep the markup small. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A pointer's position in the board's own pixels. */
export function boardPoint(svg: SVGSVGElement, event: { readonly clientX: number; readonly clientY: number }): Point {
  const matrix = svg.getScreenCTM();
  if (matrix === null) return { x: event.clientX, y: event.clientY };
  const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return { x: p.x, y: p.y };
}
