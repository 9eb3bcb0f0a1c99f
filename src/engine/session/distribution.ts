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
