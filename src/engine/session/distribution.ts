/** A probability distribution over plain-JSON values: each distinct value once, with its probability. */
export type Distribution<T> = readonly { readonly value: T; readonly p: number }[];

/** Sums the probabilities of equal values (equal as JSON). */
export function collect<T>(entries: Iterable<{ readonly value: T; readonly p: number }>): Distribution<T> {
  const merged = new Map<string, { value: T; p: number }>();
  for (const { value, p } of entries) {
    const key = JSON.stringify(value);
    const found = merged.get(key);
    if (found === undefined) merged.set(key, { value, p });
    else found.p += p;
  }
  return [...merged.values()];
}

/** The distribution of `f(value)`. */
export function mapDistribution<T, U>(distribution: Distribution<T>, f: (value: T) => U): Distribution<U> {
  return collect(distribution.map(({ value, p }) => ({ value: f(value), p })));
}

/** The probability of `value` (0 when absent). */
export function probabilityOf<T>(distribution: Distribution<T>, value: T): number {
  const key = JSON.stringify(value);
  return distribution.find((entry) => JSON.stringify(entry.value) === key)?.p ?? 0;
}

/** The distribution of the sum of `count` dice of `faces` faces, by convolution (count × sum steps, not faces^count). */
export function sumOfDice(count: number, faces: number): Distribution<number> {
  let ways = [1];
  for (let die = 0; die < count; die += 1) {
    const next = new Array<number>(ways.length + faces).fill(0);
    ways.forEach((p, sum) => {
      for (let face = 1; face <= faces; face += 1) next[sum + face] = (next[sum + face] ?? 0) + p / faces;
    });
    ways = next;
  }
  return ways.flatMap((p, sum) => (p > 0 ? [{ value: sum, p }] : []));
}

/** The distribution of how many of `count` dice show a face in `hits` (binomial, built die by die). */
export function countOfFaces(count: number, faces: number, hits: number): Distribution<number> {
  const q = hits / faces;
  let ways = [1];
  for (let die = 0; die < count; die += 1) ways = [...ways, 0].map((p, k) => p * (1 - q) + (ways[k - 1] ?? 0) * q);
  return ways.flatMap((p, k) => (p > 0 ? [{ value: k, p }] : []));
}
