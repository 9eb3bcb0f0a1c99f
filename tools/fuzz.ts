import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { randomInt } from "node:crypto";
import { pathToFileURL } from "node:url";

/**
 * `npm run fuzz -- [--runs N] [--size S] [test/fuzz/<suite>.test.ts …]`: runs the fuzz suites N
 * times (default 1), each time from a fresh random seed and at S times their CI size (default 1),
 * and prints, for each failing suite, the seed and one command that replays it. `npm test` itself
 * always replays the fixed seed (test/setup/fuzz-seed.ts).
 */

export interface FuzzArgs {
  readonly runs: number;
  readonly size: number;
  readonly files: readonly string[];
}

const USAGE = "usage: npm run fuzz -- [--runs N] [--size S] [test/fuzz/<suite>.test.ts …]";

export function parseFuzzArgs(argv: readonly string[]): FuzzArgs {
  let runs = 1;
  let size = 1;
  const files: string[] = [];
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k] ?? "";
    if (arg === "--runs" || arg === "--size") {
      const value = Number(argv[++k]);
      if (!(Number.isFinite(value) && value > 0)) throw new Error(`${arg} needs a number above 0\n${USAGE}`);
      if (arg === "--runs") runs = Math.ceil(value);
      else size = value;
    } else if (arg.startsWith("--")) throw new Error(`unknown option ${arg}\n${USAGE}`);
    else files.push(arg);
  }
  return { runs, size, files: files.length === 0 ? ["test/fuzz"] : files };
}

/** The one command that replays a suite from `seed` at `size`. */
export function replayCommand(seed: number, size: number, file: string): string {
  return `FC_SEED=${seed} FUZZ_RUNS=${size} npx vitest run --project unit ${file}`;
}

/** A fresh seed, a whole number fast-check accepts. */
export function freshSeed(): number {
  return randomInt(1, 2 ** 31 - 1);
}

interface JsonReport {
  readonly testResults: readonly { readonly name: string; readonly status: string }[];
}

/** Runs the suites once from `seed`; the files that failed, relative to the project. */
function runOnce(seed: number, args: FuzzArgs): string[] {
  const dir = mkdtempSync(join(tmpdir(), "fuzz-"));
  const report = join(dir, "report.json");
  try {
    const run = spawnSync(
      "npx",
      [
        "vitest",
        "run",
        "--project",
        "unit",
        ...args.files,
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${report}`,
      ],
      { stdio: "inherit", env: { ...process.env, FC_SEED: String(seed), FUZZ_RUNS: String(args.size) } },
    );
    let failed: string[];
    try {
      const json = JSON.parse(readFileSync(report, "utf8")) as JsonReport;
      failed = json.testResults.filter((file) => file.status !== "passed").map((file) => relative(".", file.name));
    } catch {
      failed = [];
    }
    // A run that failed without naming a file (it did not start, it crashed) replays as a whole.
    return run.status !== 0 && failed.length === 0 ? [...args.files] : failed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(): void {
  const args = parseFuzzArgs(process.argv.slice(2));
  const failures: string[] = [];
  for (let n = 1; n <= args.runs; n++) {
    const seed = freshSeed();
    console.log(`\nfuzz run ${n} of ${args.runs}: seed ${seed}, size ${args.size}`);
    for (const file of runOnce(seed, args))
      failures.push(`${file} failed with seed ${seed}: ${replayCommand(seed, args.size, file)}`);
  }
  console.log(`\nfuzz: ${args.runs} runs at size ${args.size}, ${failures.length} failures`);
  for (const line of failures) console.log(line);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
