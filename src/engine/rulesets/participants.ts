import type { SideUnits } from "./ruleset";

/** Units grouped by side, sides in the order their first unit comes (each rule system's `participants`). */
export function unitsBySide(units: readonly { readonly id: string; readonly side: string }[]): SideUnits[] {
  const sides = [...new Set(units.map((unit) => unit.side))];
  return sides.map((side) => ({ side, unitIds: units.filter((unit) => unit.side === side).map((unit) => unit.id) }));
}
