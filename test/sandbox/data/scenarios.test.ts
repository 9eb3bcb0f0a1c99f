import { describe, expect, it } from "vitest";
import { loadScenarios } from "@sandbox/data/scenarios";
import { SHIPPED } from "../../rulesets/shipped";

describe("the sandbox's scenario files", () => {
  it("loads every file under scenarios/, none refused (each id its own)", () => {
    const entries = loadScenarios(SHIPPED);
    expect(entries.length).toBeGreaterThanOrEqual(17);
    expect(entries.flatMap((entry) => ("error" in entry ? [`${entry.file}: ${entry.error}`] : []))).toEqual([]);
  });
});
