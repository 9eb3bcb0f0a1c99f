import type { RollStep } from "../engine/session/types";
import { say } from "./text";
import type { RollView } from "./view-types";

/** Who rolls what, and why. */
export function rollView(step: RollStep): RollView {
  return {
    id: step.id,
    side: step.side,
    dice: step.dice,
    purpose: step.purpose,
    who: say("WARGAME.View.Roll.Who", { side: step.side, dice: step.dice }),
  };
}
