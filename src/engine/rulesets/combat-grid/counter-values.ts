import type { Unit } from "../../board/types";
import type { CounterValue } from "../../../view/view-types";
import { say } from "../../../view/text";
import type { CombatGridUnitData } from "./unit-data";

/**
 * What a combat-grid counter prints: the value of its highest unmarked box (attacking-defending
 * when they differ) and the steps it has left. The steps lost are per-token state (`data.stepsLost`,
 * as `setupFromBoard` reads them); a unit with every box marked shows its last box and no step left.
 */
export function counterValues(data: CombatGridUnitData, unit: Unit): CounterValue[] {
  const lost = typeof unit.data["stepsLost"] === "number" ? unit.data["stepsLost"] : 0;
  const boxes = data.track.length;
  const box = data.track[Math.min(lost, boxes - 1)] ?? { attack: 0, defense: 0 };
  const value = box.attack === box.defense ? String(box.attack) : `${box.attack}-${box.defense}`;
  const left = Math.max(0, boxes - lost);
  return [
    { printed: say("WARGAME.Counter.CombatGrid.Value", { value }), named: say("WARGAME.View.CombatGrid.Value", { value }) },
    { printed: say("WARGAME.Counter.CombatGrid.Steps", { left, boxes }), named: say("WARGAME.View.CombatGrid.Steps", { left, boxes }) },
  ];
}
