import { batchedTokenMover } from "./batched-token-mover";

/**
 * Foundry v13: awaiting the update does not wait for the animation, so the mover awaits every
 * drawn token's `Token#movementAnimationPromise` (foundryvtt/foundryvtt#11854; it rejects when an
 * animation is interrupted, hence `allSettled`).
 */
export const v13TokenMover = batchedTokenMover(async (tokens) => {
  await Promise.allSettled(tokens.flatMap((token) => token.object?.movementAnimationPromise ?? []));
});
