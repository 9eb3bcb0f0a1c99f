/**
 * A scenario as a fake Foundry scene, for any grid: one token per unit (its unit data on its actor's
 * flag; its per-token state and statuses in the GM's record on the scene (`unitState`), split as an
 * imported Adventure splits them (`splitUnitData`); its statuses shown as the module's status effects
 * on its actor), walls as walls, and each terrain area as a flagged region (a cell area as one shape per
 * cell). On a grid a token's spaces follow its place by the engine's own geometry, as Foundry's
 * `getOccupiedGridSpaceOffsets` does; gridless tokens carry the `footprint` flag for their shape.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { type Unit } from "@engine/board/types";
import { GRID_KINDS, SQUARE_DIAGONALS } from "@engine/model/grid-spec";
import { type Footprint } from "@engine/model/footprint";
import { type Offset } from "@engine/model/coordinates";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import type { Scenario } from "@engine/scenario/scenario";
import { validateScenario } from "@engine/scenario/scenario";
import type { CombatScene } from "@foundry/combat/combat-scene";
import { splitUnitData } from "@foundry/scenario-documents/unit-state";
import { effectIdOf, statusIds } from "@foundry/statuses/status-effects";
import { FakeActor, FakeScene, FakeToken, region, wall } from "../fakes/documents";
import { SHIPPED } from "../../rulesets/shipped";
import { scenarioSceneOptions } from "@foundry/scenario-documents/scene-document";

export class FakeCombatScene extends FakeScene implements CombatScene {}

export function loadScenario(path: string): Scenario {
  return validateScenario(parse(readFileSync(path, "utf8")), path, SHIPPED);
}

/** A token whose grid spaces come from the engine's grid at its (given or current) place. */
class GridToken extends FakeToken {
  cellGrid: CellGrid | null = null;

  override getOccupiedGridSpaceOffsets(data: { readonly x?: number; readonly y?: number } = {}): Offset[] {
    if (this.cellGrid === null || this.cells.length !== 1) return super.getOccupiedGridSpaceOffsets(data);
    const size = this.getSize();
    return [this.cellGrid.cellAt({ x: (data.x ?? this.x) + size.width / 2, y: (data.y ?? this.y) + size.height / 2 })];
  }
}

function placeOf(
  footprint: Footprint,
  grid: CellGrid | null,
  size: number,
): { x: number; y: number; width: number; height: number; shape?: string } {
  if (footprint.kind === "cells") {
    const [first = { i: 0, j: 0 }] = footprint.cells;
    const center = grid?.center(first) ?? { x: first.j * size + size / 2, y: first.i * size + size / 2 };
    return { x: center.x - size / 2, y: center.y - size / 2, width: 1, height: 1 };
  }
  const [width, depth] =
    footprint.kind === "circle" ? [footprint.radius * 2, footprint.radius * 2] : [footprint.width, footprint.depth];
  return {
    x: footprint.center.x - width / 2,
    y: footprint.center.y - depth / 2,
    width: width / size,
    height: depth / size,
    shape: footprint.kind,
  };
}

function token(unit: Unit, grid: CellGrid | null, size: number, owners: readonly string[]): GridToken {
  const place = placeOf(unit.footprint, grid, size);
  // Per-token state is the scene's record's (scenarioScene).
  const data = splitUnitData(unit).actorData;
  const statuses = statusIds()
    .filter((status) => unit.status.includes(status))
    .map(effectIdOf);
  const made = new GridToken({
    id: unit.id,
    name: unit.name,
    x: place.x,
    y: place.y,
    width: place.width,
    height: place.height,
    rotation: unit.facing,
    cells: unit.footprint.kind === "cells" ? unit.footprint.cells.map((cell) => ({ ...cell })) : [],
    flags: {
      side: unit.side,
      ...(unit.formation === undefined ? {} : { formation: unit.formation }),
      ...(place.shape === undefined ? {} : { footprint: place.shape }),
    },
    actor: new FakeActor({ flags: { unit: { move: unit.move, data } }, statuses }),
    owners: [...owners],
  });
  made.cellGrid = grid;
  return made;
}

/** The scene of a scenario; `owners` gives each side's owning users (none: only a GM owns). */
export function scenarioScene(scenario: Scenario, owners: Readonly<Record<string, string[]>> = {}): FakeCombatScene {
  const spec = scenario.board.grid;
  const size = spec.size;
  const grid = spec.kind === "gridless" ? null : createCellGrid(spec);
  const tokens = scenario.board.units.map((unit) => token(unit, grid, size, owners[unit.side] ?? []));
  const walls = scenario.board.terrain.walls.map((w) =>
    wall(w.id, { c: [w.a.x, w.a.y, w.b.x, w.b.y], move: w.blocksMove ? 20 : 0, sight: w.blocksSight ? 20 : 0 }),
  );
  const regions = scenario.board.terrain.areas.map((area) => {
    const flags = { terrain: area.kind, ...(area.blocksSight === undefined ? {} : { blocksSight: area.blocksSight }) };
    const polygons =
      "cells" in area.shape ? area.shape.cells.map((cell) => grid?.vertices(cell) ?? []) : [area.shape.polygon];
    return region(
      area.id,
      polygons.map((points) => ({ type: "polygon" as const, hole: false, points: points.flatMap((p) => [p.x, p.y]) })),
      flags,
    );
  });
  return new FakeCombatScene({
    grid: {
      type: GRID_KINDS.indexOf(spec.kind),
      size,
      distance: spec.distance,
      units: spec.units,
      diagonals: SQUARE_DIAGONALS.indexOf(spec.diagonals),
    },
    tokens,
    walls,
    regions,
    // The Adventure writes the scenario's edge, its cell markers and its combats' options into the
    // scene's flags (src/foundry/scenario-documents/scene-document.ts).
    flags: {
      ...(scenario.board.edge === undefined ? {} : { edge: { ...scenario.board.edge } }),
      ...(scenario.board.markers === undefined
        ? {}
        : {
            cellMarkers: scenario.board.markers.map(({ marker, cell, count }) => ({
              marker,
              cell: { ...cell },
              count,
            })),
          }),
      unitState: Object.fromEntries(
        scenario.board.units.flatMap((unit) => {
          const { state } = splitUnitData(unit);
          return state === undefined ? [] : [[unit.id, state]];
        }),
      ),
      ...scenarioSceneOptions(scenario),
    },
  });
}
