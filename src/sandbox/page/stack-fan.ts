import { fanOffsets } from "@view/fan-offsets";

/**
 * Fans a stack out while the pointer is over it: its counters, drawn overlapping on one cell, are
 * set side by side, so that each name reads, each marker chit shows and each can be picked; they
 * close when it leaves. A fanned stack reaches over its neighbours' cells, so it is painted above
 * every other counter while open (`raise`), and put back in its place when it closes.
 */
export function listenForStackFans(svg: SVGSVGElement): void {
  let fanned: SVGGElement[] = [];
  let lower: () => void = () => {};
  const close = (): void => {
    for (const token of fanned) {
      token.classList.remove("fanned");
      token.style.removeProperty("transform");
    }
    lower();
    lower = () => {};
    fanned = [];
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
    const offsets = fanOffsets(stack.length, width, (stack.length - 1) / 2);
    stack.forEach((member, k) => {
      member.classList.add("fanned");
      member.style.transform = `translate(${offsets[k]?.x ?? 0}px, ${offsets[k]?.y ?? 0}px)`;
    });
    lower = raise(stack);
    fanned = stack;
  });
  svg.addEventListener("pointerleave", close);
  svg.addEventListener("pointerdown", close);
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
