import { OCCUPY_SHAPE } from "../request-shapes";
import { checkRequestShape } from "../request-shape";
import { actsOnLevel } from "@engine/board/levels";
import type { Point } from "@engine/model/coordinates";
import { EPSILON } from "@engine/geometry/epsilon";
import { pointInPolygon, polygonBounds, polygonDistance } from "@engine/geometry/polygon";
import { closestPointOnSegment, segmentIntersection } from "@engine/geometry/segment";
import { add, distance, normalize, scale, sub } from "@engine/geometry/vector";
import { footprintCenter, footprintPolygon } from "@engine/grid/footprint";
import type { MovePlan } from "../move-plan";
import { emitBlocked } from "./blocked";
import { checkNumber, gridlessError } from "./gridless-errors";
import { blockOf } from "./line-move";
import { planOn } from "./plan-context";
import { STOPPED, type BlockedRule } from "./rules";
import { trace } from "./trace";
import type { GridlessWorld } from "./world";

export interface OccupyRequest {
  readonly unitId: string;
  /** The barrier, fortification or trench area whose defenders gave way. */
  readonly areaId: string;
  /** The longest move into it, table units. Default the unit's `move`. */
  readonly maxDistance?: number;
  /** Area kinds it may not enter (the area it occupies excepted). Default none. */
  readonly blocking?: readonly string[];
  /** What failing to get its centre into the area becomes. Default STOPPED. */
  readonly blocked?: BlockedRule;
}

/**
 * Plans the capture of a position: a unit in contact with the area (within the contact
 * tolerance) moves straight in, from its centre toward the nearest point of the area's outline
 * and on to the middle of the area along that line (for a thin barrier: onto its middle), keeping
 * its facing and stopping at anything in the way. With its centre inside the area, it gets an
 * `occupied` event (at once, without moving, when its centre is inside already); otherwise a
 * `blocked` event. The unit must be in contact with the area, on a level the area acts on (an
 * `EngineError` otherwise).
 */
export function planOccupy(world: GridlessWorld, request: OccupyRequest): MovePlan {
  checkRequestShape(request, "occupy", OCCUPY_SHAPE);
  const unit = world.unit(request.unitId);
  const area = world.area(request.areaId);
  if (!("polygon" in area.shape)) throw gridlessError("UnknownArea", { id: area.id });
  const polygon = area.shape.polygon;
  const max = checkNumber("maxDistance", request.maxDistance ?? unit.move) * world.ppu;
  // An area acting on another scene level is out of reach, however near (board/levels.ts).
  if (
    !actsOnLevel(area.levels, unit.level) ||
    polygonDistance(footprintPolygon(unit, 48), polygon) > world.contactPx + EPSILON
  ) {
    throw gridlessError("NotInContact", { unit: unit.id, area: area.id });
  }
  const from = footprintCenter(unit);
  return planOn(world, { unitId: unit.id, rule: { kind: "occupy" } }, (context) => {
    if (pointInPolygon(from, polygon)) {
      context.emit({ kind: "occupied", unitId: unit.id, areaId: area.id });
      return;
    }
    const entry = nearestOnOutline(from, polygon);
    const dir = normalize(sub(entry, from));
    const length = Math.min(max, middleOfChord(from, dir, distance(from, entry), polygon));
    const leg = { moverId: unit.id, from, facing: unit.facing, dir, length };
    const kinds = new Set(request.blocking ?? []);
    const met = trace(world, leg, kinds);
    const first = met.find((e) => !(e.kind === "area" && e.id === area.id));
    const reach = first === undefined ? length : Math.max(0, first.sIn);
    const to = add(from, scale(dir, reach));
    if (reach > 0) context.moveTo(unit.id, to, unit.facing);
    if (pointInPolygon(to, polygon)) context.emit({ kind: "occupied", unitId: unit.id, areaId: area.id });
    else {
      const cause =
        first === undefined
          ? { cause: "terrain" as const, otherId: area.id }
          : first.kind === "unit"
            ? {
                cause: world.unit(first.id).side === unit.side ? ("friend" as const) : ("enemy" as const),
                otherId: first.id,
              }
            : blockOf(first);
      emitBlocked(context, unit.id, cause, request.blocked ?? STOPPED);
    }
  });
}

function nearestOnOutline(p: Point, polygon: readonly Point[]): Point {
  let best = polygon[0] ?? p;
  let a = polygon[polygon.length - 1];
  for (const b of polygon) {
    if (a !== undefined) {
      const q = closestPointOnSegment(p, a, b);
      if (distance(p, q) < distance(p, best)) best = q;
    }
    a = b;
  }
  return best;
}

/**
 * How far from `from` along `dir` the middle of the area's chord lies: halfway between where the
 * line enters the area (`entry` along it) and where it next leaves.
 */
function middleOfChord(from: Point, dir: Point, entry: number, polygon: readonly Point[]): number {
  const box = polygonBounds(polygon);
  const far = add(from, scale(dir, entry + Math.hypot(box.maxX - box.minX, box.maxY - box.minY) + 1));
  const total = distance(from, far);
  let exit = Infinity;
  let a = polygon[polygon.length - 1];
  for (const b of polygon) {
    if (a !== undefined) {
      const hit = segmentIntersection(from, far, a, b);
      const s = hit === null ? Infinity : hit.t * total;
      // Crossings at the entry point itself do not count as leaving.
      if (s > entry + 1e-6 && s < exit && pointInPolygon(add(from, scale(dir, (entry + s) / 2)), polygon)) exit = s;
    }
    a = b;
  }
  return exit === Infinity ? entry : (entry + exit) / 2;
}
