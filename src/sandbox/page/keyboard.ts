/** What the keyboard asks of the page. */
export interface KeyActions {
  /**
   * Arrow keys: move the selected unit and its stack one space (a grid's cell, or the scale's size
   * gridless) that way; with Shift (`alone`), the unit without its stack.
   */
  readonly nudge: (dx: number, dy: number, alone: boolean) => void;
  /** Q and E, or Shift and the wheel over the board: turn the selected unit anticlockwise (-1) or clockwise (1). */
  readonly turn: (way: -1 | 1) => void;
  /** Enter: the selected unit attacks the enemies in contact with it. */
  readonly attack: () => void;
  /** Escape: cancels what is under way (a combat not yet applied, else the selection). */
  readonly cancel: () => void;
  /** + and -: zoom the board in (1) or out (-1); 0: back to the whole board (0). */
  readonly zoom: (way: -1 | 0 | 1) => void;
  /** ?: shows or hides the list of keys and gestures. */
  readonly help: () => void;
}

const ZOOM_KEYS: ReadonlyMap<string, -1 | 0 | 1> = new Map<string, -1 | 0 | 1>([
  ["+", 1],
  ["=", 1],
  ["-", -1],
  ["_", -1],
  ["0", 0],
]);

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Keys a form control or button uses itself are left to it. */
function ownsKeys(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest("input, select, textarea, button, summary, [contenteditable]") !== null
  );
}

/** A field a person types in, where + and - are text. */
function typesText(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest(
      "input[type='text'], input[type='number'], input:not([type]), select, textarea, [contenteditable]",
    ) !== null
  );
}

/** The page's keys; the wheel turns a unit only with Shift held (the plain wheel zooms the board: zoom-pan.ts). */
export function listenForKeys(board: HTMLElement, actions: KeyActions): void {
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Escape") {
      actions.cancel();
      return;
    }
    // + - 0 zoom wherever the focus is, but in a field where they are typed.
    const zoom = ZOOM_KEYS.get(event.key);
    if (zoom !== undefined && !typesText(event.target)) {
      actions.zoom(zoom);
      event.preventDefault();
      return;
    }
    if (ownsKeys(event.target)) return;
    const arrow = ARROWS[event.key];
    if (arrow !== undefined) actions.nudge(arrow[0], arrow[1], event.shiftKey);
    else if (event.key === "q" || event.key === "Q") actions.turn(-1);
    else if (event.key === "e" || event.key === "E") actions.turn(1);
    else if (event.key === "Enter") actions.attack();
    else if (event.key === "?") actions.help();
    else return;
    event.preventDefault();
  });
  board.addEventListener(
    "wheel",
    (event) => {
      if (!event.shiftKey) return;
      event.preventDefault();
      // Shift turns a vertical wheel into a horizontal one in some browsers: read whichever moved.
      const delta = event.deltaY === 0 ? event.deltaX : event.deltaY;
      if (delta !== 0) actions.turn(delta > 0 ? 1 : -1);
    },
    { passive: false },
  );
}
