import type { TurnPorts } from "../apps/turn-tracker";
import type { CombatHost } from "../host/combat-host";
import { combatHost } from "../host/foundry-host";
import { requestChanges } from "../gm/request-changes";
import { format } from "../localize";
import { moduleHook } from "../module-hooks";
import { MODULE_ID } from "../constants";
import { TURN_SETTING } from "./turn-state";
import { registerTurnSeal, storedTurn, storeTurn } from "./turn-copies";
import { startMovesAfresh } from "../movement/move-starts";

/**
 * Registers the GMs' client storage of the turn in play (hidden, client scope: this browser only; the
 * host's, and each other GM's copy) and the world's mark of it (turn-copies.ts).
 */
export function registerTurnSettings(): void {
  game.settings.register(MODULE_ID, TURN_SETTING, { scope: "client", config: false, type: Object, default: {} });
  registerTurnSeal();
}

/**
 * The tracker's ports in Foundry: each attack a combat of this client's host (the tracker runs on the
 * active GM's client, open-turn-tracker.ts), started for this GM; the module's hook; the GM's own
 * change requests and chat; the turn kept in this client's own storage, marked in the world and
 * copied to every other connected GM's (turn-copies.ts).
 */
export function foundryTurnPorts(host: CombatHost = combatHost()): TurnPorts {
  return {
    startCombat: (sceneId, selection, issued) => host.start(game.user?.id ?? "", { sceneId, selection }, issued),
    hostedCombat: (combatId) => host.combat(combatId),
    onResolved: (listener) => {
      const id = Hooks.on(moduleHook("resolveCombat"), (combat) => listener(combat));
      return () => Hooks.off(moduleHook("resolveCombat"), id);
    },
    requestChanges: (changes) => requestChanges(changes),
    say: async (line) => {
      await ChatMessage.create({
        content: format(line),
        speaker: ChatMessage.getSpeaker(),
      });
    },
    movesAfresh: async (sceneId) => {
      const scene = game.scenes?.get(sceneId);
      if (scene !== undefined) await startMovesAfresh(scene);
    },
    savedTurn: storedTurn,
    saveTurn: storeTurn,
  };
}
