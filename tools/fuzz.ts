import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { randomInt } from "node:crypto";
import { pathToFileURL } from "node:url";
import { FUZZ_CASES_FILE, type FuzzCases } from "../test/fuzz/fuzz-cases";

/**
 * `npm run fuzz -- [--runs N] [--size S] [test/fuzz/<suite>.test.ts …]`: runs the fuzz suites N
 * times (default 1), each time from a fresh random seed and at S times their CI size (default 1),
 * and prints, for each failing suite, the seed and one command that replays it. `npm test` itself
 * always replays the fixed seed (test/setup/fuzz-seed.ts).
 *
 * `npm run fuzz -- --table`: runs the suites at the fixed seed at their `npm test` size and five
 * times it, records what each printed (test/fuzz/fuzz-cases.json) and writes the case counts into
 * the README's reliability table; a test fails when either drifts.
 */

export interface FuzzArgs {
  /** `--help` or `-h`: print what the command does, run nothing. */
  readonly help: boolean;
  readonly table: boolean;
  readonly runs: number;
  readonly size: number;
  readonly files: readonly string[];
}

const USAGE = "usage: npm run fuzz -- [--runs N] [--size S] [test/fuzz/<suite>.test.ts …] | --table | --help";

const HELP = `${USAGE}
  --runs N   runs the suites N times (default 1), each from a fresh random seed
  --size S   at S times their npm test size (default 1)
  --table    runs them at the fixed seed at sizes 1 and 5 and writes the case counts into
             test/fuzz/fuzz-cases.json and the README's reliability table
Each failing suite is printed with its seed and a one-line command that replays it.`;

export function parseFuzzArgs(argv: readonly string[]): FuzzArgs {
  let runs = 1;
  let size = 1;
  let table = false;
  let help = false;
  const files: string[] = [];
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k] ?? "";
    if (arg === "--runs" || arg === "--size") {
      const value = Number(argv[++k]);
      if (!(Number.isFinite(value) && value > 0)) throw new Error(`${arg} needs a number above 0\n${USAGE}`);
      if (arg === "--runs") runs = Math.ceil(value);
      else size = value;
    } else if (arg === "--table") table = true;
    else if (arg === "--help" || arg === "-h") help = true;
    else if (arg.startsWith("--")) throw new Error(`unknown option ${arg}\n${USAGE}`);
    else files.push(arg);
  }
  return { help, table, runs, size, files: files.length === 0 ? ["test/fuzz"] : files };
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

/** Runs the suites once from `seed` (the fixed one when undefined); the files that failed, relative to the project. */
function runOnce(seed: number | undefined, args: FuzzArgs, env: Readonly<Record<string, string>> = {}): string[] {
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
      {
        stdio: "inherit",
        env: {
          ...process.env,
          ...(seed === undefined ? {} : { FC_SEED: String(seed) }),
          FUZZ_RUNS: String(args.size),
          ...env,
        },
      },
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

/** The README's reliability table with each suite's case counts (`cases`) in its two count columns. */
export function readmeWithCases(readme: string, cases: FuzzCases): string {
  return readme.replace(/^\| `([a-z-]+)` \|(.*)$/gm, (row, suite: string) => {
    const counts = cases[suite];
    if (counts === undefined) return row;
    const cells = row.split(" | ");
    const last = cells.length - 1;
    return [...cells.slice(0, last - 2), counts.ci, counts.x5, cells[last]].join(" | ");
  });
}

/** Runs every suite at the fixed seed at sizes 1 and 5 and records what each printed. */
function writeTable(): void {
  const dir = mkdtempSync(join(tmpdir(), "fuzz-table-"));
  const printed = (size: number): Map<string, string> => {
    const report = join(dir, `cases-${size}.jsonl`);
    const failed = runOnce(
      undefined,
      { help: false, table: true, runs: 1, size, files: ["test/fuzz"] },
      { FUZZ_REPORT: report },
    );
    if (failed.length > 0) throw new Error(`fuzz suites failed at size ${size}: ${failed.join(", ")}`);
    const lines = readFileSync(report, "utf8").trim().split("\n");
    return new Map(
      lines.map((line) => JSON.parse(line) as { suite: string; cases: string }).map((r) => [r.suite, r.cases]),
    );
  };
  try {
    const ci = printed(1);
    const x5 = printed(5);
    const cases: FuzzCases = Object.fromEntries(
      [...ci.keys()].sort().map((suite) => [suite, { ci: ci.get(suite) ?? "", x5: x5.get(suite) ?? "" }]),
    );
    writeFileSync(FUZZ_CASES_FILE, `${JSON.stringify(cases, null, 2)}\n`);
    writeFileSync("README.md", readmeWithCases(readFileSync("README.md", "utf8"), cases));
    console.log(`fuzz: case counts of ${Object.keys(cases).length} suites written to ${FUZZ_CASES_FILE} and README.md`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(): void {
  const args = parseFuzzArgs(process.argv.slice(2));
  if (args.help) return void console.log(HELP);
  if (args.table) return writeTable();
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    main();
  } catch (error) {
    // A mistyped option is told with the usage, not a stack trace.
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 2;
  }
}
