import type { Point } from "@engine/model/coordinates";
import type {
  MovementInstruction,
  MovementOptions,
  MovementWaypoint,
  MovingScene,
  MovingToken,
  TokenUpdate,
} from "./movement-ports";
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

/** One token's path as Foundry's movement API takes it. */
export interface PathMove {
  readonly token: MovingToken;
  readonly tokenId: string;
  readonly waypoints: MovementWaypoint[];
}

/**
 * Moves a phase's tokens along their paths through the running version's movement API, and
 * resolves once their movements and the animations drawn here have ended (an interrupted one
 * counting as ended): what differs between v13 and v14.
 */
export type PhaseMovement = (scene: MovingScene, moves: readonly PathMove[]) => Promise<void>;

/** The options of every movement the module makes: by code, its facing planned (not turned along the path), no ruler. */
export const MOVEMENT_OPTIONS: MovementOptions = { method: "api", autoRotate: false, showRuler: false };

/**
 * A mover (v13 and v14 alike; see README.md for the sources): the phase's paths go to the version's
 * movement API (`movePaths`), all tokens at once; then the tokens whose planned facing differs turn,
 * in one ordinary update; then any token not where planned is put there. Nothing is sent with
 * `animate: false`, which would cut short other tokens' animations on every client.
 */
export function phaseTokenMover(movePaths: PhaseMovement): TokenMover {
  const mover: TokenMover = {
    async move(scene, phase) {
      const planned = planPhase(scene, phase);
      if (planned.length === 0) return;
      const paths = planned.flatMap(({ token, tokenId, path }) =>
        path.length === 0 ? [] : [{ token, tokenId, waypoints: path.map((point) => waypoint(point, undefined)) }],
      );
      if (paths.length > 0) await movePaths(scene, paths);
      const turns = planned.filter((move) => move.token.rotation !== move.rotation);
      if (turns.length > 0)
        await scene.updateEmbeddedDocuments(
          "Token",
          turns.map(({ tokenId, rotation }) => ({ _id: tokenId, rotation })),
          { movement: {} },
        );
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
      // "displace" is core's instant movement action (a teleport: the token goes straight to its
      // destination, foundryvtt/foundryvtt#12543): the token is set down, not walked there, in an
      // ordinary update that leaves other tokens' animations running.
      const movement = Object.fromEntries(
        placements.map(({ tokenId, x, y }) => [tokenId, instruction([waypoint({ x, y }, "displace")])]),
      );
      await scene.updateEmbeddedDocuments("Token", updates, { movement });
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

function instruction(waypoints: MovementWaypoint[]): MovementInstruction {
  return { ...MOVEMENT_OPTIONS, waypoints };
}

function waypoint(point: Point, action: string | undefined): MovementWaypoint {
  const base = { x: point.x, y: point.y, snapped: false, explicit: true, checkpoint: false };
  return action === undefined ? base : { ...base, action };
}

function notWherePlanned(move: PlannedMove): boolean {
  const token = move.token;
  return token.x !== move.x || token.y !== move.y || token.rotation !== move.rotation;
}
