import type { Point } from "@engine/model/coordinates";
import type { BoardView } from "../board/board-view";
import { boardPoint } from "../board/svg";

/** How much one notch of the wheel (100 pixels of scroll) zooms. */
const WHEEL_ZOOM = 1.2;

/**
 * Zoom and pan as map tools do: the wheel zooms around the pointer (Shift and the wheel is left to
 * turning the selected unit), dragging the empty board pans it, and so does dragging with the
 * middle or right button anywhere (over tokens too). Pointer positions are read in screen pixels
 * and turned into board pixels with the view's present scale.
 */
export function listenForZoomPan(svg: SVGSVGElement, view: Pick<BoardView, "zoom" | "pan">): void {
  svg.addEventListener(
    "wheel",
    (event) => {
      if (event.shiftKey) return;
      event.preventDefault();
      // Lines (Firefox) or pixels: about a hundred pixels a notch either way.
      const notches = (event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 33 : event.deltaY) / 100;
      if (notches !== 0) view.zoom(WHEEL_ZOOM ** -notches, boardPoint(svg, event));
    },
    { passive: false },
  );
  svg.addEventListener("contextmenu", (event) => event.preventDefault());
  svg.addEventListener("pointerdown", (down) => {
    const onPiece = down.target instanceof Element && down.target.closest("g.unit, .destination") !== null;
    if (!(down.button === 1 || down.button === 2 || (down.button === 0 && !onPiece))) return;
    down.preventDefault();
    svg.setPointerCapture(down.pointerId);
    svg.classList.add("panning");
    let last: Point = { x: down.clientX, y: down.clientY };
    const move = (event: PointerEvent): void => {
      const scale = svg.getScreenCTM()?.a ?? 1;
      view.pan({ x: (event.clientX - last.x) / scale, y: (event.clientY - last.y) / scale });
      last = { x: event.clientX, y: event.clientY };
    };
    const up = (): void => {
      svg.classList.remove("panning");
      svg.removeEventListener("pointermove", move);
      svg.removeEventListener("pointerup", up);
      svg.removeEventListener("pointercancel", up);
    };
    svg.addEventListener("pointermove", move);
    svg.addEventListener("pointerup", up);
    svg.addEventListener("pointercancel", up);
  });
}
