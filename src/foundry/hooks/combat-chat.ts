import { type CardMessage, wireUndoButton } from "../combat/combat-card";
import { undoHostedCard } from "../host/foundry-host";

/** Combat chat cards: their Undo button works for a GM (through the host) and is hidden from players. */
export function listen(): void {
  Hooks.on("renderChatMessageHTML", (message: CardMessage, html: HTMLElement) =>
    wireUndoButton(message, html, game.user?.isGM ?? false, undoHostedCard),
  );
}
