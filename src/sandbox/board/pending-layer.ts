import type { PendingMark } from "@view/pending-marks";
import type { StatusLook } from "./palette";
import { round, svgElement } from "./svg";

/**
 * Marks on the counters what the combat in progress has done so far, before Apply (`pendingMarks`):
 * a pip with the steps to lose, each status to gain as a marker in a pending (ringed, pale) style,
 * each status to lose faded, a strike over a unit to be eliminated. The marks of the last call are
 * cleared first, so no marks clears them all. Markers are drawn over each token's body as it is now.
 */
export function markPending(
  units: Element,
  marks: readonly PendingMark[],
  statusLook: (status: string) => StatusLook,
): void {
  for (const old of units.querySelectorAll(".pending")) old.remove();
  for (const faded of units.querySelectorAll(".pending-off")) faded.classList.remove("pending-off");
  for (const token of units.querySelectorAll("g.unit.pending-eliminated")) token.classList.remove("pending-eliminated");
  for (const mark of marks) {
    const token = units.querySelector(`g.unit[data-unit-id="${CSS.escape(mark.unitId)}"]`);
    const body = token?.querySelector<SVGGraphicsElement>(".body");
    if (token === null || token === undefined || body === null || body === undefined) continue;
    const box = body.getBBox();
    const reach = Math.min(box.width, box.height) / 2;
    const r = Math.max(reach * 0.28, 4);
    if (mark.lost > 0) {
      const pip = svgElement("g", { class: "pending pending-loss", "data-steps": mark.lost });
      const at = { x: round(box.x + box.width - r), y: round(box.y + box.height - r) };
      const text = svgElement("text", { x: at.x, y: at.y, "font-size": round(1.3 * r) });
      text.textContent = `−${mark.lost}`;
      pip.append(svgElement("circle", { cx: at.x, cy: at.y, r: round(r) }), text);
      token.append(pip);
    }
    for (const status of mark.removed)
      token.querySelector(`.status-marker[data-status="${CSS.escape(status)}"]`)?.classList.add("pending-off");
    const shown = token.querySelectorAll(".status-marker").length;
    mark.added.forEach((status, k) => {
      const look = statusLook(status);
      const at = { x: round(box.x + r + (shown + k) * 2.1 * r), y: round(box.y) };
      const marker = svgElement("g", { class: "pending status-marker pending-status", "data-status": status });
      const glyph = svgElement("text", { x: at.x, y: at.y, "font-size": round(1.3 * r) });
      glyph.textContent = look.glyph;
      const name = svgElement("title");
      name.textContent = look.name;
      marker.append(svgElement("circle", { cx: at.x, cy: at.y, r: round(r), fill: look.colour }), glyph, name);
      token.append(marker);
    });
    if (mark.eliminated) {
      token.classList.add("pending-eliminated");
      const strike = svgElement("g", { class: "pending pending-strike" });
      strike.append(
        svgElement("line", {
          x1: round(box.x),
          y1: round(box.y),
          x2: round(box.x + box.width),
          y2: round(box.y + box.height),
        }),
        svgElement("line", {
          x1: round(box.x + box.width),
          y1: round(box.y),
          x2: round(box.x),
          y2: round(box.y + box.height),
        }),
      );
      token.append(strike);
    }
  }
}
