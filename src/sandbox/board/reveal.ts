import type { Bounds } from "@engine/geometry/polygon";

/**
 * The view that shows `want` from a zoomed-in `camera`: the camera itself when `want` is already
 * in it, else the same zoom moved to centre on `want` (within the board), zoomed out just enough to
 * hold it (keeping the camera's shape); null, the whole board, once that would be as wide or as
 * tall as `home`.
 */
export function revealed(camera: Bounds, home: Bounds, want: Bounds): Bounds | null {
  const inside =
    want.minX >= camera.minX && want.maxX <= camera.maxX && want.minY >= camera.minY && want.maxY <= camera.maxY;
  if (inside) return camera;
  const width = camera.maxX - camera.minX;
  const height = camera.maxY - camera.minY;
  const grow = Math.max(1, (want.maxX - want.minX) / width, (want.maxY - want.minY) / height);
  const w = width * grow;
  const h = height * grow;
  if (w >= home.maxX - home.minX || h >= home.maxY - home.minY) return null;
  // Centred on what is wanted, but never past the board's edge when the board can fill the view.
  const x = clamp((want.minX + want.maxX) / 2 - w / 2, home.minX, home.maxX - w);
  const y = clamp((want.minY + want.maxY) / 2 - h / 2, home.minY, home.maxY - h);
  return { minX: x, minY: y, maxX: x + w, maxY: y + h };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
