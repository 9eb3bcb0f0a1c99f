import { askContactInputs } from "../apps/contact-dialog";
import { viewedIndex } from "../canvas/viewed-board";
import { MODULE_ID } from "../constants";
import type { HudCombatRequest } from "../hud/token-hud-buttons";
import { localized } from "../hud/localized";
import { notifyError } from "../localize";
import { hostRulesets } from "../rulesets";
import { sceneSideNames } from "../scenario-io/scene-scenario";
import { rulesetOfScene } from "../scene/scene-ruleset";

/**
 * Starts a combat from a token and the enemies it touches (the HUD's button, the attack key): the
 * scene's rule system asks its contact inputs first (`askContactInputs`), then the API's
 * `startCombat` takes the answered request. Before `ready` publishes the API, the user is told.
 */
export function startContactCombat(request: HudCombatRequest): void {
  const api = game.modules?.get(MODULE_ID)?.api;
  if (api === undefined) {
    ui.notifications?.warn(localized("WARGAME.Hud.noCombat"));
    return;
  }
  const scene = canvas?.scene ?? null;
  const board = viewedIndex.current()?.board();
  if (scene === null || board === undefined) {
    api.startCombat(request).catch(notifyError);
    return;
  }
  const ruleset = hostRulesets().ruleset(rulesetOfScene(scene));
  askContactInputs(request, ruleset, board, sceneSideNames(scene), (answered) => api.startCombat(answered));
}
