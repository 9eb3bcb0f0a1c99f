import type { Point } from "../model/coordinates";
import type { Bounds } from "../geometry/polygon";

/** Bucket coordinates are clamped to ±2^25 so that a bucket key stays a safe integer. */
const HALF_SPAN = 2 ** 25;
const SPAN = 2 ** 26;
/** An item whose boxes would fill more buckets than this is kept aside and returned by every query. */
const MAX_BUCKETS = 4096;

/**
 * A uniform grid of square buckets over the plane; each item sits in every bucket one of its
 * boxes overlaps. A query returns the items of the buckets a box overlaps: a superset of the items
 * whose boxes meet it, which callers then test exactly. Insert, remove and move cost the buckets
 * the item covers, independent of how many items there are. An item far larger than a bucket
 * (a lake on a board of small units) is not spread over thousands of buckets: every query returns it.
 */
export class SpatialHash<T> {
  // Buckets are short lists (an item is in a bucket once): they iterate faster than sets, and a
  // query walks thousands of them.
  private readonly buckets = new Map<number, T[]>();
  private readonly keysOf = new Map<T, readonly number[]>();
  private readonly oversized = new Set<T>();

  constructor(readonly bucketSize: number) {}

  /** How many items are stored. */
  get size(): number {
    return this.keysOf.size;
  }

  /** Stores the item under the buckets its boxes overlap, replacing where it was. */
  insert(item: T, boxes: readonly Bounds[]): void {
    this.remove(item);
    if (boxes.reduce((sum, box) => sum + this.bucketCount(box), 0) > MAX_BUCKETS) {
      this.oversized.add(item);
      this.keysOf.set(item, []);
      return;
    }
    // Keys in a list, each once: an item covers few buckets, and a board inserts thousands of items.
    const keys: number[] = [];
    const seen = boxes.length > 1 ? new Set<number>() : null;
    for (const box of boxes) {
      const x1 = this.coordinate(box.maxX);
      const y0 = this.coordinate(box.minY);
      const y1 = this.coordinate(box.maxY);
      for (let bx = this.coordinate(box.minX); bx <= x1; bx++) {
        for (let by = y0; by <= y1; by++) {
          const key = keyOf(bx, by);
          if (seen?.has(key) === true) continue;
          seen?.add(key);
          keys.push(key);
          const bucket = this.buckets.get(key);
          if (bucket === undefined) this.buckets.set(key, [item]);
          else bucket.push(item);
        }
      }
    }
    this.keysOf.set(item, keys);
  }

  remove(item: T): void {
    const keys = this.keysOf.get(item);
    if (keys === undefined) return;
    this.oversized.delete(item);
    for (const key of keys) {
      const bucket = this.buckets.get(key);
      if (bucket === undefined) continue;
      // Order within a bucket means nothing: the last item takes the removed one's place.
      const at = bucket.indexOf(item);
      const last = bucket.pop();
      if (last !== undefined && at >= 0 && at < bucket.length) bucket[at] = last;
      if (bucket.length === 0) this.buckets.delete(key);
    }
    this.keysOf.delete(item);
  }

  /** Every item in a bucket the box overlaps (so every item whose boxes meet the box), each once. */
  query(box: Bounds, into: Set<T> = new Set()): Set<T> {
    for (const item of this.oversized) into.add(item);
    const [x0, y0, x1, y1] = this.range(box);
    // A box wider than the occupied buckets is cheaper to answer by visiting those buckets.
    if (this.bucketCount(box) > this.buckets.size) {
      for (const [key, bucket] of this.buckets) {
        const bx = Math.floor(key / SPAN) - HALF_SPAN;
        const by = (key % SPAN) - HALF_SPAN;
        if (bx >= x0 && bx <= x1 && by >= y0 && by <= y1) for (const item of bucket) into.add(item);
      }
      return into;
    }
    for (let bx = x0; bx <= x1; bx++) {
      for (let by = y0; by <= y1; by++) {
        const bucket = this.buckets.get(keyOf(bx, by));
        if (bucket !== undefined) for (const item of bucket) into.add(item);
      }
    }
    return into;
  }

  /**
   * Whether `test` holds for an item in a bucket the box overlaps; stops at the first. An item may
   * be tested more than once (it may sit in several buckets): for questions of "any", that spares
   * the set `query` builds.
   */
  some(box: Bounds, test: (item: T) => boolean): boolean {
    for (const item of this.oversized) if (test(item)) return true;
    // Bucket bounds worked out in place: this is the hottest path of zones and lines of fire.
    const x0 = this.coordinate(box.minX);
    const x1 = this.coordinate(box.maxX);
    const y0 = this.coordinate(box.minY);
    const y1 = this.coordinate(box.maxY);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > this.buckets.size) {
      for (const item of this.query(box)) if (test(item)) return true;
      return false;
    }
    for (let bx = x0; bx <= x1; bx++) {
      for (let by = y0; by <= y1; by++) {
        const bucket = this.buckets.get(keyOf(bx, by));
        if (bucket !== undefined) for (const item of bucket) if (test(item)) return true;
      }
    }
    return false;
  }

  private bucketCount(box: Bounds): number {
    const [x0, y0, x1, y1] = this.range(box);
    return (x1 - x0 + 1) * (y1 - y0 + 1);
  }

  private range(box: Bounds): [number, number, number, number] {
    return [this.coordinate(box.minX), this.coordinate(box.minY), this.coordinate(box.maxX), this.coordinate(box.maxY)];
  }

  private coordinate(value: number): number {
    const c = Math.floor(value / this.bucketSize);
    return c < -HALF_SPAN ? -HALF_SPAN : c > HALF_SPAN - 1 ? HALF_SPAN - 1 : c;
  }
}

function keyOf(bx: number, by: number): number {
  return (bx + HALF_SPAN) * SPAN + (by + HALF_SPAN);
}

/** The box around a point, widened by `pad` on every side. */
export function boxAround(p: Point, pad: number): Bounds {
  return { minX: p.x - pad, minY: p.y - pad, maxX: p.x + pad, maxY: p.y + pad };
}

export function padBounds(box: Bounds, pad: number): Bounds {
  return { minX: box.minX - pad, minY: box.minY - pad, maxX: box.maxX + pad, maxY: box.maxY + pad };
}

export function unionBounds(boxes: readonly Bounds[]): Bounds {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const box of boxes) {
    minX = Math.min(minX, box.minX);
    minY = Math.min(minY, box.minY);
    maxX = Math.max(maxX, box.maxX);
    maxY = Math.max(maxY, box.maxY);
  }
  return { minX, minY, maxX, maxY };
}

/** The most boxes `segmentBoxes` cuts a segment into, however long it is against the step. */
export const MAX_SEGMENT_PIECES = 1024;

/**
 * Boxes covering segment a–b in pieces no longer than `step` (each padded by `pad`), in order
 * from a: a long diagonal then covers the buckets along it, not its whole bounding box. A segment
 * longer than MAX_SEGMENT_PIECES steps gets longer pieces (a query box may span many buckets), so
 * a long move on a board of few or no walls costs no more than that many boxes.
 */
export function segmentBoxes(a: Point, b: Point, step: number, pad: number): Bounds[] {
  const pieces = Math.min(MAX_SEGMENT_PIECES, Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / step)));
  const boxes: Bounds[] = [];
  for (let k = 0; k < pieces; k++) {
    const p = lerp(a, b, k / pieces);
    const q = lerp(a, b, (k + 1) / pieces);
    boxes.push({
      minX: Math.min(p.x, q.x) - pad,
      minY: Math.min(p.y, q.y) - pad,
      maxX: Math.max(p.x, q.x) + pad,
      maxY: Math.max(p.y, q.y) + pad,
    });
  }
  return boxes;
}

function lerp(a: Point, b: Point, t: number): Point {
  return t === 1 ? b : { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}
