import { ownerOf } from "@engine/validation/field-errors";
import { readId, readItems, readRecord } from "@engine/validation/read-fields";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { checkJsonSize, readJson } from "@engine/validation/read-json";

/**
 * How a combat is asked for (the API's `startCombat`, the token HUD, a player's request to the host):
 * on a scene (by default the viewed one), with the ruleset's selection, or from a token and the
 * enemies in contact with it, for which the rule system's `contactSelection` makes one with the
 * answers to its `contactInputs` (the combat dialog's form; left out, their defaults).
 */
export interface CombatRequest {
  readonly sceneId?: string;
  readonly selection?: JsonValue;
  readonly tokenId?: string;
  readonly contacts?: readonly string[];
  /** The answers to the rule system's contact inputs, by input id (read by `readContactAnswers`). */
  readonly answers?: JsonValue;
}

const REQUEST = ownerOf("CombatRequest", "startCombat", undefined);

/** Reads a request from any caller, size and depth capped first; an EngineError names the field at fault. */
export function readCombatRequest(input: unknown): CombatRequest {
  checkJsonSize(input, REQUEST, "request");
  const fields = readRecord(input, REQUEST, "request");
  const optional = <T>(name: string, read: (value: unknown) => T): Record<string, T> =>
    fields[name] === undefined ? {} : { [name]: read(fields[name]) };
  return {
    ...optional("sceneId", (value) => readId(value, REQUEST, "sceneId")),
    ...optional("tokenId", (value) => readId(value, REQUEST, "tokenId")),
    ...optional("contacts", (value) => readItems(value, 0, REQUEST, "contacts", readId)),
    ...optional("selection", (value) => readJson(value, REQUEST, "selection")),
    ...optional("answers", (value) => readJson(value, REQUEST, "answers")),
  };
}
