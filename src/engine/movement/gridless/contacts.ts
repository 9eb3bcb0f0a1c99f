import type { Unit } from "@engine/board/types";
import { footprintCenter, footprintsWithin } from "@engine/grid/footprint";
import { boxAround } from "@engine/board/spatial-hash";
import { bodyReach } from "./body";
import type { PlanContext } from "./plan-context";

/**
 * Writes a `contact` event for every enemy the unit ends within the contact tolerance of (and
 * for `touched`, the enemy it stopped against, whatever the measure says), by id.
 */
export function emitContacts(context: PlanContext, unitId: string, touched?: string): void {
  const { world } = context;
  if (!world.has(unitId)) return;
  const unit = world.unit(unitId);
  const pad = bodyReach(world.body(unitId)) + world.contactPx;
  const found = new Set<string>(touched === undefined ? [] : [touched]);
  for (const id of world.unitsNear([boxAround(footprintCenter(unit), pad)], unit)) {
    const other: Unit = world.unit(id);
    if (other.side !== unit.side && footprintsWithin(unit, other, world.contactPx)) found.add(id);
  }
  for (const otherId of [...found].sort()) context.emit({ kind: "contact", unitId, otherId });
}
