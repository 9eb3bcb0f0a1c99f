import { type Owner, ownerOf } from "../../engine/validation/field-errors";
import { readId, readItems, readRecord } from "../../engine/validation/read-fields";
import type { JsonValue } from "../../engine/rulesets/ruleset";
import { MODULE_ID } from "../constants";
import { readJsonRecord } from "../../engine/validation/read-json";

/** The query that asks another user for a decision of their side, on their own client. */
export const DECIDE_QUERY = `${MODULE_ID}.decide` as const;

/**
 * What the asking client sends: the decision's step and side, and the combat's view as that side
 * may see it (built for that side alone, so a secret choice already made by the other side is not
 * in it). The answering client only renders it; the asking client checks the answer.
 */
export interface DecideRequest {
  readonly requesterId: string;
  readonly side: string;
  readonly stepId: string;
  readonly view: Readonly<Record<string, JsonValue>>;
}

/** The picks, or that the user closed the choice without answering. */
export type DecideAnswer = { readonly picks: readonly string[] } | { readonly declined: true };

const REQUEST: Owner = ownerOf("Decision request", "decide", undefined);
const ANSWER: Owner = ownerOf("Decision answer", "decide", undefined);

export function parseDecideRequest(input: unknown): DecideRequest {
  const fields = readRecord(input, REQUEST, "request");
  return {
    requesterId: readId(fields["requesterId"], REQUEST, "requesterId"),
    side: readId(fields["side"], REQUEST, "side"),
    stepId: readId(fields["stepId"], REQUEST, "stepId"),
    view: readJsonRecord(fields["view"], REQUEST, "view"),
  };
}

export function parseDecideAnswer(input: unknown): DecideAnswer {
  const fields = readRecord(input, ANSWER, "answer");
  if (fields["declined"] === true) return { declined: true };
  return { picks: readItems(fields["picks"], 0, ANSWER, "picks", readId) };
}

/** How a client shows a decision to its user: the picks, or null when the user closes it. */
export type DecisionPrompter = (request: DecideRequest) => Promise<readonly string[] | null>;

/** The answering side of the query: shows the decision and returns what the user picked. */
export async function answerDecide(data: unknown, prompt: DecisionPrompter): Promise<DecideAnswer> {
  const picks = await prompt(parseDecideRequest(data));
  return picks === null ? { declined: true } : { picks: [...picks] };
}
