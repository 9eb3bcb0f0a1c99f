import type { Board } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import type { CellGrid } from "@engine/grid/cell-grid";
import { areaPolygons } from "./area-polygons";
import { escapeHtml } from "./html";
import type { SceneSize } from "./scene-bounds";
import { terrainColor } from "./terrain-colors";

const GROUND = "#e9e4cc";
const WALL = "#3b2f2f";

/** Pixels to two decimals: exact enough for a picture, and short. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function centroid(points: readonly Point[]): Point {
  const sum = points.reduce((acc, p) => ({ x: acc.x + p.x, y: acc.y + p.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

/**
 * The scene's background, drawn from the board: plain ground, each terrain area filled in its
 * kind's colour and labelled with the kind, and the walls (dashed when they block only sight).
 * Foundry draws the grid on top, so the picture has none; it is exactly the scene's size, so its
 * pixels are the board's.
 */
export function boardSvg(board: Board, grid: CellGrid | null, size: SceneSize): string {
  const labelSize = Math.max(12, Math.round(board.grid.size / 4));
  const wallWidth = Math.max(3, Math.round(board.grid.size / 15));
  const areas = board.terrain.areas.map((area) => {
    const polygons = areaPolygons(area, grid);
    const color = terrainColor(area.kind);
    const shapes = polygons
      .map(
        (polygon) =>
          `<polygon points="${polygon.map((p) => `${n(p.x)},${n(p.y)}`).join(" ")}" fill="${color}" fill-opacity="0.8" stroke="${color}" stroke-width="1"/>`,
      )
      .join("");
    const at = centroid(polygons.flat());
    const label = `<text x="${n(at.x)}" y="${n(at.y)}" font-size="${labelSize}" text-anchor="middle" dominant-baseline="middle" fill="#2b2b2b" font-family="sans-serif">${escapeHtml(area.kind)}</text>`;
    return shapes + label;
  });
  const walls = board.terrain.walls.map(
    (wall) =>
      `<line x1="${n(wall.a.x)}" y1="${n(wall.a.y)}" x2="${n(wall.b.x)}" y2="${n(wall.b.y)}" stroke="${WALL}" stroke-width="${wallWidth}" stroke-linecap="round"${wall.blocksMove ? "" : ` stroke-dasharray="${wallWidth * 2} ${wallWidth * 2}"`}/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">`,
    `<rect width="${size.width}" height="${size.height}" fill="${GROUND}"/>`,
    `<g>${areas.join("")}</g>`,
    `<g>${walls.join("")}</g>`,
    "</svg>",
    "",
  ].join("\n");
}
