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
 * set side by side, so that each name reads, each marker chit shows and each can be picked; they
 * close when it leaves, or when one of them starts to be dragged (`lift`). Pressing on a counter
 * keeps the fan open, so the counter pressed stays under the pointer. A fanned stack reaches over
 * its neighbours' cells, so it is painted above every other counter while open (`raise`), and put
 * back in its place when it closes.
 */
export function listenForStackFans(svg: SVGSVGElement): StackFans {
  let fanned: SVGGElement[] = [];
  const offsets = new Map<SVGGElement, Point>();
  let lower: () => void = () => {};
  const close = (): void => {
    for (const token of fanned) {
      token.classList.remove("fanned");
      token.style.removeProperty("transform");
    }
    lower();
    lower = () => {};
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
    lower = raise(stack);
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

/**
 * Paints the tokens above the others (SVG paints in document order): each goes last in its tile,
 * in their order, and their tiles last in the layer; nothing leaves the layer, so a redraw that
 * replaces it leaves no stray token. Returns what puts each back where it was.
 */
function raise(tokens: readonly SVGGElement[]): () => void {
  const places = [...tokens, ...new Set(tokens.flatMap((token) => token.parentElement ?? []))].map((node) => ({
    node,
    parent: node.parentNode,
    next: node.nextSibling,
  }));
  for (const token of tokens) token.parentElement?.append(token);
  for (const tile of new Set(tokens.flatMap((token) => token.parentElement ?? []))) tile.parentElement?.append(tile);
  return () => {
    for (const { node, parent, next } of places.reverse())
      if (parent?.isConnected === true && node.parentNode === parent) parent.insertBefore(node, next);
  };
}
