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

/** Who opens the tracker: a GM or not, and the active GM's name when that is another client's. */
export interface TrackerUser {
  readonly isGM: boolean;
  /** Null when this client is the active GM's, which hosts the turn's attacks. */
  readonly otherHost: string | null;
}

/**
 * The keybinding's action: the active GM opens the turn tracker on the scene's turn, when the
 * scene's rule system plays turns, with the options the scene plays with; anyone else (a player,
 * a GM whose client does not host combats), or another scene, is told why not. Null then. While a
 * turn is open and not over, it is taken up again instead (an attack's combat shown again, or
 * started anew when it ended unapplied).
 */
export async function openTurnTracker(
  scene: (CombatScene & { readonly name: string }) | null,
  user: TrackerUser,
  ports: TurnPorts,
): Promise<TurnTracker | null> {
  try {
    if (scene === null) throw combatError("NoScene");
    if (!user.isGM) throw combatError("TurnGmOnly");
    if (user.otherHost !== null) throw combatError("NotHost", { gm: user.otherHost });
    if (current?.showing === true && !current.ended) {
      await current.resume();
      return current;
    }
    const ruleset = rulesetOfScene(scene);
    const player = hostRulesets().ruleset(ruleset).turn;
    if (player === undefined) throw combatError("TurnRuleset");
    const { name, selection } = sceneTurn(scene, sceneBoard(scene));
    // The options every attack of the turn plays with are the scene's, as a hosted combat's are.
    current = await TurnTracker.open(
      scene,
      { name, player, selection: withOptions(selection, resolvedOptions(scene, ruleset)) },
      ports,
    );
    return current;
  } catch (error) {
    notifyError(error);
    return null;
  }
}
