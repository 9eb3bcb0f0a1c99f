import { parseDice } from "@engine/session/dice";
import { ownerOf } from "@engine/validation/field-errors";
import { fieldError } from "@engine/validation/field-errors";
import { readId, readRecord, readText } from "@engine/validation/read-fields";
import { checkJsonSize } from "@engine/validation/read-json";
import type { LocText } from "@view/view-types";
import { MODULE_ID } from "../constants";

/**
 * The query by which the host asks a side's user to roll a step's dice on their own client (the
 * world setting "each side rolls its own dice"). The host chose the formula; it takes the roll only
 * from chat, as that user's Foundry roll of that formula flagged for that combat and step.
 */
export const ROLL_QUERY = `${MODULE_ID}.roll` as const;

/** The chat message flag that binds a roll to its combat and step: `{combatId, step}`. */
export const ROLL_FLAG = "roll";

export interface RollQuestion {
  readonly combatId: string;
  readonly stepId: string;
  readonly side: string;
  /** `NdF`, as the rule system's step says it. */
  readonly formula: string;
  readonly purpose: LocText;
}

const QUESTION = ownerOf("RollRequest", "roll", undefined);

/**
 * Reads a roll question on the answering client: any client can send a query, so the formula must
 * be a plain `NdF` within the dice cap (never `100000000d6` or `1d6min6`) and the purpose one of the
 * module's keys with plain words and numbers.
 */
export function parseRollQuestion(input: unknown): RollQuestion {
  checkJsonSize(input, QUESTION, "request");
  const fields = readRecord(input, QUESTION, "request");
  const formula = readText(fields["formula"], QUESTION, "formula");
  parseDice(formula);
  const purpose = readRecord(fields["purpose"], QUESTION, "purpose");
  const key = readId(purpose["key"], QUESTION, "purpose.key");
  if (!key.startsWith("WARGAME."))
    throw fieldError("UnknownChoice", QUESTION, "purpose.key", key, { choices: "WARGAME.*" });
  const data = readRecord(purpose["data"], QUESTION, "purpose.data");
  return {
    combatId: readId(fields["combatId"], QUESTION, "combatId"),
    stepId: readId(fields["stepId"], QUESTION, "stepId"),
    side: readId(fields["side"], QUESTION, "side"),
    formula,
    purpose: {
      key,
      data: Object.fromEntries(
        Object.entries(data).flatMap(([name, value]) =>
          typeof value === "string" || typeof value === "number" ? [[name, value] as const] : [],
        ),
      ),
    },
  };
}

/** Text made safe to put in HTML (a roll's flavour is HTML in Foundry's chat). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
