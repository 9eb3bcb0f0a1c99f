import { describe, expect, it } from "vitest";
import { freshSeed, parseFuzzArgs, replayCommand } from "../../tools/fuzz";
import { fuzzSeed } from "../setup/fuzz-seed";

describe("npm run fuzz", () => {
  it("reads how many runs, at what size, of which suites", () => {
    expect(parseFuzzArgs([])).toEqual({ runs: 1, size: 1, files: ["test/fuzz"] });
    expect(parseFuzzArgs(["--runs", "20", "--size", "5", "test/fuzz/sessions.test.ts"])).toEqual({
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
