import { notifyError } from "../localize";
import { foundryTurnPorts } from "../turn/foundry-turn-ports";
import { openTurnTracker } from "../turn/open-turn-tracker";

/** The keybinding's action: the turn tracker on the viewed scene, for this user. */
export function playTurn(): void {
  openTurnTracker(canvas?.scene ?? null, game.user?.isGM ?? false, foundryTurnPorts()).catch(notifyError);
}
