import { arcOf, facingVector } from "@engine/geometry/facing";
import { footprintCenter, footprintsWithin } from "@engine/grid/footprint";
import { boxAround } from "@engine/board/spatial-hash";
import type { Block } from "./blocked";
import { bodyReach } from "./body";
import { lineMove, type LineRules } from "./line-move";
import type { PlanContext } from "./plan-context";

/**
 * A recoil: straight back along the rear of the unit's facing, without turning, by `length`
 * pixels, under the line rules. A unit with enemy in contact both in its front arc and in its
 * rear arc cannot recoil at all. Returns what blocked it, or null.
 */
export function recoilLeg(
  context: PlanContext,
  unitId: string,
  length: number,
  rules: LineRules,
  chain: readonly string[],
): Block | null {
  const { world } = context;
  const unit = world.unit(unitId);
  const center = footprintCenter(unit);
  const arcs = new Set<string>();
  const pad = world.contactPx + bodyReach(world.body(unitId));
  for (const id of world.unitsNear([boxAround(center, pad)], unit)) {
    const other = world.unit(id);
    if (other.side === unit.side || !footprintsWithin(unit, other, world.contactPx)) continue;
    arcs.add(arcOf(unit.facing, center, footprintCenter(other)));
  }
  if (arcs.has("front") && arcs.has("rear")) return { cause: "enemy-front-and-rear" };
  const dir = facingVector(unit.facing + 180);
  return lineMove(context, { unitId, dir, length, rules, chain, mayPass: true, maxChain: world.settings.maxChain })
    .blocked;
}
