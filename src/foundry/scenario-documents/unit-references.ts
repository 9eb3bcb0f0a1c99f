import type { Point } from "../../engine/model/coordinates";
import type { JsonValue } from "../../engine/rulesets/ruleset";
import { renameSelection } from "../scenario-io/selection-ids";

/**
 * A combat selection as it must read on the scene: every unit id becomes its token's id, every
 * point moves with the board onto the scene (see `renameSelection`; "Export scene as scenario"
 * renames and moves them back).
 */
export function sceneSelection(value: JsonValue, tokenIds: ReadonlyMap<string, string>, shift: Point = { x: 0, y: 0 }): JsonValue {
  return renameSelection(value, tokenIds, shift);
}
