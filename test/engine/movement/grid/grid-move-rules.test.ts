import { describe, expect, it } from "vitest";
import { DEFAULT_GRID_MOVE_RULES, resolveGridMoveRules, terrainFor } from "@engine/movement/grid/grid-move-rules";
import { unit } from "./grid-fixtures";

describe("grid movement rules", () => {
  it("fills the defaults and checks every value", () => {
    expect(resolveGridMoveRules({ stackingLimit: 3 })).toEqual({ ...DEFAULT_GRID_MOVE_RULES, stackingLimit: 3 });
    expect(() => resolveGridMoveRules({ stackingLimit: 0 })).toThrow(
      /rules.stackingLimit must be a whole number of at least 1/,
    );
    expect(() => resolveGridMoveRules({ zocCost: Number.NaN })).toThrow(/rules.zocCost/);
    expect(() => resolveGridMoveRules({ terrain: { impassable: [], extraCost: { woods: -1 } } })).toThrow(
      /rules.terrain.extraCost.woods/,
    );
    expect(() => resolveGridMoveRules({ bounds: { minI: 0, maxI: 1.5, minJ: 0, maxJ: 9 } })).toThrow(
      /rules.bounds.maxI/,
    );
    expect(() => resolveGridMoveRules({ zoc: "sometimes" as "allowed" })).toThrow(/rules.zoc must be one of/);
  });

  it("gives a unit its type's terrain rules", () => {
    const armour = { impassable: ["woods"], extraCost: {} };
    const rules = resolveGridMoveRules({ terrainByType: { armour } });
    expect(terrainFor(rules, unit("T", "a", { i: 0, j: 0 }, { data: { type: "armour" } }))).toBe(armour);
    expect(terrainFor(rules, unit("I", "a", { i: 0, j: 0 }, { data: { type: "infantry" } }))).toBe(rules.terrain);
  });
});
