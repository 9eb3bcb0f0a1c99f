import type { Point } from "@engine/model/coordinates";
import type { ReasonTooltip } from "./path-preview";

/** The anchor's id: one small element in the page, placed under the pointer while a path is hovered. */
const ANCHOR_ID = "wargame-combat-path-anchor";

/**
 * A path's reasons in Foundry's own tooltip: `game.tooltip.activate(element, {html})` shows HTML (an
 * element here) beside an HTML element, `deactivate()` takes it away (TooltipManager, v13
 * https://foundryvtt.com/api/classes/foundry.helpers.interaction.TooltipManager.html; the same on
 * v14's page, so no compat is needed). The older `content` option is deprecated since v13 and warns
 * (the project's FOUNDRY-NOTES; public v13 modules pass `html`). A canvas path is no HTML element, so
 * a small fixed element is put where the pointer is and the tooltip anchored to it.
 */
export function foundryReasonTooltip(): ReasonTooltip {
  let active = false;
  return {
    show(lines, at) {
      const tooltip = game.tooltip;
      if (!tooltip || typeof document === "undefined") return;
      const anchor = anchorAt(at);
      tooltip.activate(anchor, { html: linesElement(lines) });
      active = true;
    },
    hide() {
      if (!active) return;
      active = false;
      game.tooltip?.deactivate();
    },
  };
}

function anchorAt(at: Point): HTMLElement {
  let anchor = document.getElementById(ANCHOR_ID);
  if (anchor === null) {
    anchor = document.createElement("div");
    anchor.id = ANCHOR_ID;
    Object.assign(anchor.style, { position: "fixed", width: "1px", height: "1px", pointerEvents: "none" });
    document.body.append(anchor);
  }
  anchor.style.left = `${at.x}px`;
  anchor.style.top = `${at.y}px`;
  return anchor;
}

/** Each reason on a line of its own, set as text (a unit's name is never read as HTML). */
function linesElement(lines: readonly string[]): HTMLElement {
  const list = document.createElement("div");
  for (const text of lines) {
    const line = document.createElement("div");
    line.textContent = text;
    list.append(line);
  }
  return list;
}
