import { MOVEMENT_OPTIONS, phaseTokenMover } from "./phase-token-mover";

/**
 * Foundry v13: each token moves with `TokenDocument#move(waypoints, options)` (foundryvtt/foundryvtt
 * #11843; v13 has no several-token move, so the phase's moves start together). v13's `move`
 * resolves at the movement's first checkpoint, before its animation ends (#13572 changed that in
 * v14), so the mover then awaits every drawn token's `Token#movementAnimationPromise` (#11854; it
 * rejects when an animation is interrupted, hence `allSettled`).
 */
export const v13TokenMover = phaseTokenMover(async (_scene, moves) => {
  await Promise.all(moves.map(({ token, waypoints }) => token.move(waypoints, MOVEMENT_OPTIONS)));
  await Promise.allSettled(moves.flatMap(({ token }) => token.object?.movementAnimationPromise ?? []));
});
