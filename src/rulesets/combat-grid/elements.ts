import type { CombatGridUnitData } from "./unit-data";

/**
 * Whether a side fights with units of more than one element. Units with no element fight without
 * penalty beside units of the same parent; one of another parent counts as a separate command.
 */
export function multipleElements(units: readonly CombatGridUnitData[]): boolean {
  const elements = new Set(units.flatMap((unit) => (unit.element === null ? [] : [unit.element])));
  if (elements.size > 1) return true;
  const withoutElement = units.some((unit) => unit.element === null);
  return withoutElement && new Set(units.map((unit) => unit.parent)).size > 1;
}
