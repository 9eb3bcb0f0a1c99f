import { activeGm, isActiveGm } from "../host/active-gm";
import { notifyError } from "../localize";
import { foundryTurnPorts } from "../turn/foundry-turn-ports";
import { openTurnTracker } from "../turn/open-turn-tracker";

/** The keybinding's action: the turn tracker on the viewed scene, for this user (its attacks hosted by this client). */
export function playTurn(): void {
  const user = { isGM: game.user?.isGM ?? false, otherHost: isActiveGm() ? null : (activeGm()?.name ?? "") };
  openTurnTracker(canvas?.scene ?? null, user, foundryTurnPorts()).catch(notifyError);
}
