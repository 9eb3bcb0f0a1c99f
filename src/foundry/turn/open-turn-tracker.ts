import { hostRulesets } from "../rulesets";
import { sceneBoard } from "../board/scene-board";
import { combatError } from "../combat/combat-errors";
import type { CombatScene } from "../combat/combat-scene";
import { notifyError } from "../localize";
import { rulesetOfScene } from "../scene/scene-ruleset";
import { TurnTracker, type TurnPorts } from "../apps/turn-tracker";
import { EngineError } from "@engine/errors";
import type { TurnPlayer } from "@engine/rulesets/ruleset";
import { parseSavedTurn } from "./turn-state";
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
 * started anew when it ended unapplied). A turn this client stored on the scene (the page was
 * reloaded) is replayed and taken up where it stood.
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
    const resumed = await storedTurn(scene, player, ports);
    if (resumed !== null) {
      current = resumed;
      return current;
    }
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

/**
 * The turn this client stored on this scene, replayed from its log and taken up; null when there is
 * none, or it is another scene's (the new turn replaces it), or it does not read or replay (a
 * warning, and a new turn).
 */
async function storedTurn(
  scene: CombatScene & { readonly name: string },
  player: TurnPlayer,
  ports: TurnPorts,
): Promise<TurnTracker | null> {
  const stored = ports.savedTurn();
  if (stored === null) return null;
  try {
    const saved = parseSavedTurn(stored);
    if (saved.sceneId !== scene.id) return null;
    return await TurnTracker.open(scene, { name: saved.name, player, selection: saved.selection }, ports, saved);
  } catch (error) {
    // Replaying throws before the tracker exists: a log the turn refuses starts a new turn.
    if (!(error instanceof EngineError)) throw error;
    console.warn(error.message);
    return null;
  }
}
