import type { Board } from "@engine/board/types";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { ownerOf } from "@engine/validation/field-errors";
import { isRecord } from "@engine/validation/read-fields";
import { readJson } from "@engine/validation/read-json";
import type { FlagSource } from "../board/sources";
import { MODULE_ID } from "../constants";
import { SCENARIO_FLAG } from "../scenario-io/scene-scenario";

/** The turn a scene offers: a name and the turn's selection (`sides`, `chits`, `options`). */
export interface SceneTurn {
  readonly name: string;
  readonly selection: JsonValue;
}

/**
 * The first turn the scene's `scenario` flag keeps (the scenario build writes it: `turns` beside
 * `combats`, tools/scenario-pack/scene-document.ts); else a turn over the board's sides in the
 * order their first units come, with the turn setup's default chits (none, turn-setup.ts).
 */
export function sceneTurn(scene: FlagSource & { readonly name: string }, board: Board): SceneTurn {
  const flag = scene.getFlag(MODULE_ID, SCENARIO_FLAG);
  const turns: readonly unknown[] = isRecord(flag) && Array.isArray(flag["turns"]) ? flag["turns"] : [];
  const first = turns[0];
  if (isRecord(first) && isRecord(first["selection"])) {
    const name = typeof first["name"] === "string" ? first["name"] : scene.name;
    const owner = ownerOf("Scene", `flags.${MODULE_ID}.${SCENARIO_FLAG}.turns[0]`, scene.name);
    return { name, selection: readJson(first["selection"], owner, "selection") };
  }
  return { name: scene.name, selection: { sides: [...new Set(board.units.map((unit) => unit.side))] } };
}
