/** What the destinations on the board report: a click picks one, the pointer over one previews it. */
export interface DestinationHandlers {
  readonly onPick: (optionId: string) => void;
  readonly onPreview: (optionId: string | null) => void;
}

/** Lets a person choose a decision's place on the board: click a destination; hover it to see its path. */
export function listenForDestinations(svg: SVGSVGElement, handlers: DestinationHandlers): void {
  const optionOf = (target: EventTarget | null): string | null =>
    target instanceof Element ? (target.closest(".destination")?.getAttribute("data-option") ?? null) : null;
  svg.addEventListener("click", (event) => {
    const optionId = optionOf(event.target);
    if (optionId !== null) handlers.onPick(optionId);
  });
  svg.addEventListener("pointerover", (event) => handlers.onPreview(optionOf(event.target)));
}
