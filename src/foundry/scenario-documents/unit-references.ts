import type { Point } from "@engine/model/coordinates";
import type { JsonValue } from "@engine/rulesets/ruleset";
import type { CombatScript } from "@engine/session/combat-run";
import { renameSelection } from "../scenario-io/selection-ids";

/**
 * A combat selection as it must read on the scene: every unit id becomes its token's id, every
 * point moves with the board onto the scene (see `renameSelection`; "Export scene as scenario"
 * renames and moves them back).
 */
export function sceneSelection(
  value: JsonValue,
  tokenIds: ReadonlyMap<string, string>,
  shift: Point = { x: 0, y: 0 },
): JsonValue {
  return renameSelection(value, tokenIds, shift);
}

/**
 * A combat's script as the combat asks for it on the scene: a step id names units by their ids
 * between colons (`barrage:pzg-1`), so each such part becomes the token's id; a pick that is a unit
 * id becomes the token's; the dice stay.
 */
export function sceneScript(script: CombatScript, tokenIds: ReadonlyMap<string, string>): JsonValue {
  return {
    decisions: script.decisions.map((decision) => ({
      step: decision.step
        .split(":")
        .map((part) => tokenIds.get(part) ?? part)
        .join(":"),
      picks: decision.picks.map((pick) => tokenIds.get(pick) ?? pick),
    })),
    dice: [...script.dice],
  };
}

/** A combat's `expected` board as it reads on the scene: units by token id, centres moved with the board. */
export function sceneExpected(expected: JsonValue, tokenIds: ReadonlyMap<string, string>, shift: Point): JsonValue {
  return renameSelection(expected, tokenIds, shift);
}
