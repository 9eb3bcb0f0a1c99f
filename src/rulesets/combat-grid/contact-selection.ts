import { firstCell, stackWith } from "@engine/board/first-cell";
import type { Board } from "@engine/board/types";
import { answerOf, type Contact, type ContactAnswers, type ContactInput } from "@engine/rulesets/contact-inputs";
import { rangeOf } from "@engine/rulesets/declarations";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { markerCount } from "@engine/board/cell-markers";
import { PREPARED_POSITION, SELECTION_FIELDS } from "./declarations";
import type { Targeting } from "@engine/board/target-stacks";

/** The weathers a tactic may name (`restrictions.weather`): the shipped tactics know only clear weather. */
const WEATHERS = [
  { id: "clear", labelKey: "WARGAME.CombatGrid.Contact.Weather.clear" },
  { id: "not-clear", labelKey: "WARGAME.CombatGrid.Contact.Weather.not-clear" },
];

/** The attacker's side in the attacker's square (those that crossed a bridge into it may be named). */
function attackersInSquare(board: Board, contact: Contact): string[] {
  return stackWith(board, contact.attackerId).map((unit) => unit.id);
}

const ops = (side: "attacker" | "defender"): ContactInput => ({
  id: `${side}Ops`,
  kind: "number",
  side,
  range: rangeOf(SELECTION_FIELDS, "ops"),
  default: 0,
  labelKey: "WARGAME.CombatGrid.Contact.Ops",
  ...(side === "attacker" ? { hintKey: "WARGAME.CombatGrid.Contact.OpsHint" } : {}),
});

/**
 * What a combat from contact asks: each side's Ops (each tactic costs one), prepared
 * positions in the square (the board's markers there first), flanking, weather, the tactical phase and who crossed a bridge. Where the
 * attackers came from is the host's record of their moves (`Contact.movedFrom`), not a question.
 */
export const CONTACT_INPUTS: readonly ContactInput[] = [
  ops("attacker"),
  ops("defender"),
  {
    id: "preparedPositions",
    kind: "number",
    range: rangeOf(SELECTION_FIELDS, "preparedPositions"),
    default: 0,
    // The markers in the contested square, the defender's: the form shows them first.
    fromBoard: (board, contact) => {
      const cell = firstCell(board.units.find((unit) => unit.id === contact.defenderIds[0]));
      return cell === null ? 0 : markerCount(board, PREPARED_POSITION, cell);
    },
    labelKey: "WARGAME.CombatGrid.Contact.PreparedPositions",
  },
  { id: "flanking", kind: "flag", default: false, labelKey: "WARGAME.CombatGrid.Contact.Flanking" },
  {
    id: "weather",
    kind: "choice",
    default: "clear",
    choices: WEATHERS,
    labelKey: "WARGAME.CombatGrid.Contact.Weather.Label",
  },
  {
    id: "tacticalPhase",
    kind: "number",
    range: rangeOf(SELECTION_FIELDS, "tacticalPhase"),
    default: 1,
    labelKey: "WARGAME.CombatGrid.Contact.TacticalPhase",
  },
  {
    id: "acrossBridge",
    kind: "units",
    side: "attacker",
    default: "none",
    candidates: attackersInSquare,
    labelKey: "WARGAME.CombatGrid.Contact.AcrossBridge",
  },
];

/**
 * The square the attacker stands in, with its side active, and the answers. Each attacker the host
 * saw move into the square goes back to the square it came from if the defenders hold (README,
 * Retreats); one the host did not see move has no known square, and the setup's default retreats
 * it as a defender retreats, away from the contested square.
 */
export function contactSelection(board: Board, contact: Contact, answers: ContactAnswers): JsonValue {
  const attacker = board.units.find((unit) => unit.id === contact.attackerId);
  const defender = board.units.find((unit) => unit.id === contact.defenderIds[0]);
  const cell = firstCell(attacker);
  const cameFrom = Object.fromEntries(
    attackersInSquare(board, contact).flatMap((id) => {
      const from = contact.movedFrom?.[id];
      return from === undefined ? [] : [[id, { i: from.i, j: from.j }]];
    }),
  );
  const sideOps: Record<string, number> = {};
  if (attacker !== undefined) sideOps[attacker.side] = answerOf(answers, "attackerOps", "number");
  if (defender !== undefined) sideOps[defender.side] = answerOf(answers, "defenderOps", "number");
  return {
    square: cell === null ? null : { i: cell.i, j: cell.j },
    activeSide: attacker?.side ?? null,
    cameFrom,
    acrossBridge: [...answerOf(answers, "acrossBridge", "units")],
    weather: answerOf(answers, "weather", "string"),
    tacticalPhase: answerOf(answers, "tacticalPhase", "number"),
    ops: sideOps,
    preparedPositions: answerOf(answers, "preparedPositions", "number"),
    flanking: answerOf(answers, "flanking", "boolean"),
  };
}

/** A combat is fought for one contested square: one enemy stack at a time. */
export const TARGETING: Targeting = { oneStack: true };
