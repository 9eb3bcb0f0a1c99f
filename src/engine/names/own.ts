/**
 * A record's own value under a name a user wrote: `undefined` unless the record itself holds the
 * name, so `__proto__`, `constructor` or `toString` read as ordinary names, never as what every
 * object inherits from Object.prototype.
 */
export function own<T>(record: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}
