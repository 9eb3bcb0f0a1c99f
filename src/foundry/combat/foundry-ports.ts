import { requestChanges } from "../gm/request-changes";
import { callHook, type HookBus } from "../module-hooks";
import { combatHost } from "../host/foundry-host";
import type { CombatPorts } from "./combat-flow";
import type { DeciderUser } from "./deciders";
import { rollStepDice } from "./foundry-dice";

/** How long another user has to make their choice before the dialog offers to ask again. */
const DECIDE_TIMEOUT_MS = 300_000;

/** The combat's ports in Foundry: this user, the world's users, Foundry's dice, chat, hooks and the GM's queries. */
export function foundryPorts(): CombatPorts {
  const hooks: HookBus = Hooks;
  const user = game.user;
  return {
    currentUser: user ?? { id: null, name: "", isGM: false, active: false },
    users: () => {
      const users: DeciderUser[] = [];
      for (const candidate of game.users ?? []) users.push(candidate);
      return users;
    },
    rollDice: rollStepDice,
    newCombatId: () => foundry.utils.randomID(),
    /**
     * Fires on this client to show a plan's paths on its canvas until cleared or replaced.
     * Not cancellable: called with `Hooks.callAll`.
     * @function wargame-combat.previewMoves
     * @memberof hookEvents
     * @param {MovePlan} plan The moves and events to draw.
     * @param {{id: string|null}|null} scene The scene the plan is for: a client draws it only while viewing that scene.
     */
    previewMoves: (plan, scene) => callHook(hooks, "previewMoves", plan, scene),
    /**
     * Fires on this client to take the previewed paths off its canvas.
     * Not cancellable: called with `Hooks.callAll`.
     * @function wargame-combat.clearPreview
     * @memberof hookEvents
     */
    clearPreview: () => callHook(hooks, "clearPreview"),
    requestChanges: (changes, combat) => requestChanges(changes, { combat }),
    postCard: (card, record, undo) => combatHost().adopt(record, undo, card),
    hooks,
    decideTimeoutMs: DECIDE_TIMEOUT_MS,
  };
}
