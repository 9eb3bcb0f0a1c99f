import { CombatDialog } from "../apps/combat-dialog";
import type { TurnPorts } from "../apps/turn-tracker";
import { foundryPorts } from "../combat/foundry-ports";
import { requestChanges } from "../gm/request-changes";
import { format } from "../localize";
import { moduleHook } from "../module-hooks";

/** The tracker's ports in Foundry: the combat's own, the combat dialog, the module's hook, the GM's queries and chat. */
export function foundryTurnPorts(): TurnPorts {
  return {
    combat: foundryPorts(),
    openCombat: (flow) => CombatDialog.open(flow),
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
