/**
 * A scenario on a square grid as a fake Foundry scene: one token per unit (top-left at its first
 * cell, the unit data on its actor's flag, steps lost on the token's `state` flag), and each
 * terrain area of cells as a flagged rectangle region per cell.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import type { Scenario } from "../../../src/engine/scenario/scenario";
import { validateScenario } from "../../../src/engine/scenario/scenario";
import type { CombatScene } from "../../../src/foundry/combat/combat-scene";
import { FakeActor, FakeScene, FakeToken, region } from "../fakes/documents";

export class FakeCombatScene extends FakeScene implements CombatScene {
  readonly flags: Record<string, unknown> = {};

  getFlag(_scope: "wargame-combat", key: string): unknown {
    return this.flags[key];
  }
}

export function loadScenario(path: string): Scenario {
  return validateScenario(parse(readFileSync(path, "utf8")), path);
}

/** The scene of a square-grid scenario; `owners` gives each side's owning users. */
export function scenarioScene(scenario: Scenario, owners: Readonly<Record<string, string[]>>): FakeCombatScene {
  const size = scenario.board.grid.size;
  const tokens = scenario.board.units.map((unit) => {
    const cells = unit.footprint.kind === "cells" ? unit.footprint.cells.map((cell) => ({ ...cell })) : [];
    const [first = { i: 0, j: 0 }] = cells;
    const { stepsLost, ...data } = unit.data;
    return new FakeToken({
      id: unit.id,
      name: unit.name,
      x: first.j * size,
      y: first.i * size,
      rotation: unit.facing,
      cells,
      flags: { side: unit.side, ...(stepsLost === undefined ? {} : { state: { stepsLost } }) },
      actor: new FakeActor({ flags: { unit: { move: unit.move, data } } }),
      owners: owners[unit.side] ?? [],
    });
  });
  const regions = scenario.board.terrain.areas.flatMap((area) =>
    "cells" in area.shape
      ? area.shape.cells.map((cell, index) =>
          region(`${area.id}${index}`, [{ type: "rectangle", hole: false, x: cell.j * size, y: cell.i * size, width: size, height: size, rotation: 0 }], { terrain: area.kind }),
        )
      : [],
  );
  return new FakeCombatScene({ grid: { type: 1, size, distance: scenario.board.grid.distance, units: scenario.board.grid.units, diagonals: 0 }, tokens, regions });
}
