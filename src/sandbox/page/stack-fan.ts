import { fanOffsets } from "@view/fan-offsets";

/**
 * Fans a stack out while the pointer is over it: its counters, drawn overlapping on one cell, are
 * set side by side, so that each name reads and each can be picked; they close when it leaves.
 */
export function listenForStackFans(svg: SVGSVGElement): void {
  let fanned: SVGGElement[] = [];
  const close = (): void => {
    for (const token of fanned) {
      token.classList.remove("fanned");
      token.style.removeProperty("transform");
    }
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
    fanned = stack;
  });
  svg.addEventListener("pointerleave", close);
  svg.addEventListener("pointerdown", close);
}
