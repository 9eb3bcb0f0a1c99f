/** The canvas, or null before Foundry makes it (or where there is none, as in a dialog's test). */
export function liveCanvas(): typeof canvas | null {
  return typeof canvas === "undefined" ? null : canvas;
}
