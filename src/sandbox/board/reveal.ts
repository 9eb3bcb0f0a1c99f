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
  return centred(home, w, h, want);
}

/** A view `width` × `height` centred on `on`, but never past the board's edge (`home`) when the board can fill it. */
export function centred(home: Bounds, width: number, height: number, on: Bounds): Bounds {
  const x = clamp((on.minX + on.maxX) / 2 - width / 2, home.minX, home.maxX - width);
  const y = clamp((on.minY + on.maxY) / 2 - height / 2, home.minY, home.maxY - height);
  return { minX: x, minY: y, maxX: x + width, maxY: y + height };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
