import type { CounterValue } from "../../../view/view-types";
import { say } from "../../../view/text";
import type { CommandTestUnitData } from "./unit-data";

/** What a command-test counter prints: its strength, and a commander's rating. */
export function counterValues(data: CommandTestUnitData): CounterValue[] {
  return [
    { printed: say("WARGAME.Counter.CommandTest.Strength", { value: data.strength }), named: say("WARGAME.View.CommandTest.Strength", { value: data.strength }) },
    ...(data.commander === null ? [] : [{ printed: say("WARGAME.Counter.CommandTest.Commander", { value: data.commander }), named: say("WARGAME.View.CommandTest.Commander", { value: data.commander }) }]),
  ];
}
