import { describe, expect, it } from "vitest";
import { EngineError } from "@engine/errors";
import { HEX_KINDS } from "@engine/grid/hex";
import { ownerNamed } from "@engine/validation/field-errors";
import { readGridSpec } from "@engine/validation/read-grid";

const WHO = ownerNamed("CombatSetup");
const HEX = { kind: "hex-odd-r", size: 100, distance: 1, units: "km" };
const SQUARE = { kind: "square", size: 50, distance: 5, units: "ft", diagonals: "exact" };
/** A rule system's own refusal of a kind it cannot play (as command-test's and odds-crt's "NotHex"). */
const notHex = (got: string) => new EngineError("WARGAME.Error.Test.NotHex", { got }, "Hex grids only, not {got}.");

function errorOf(run: () => unknown): EngineError {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("accepted");
}

describe("readGridSpec", () => {
  it("reads a hex grid, the diagonal rule (counted on square grids only) left out as equidistant", () => {
    expect(readGridSpec(HEX, WHO, HEX_KINDS, notHex)).toEqual({ ...HEX, diagonals: "equidistant" });
    expect(readGridSpec({ ...HEX, diagonals: "exact" }, WHO, HEX_KINDS, notHex).diagonals).toBe("exact");
  });

  it("requires the diagonal rule on a square grid", () => {
    expect(readGridSpec(SQUARE, WHO, ["square"])).toEqual(SQUARE);
    const without = { ...SQUARE, diagonals: undefined };
    expect(errorOf(() => readGridSpec(without, WHO, ["square"])).data).toMatchObject({ field: "grid.diagonals" });
  });

  it("refuses a grid kind the rule system cannot play with its own error", () => {
    const error = errorOf(() => readGridSpec(SQUARE, WHO, HEX_KINDS, notHex));
    expect(error.key).toBe("WARGAME.Error.Test.NotHex");
    expect(error.data).toMatchObject({ got: "square" });
  });

  it("refuses it as a choice among the kinds played when the rule system names no error of its own", () => {
    const error = errorOf(() => readGridSpec(HEX, WHO, ["square"]));
    expect(error.key).toBe("WARGAME.Error.Field.UnknownChoice");
    expect(error.data).toMatchObject({ field: "grid.kind", choices: "square" });
  });

  it("refuses what is not a grid kind at all as a choice among every kind, before the rule system's refusal", () => {
    const error = errorOf(() => readGridSpec({ ...HEX, kind: "octagonal" }, WHO, HEX_KINDS, notHex));
    expect(error.key).toBe("WARGAME.Error.Field.UnknownChoice");
    expect(error.data).toMatchObject({ field: "grid.kind" });
    expect(String(error.data["choices"])).toContain("gridless");
  });

  it("names each bad field", () => {
    const field = (grid: unknown) => errorOf(() => readGridSpec(grid, WHO, HEX_KINDS, notHex)).data["field"];
    expect(field(null)).toBe("grid");
    expect(field({ ...HEX, size: 0 })).toBe("grid.size");
    expect(field({ ...HEX, distance: -1 })).toBe("grid.distance");
    expect(field({ ...HEX, units: 3 })).toBe("grid.units");
    expect(field({ ...HEX, diagonals: "sideways" })).toBe("grid.diagonals");
  });
});
