import type { Point } from "@engine/model/coordinates";
import { fanOffsets } from "@view/fan-offsets";

/** A board's fanned stack, as a drag reads it. */
export interface StackFans {
  /**
   * Closes the fan, giving how far each of these tokens stood off its place in it (none for a
   * token not fanned): a drag that starts from a fanned counter goes on from where it is drawn.
   */
  lift(tokens: readonly SVGGElement[]): Map<SVGGElement, Point>;
}

/**
 * Fans a stack out while the pointer is over it: its counters, drawn overlapping on one cell, are
 * set side by side, so that each name reads and each can be picked; they close when it leaves, or
 * when one of them starts to be dragged (`lift`). Pressing on a counter keeps the fan open, so
 * the counter pressed stays under the pointer.
 */
export function listenForStackFans(svg: SVGSVGElement): StackFans {
  let fanned: SVGGElement[] = [];
  const offsets = new Map<SVGGElement, Point>();
  const close = (): void => {
    for (const token of fanned) {
      token.classList.remove("fanned");
      token.style.removeProperty("transform");
    }
    fanned = [];
    offsets.clear();
  };
  svg.addEventListener("pointerover", (event) => {
    const token = event.target instanceof Element ? event.target.closest<SVGGElement>("g.unit") : null;
    const cell = token?.dataset["cell"];
    if (token === null || token.classList.contains("dragging") || fanned.includes(token)) return;
    close();
    if (cell === undefined) return;
    const stack = [...svg.querySelectorAll<SVGGElement>("g.unit")].filter((other) => other.dataset["cell"] === cell);
    if (stack.length < 2) return;
    const width = token.querySelector<SVGGraphicsElement>(".body")?.getBBox().width ?? 0;
    // Centred on the cell: the pointer stays over the stack as it opens.
    const places = fanOffsets(stack.length, width, (stack.length - 1) / 2);
    stack.forEach((member, k) => {
      const offset = places[k] ?? { x: 0, y: 0 };
      member.classList.add("fanned");
      member.style.transform = `translate(${offset.x}px, ${offset.y}px)`;
      offsets.set(member, offset);
    });
    fanned = stack;
  });
  svg.addEventListener("pointerleave", close);
  return {
    lift(tokens) {
      const lifted = new Map(
        tokens.flatMap((token) => {
          const offset = offsets.get(token);
          return offset === undefined ? [] : [[token, offset] as const];
        }),
      );
      close();
      return lifted;
    },
  };
}
