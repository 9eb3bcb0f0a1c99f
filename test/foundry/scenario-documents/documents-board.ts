/**
 * The generated documents read back the way the Foundry host reads a scene: through the fakes of
 * test/foundry and the host's own `sceneBoard`. What Foundry itself computes (the grid spaces a
 * token covers) is computed here as v13 does for the tokens the build makes: a token covers the
 * grid spaces of its box (square), or the hex under its centre (one-hex tokens).
 */
import { type Board } from "@engine/board/types";
import { GRID_KINDS, SQUARE_DIAGONALS } from "@engine/model/grid-spec";
import { type Offset } from "@engine/model/coordinates";
import { polygonBounds } from "@engine/geometry/polygon";
import { createCellGrid } from "@engine/grid/cell-grid";
import { sceneBoard } from "@foundry/board/scene-board";
import type { RegionShapeSource } from "@foundry/board/sources";
import type { ActorData, SceneData, TokenData } from "@foundry/scenario-documents/foundry-documents";
import { FakeActor, FakeScene, FakeToken, region, wall } from "../fakes/documents";

type Flags = Record<string, unknown>;

function moduleFlags(flags: Readonly<Record<string, unknown>>): Flags {
  const scoped = flags["wargame-combat"];
  return typeof scoped === "object" && scoped !== null ? { ...scoped } : {};
}

/** The grid spaces Foundry v13 says a token of the build covers. */
export function occupiedCells(
  token: Pick<TokenData, "x" | "y" | "width" | "height">,
  scene: Pick<SceneData, "grid">,
): Offset[] {
  const kind = GRID_KINDS[scene.grid.type] ?? "gridless";
  if (kind === "gridless") return [];
  const size = scene.grid.size;
  if (kind === "square") {
    const cells: Offset[] = [];
    const top = Math.round(token.y / size);
    const left = Math.round(token.x / size);
    for (let i = top; i < top + token.height; i++) for (let j = left; j < left + token.width; j++) cells.push({ i, j });
    return cells;
  }
  const grid = createCellGrid({ kind, size, distance: 1, units: "m", diagonals: "equidistant" });
  const hex = polygonBounds(grid.vertices({ i: 0, j: 0 }));
  const center = {
    x: token.x + (token.width * (hex.maxX - hex.minX)) / 2,
    y: token.y + (token.height * (hex.maxY - hex.minY)) / 2,
  };
  return [grid.cellAt(center)];
}

/** The scene as the host's fakes: its module flags (the board's edge among them), tokens with their actors, walls and regions. */
export function fakeScene(scene: SceneData, actors: readonly ActorData[]): FakeScene {
  const actorById = new Map(actors.map((actor) => [actor._id, actor]));
  const scenario = moduleFlags(scene.flags)["scenario"];
  const diagonals =
    typeof scenario === "object" && scenario !== null && "diagonals" in scenario
      ? String(scenario.diagonals)
      : "equidistant";
  return new FakeScene({
    id: scene._id,
    // v13 keeps the diagonal rule in a world setting; the GM sets it as the briefing says.
    grid: { ...scene.grid, diagonals: SQUARE_DIAGONALS.findIndex((rule) => rule === diagonals) },
    flags: moduleFlags(scene.flags),
    tokens: scene.tokens.map((token) => {
      const actor = actorById.get(token.actorId);
      return new FakeToken({
        id: token._id,
        name: token.name,
        x: token.x,
        y: token.y,
        width: token.width,
        height: token.height,
        rotation: token.rotation,
        disposition: token.disposition,
        shape: token.shape,
        flags: moduleFlags(token.flags),
        actor:
          actor === undefined
            ? null
            : new FakeActor({
                flags: moduleFlags(actor.flags),
                statuses: actor.effects.flatMap((effect) => [...effect.statuses]),
              }),
        cells: occupiedCells(token, scene),
      });
    }),
    walls: scene.walls.map((w) => wall(w._id, { c: [...w.c], move: w.move, sight: w.sight, door: w.door, ds: 0 })),
    regions: scene.regions.map((r) =>
      region(
        r._id,
        r.shapes.map((shape): RegionShapeSource => ({ type: "polygon", hole: shape.hole, points: [...shape.points] })),
        moduleFlags(r.flags),
        r.name,
      ),
    ),
  });
}

/** The board the host reads from the scene. */
export function documentsBoard(scene: SceneData, actors: readonly ActorData[]): Board {
  return sceneBoard(fakeScene(scene, actors));
}
