import type { Board } from "@engine/board/types";
import { answerOf, type Contact, type ContactAnswers, type ContactInput } from "@engine/rulesets/contact-inputs";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { RESULT_LABELS } from "./machine";
import { RESULTS, type Source } from "./setup";
import type { Targeting } from "@engine/board/target-stacks";

/** The result left to the session: the victor picks it when the step asks (`result`). */
const ASK = "ask";

/**
 * What a combat from contact asks: how the fight was fought (shooting or hand to hand), who won it
 * (the figure that started it or the one it touched), and the result when the table already knows it.
 */
export const CONTACT_INPUTS: readonly ContactInput[] = [
  {
    id: "source",
    kind: "choice",
    default: "hand-to-hand",
    choices: [
      { id: "shooting", labelKey: "WARGAME.SkirmishRecoil.Contact.Source.shooting" },
      { id: "hand-to-hand", labelKey: "WARGAME.SkirmishRecoil.Contact.Source.hand-to-hand" },
    ] satisfies readonly { id: Source; labelKey: string }[],
    labelKey: "WARGAME.SkirmishRecoil.Contact.Source.Label",
  },
  {
    id: "victor",
    kind: "choice",
    default: "attacker",
    choices: [
      { id: "attacker", labelKey: "WARGAME.SkirmishRecoil.Contact.Victor.attacker" },
      { id: "defender", labelKey: "WARGAME.SkirmishRecoil.Contact.Victor.defender" },
    ],
    labelKey: "WARGAME.SkirmishRecoil.Contact.Victor.Label",
  },
  {
    id: "result",
    kind: "choice",
    default: ASK,
    choices: [
      { id: ASK, labelKey: "WARGAME.SkirmishRecoil.Contact.Ask" },
      ...RESULTS.map((id) => ({ id, labelKey: RESULT_LABELS[id] })),
    ],
    labelKey: "WARGAME.SkirmishRecoil.Contact.Result",
    hintKey: "WARGAME.SkirmishRecoil.Contact.ResultHint",
  },
];

/** The fight between the attacker and the first enemy in contact, won and fought as answered. */
export function contactSelection(_board: Board, contact: Contact, answers: ContactAnswers): JsonValue {
  const enemy = contact.defenderIds[0] ?? null;
  const attackerWon = answerOf(answers, "victor", "string") === "attacker";
  const result = answerOf(answers, "result", "string");
  return {
    victor: attackerWon ? contact.attackerId : enemy,
    loser: attackerWon ? enemy : contact.attackerId,
    source: answerOf(answers, "source", "string"),
    ...(result === ASK ? {} : { result }),
  };
}

/** A fight is between two figures. */
export const TARGETING: Targeting = { oneStack: true };
