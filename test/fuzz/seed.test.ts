import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FIXED_SEED, fuzzSeed } from "../setup/fuzz-seed";

describe("the property tests' seed", () => {
  it("is fixed on any machine unless FC_SEED names one, so npm test gives the same answer twice", () => {
    expect(fc.readConfigureGlobal().seed).toBe(fuzzSeed());
    expect(fuzzSeed({})).toBe(FIXED_SEED);
    expect(fuzzSeed({ CI: "true" })).toBe(FIXED_SEED);
    expect(fuzzSeed({ FC_SEED: "42" })).toBe(42);
    expect(fuzzSeed({ FC_SEED: "garbage" })).toBe(FIXED_SEED);
  });

  it("makes two runs of one property draw the same cases", () => {
    const draw = (): number[] => fc.sample(fc.integer(), { numRuns: 5 });
    expect(draw()).toEqual(draw());
  });
});
