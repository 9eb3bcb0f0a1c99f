import type { MovePlan, UnitMove } from "@engine/movement/move-plan";
import { pointList, svgElement } from "./svg";

/** The planned paths, each from where its unit starts to where it ends, with an arrowhead; hovering one shows `title(move)` (its reasons). */
export function planLayer(plan: MovePlan, title: (move: UnitMove) => string): SVGGElement {
  const layer = svgElement("g", { class: "plan" });
  for (const move of plan.moves) {
    const path = svgElement("polyline", {
      class: "planned-path",
      points: pointList(move.path),
      "marker-end": "url(#arrow)",
      "data-unit-id": move.unitId,
    });
    const tip = svgElement("title");
    tip.textContent = title(move);
    path.append(tip);
    layer.append(path);
  }
  return layer;
}

/** The arrowhead the planned paths end with. */
export function arrowMarker(): SVGMarkerElement {
  const marker = svgElement("marker", {
    id: "arrow",
    viewBox: "0 0 10 10",
    refX: 8,
    refY: 5,
    markerWidth: 5,
    markerHeight: 5,
    orient: "auto-start-reverse",
  });
  marker.append(svgElement("path", { d: "M0,0 L10,5 L0,10 z", class: "arrowhead" }));
  return marker;
}
