import { isRecord } from "@engine/validation/read-fields";
import type { TurnPorts } from "../apps/turn-tracker";
import type { CombatHost } from "../host/combat-host";
import { combatHost } from "../host/foundry-host";
import { requestChanges } from "../gm/request-changes";
import { format } from "../localize";
import { moduleHook } from "../module-hooks";
import { MODULE_ID } from "../constants";
import { TURN_SETTING } from "./turn-state";
import { startMovesAfresh } from "../movement/move-starts";

/** Registers the host GM's client storage of the turn in play (hidden, client scope: this browser only). */
export function registerTurnSettings(): void {
  game.settings.register(MODULE_ID, TURN_SETTING, { scope: "client", config: false, type: Object, default: {} });
}

/**
 * The tracker's ports in Foundry: each attack a combat of this client's host (the tracker runs on the
 * active GM's client, open-turn-tracker.ts), started for this GM; the module's hook; the GM's own
 * change requests and chat; the turn kept in this client's own storage.
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
    savedTurn: () => {
      const stored: unknown = game.settings.get(MODULE_ID, TURN_SETTING);
      return isRecord(stored) && Object.keys(stored).length > 0 ? stored : null;
    },
    saveTurn: async (turn) => {
      await game.settings.set(MODULE_ID, TURN_SETTING, turn ?? {});
    },
  };
}
