/** A binary min-heap under a comparison; items that compare equal come out in any order, so give a total order. */
export class MinHeap<T> {
  private readonly items: T[] = [];

  constructor(private readonly before: (a: T, b: T) => number) {}

  get size(): number {
    return this.items.length;
  }

  push(item: T): void {
    const items = this.items;
    items.push(item);
    let n = items.length - 1;
    while (n > 0) {
      const parent = (n - 1) >> 1;
      const up = items[parent];
      if (up === undefined || this.before(item, up) >= 0) break;
      items[n] = up;
      n = parent;
    }
    items[n] = item;
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined || items.length === 0) return top;
    let n = 0;
    for (;;) {
      const left = 2 * n + 1;
      const right = left + 1;
      let least = n;
      let leastItem = last;
      const l = items[left];
      if (l !== undefined && this.before(l, leastItem) < 0) {
        least = left;
        leastItem = l;
      }
      const r = items[right];
      if (r !== undefined && this.before(r, leastItem) < 0) {
        least = right;
        leastItem = r;
      }
      if (least === n) break;
      items[n] = leastItem;
      n = least;
    }
    items[n] = last;
    return top;
  }
}
