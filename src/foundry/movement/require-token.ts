import { hostError } from "../host-errors";
import type { TokenRef } from "./token-move";

/** The scene's token, or a TokenGone error naming it (by the name the request gave). */
export function requireToken<T>(scene: { readonly tokens: { get(id: string): T | undefined } }, ref: TokenRef): T {
  const token = scene.tokens.get(ref.tokenId);
  if (token === undefined) throw hostError("TokenGone", { token: ref.name, id: ref.tokenId });
  return token;
}
