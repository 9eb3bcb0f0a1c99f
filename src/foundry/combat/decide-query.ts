import { type Owner, ownerOf } from "@engine/validation/field-errors";
import { isRecord, readId, readItems, readOffset, readRecord } from "@engine/validation/read-fields";
import type { PlaceOption } from "@engine/session/place-options";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { MODULE_ID } from "../constants";
import { checkJsonSize, readJsonRecord } from "@engine/validation/read-json";

/** The query that asks another user for a decision of their side, on their own client. */
export const DECIDE_QUERY = `${MODULE_ID}.decide` as const;

/**
 * The question the host (the active GM's client) sends: which combat, step and side, and the
 * combat's view as that side may see it (built for that side alone, from the public log, so a secret
 * choice already made by the other side is not in it). The answering client only renders it.
 */
export interface DecideQuestion {
  readonly combatId: string;
  /** The combat's scene: its places are drawn on the canvas only while that scene is viewed. */
  readonly sceneId: string;
  readonly side: string;
  readonly stepId: string;
  readonly view: Readonly<Record<string, JsonValue>>;
}

/** Which question an answer is for: the host takes it only when all three are the question's. */
export interface QuestionRef {
  readonly combatId: string;
  readonly stepId: string;
  readonly side: string;
}

/** The picks for the question named, or that the user closed the choice without answering. */
export type DecideAnswer = (QuestionRef & { readonly picks: readonly string[] }) | { readonly declined: true };

const REQUEST: Owner = ownerOf("DecisionRequest", "decide", undefined);
const ANSWER: Owner = ownerOf("DecisionAnswer", "decide", undefined);

export function parseDecideRequest(input: unknown): DecideQuestion {
  checkJsonSize(input, REQUEST, "request");
  const fields = readRecord(input, REQUEST, "request");
  return {
    combatId: readId(fields["combatId"], REQUEST, "combatId"),
    sceneId: readId(fields["sceneId"], REQUEST, "sceneId"),
    side: readId(fields["side"], REQUEST, "side"),
    stepId: readId(fields["stepId"], REQUEST, "stepId"),
    view: readJsonRecord(fields["view"], REQUEST, "view"),
  };
}

/**
 * The legal places of the question's decision, when this user may answer it: of each, only its id
 * and its cell are read (`places[k].cell` of the decision view), the cell as whole numbers within
 * the grid's limits; nothing else of the view is taken. The answer is checked by the host as ever.
 */
export function questionPlaces(question: DecideQuestion): PlaceOption[] {
  const step = question.view["step"];
  const decision = isRecord(step) ? step["decision"] : undefined;
  if (!isRecord(decision) || decision["yours"] !== true || !Array.isArray(decision["places"])) return [];
  return decision["places"].flatMap((place: unknown, k): PlaceOption[] => {
    if (!isRecord(place) || place["legal"] !== true) return [];
    const field = `view.step.decision.places.${k}`;
    return [
      {
        optionId: readId(place["id"], REQUEST, `${field}.id`),
        cell: readOffset(place["cell"], REQUEST, `${field}.cell`),
        unitId: null,
      },
    ];
  });
}

/** Reads an answer (sizes capped: it comes from another client); an EngineError names the field at fault. */
export function parseDecideAnswer(input: unknown): DecideAnswer {
  checkJsonSize(input, ANSWER, "answer");
  const fields = readRecord(input, ANSWER, "answer");
  if (fields["declined"] === true) return { declined: true };
  return {
    combatId: readId(fields["combatId"], ANSWER, "combatId"),
    stepId: readId(fields["stepId"], ANSWER, "stepId"),
    side: readId(fields["side"], ANSWER, "side"),
    picks: readItems(fields["picks"], 0, ANSWER, "picks", readId),
  };
}

/** How a client shows a decision to its user: the picks, or null when the user closes it. */
export type DecisionPrompter = (request: DecideQuestion) => Promise<readonly string[] | null>;

/** The answering side of the query: shows the decision and returns what the user picked, naming the question. */
export async function answerDecide(data: unknown, prompt: DecisionPrompter): Promise<DecideAnswer> {
  const question = parseDecideRequest(data);
  const picks = await prompt(question);
  if (picks === null) return { declined: true };
  return { combatId: question.combatId, stepId: question.stepId, side: question.side, picks: [...picks] };
}

/** Whether an answer names exactly the question asked (combat, step and side). */
export function answersQuestion(answer: QuestionRef, question: QuestionRef): boolean {
  return answer.combatId === question.combatId && answer.stepId === question.stepId && answer.side === question.side;
}
