import type { Point } from "@engine/model/coordinates";
import { boardPoint } from "../board/svg";

/** What dragging a token reports: which unit, and how far it was dragged in board pixels. */
export interface DragHandlers {
  /** Whether units may be dragged now (not during a combat's dialog or an animation). */
  readonly enabled: () => boolean;
  /** `alone`: Shift was held, so the unit leaves its stack rather than taking it along. */
  readonly onDrop: (unitId: string, delta: Point, alone: boolean) => void;
  /** The other tokens that follow the dragged one (its stack's: stack-drag.ts). */
  readonly carried: (unitId: string, alone: boolean) => readonly SVGGElement[];
  /** A token let go outside the board: it stays where it was. */
  readonly onOffBoard: (unitId: string) => void;
  /** A token clicked without being dragged. */
  readonly onSelect: (unitId: string) => void;
  /** The token starts to move with the pointer (once per drag), and the drag ends (drop or not). */
  readonly onStart?: (unitId: string, alone: boolean) => void;
  readonly onEnd?: () => void;
  /**
   * As the drag starts: how far each moving token is drawn off its place (a fanned stack's
   * counter, `StackFans.lift`), so that it moves on from where it is seen rather than jumping back.
   */
  readonly lift?: (tokens: readonly SVGGElement[]) => ReadonlyMap<SVGGElement, Point>;
}

/**
 * Lets a person drag tokens on the board. The token follows the pointer, with the tokens it
 * carries (its stack, unless Shift is held when it is picked up), from where each is drawn (a
 * fanned counter from its place in the fan); on release the page decides where they land from
 * where the dragged token is seen (snapped to a cell on grids) and redraws.
 */
export function listenForDrags(svg: SVGSVGElement, handlers: DragHandlers): void {
  svg.addEventListener("pointerdown", (down) => {
    const token = down.target instanceof Element ? down.target.closest<SVGGElement>("g.unit") : null;
    const unitId = token?.dataset["unitId"];
    if (!token || unitId === undefined || !handlers.enabled() || down.button !== 0) return;
    down.preventDefault();
    const start = boardPoint(svg, down);
    let delta: Point = { x: 0, y: 0 };
    let started = false;
    let lifted: ReadonlyMap<SVGGElement, Point> = new Map();
    const alone = down.shiftKey;
    const tokens = [token, ...handlers.carried(unitId, alone)];
    for (const moved of tokens) moved.classList.add("dragging");
    svg.setPointerCapture(down.pointerId);
    const move = (event: PointerEvent): void => {
      const at = boardPoint(svg, event);
      delta = { x: at.x - start.x, y: at.y - start.y };
      if (!started) {
        lifted = handlers.lift?.(tokens) ?? lifted;
        handlers.onStart?.(unitId, alone);
      }
      started = true;
      for (const moved of tokens) {
        const off = lifted.get(moved) ?? { x: 0, y: 0 };
        moved.setAttribute("transform", `translate(${delta.x + off.x} ${delta.y + off.y})`);
      }
    };
    const up = (event: PointerEvent): void => {
      svg.removeEventListener("pointermove", move);
      svg.removeEventListener("pointerup", up);
      svg.removeEventListener("pointercancel", up);
      for (const moved of tokens) {
        moved.classList.remove("dragging");
        moved.removeAttribute("transform");
      }
      if (started) handlers.onEnd?.();
      const box = svg.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) handlers.onOffBoard(unitId);
      else if (delta.x !== 0 || delta.y !== 0) {
        // Where the token is seen: a counter lifted from a fan lands where it is let go, not one fan place off.
        const off = lifted.get(token) ?? { x: 0, y: 0 };
        handlers.onDrop(unitId, { x: delta.x + off.x, y: delta.y + off.y }, alone);
      } else handlers.onSelect(unitId);
    };
    svg.addEventListener("pointermove", move);
    svg.addEventListener("pointerup", up);
    svg.addEventListener("pointercancel", up);
  });
}
