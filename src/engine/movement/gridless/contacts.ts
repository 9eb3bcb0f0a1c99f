import type { Unit } from "@engine/board/types";
import { footprintCenter, footprintsWithin } from "@engine/grid/footprint";
import { boxAround } from "@engine/board/spatial-hash";
import { bodyReach } from "./body";
import type { PlanContext } from "./plan-context";
import type { GridlessWorld } from "./world";

/**
 * Writes a `contact` event for every enemy the unit ends within the contact tolerance of (and
 * for `touched`, the enemy it stopped against, whatever the measure says), by id.
 */
export function emitContacts(context: PlanContext, unitId: string, touched?: string): void {
  if (!context.world.has(unitId)) return;
  const found = new Set<string>(touched === undefined ? [] : [touched]);
  for (const id of enemiesInContact(context.world, unitId)) found.add(id);
  for (const otherId of [...found].sort()) context.emit({ kind: "contact", unitId, otherId });
}

/** The enemies the unit is within the contact tolerance of, where the plan has it now. */
export function enemiesInContact(world: GridlessWorld, unitId: string): string[] {
  const unit = world.unit(unitId);
  const pad = bodyReach(world.body(unitId)) + world.contactPx;
  return world.unitsNear([boxAround(footprintCenter(unit), pad)], unit).filter((id) => {
    const other: Unit = world.unit(id);
    return other.side !== unit.side && footprintsWithin(unit, other, world.contactPx);
  });
}
