import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/* The heap a value holds, for benches that report memory (Node only: the browser page imports none). */

function isCollector(value: unknown): value is () => void {
  return typeof value === "function";
}

/** The heap (MB) a value built by `make` holds, after collecting garbage before and after. */
export function heapHeld(make: () => unknown): number {
  setFlagsFromString("--expose-gc");
  const found: unknown = runInNewContext("gc");
  if (!isCollector(found)) throw new Error("bench: no gc to measure the heap with");
  const collect = found;
  collect();
  const before = process.memoryUsage().heapUsed;
  const held = make();
  collect();
  const after = process.memoryUsage().heapUsed;
  if (held === null) throw new Error("unreachable: keeps the value alive until measured");
  return (after - before) / 2 ** 20;
}
