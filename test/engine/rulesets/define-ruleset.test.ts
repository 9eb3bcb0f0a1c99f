import { describe, expect, it } from "vitest";
import { defineOptions } from "@engine/rulesets/options";
import { defineRuleset } from "@engine/rulesets/define-ruleset";
import { SHIPPED } from "../../rulesets/shipped";
import { shove } from "../../rulesets/test-only/test-only-ruleset";
import type { Board, Unit } from "@engine/board/types";
import { replay } from "@engine/session/replay";

function unit(id: string, side: string, j: number): Unit {
  return {
    id,
    name: id.toUpperCase(),
    side,
    footprint: { kind: "cells", cells: [{ i: 2, j }] },
    facing: 0,
    move: 1,
    status: [],
    data: { weight: 2 },
  };
}

describe("defineOptions", () => {
  it("names every key of an option by the namespace's one rule", () => {
    const [choice, flag] = defineOptions("WARGAME.Demo", [
      { id: "pace", type: "choice", default: "slow", choices: ["slow", "fast"], gap: "Pace" },
      { id: "loud", type: "boolean", default: false },
    ]);
    expect(choice).toEqual({
      id: "pace",
      labelKey: "WARGAME.Demo.Options.pace.name",
      hintKey: "WARGAME.Demo.Options.pace.hint",
      labelledDefault: { referenceKey: "WARGAME.Demo.Gap.Pace" },
      type: "choice",
      default: "slow",
      choices: [
        { id: "slow", labelKey: "WARGAME.Demo.Options.pace.slow" },
        { id: "fast", labelKey: "WARGAME.Demo.Options.pace.fast" },
      ],
    });
    expect(flag).toEqual({
      id: "loud",
      labelKey: "WARGAME.Demo.Options.loud.name",
      hintKey: "WARGAME.Demo.Options.loud.hint",
      type: "boolean",
      default: false,
    });
  });
});

describe("defineRuleset", () => {
  it("fills what a definition leaves out, and keeps what it states", () => {
    // The test-only shove states its own label and statuses; with those left out the defaults show.
    const { labelKey, statuses, tables, options, ...rest } = shove;
    expect([labelKey, statuses.length, Object.keys(tables), options.length]).toEqual([
      "WARGAME.Test.Ruleset",
      1,
      ["pushOn"],
      1,
    ]);
    const bare = defineRuleset({ ...rest, id: "bare" });
    expect(bare.labelKey).toBe("WARGAME.Ruleset.bare");
    expect([bare.statuses, bare.tables, bare.options]).toEqual([[], {}, []]);
    // Its effects and moves, read off a session played to a push (stand, then a 5 against pushOn 4).
    const board: Board = {
      grid: { kind: "square", size: 100, distance: 1, units: "m", diagonals: "equidistant" },
      units: [unit("a", "red", 2), unit("b", "blue", 3)],
      terrain: { walls: [], areas: [] },
    };
    const state = replay(bare, bare.setupFromBoard(board, { attacker: "a", defender: "b" }), [
      { kind: "decision", step: "stance", picks: ["stand"] },
      { kind: "roll", step: "shove", dice: [5] },
    ]);
    expect(bare.effects(state)).toBe(state.effects);
    expect(bare.moveRequests(state)).toEqual([{ kind: "shoved", unitId: "b", from: { i: 2, j: 2 } }]);
  });

  it.each(SHIPPED.entries.map(({ ruleset }) => [ruleset.id, ruleset] as const))(
    "%s is named at WARGAME.Ruleset.<id>",
    (id, ruleset) => {
      expect(ruleset.labelKey).toBe(`WARGAME.Ruleset.${id}`);
    },
  );
});
