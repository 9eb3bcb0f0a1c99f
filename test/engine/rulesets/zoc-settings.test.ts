import { describe, expect, it } from "vitest";
import { createBoardIndex } from "@engine/board/board-index";
import type { Board, Unit } from "@engine/board/types";
import type { GridSpec } from "@engine/model/grid-spec";
import { EngineError } from "@engine/errors";
import { rulesetZoc, zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { SHIPPED } from "../../rulesets/shipped";

const SQUARE: GridSpec = { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" };

function unit(id: string, side: string, i: number, j: number, status: string[] = []): Unit {
  return { id, name: id, side, footprint: { kind: "cells", cells: [{ i, j }] }, facing: 0, move: 4, status, data: {} };
}

function board(units: Unit[]): Board {
  return { grid: SQUARE, units, terrain: { walls: [], areas: [] } };
}

describe("zone-of-control settings per rule system", () => {
  it("labels the one zone-of-control default the texts leave open (assault)", () => {
    const labelled = SHIPPED.entries.filter(({ ruleset }) => ruleset.zoc.labelledDefault !== undefined);
    expect(labelled.map(({ ruleset }) => ruleset.id)).toEqual(["assault"]);
  });

  it("assault: every unit covers its 3×3 block (its zocRadius option's default, 1 tile)", () => {
    // Unit a at (2,2), radius 1 with equidistant diagonals: rows 1–3 × columns 1–3, 9 cells.
    const index = createBoardIndex(
      board([unit("a", "red", 2, 2), unit("b", "blue", 6, 6, ["broken"])]),
      zocSettingsFor(SHIPPED.ruleset("assault")),
    );
    expect(index.zocCellsOfUnit("a")).toHaveLength(9);
    expect(index.zocCellsOfUnit("b")).toHaveLength(9);
  });

  it("leaves broken units without a zone when a group asks so", () => {
    const index = createBoardIndex(
      board([unit("a", "red", 2, 2), unit("b", "blue", 6, 6, ["broken"])]),
      zocSettingsFor(SHIPPED.ruleset("assault"), { zocExerters: "not-broken" }),
    );
    expect(index.zocCellsOfUnit("a")).toHaveLength(9);
    expect(index.zocCellsOfUnit("b")).toEqual([]);
  });

  it("gridless contact games exert no zones; grid games use every unit's neighbouring cells", () => {
    const units = [unit("a", "red", 2, 2, ["broken"])];
    expect(
      createBoardIndex(board(units), zocSettingsFor(SHIPPED.ruleset("victory-margin"))).zocCellsOfUnit("a"),
    ).toEqual([]);
    expect(
      createBoardIndex(board(units), zocSettingsFor(SHIPPED.ruleset("combat-grid"))).zocCellsOfUnit("a"),
    ).toHaveLength(9);
  });

  it("takes a group's radius and exerters over the defaults, dropping the label once changed", () => {
    expect(rulesetZoc(SHIPPED.ruleset("assault"))).toEqual(SHIPPED.entry("assault").ruleset.zoc);
    expect(rulesetZoc(SHIPPED.ruleset("assault"), { zocRadius: 2, other: "ignored" })).toEqual({
      radius: 2,
      exerters: "every-unit",
    });
    // Radius 2 around (2,2): rows 0–4 × columns 0–4 = 25 cells.
    const index = createBoardIndex(
      board([unit("a", "red", 2, 2)]),
      zocSettingsFor(SHIPPED.ruleset("skirmish-recoil"), { zocRadius: 2, zocExerters: "every-unit" }),
    );
    expect(index.zocCellsOfUnit("a")).toHaveLength(25);
  });

  it("refuses a bad option, naming it", () => {
    expect(() => rulesetZoc(SHIPPED.ruleset("assault"), { zocRadius: -1 })).toThrow(EngineError);
    expect(() => rulesetZoc(SHIPPED.ruleset("assault"), { zocExerters: "some" })).toThrow(/zocExerters/);
    expect(() => rulesetZoc(SHIPPED.ruleset("assault"), "radius 2")).toThrow(/options/);
  });
});
