import type { CounterValue } from "../../../view/view-types";
import { say } from "../../../view/text";
import type { VictoryMarginUnitData } from "./unit-data";

/** What a victory-margin counter prints: its strength and cover, and its armour and anti-tank ratings where it has them. */
export function counterValues(data: VictoryMarginUnitData): CounterValue[] {
  const value = (printed: string, named: string, amount: number): CounterValue => ({ printed: say(printed, { value: amount }), named: say(named, { value: amount }) });
  return [
    value("WARGAME.Counter.VictoryMargin.Strength", "WARGAME.View.VictoryMargin.Strength", data.strength),
    ...(data.armour > 0 ? [value("WARGAME.Counter.VictoryMargin.Armour", "WARGAME.View.VictoryMargin.Armour", data.armour)] : []),
    ...(data.antiTank > 0 ? [value("WARGAME.Counter.VictoryMargin.AntiTank", "WARGAME.View.VictoryMargin.AntiTank", data.antiTank)] : []),
    value("WARGAME.Counter.VictoryMargin.Cover", "WARGAME.View.VictoryMargin.Cover", data.cover),
  ];
}
