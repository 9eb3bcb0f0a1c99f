import { firstCell, stackWith } from "@engine/board/first-cell";
import type { Board } from "@engine/board/types";
import { answerOf, type Contact, type ContactAnswers, type ContactInput } from "@engine/rulesets/contact-inputs";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { CHITS_RANGE } from "./declarations";
import type { Targeting } from "@engine/board/target-stacks";

const sideOf = (board: Board, id: string | undefined): string | null =>
  board.units.find((unit) => unit.id === id)?.side ?? null;

/** The units of the attacker's side in its hex: the stack that attacks. */
function stackOf(board: Board, contact: Contact): string[] {
  return stackWith(board, contact.attackerId).map((unit) => unit.id);
}

/**
 * What a combat from contact asks: each side's command chits left for the turn (the session then
 * asks how many each test uses, Rule 10.2), and which units of the stack are ordered to attack.
 */
export const CONTACT_INPUTS: readonly ContactInput[] = [
  {
    id: "attackerChits",
    kind: "number",
    side: "attacker",
    range: CHITS_RANGE,
    default: 0,
    labelKey: "WARGAME.CommandTest.Contact.Chits",
    hintKey: "WARGAME.CommandTest.Contact.ChitsHint",
  },
  {
    id: "defenderChits",
    kind: "number",
    side: "defender",
    range: CHITS_RANGE,
    default: 0,
    labelKey: "WARGAME.CommandTest.Contact.Chits",
  },
  {
    id: "units",
    kind: "units",
    side: "attacker",
    default: "all",
    candidates: stackOf,
    labelKey: "WARGAME.CommandTest.Contact.Units",
  },
];

/** The attacker's hex attacks the first enemy's hex, with the chits and the units ordered as answered. */
export function contactSelection(board: Board, contact: Contact, answers: ContactAnswers): JsonValue {
  const cellOf = (id: string | undefined): JsonValue => {
    const cell = firstCell(board.units.find((unit) => unit.id === id));
    return cell === null ? null : { i: cell.i, j: cell.j };
  };
  const attackerSide = sideOf(board, contact.attackerId);
  const defenderSide = sideOf(board, contact.defenderIds[0]);
  const units = answerOf(answers, "units", "units");
  const chits: Record<string, number> = {};
  if (attackerSide !== null) chits[attackerSide] = answerOf(answers, "attackerChits", "number");
  if (defenderSide !== null) chits[defenderSide] = answerOf(answers, "defenderChits", "number");
  return {
    from: cellOf(contact.attackerId),
    target: cellOf(contact.defenderIds[0]),
    // The whole stack is the selection's default: only an order to part of it is written.
    ...(units.length === stackOf(board, contact).length ? {} : { units: [...units] }),
    chits,
  };
}

/**
 * An order attacks one enemy stack (Rule 10.1: "to attack an enemy stack", "the defending
 * stack"); a commander goes with its stack (his CR counts for it, Rule 10.2) and is never a target.
 */
export const TARGETING: Targeting = {
  oneStack: true,
  notTarget: (unit) => typeof unit.data["commander"] === "number",
};
