import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { freshSeed, parseFuzzArgs, readmeWithCases, replayCommand } from "../../tools/fuzz";
import { recordedCases } from "../fuzz/fuzz-cases";
import { fuzzSeed } from "../setup/fuzz-seed";

describe("npm run fuzz", () => {
  it("reads how many runs, at what size, of which suites", () => {
    expect(parseFuzzArgs([])).toEqual({ help: false, table: false, runs: 1, size: 1, files: ["test/fuzz"] });
    expect(parseFuzzArgs(["--help"]).help).toBe(true);
    expect(parseFuzzArgs(["-h"]).help).toBe(true);
    expect(parseFuzzArgs(["--table"]).table).toBe(true);
    expect(parseFuzzArgs(["--runs", "20", "--size", "5", "test/fuzz/sessions.test.ts"])).toEqual({
      help: false,
      table: false,
      runs: 20,
      size: 5,
      files: ["test/fuzz/sessions.test.ts"],
    });
    expect(() => parseFuzzArgs(["--runs", "0"])).toThrow("--runs needs a number above 0");
    expect(() => parseFuzzArgs(["--seed", "1"])).toThrow("unknown option --seed");
  });

  it("prints a one-line command whose seed the test setup replays", () => {
    const seed = freshSeed();
    const command = replayCommand(seed, 5, "test/fuzz/sessions.test.ts");
    expect(command).toBe(`FC_SEED=${seed} FUZZ_RUNS=5 npx vitest run --project unit test/fuzz/sessions.test.ts`);
    const env = Object.fromEntries([...command.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1] ?? "", m[2]]));
    expect(fuzzSeed(env)).toBe(seed);
  });
});

describe("the README's reliability table", () => {
  const readme = readFileSync("README.md", "utf8");
  const recorded = recordedCases();
  const suites = readdirSync("test/fuzz")
    .filter((file) => file.endsWith(".test.ts") && file !== "seed.test.ts")
    .map((file) => file.replace(/\.test\.ts$/, ""));

  it("has a row and recorded case counts for every fuzz suite", () => {
    for (const suite of suites) {
      expect(readme, suite).toContain(`| \`${suite}\` |`);
      expect(recorded[suite], suite).toBeDefined();
    }
  });

  it("shows the case counts the suites printed (npm run fuzz -- --table writes both)", () => {
    expect(readmeWithCases(readme, recorded)).toBe(readme);
  });
});
