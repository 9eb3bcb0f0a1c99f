import type { Board, Unit } from "@engine/board/types";
import { footprintCenter } from "@engine/grid/footprint";
import { answerOf, type Contact, type ContactAnswers, type ContactInput } from "@engine/rulesets/contact-inputs";
import { rangeOf } from "@engine/rulesets/declarations";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { SELECTION_FIELDS } from "./declarations";
import type { Targeting } from "@engine/board/target-stacks";

/** How many friends a support list offers: the nearest, as a table would look for rear supports. */
const NEAREST = 8;

/** The nearest other units of a unit's side, nearest first (ties by id). */
function friendsNear(board: Board, id: string | undefined): string[] {
  const unit = board.units.find((candidate) => candidate.id === id);
  if (unit === undefined) return [];
  const centre = footprintCenter(unit);
  const distance = (other: Unit): number => {
    const at = footprintCenter(other);
    return Math.hypot(at.x - centre.x, at.y - centre.y);
  };
  return board.units
    .filter((other) => other.side === unit.side && other.id !== unit.id)
    .map((other) => ({ id: other.id, distance: distance(other) }))
    .sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, NEAREST)
    .map((other) => other.id);
}

/**
 * What a combat from contact asks: the attacker's dice of the round (only the table knows them; the
 * session rolls them), whether the attacker won the round, each side's rear supports, the defending
 * units the round eliminated, and the cover advantage the fight gave. Armour advantages and cover
 * level come from the units' data; breakthroughs go straight ahead (a board has no waypoints to give).
 */
export const CONTACT_INPUTS: readonly ContactInput[] = [
  {
    id: "attackDice",
    kind: "number",
    range: rangeOf(SELECTION_FIELDS, "attackDice"),
    default: 1,
    labelKey: "WARGAME.VictoryMargin.Contact.AttackDice",
  },
  { id: "attackerWon", kind: "flag", default: true, labelKey: "WARGAME.VictoryMargin.Contact.AttackerWon" },
  {
    id: "coverAdvantage",
    kind: "number",
    range: rangeOf(SELECTION_FIELDS, "coverAdvantage"),
    default: 0,
    labelKey: "WARGAME.VictoryMargin.Contact.CoverAdvantage",
  },
  {
    id: "attackerSupports",
    kind: "units",
    side: "attacker",
    default: "none",
    candidates: (board, contact) => friendsNear(board, contact.attackerId),
    labelKey: "WARGAME.VictoryMargin.Contact.Supports",
  },
  {
    id: "defenderSupports",
    kind: "units",
    side: "defender",
    default: "none",
    candidates: (board, contact) => friendsNear(board, contact.defenderIds[0]),
    labelKey: "WARGAME.VictoryMargin.Contact.Supports",
  },
  {
    id: "eliminated",
    kind: "units",
    side: "defender",
    default: "none",
    candidates: (board, contact) => [...contact.defenderIds.slice(0, 1), ...friendsNear(board, contact.defenderIds[0])],
    labelKey: "WARGAME.VictoryMargin.Contact.Eliminated",
    hintKey: "WARGAME.VictoryMargin.Contact.EliminatedHint",
  },
];

/** The attacker against the first enemy in contact, with the round as answered. */
export function contactSelection(_board: Board, contact: Contact, answers: ContactAnswers): JsonValue {
  return {
    attacker: contact.attackerId,
    defender: contact.defenderIds[0] ?? null,
    attackerSupports: [...answerOf(answers, "attackerSupports", "units")],
    defenderSupports: [...answerOf(answers, "defenderSupports", "units")],
    eliminated: [...answerOf(answers, "eliminated", "units")],
    attackerWon: answerOf(answers, "attackerWon", "boolean"),
    attackDice: answerOf(answers, "attackDice", "number"),
    coverAdvantage: answerOf(answers, "coverAdvantage", "number"),
  };
}

/** A round is fought against one enemy unit. */
export const TARGETING: Targeting = { oneStack: true };
