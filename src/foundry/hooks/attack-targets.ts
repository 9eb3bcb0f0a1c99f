import { viewedIndex } from "../canvas/viewed-board";
import { targetsRequest } from "../hud/targets-request";
import { format } from "../localize";
import { startContactCombat } from "./contact-combat";
import { hostRulesets } from "../rulesets";
import { rulesetOfScene } from "../scene/scene-ruleset";

/**
 * The keybinding's action: the controlled token attacks the targeted enemies in contact with it.
 * Controlled tokens are the token layer's `controlled` (PlaceablesLayer#controlled) and targets the
 * user's `targets` (a UserTargets set of Tokens), as the v13 API documents them:
 * https://foundryvtt.com/api/classes/foundry.canvas.layers.PlaceablesLayer.html and
 * https://foundryvtt.com/api/classes/foundry.canvas.placeables.tokens.UserTargets.html
 */
export function attackTargets(): void {
  const index = viewedIndex.current();
  const sceneId = canvas?.scene?.id ?? null;
  if (index === null || sceneId === null) return;
  const controlled = (canvas?.tokens?.controlled ?? []).flatMap((token) => token.document.id ?? []);
  const targeted = [...(game.user?.targets ?? [])].flatMap((token) => token.document.id ?? []);
  const ruleset = hostRulesets().ruleset(rulesetOfScene(canvas?.scene ?? null));
  const found = targetsRequest(index, sceneId, controlled, targeted, ruleset);
  if ("problem" in found) {
    ui.notifications?.warn(format(found.problem));
    return;
  }
  startContactCombat(found.request);
}
