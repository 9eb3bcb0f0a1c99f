import type { Board } from "../board/types";
import type { JsonValue } from "./values";
import { readContactAnswers, type Contact } from "./contact-inputs";
import type { AnyRuleset } from "./ruleset";

/**
 * The selection of a combat started from contact, the one way both hosts make it: the answers (from
 * any source) read against the rule system's `contactInputs`, then its `contactSelection`. Throws
 * the EngineError naming a refused answer.
 */
export function selectionFromContact(
  ruleset: AnyRuleset,
  board: Board,
  contact: Contact,
  answers?: unknown,
): JsonValue {
  return ruleset.contactSelection(board, contact, readContactAnswers(ruleset.contactInputs, board, contact, answers));
}
