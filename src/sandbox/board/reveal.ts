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

/** An element's size on the screen, in pixels. */
export interface ScreenSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The view a game opens on in an element of `size`: null (the whole board) when its smallest text,
 * `smallest` board pixels, is at least `px` on the screen there; else zoomed in just enough for it
 * to be (at most `maxZoom`), and at least until the board fills the element, so that a zoomed-in
 * view shows nothing past the board's edge; of the element's shape, centred on the first of `aims`
 * it holds whole (every unit, say, before the first fight), else on the last.
 */
export function openingView(
  home: Bounds,
  size: ScreenSize,
  smallest: number,
  px: number,
  aims: readonly Bounds[],
  maxZoom: number,
): Bounds | null {
  const wide = home.maxX - home.minX;
  const tall = home.maxY - home.minY;
  // The whole board fits the element ("meet", SVG's default): the smaller of the two scales.
  const whole = Math.min(size.width / wide, size.height / tall);
  if (!(whole > 0 && smallest > 0) || aims.length === 0) return null;
  const readable = px / (smallest * whole);
  if (readable <= 1) return null;
  const fills = Math.max(size.width / wide, size.height / tall) / whole;
  const scale = whole * Math.min(maxZoom, Math.max(readable, fills));
  const width = size.width / scale;
  const height = size.height / scale;
  const held = (aim: Bounds): boolean => aim.maxX - aim.minX <= width && aim.maxY - aim.minY <= height;
  const aim = aims.find(held) ?? aims[aims.length - 1];
  return aim === undefined ? null : centred(home, width, height, aim);
}
