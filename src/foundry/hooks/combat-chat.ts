import { type CardMessage, wireUndoButton } from "../combat/combat-card";

/** Combat chat cards: their Undo button works for a GM and is hidden from players. */
export function listen(): void {
  Hooks.on("renderChatMessageHTML", (message: CardMessage, html: HTMLElement) =>
    wireUndoButton(message, html, game.user?.isGM ?? false),
  );
}
