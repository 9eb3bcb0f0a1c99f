import { readJsonRecord } from "../../engine/validation/read-json";
import { ownerOf } from "../../engine/validation/field-errors";
import type { CardView } from "../../view/view-types";
import { MODULE_ID } from "../constants";
import type { UndoRecord } from "../gm/change-set";
import { parseUndoRecord } from "../gm/parse-requests";
import { requestUndo } from "../gm/request-changes";
import { notifyError } from "../localize";
import { templatePath } from "../templates";
import { type CombatRecord, recordJson } from "./combat-record";

/** The card's flags: the combat's record, what undoes it, and the view it was rendered from. */
export const CARD_FLAGS = { combat: "combat", undo: "undo", card: "card" } as const;

const CARD_TEMPLATE = "chat/combat-card.hbs";
const UNDO_SELECTOR = '[data-action="wargame-combat-undo"]';

/** Posts a finished combat's chat card: participants, numbers, results, moves, and (for the GM) Undo. */
export async function postCombatCard(card: CardView, record: CombatRecord, undo: UndoRecord): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(templatePath(CARD_TEMPLATE), { ...card });
  await ChatMessage.create({
    content,
    speaker: ChatMessage.getSpeaker(),
    flags: {
      [MODULE_ID]: { [CARD_FLAGS.combat]: recordJson(record), [CARD_FLAGS.undo]: undo, [CARD_FLAGS.card]: card },
    },
  });
}

/** A chat message as the card's Undo button uses it (a ChatMessage fits: combat-fits.ts). */
export interface CardMessage {
  readonly id: string | null;
  getFlag(scope: typeof MODULE_ID, key: string): unknown;
  update(data: { readonly content: string }): Promise<unknown>;
}

/** The Undo button of a combat card: shown to a GM only; it undoes the whole combat, then marks the card undone. */
export function wireUndoButton(message: CardMessage, html: HTMLElement, isGM: boolean): void {
  const button = html.querySelector(UNDO_SELECTOR);
  if (button === null) return;
  if (!isGM) {
    button.remove();
    return;
  }
  button.addEventListener("click", () => {
    button.setAttribute("disabled", "");
    undoCombat(message).catch(notifyError);
  });
}

/** Undoes the combat a card records, then renders the card again as undone. */
export async function undoCombat(message: CardMessage): Promise<boolean> {
  const record = parseUndoRecord(
    message.getFlag(MODULE_ID, CARD_FLAGS.undo),
    ownerOf("ChatCard", message.id ?? "", undefined),
    "undo",
  );
  const outcome = await requestUndo(record);
  if (!outcome.ok) return false;
  const card = readJsonRecord(
    message.getFlag(MODULE_ID, CARD_FLAGS.card),
    ownerOf("ChatCard", message.id ?? "", undefined),
    "card",
  );
  const content = await foundry.applications.handlebars.renderTemplate(templatePath(CARD_TEMPLATE), {
    ...card,
    undoable: false,
    undone: true,
  });
  await message.update({ content });
  return true;
}
