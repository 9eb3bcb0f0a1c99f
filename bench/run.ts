import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { BenchRow } from "./bench-row";

/** Runs every bench module beside this file (each exports `run(): Promise<BenchRow[]>`) and prints a table. */
const here = dirname(fileURLToPath(import.meta.url));
const modules = readdirSync(here).filter(
  (file) => file.endsWith(".ts") && file !== "run.ts" && file !== "bench-row.ts",
);

interface BenchModule {
  run(): Promise<BenchRow[]>;
}

function isBenchModule(loaded: unknown): loaded is BenchModule {
  return typeof loaded === "object" && loaded !== null && "run" in loaded && typeof loaded.run === "function";
}

for (const file of modules.sort()) {
  const loaded: unknown = await import(pathToFileURL(join(here, file)).href);
  if (!isBenchModule(loaded)) continue;
  const rows = await loaded.run();
  console.log(`\n${file}`);
  console.table(
    rows.map((row) => ({
      name: row.name,
      "baseline ms": row.baselineMs.toFixed(2),
      "candidate ms": row.candidateMs.toFixed(2),
      // A cost at a cap against a tenth of it is a ratio below 1: two places then.
      ratio: `${row.ratio.toFixed(row.ratio < 1 ? 2 : 1)}×`,
      note: row.note ?? "",
    })),
  );
}
