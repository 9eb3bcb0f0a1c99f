import type { Point } from "../../engine/model/coordinates";
import type { MovementInstruction, MovementWaypoint, MovingScene, MovingToken, TokenUpdate } from "./movement-ports";
import { requireToken } from "./require-token";
import type { TokenMover } from "./token-mover";
import { topLeftOf, type MovementPhase } from "./token-move";

/** A move resolved against its token: where it goes, in Foundry's top-left pixels. */
interface PlannedMove {
  readonly token: MovingToken;
  readonly tokenId: string;
  readonly name: string;
  readonly path: readonly Point[];
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
}

/**
 * Waits until the animations the phase's update started have ended, an interrupted one counting
 * as ended (its document was updated before it began): what differs between v13 and v14.
 */
export type AnimationsEnded = (tokens: readonly MovingToken[]) => Promise<void>;

/**
 * A mover (v13 and v14 alike; see README.md for the sources): one
 * `Scene#updateEmbeddedDocuments("Token", …)` per phase, whose operation carries each token's
 * waypoints under `movement[tokenId]`. Awaiting the update does not wait for the animation, so the
 * mover then waits with `animationsEnded`, checks the documents and puts back, instantly, any token
 * not where planned.
 */
export function batchedTokenMover(animationsEnded: AnimationsEnded): TokenMover {
  const mover: TokenMover = {
    async move(scene, phase) {
      const planned = planPhase(scene, phase);
      if (planned.length === 0) return;
      const movement: Record<string, MovementInstruction> = {};
      for (const move of planned) {
        if (move.path.length > 0)
          movement[move.tokenId] = instruction(move.path.map((point) => waypoint(point, undefined)));
      }
      const updates = planned.map(({ tokenId, x, y, rotation }) => ({ _id: tokenId, x, y, rotation }));
      await scene.updateEmbeddedDocuments("Token", updates, { animate: true, movement });
      await animationsEnded(planned.map((move) => move.token));
      await mover.place(scene, planned.filter(notWherePlanned));
    },

    async place(scene, placements) {
      if (placements.length === 0) return;
      for (const placement of placements) requireToken(scene, placement);
      const updates: TokenUpdate[] = placements.map(({ tokenId, x, y, rotation, fields }) => ({
        ...fields,
        _id: tokenId,
        x,
        y,
        rotation,
      }));
      // "displace" is core's instant movement action: the token is set down, not walked there.
      const movement = Object.fromEntries(
        placements.map(({ tokenId, x, y }) => [tokenId, instruction([waypoint({ x, y }, "displace")])]),
      );
      await scene.updateEmbeddedDocuments("Token", updates, { animate: false, movement });
    },
  };
  return mover;
}

/** Every move with its token, or a TokenGone error before anything is sent. */
function planPhase(scene: MovingScene, phase: MovementPhase): PlannedMove[] {
  return phase.map((move) => {
    const token = requireToken(scene, move);
    const size = token.getSize();
    const path = move.waypoints.map((center) => topLeftOf(center, size));
    const end = path.at(-1) ?? { x: token.x, y: token.y };
    return { token, tokenId: move.tokenId, name: move.name, path, x: end.x, y: end.y, rotation: move.rotation };
  });
}

function instruction(waypoints: readonly MovementWaypoint[]): MovementInstruction {
  // Rotation is planned (the final facing is part of the update), so the token must not turn itself.
  return { waypoints, method: "api", autoRotate: false, showRuler: false };
}

function waypoint(point: Point, action: string | undefined): MovementWaypoint {
  const base = { x: point.x, y: point.y, snapped: false, explicit: true, checkpoint: false };
  return action === undefined ? base : { ...base, action };
}

function notWherePlanned(move: PlannedMove): boolean {
  const token = move.token;
  return token.x !== move.x || token.y !== move.y || token.rotation !== move.rotation;
}
