/** Compile-time proof that Foundry's users, scenes, tokens and actors fit what the GM's side uses. */
import type { Fits } from "../fits";
import type { GmActor, GmScene, GmToken, GmUser } from "./gm-ports";
import type { RequestMessage } from "./request-inbox";

export type FoundryGmFit = [
  Fits<User.Implementation, GmUser>,
  Fits<Actor.Implementation, GmActor>,
  Fits<TokenDocument.Implementation, GmToken>,
  Fits<Scene.Implementation, GmScene>,
  Fits<ChatMessage.Implementation, RequestMessage>,
];
