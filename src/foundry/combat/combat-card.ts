import { MODULE_ID } from "../constants";
import { notifyError } from "../localize";

const UNDO_SELECTOR = '[data-action="wargame-combat-undo"]';

/** A chat message as the card's Undo button uses it (a ChatMessage fits: combat-fits.ts). */
export interface CardMessage {
  readonly id: string | null;
  getFlag(scope: typeof MODULE_ID, key: string): unknown;
}

/**
 * The Undo button of a combat card: shown to a GM only, on a card the host marked as its own
 * (`hostedCard`); the click asks the host, which undoes only a card its state holds, from that state
 * (host/combat-host.ts). A player can post a message with the same markup and flag: the host finds
 * no combat of its own for it and refuses.
 */
export function wireUndoButton(
  message: CardMessage,
  html: HTMLElement,
  isGM: boolean,
  undo: (cardId: string) => Promise<unknown>,
): void {
  const button = html.querySelector(UNDO_SELECTOR);
  if (button === null) return;
  if (!isGM || message.id === null || message.getFlag(MODULE_ID, "hostedCard") !== true) {
    button.remove();
    return;
  }
  const id = message.id;
  button.addEventListener("click", () => {
    button.setAttribute("disabled", "");
    undo(id).catch(notifyError);
  });
}
