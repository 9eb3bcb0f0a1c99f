import type { CounterValue } from "../../../view/view-types";
import { say } from "../../../view/text";
import type { AssaultUnitData } from "./unit-data";

/** What an assault counter prints: its close combat and firefight targets, and its armour save where it has one. */
export function counterValues(data: AssaultUnitData): CounterValue[] {
  return [
    { printed: say("WARGAME.Counter.Assault.CloseCombat", { value: data.closeCombat }), named: say("WARGAME.View.Assault.CloseCombat", { value: data.closeCombat }) },
    ...(data.firefight === null ? [] : [{ printed: say("WARGAME.Counter.Assault.Firefight", { value: data.firefight }), named: say("WARGAME.View.Assault.Firefight", { value: data.firefight }) }]),
    ...(data.armour === null ? [] : [{ printed: say("WARGAME.Counter.Assault.Armour", { value: data.armour }), named: say("WARGAME.View.Assault.Armour", { value: data.armour }) }]),
  ];
}
