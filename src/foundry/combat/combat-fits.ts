/** Compile-time proof that Foundry's scenes, tokens, users and chat messages fit what a combat reads and calls. */
import type { Fits } from "../fits";
import type { CardMessage } from "./combat-card";
import type { CombatScene, CombatToken } from "./combat-scene";
import type { DeciderUser } from "./deciders";

export type FoundryCombatFit = [
  Fits<TokenDocument.Implementation, CombatToken>,
  Fits<Scene.Implementation, CombatScene>,
  Fits<User.Implementation, DeciderUser>,
  Fits<ChatMessage.Implementation, CardMessage>,
];
