import type { ModuleHooks } from "../gm/apply-changes";
import { requestChanges } from "../gm/request-changes";
import { postCombatCard } from "./combat-card";
import type { CombatPorts } from "./combat-flow";
import { CLEAR_PREVIEW_HOOK, PREVIEW_MOVES_HOOK } from "./combat-hooks";
import type { DeciderUser } from "./deciders";
import { rollCombatDice } from "./foundry-dice";

/** How long another user has to make their choice before the dialog offers to ask again. */
const DECIDE_TIMEOUT_MS = 300_000;

/** The combat's ports in Foundry: this user, the world's users, Foundry's dice, chat, hooks and the GM's queries. */
export function foundryPorts(): CombatPorts {
  const hooks: ModuleHooks = Hooks;
  const user = game.user;
  return {
    currentUser: user ?? { id: null, name: "", isGM: false, active: false },
    users: () => {
      const users: DeciderUser[] = [];
      for (const candidate of game.users ?? []) users.push(candidate);
      return users;
    },
    rollDice: rollCombatDice,
    newCombatId: () => foundry.utils.randomID(),
    previewMoves: (plan, scene) => hooks.callAll(PREVIEW_MOVES_HOOK, plan, scene),
    clearPreview: () => hooks.callAll(CLEAR_PREVIEW_HOOK),
    requestChanges: (changes, combat) => requestChanges(changes, { combat }),
    postCard: postCombatCard,
    hooks,
    decideTimeoutMs: DECIDE_TIMEOUT_MS,
  };
}
