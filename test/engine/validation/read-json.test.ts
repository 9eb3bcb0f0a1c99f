import { describe, expect, it } from "vitest";
import { EngineError } from "@engine/errors";
import { LIMITS } from "@engine/limits";
import { readJson } from "@engine/validation/read-json";
import { ownerNamed } from "@engine/validation/field-errors";
import { parseChangeRequest } from "@foundry/gm/parse-requests";

const WHO = ownerNamed("ChangeRequest");

function keyOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error.key;
    throw error;
  }
  throw new Error("accepted");
}

/** A list nested `depth` deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let k = 0; k < depth; k++) value = [value];
  return value;
}

describe("JSON from other clients is bounded", () => {
  it("refuses a 100,000-deep payload with a depth error, not a stack overflow", () => {
    expect(keyOf(() => readJson(nested(100_000), WHO, "combat"))).toBe("WARGAME.Error.Limit.RequestDepth");
    expect(
      keyOf(() => parseChangeRequest({ requesterId: "p1", changes: { sceneId: "s" }, combat: nested(100_000) })),
    ).toBe("WARGAME.Error.Limit.RequestDepth");
  });

  it("takes values 32 levels deep and refuses 33", () => {
    // nested(31) is 31 lists around a number: the number sits at level 31, the innermost list at 30.
    expect(readJson(nested(LIMITS.requestDepth), WHO, "combat")).toBeDefined();
    expect(keyOf(() => readJson(nested(LIMITS.requestDepth + 1), WHO, "combat"))).toBe(
      "WARGAME.Error.Limit.RequestDepth",
    );
  });

  it("refuses a payload over a million characters", () => {
    expect(
      keyOf(() =>
        parseChangeRequest({
          requesterId: "p1",
          changes: { sceneId: "s" },
          combat: "x".repeat(LIMITS.requestCharacters),
        }),
      ),
    ).toBe("WARGAME.Error.Limit.RequestSize");
    expect(keyOf(() => readJson(new Array(LIMITS.requestCharacters).fill(0), WHO, "combat"))).toBe(
      "WARGAME.Error.Limit.RequestSize",
    );
  });
});
