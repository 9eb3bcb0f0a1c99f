import { arcOf, facingVector } from "@engine/geometry/facing";
import { footprintCenter } from "@engine/grid/footprint";
import type { Block } from "./blocked";
import { enemiesInContact } from "./contacts";
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
  const before = enemiesInContact(world, unitId);
  const arcs = new Set(before.map((id) => arcOf(unit.facing, center, footprintCenter(world.unit(id)))));
  if (arcs.has("front") && arcs.has("rear")) return { cause: "enemy-front-and-rear" };
  const dir = facingVector(unit.facing + 180);
  const { blocked } = lineMove(context, {
    unitId,
    dir,
    length,
    rules,
    chain,
    mayPass: true,
    maxChain: world.settings.maxChain,
  });
  if (blocked !== null || !world.has(unitId)) return blocked;
  // Ending within the contact tolerance of a new enemy is meeting it: the hosts show it in contact.
  const met = enemiesInContact(world, unitId).find((id) => !before.includes(id));
  return met === undefined ? null : { cause: "enemy", otherId: met };
}
