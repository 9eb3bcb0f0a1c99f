import type { Unit } from "../engine/board/types";
import type { GridSpec } from "../engine/model/grid-spec";
import type { RulesetId } from "../engine/rulesets/ids";
import { rulesetById } from "../engine/rulesets/registry";
import type { CounterValue } from "./view-types";

/**
 * The values rule system `rulesetId` prints on a unit's counter (its own view's `counterValues`),
 * for any host to draw. Throws the engine's EngineError for an unregistered rule system or unit
 * data its schema refuses.
 */
export function counterValues(rulesetId: RulesetId, unit: Unit, grid: GridSpec): readonly CounterValue[] {
  return rulesetById(rulesetId).counter(unit, grid);
}
