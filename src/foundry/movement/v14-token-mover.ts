import { movementAnimationOf } from "../compat/v14-types";
import { batchedTokenMover } from "./batched-token-mover";

/**
 * Foundry v14: the same batched update (its `movement` operation option keeps v13's shape; see
 * README.md), then every moved token's `TokenDocument#movement.animation.ended`
 * (foundryvtt/foundryvtt#13573), which settles when that movement's animation ends — v14 also made
 * `TokenDocument#move` resolve only when the whole movement has finished (#13572), where v13's
 * resolved at the first checkpoint. As on v13, only tokens drawn on this client's canvas animate
 * here, so only theirs are awaited; a token that reports no movement animation falls back to v13's
 * `Token#movementAnimationPromise`.
 */
export const v14TokenMover = batchedTokenMover(async (tokens) => {
  const running = tokens.flatMap((token) =>
    token.object === null ? [] : (movementAnimationOf(token)?.ended ?? token.object.movementAnimationPromise ?? []),
  );
  await Promise.allSettled(running);
});
