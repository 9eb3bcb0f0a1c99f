import { hostRulesets } from "../rulesets";
import { sceneBoard } from "../board/scene-board";
import { combatError } from "../combat/combat-errors";
import type { CombatScene } from "../combat/combat-scene";
import { notifyError } from "../localize";
import { rulesetOfScene } from "../scene/scene-ruleset";
import { TurnTracker, type TurnPorts } from "../apps/turn-tracker";
import { resolvedOptions, withOptions } from "../settings/ruleset-options";
import { sceneTurn } from "./scene-turn";

/** The tracker open on this client: one turn at a time. */
let current: TurnTracker | null = null;

/**
 * The keybinding's action: a GM opens the turn tracker on the scene's turn, when the scene's rule
 * system plays turns (command-test), with the options the scene plays with; anyone else, or
 * another scene, is told why not. Null then. While a turn is open and not over, it is taken up
 * again instead (an attack whose dialog was closed opens anew).
 */
export async function openTurnTracker(
  scene: (CombatScene & { readonly name: string }) | null,
  isGM: boolean,
  ports: TurnPorts,
): Promise<TurnTracker | null> {
  try {
    if (scene === null) throw combatError("NoScene");
    if (!isGM) throw combatError("TurnGmOnly");
    if (current?.showing === true && !current.ended) {
      await current.resume();
      return current;
    }
    const ruleset = rulesetOfScene(scene);
    const player = hostRulesets().ruleset(ruleset).turn;
    if (player === undefined) throw combatError("TurnRuleset");
    const { name, selection } = sceneTurn(scene, sceneBoard(scene));
    // The options every attack of the turn plays with are the scene's, as a combat's are (start-combat.ts):
    // the GM re-derives each attack's changes with them.
    current = await TurnTracker.open(
      scene,
      { name, ruleset, player, selection: withOptions(selection, resolvedOptions(scene, ruleset)) },
      ports,
    );
    return current;
  } catch (error) {
    notifyError(error);
    return null;
  }
}
