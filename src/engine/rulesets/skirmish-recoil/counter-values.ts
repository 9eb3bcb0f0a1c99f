import type { Unit } from "../../board/types";
import type { GridSpec } from "../../model/grid-spec";
import { convertLength } from "../../grid/scale";
import type { CounterValue } from "../../../view/view-types";
import { say, shortNumber } from "../../../view/text";
import { RULE_NUMBERS } from "./tables";
import type { SkirmishUnitData } from "./unit-data";

/** What a skirmish figure's base prints: its move in the text's inches, and its FER. */
export function counterValues(data: SkirmishUnitData, unit: Unit, grid: GridSpec): CounterValue[] {
  const count = shortNumber(unit.move / convertLength(1, RULE_NUMBERS.lengthUnit, grid.units));
  return [
    { printed: say("WARGAME.Counter.SkirmishRecoil.Move", { count }), named: say("WARGAME.View.SkirmishRecoil.Move", { count }) },
    { printed: say("WARGAME.Counter.SkirmishRecoil.Fer", { value: data.fer }), named: say("WARGAME.View.SkirmishRecoil.Fer", { value: data.fer }) },
  ];
}
