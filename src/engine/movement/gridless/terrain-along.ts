import type { Board } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import { pointInPolygon } from "@engine/geometry/polygon";
import { segmentIntersection } from "@engine/geometry/segment";
import { add, scale, sub } from "@engine/geometry/vector";
import type { MovePlan } from "../move-plan";

/**
 * The terrain kinds under a unit's path in the plan, sorted: the kind of every area its centre
 * line passes through, and `openKind` when some stretch of it lies in no area. For the ruleset's
 * "downed if its victor moves at least twice as fast in any terrain they pass through". A unit
 * the plan does not move passes through nothing.
 */
export function terrainAlongPath(board: Board, plan: MovePlan, unitId: string, openKind = "open"): string[] {
  const move = plan.moves.find((m) => m.unitId === unitId);
  if (move === undefined) return [];
  const polygons = board.terrain.areas.flatMap((area) =>
    "polygon" in area.shape ? [{ kind: area.kind, polygon: area.shape.polygon }] : [],
  );
  const kinds = new Set<string>();
  for (let k = 1; k < move.path.length; k++) {
    const a = move.path[k - 1];
    const b = move.path[k];
    if (a === undefined || b === undefined) continue;
    // Cut the leg where it crosses any outline; each piece lies wholly in or out of each area.
    const cuts = [0, 1];
    for (const { polygon } of polygons) {
      let p = polygon[polygon.length - 1];
      for (const q of polygon) {
        if (p !== undefined) {
          const hit = segmentIntersection(a, b, p, q);
          if (hit !== null) cuts.push(hit.t);
        }
        p = q;
      }
    }
    cuts.sort((x, y) => x - y);
    for (let c = 1; c < cuts.length; c++) {
      const t0 = cuts[c - 1] ?? 0;
      const t1 = cuts[c] ?? 1;
      if (t1 - t0 <= 1e-12 && !(a.x === b.x && a.y === b.y)) continue;
      const mid: Point = add(a, scale(sub(b, a), (t0 + t1) / 2));
      const under = polygons.filter(({ polygon }) => pointInPolygon(mid, polygon));
      if (under.length === 0) kinds.add(openKind);
      for (const { kind } of under) kinds.add(kind);
    }
  }
  return [...kinds].sort();
}
