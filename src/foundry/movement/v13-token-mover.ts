import { MOVEMENT_OPTIONS, phaseTokenMover } from "./phase-token-mover";

/**
 * Foundry v13: each token moves with `TokenDocument#move(waypoints, options)` (foundryvtt/foundryvtt
 * #11843), one call per token, all started together. v13 documents no move of several tokens along
 * waypoints: `Scene#moveTokens` came with v14 (#13580, "Added"); v13's update operations may carry
 * per-token `movement` entries (#12240: the movement method "as part of an entry in
 * operation/options.movement"; the v13 `moveToken` hook passes "the update operation that contains
 * the movement"), but no v13 page or public v13 code found gives such an entry its waypoints, so a
 * batched update could not follow the planned path and the calls stay one per token. v13's `move`
 * resolves at the movement's first checkpoint, before its animation ends (#13572 changed that in
 * v14), so the mover then awaits every drawn token's `Token#movementAnimationPromise` (#11854; it
 * rejects when an animation is interrupted, hence `allSettled`).
 */
export const v13TokenMover = phaseTokenMover(async (_scene, moves) => {
  await Promise.all(moves.map(({ token, waypoints }) => token.move(waypoints, MOVEMENT_OPTIONS)));
  await Promise.allSettled(moves.flatMap(({ token }) => token.object?.movementAnimationPromise ?? []));
});
