import { movementAnimationOf, sceneTokenMover } from "../compat/v14-types";
import { MOVEMENT_OPTIONS, phaseTokenMover } from "./phase-token-mover";

/**
 * Foundry v14: the phase's tokens move in one `Scene#moveTokens(instructions, options)` operation
 * (foundryvtt/foundryvtt#13580), which resolves once every movement has finished (as
 * `TokenDocument#move` does on v14, #13572). The mover then awaits each drawn token's
 * `TokenDocument#movement.animation.ended` (#13573), falling back to `Token#movementAnimationPromise`,
 * so the next phase starts once this client has drawn the moves.
 */
export const v14TokenMover = phaseTokenMover(async (scene, moves) => {
  const moveTokens = sceneTokenMover(scene);
  await moveTokens(
    Object.fromEntries(moves.map(({ tokenId, waypoints }) => [tokenId, { waypoints }])),
    MOVEMENT_OPTIONS,
  );
  await Promise.allSettled(
    moves.flatMap(({ token }) =>
      token.object === null ? [] : (movementAnimationOf(token)?.ended ?? token.object.movementAnimationPromise ?? []),
    ),
  );
});
