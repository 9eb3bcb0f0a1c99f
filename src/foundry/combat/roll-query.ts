import type { JsonValue } from "@engine/rulesets/ruleset";
import type { RollStep } from "@engine/session/types";
import { ownerOf } from "@engine/validation/field-errors";
import { readId, readItems, readPositive, readRecord, readText } from "@engine/validation/read-fields";
import { readJsonRecord } from "@engine/validation/read-json";
import { MODULE_ID } from "../constants";

/**
 * The query by which a client has another user's client roll a step's dice: the rolling side's
 * owner (a die counts only when that side's user, or a GM, posted it: combat-validator.ts), or the
 * GM's client when the world has it roll every die. The answering client rolls and posts; the faces
 * come back as its answer.
 */
export const ROLL_QUERY = `${MODULE_ID}.roll` as const;

/** What the asking client sends: the combat and the step to roll. */
export interface RollRequest {
  readonly combatId: string;
  readonly step: RollStep;
}

const REQUEST = ownerOf("RollRequest", "roll", undefined);
const ANSWER = ownerOf("RollAnswer", "roll", undefined);

export function rollRequest(step: RollStep, combatId: string): RollRequest {
  return { combatId, step: { ...step } };
}

export function parseRollRequest(input: unknown): RollRequest {
  const fields = readRecord(input, REQUEST, "request");
  const step = readRecord(fields["step"], REQUEST, "step");
  const purpose = readJsonRecord(step["purpose"], REQUEST, "step.purpose");
  return {
    combatId: readId(fields["combatId"], REQUEST, "combatId"),
    step: {
      kind: "roll",
      id: readId(step["id"], REQUEST, "step.id"),
      side: readId(step["side"], REQUEST, "step.side"),
      dice: readText(step["dice"], REQUEST, "step.dice"),
      purpose: { key: typeof purpose["key"] === "string" ? purpose["key"] : "", data: flatData(purpose["data"]) },
    },
  };
}

/** A purpose's values for its placeholders (words and numbers only; anything else is left out). */
function flatData(value: JsonValue | undefined): Record<string, string | number> {
  if (value === undefined || value === null || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, item]) =>
      typeof item === "string" || typeof item === "number" ? [[name, item] as const] : [],
    ),
  );
}

/** The faces the answering client rolled; an EngineError when the answer is not a list of faces. */
export function parseRollAnswer(input: unknown): readonly number[] {
  return readItems(input, 0, ANSWER, "faces", readPositive);
}
