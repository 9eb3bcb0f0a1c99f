import type { MovingScene } from "./movement-ports";
import type { MovementPhase, TokenPlacement } from "./token-move";

/**
 * How moves reach Foundry: `v13-token-mover` and `v14-token-mover` implement it, and the version
 * seam (`../compat/`) hands the host the one for the running generation.
 */
export interface TokenMover {
  /**
   * Moves every token of the phase along its waypoints, animated, in one batched update, and
   * resolves once every animation has ended (or been interrupted) and every token stands where
   * planned. Throws, changing nothing, when a token is gone.
   */
  move(scene: MovingScene, phase: MovementPhase): Promise<void>;
  /** Puts tokens at once where given (no animation), in one batched update with their extra fields. */
  place(scene: MovingScene, placements: readonly TokenPlacement[]): Promise<void>;
}
