/**
 * The known name closest to a misspelt one ("strenght" → "strength", "woodz" → "woods"), or
 * undefined when none is close: at most a third of the longer name's letters apart (at least 1),
 * counted as edits (insert, delete, change, or swap two neighbours). Ties go to the earlier name.
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
    const allowed = Math.max(1, Math.floor(Math.max(name.length, candidate.length) / 3));
    if (d <= allowed && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** Optimal string alignment distance: edits, with a swap of two neighbouring letters as one. */
export function editDistance(a: string, b: string): number {
  // Names longer than this are never a near miss worth the quadratic table.
  if (Math.abs(a.length - b.length) > 8 || a.length > 64 || b.length > 64) return Infinity;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const above = rows[i - 1] ?? [];
      let d = Math.min((above[j] ?? Infinity) + 1, (row[j - 1] ?? Infinity) + 1, (above[j - 1] ?? Infinity) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (rows[i - 2]?.[j - 2] ?? Infinity) + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? Infinity;
}
