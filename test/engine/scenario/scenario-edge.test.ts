import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { validateScenario } from "@engine/scenario/scenario";
import { implementedScenarios, randomMoments } from "../../view/sessions";
import { SHIPPED } from "../../rulesets/shipped";

function scenarioEdge(
  file: string,
  change: (data: { board: { units: Record<string, unknown>[] } }) => void = () => {},
) {
  const data = parse(readFileSync(file, "utf8")) as { board: { units: Record<string, unknown>[] } };
  change(data);
  return validateScenario(data, file, SHIPPED).board.edge;
}

/** A decision option's cell, when its id names one ("row,column"). */
function cellOf(id: string): { i: number; j: number } | null {
  const match = /^(-?\d+),(-?\d+)$/.exec(id);
  return match === null ? null : { i: Number(match[1]), j: Number(match[2]) };
}

describe("a scenario board's edge, when its file gives none", () => {
  it("is the cells around what the board holds, two more each way, but never before row 0 or column 0", () => {
    // The ridge's units stand in rows 7 to 12 and columns 1 to 9 (hex, odd rows shifted right):
    // two more each way is rows 5 to 14 and columns -2 to 11; the map begins
    // at column 0, as a Foundry scene begins at its top-left corner, so columns 0 to 11.
    expect(scenarioEdge("scenarios/assault/ridge-assault.yml")).toEqual({ minI: 5, maxI: 14, minJ: 0, maxJ: 11 });
    // Mountain attack: units in (5, 0) and (5, 5), rows 3 to 7 and columns -2 to 7, so 0 to 7.
    expect(scenarioEdge("scenarios/combat-grid/mountain-attack.yml")).toEqual({ minI: 3, maxI: 7, minJ: 0, maxJ: 7 });
  });

  it("holds a unit the file puts before column 0, without the margin", () => {
    // The mountain attack's last unit (the Wespe, in (5, 0)) put in (5, -1): columns -1 to 7.
    const edge = scenarioEdge("scenarios/combat-grid/mountain-attack.yml", (data) => {
      const wespe = data.board.units.at(-1);
      if (wespe !== undefined) wespe["footprint"] = { kind: "cells", cells: [{ i: 5, j: -1 }] };
    });
    expect(edge).toEqual({ minI: 3, maxI: 7, minJ: -1, maxJ: 7 });
  });

  it("keeps every scenario's rows and columns from 0", () => {
    for (const scenario of implementedScenarios()) {
      const edge = scenario.board.edge;
      if (edge === undefined) continue;
      expect(Math.min(edge.minI, edge.minJ), scenario.id).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("the places a combat offers", () => {
  it("all lie on the board's edge, in random sessions of every scenario (no 'row 14, column -2')", () => {
    let checked = 0;
    for (const moment of randomMoments(8)) {
      const edge = moment.board.edge;
      if (moment.step.kind !== "decision" || edge === undefined) continue;
      for (const option of moment.step.options) {
        const cell = cellOf(option.id);
        if (cell === null) continue;
        checked++;
        const where = `${moment.combat} ${moment.step.id} ${option.id}`;
        expect(cell.i >= edge.minI && cell.i <= edge.maxI && cell.j >= edge.minJ && cell.j <= edge.maxJ, where).toBe(
          true,
        );
        expect(Math.min(cell.i, cell.j), where).toBeGreaterThanOrEqual(0);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
