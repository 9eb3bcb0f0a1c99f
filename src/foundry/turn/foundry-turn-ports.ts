import type { TurnPorts } from "../apps/turn-tracker";
import type { CombatHost } from "../host/combat-host";
import { combatHost } from "../host/foundry-host";
import { requestChanges } from "../gm/request-changes";
import { format } from "../localize";
import { moduleHook } from "../module-hooks";

/**
 * The tracker's ports in Foundry: each attack a combat of this client's host (the tracker runs on the
 * active GM's client, open-turn-tracker.ts), started for this GM; the module's hook; the GM's own
 * change requests and chat.
 */
export function foundryTurnPorts(host: CombatHost = combatHost()): TurnPorts {
  return {
    startCombat: (sceneId, selection) => host.start(game.user?.id ?? "", { sceneId, selection }),
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
  };
}
