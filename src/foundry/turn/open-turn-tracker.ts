import { turnPlayerOf } from "../../engine/scenario/scenario-turns";
import { sceneBoard } from "../board/scene-board";
import { combatError } from "../combat/combat-errors";
import type { CombatScene } from "../combat/combat-scene";
import { notifyError } from "../localize";
import { rulesetOfScene } from "../scene/scene-ruleset";
import { TurnTracker, type TurnPorts } from "../apps/turn-tracker";
import { sceneTurn } from "./scene-turn";

/**
 * The keybinding's action: a GM opens the turn tracker on the scene's turn, when the scene's rule
 * system plays turns (command-test); anyone else, or another scene, is told why not. Null then.
 */
export async function openTurnTracker(
  scene: (CombatScene & { readonly name: string }) | null,
  isGM: boolean,
  ports: TurnPorts,
): Promise<TurnTracker | null> {
  try {
    if (scene === null) throw combatError("NoScene");
    if (!isGM) throw combatError("TurnGmOnly");
    const player = turnPlayerOf(rulesetOfScene(scene));
    if (player === undefined) throw combatError("TurnRuleset");
    const { name, selection } = sceneTurn(scene, sceneBoard(scene));
    return await TurnTracker.open(scene, { name, player, selection }, ports);
  } catch (error) {
    notifyError(error);
    return null;
  }
}
