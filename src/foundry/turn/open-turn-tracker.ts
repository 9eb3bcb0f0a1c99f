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
import { isRecord } from "@engine/validation/read-fields";

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

/** A stored turn being taken up (`resumeStoredTurn`): a second call waits for it rather than opening another. */
let resuming: Promise<TurnTracker | null> | null = null;

/**
 * Takes up the turn in play this client stores, on its own scene, with no key pressed: on `ready`
 * after the host GM's page reloaded, or when this client became the active GM's (the host GM left;
 * its copy came from that GM's client, turn-copies.ts). Nothing when a tracker is open here, no
 * turn is in play, or its scene is gone. The turn is replayed from its log (no die rolled) and
 * takes up its attack where the host left it (hooks/takeover.ts resumes the combats first).
 */
export async function resumeStoredTurn(
  ports: TurnPorts,
  findScene: (id: string) => (CombatScene & { readonly name: string }) | undefined,
): Promise<TurnTracker | null> {
  if (resuming !== null) return resuming;
  if (current?.showing === true && !current.ended) return null;
  const stored = ports.savedTurn();
  const sceneId = isRecord(stored) ? stored["sceneId"] : undefined;
  const scene = typeof sceneId === "string" ? findScene(sceneId) : undefined;
  if (scene === undefined) return null;
  resuming = openTurnTracker(scene, { isGM: true, otherHost: null }, ports).finally(() => {
    resuming = null;
  });
  return resuming;
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
