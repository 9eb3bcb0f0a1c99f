/**
 * What the mover reads and calls of Foundry's scene and tokens (real ones fit: see
 * `movement-fits.ts`). v13's types do not list the `movement` update option nor
 * `Token#movementAnimationPromise`, which is why they are declared here; v14's `Scene#moveTokens` is
 * declared in `../compat/v14-types.ts`.
 */
import type { PixelSize } from "./token-move";

export interface MovingToken {
  readonly id: string | null;
  readonly name: string;
  /** Top-left corner in pixels. */
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  /** The token's size in pixels (v13 `TokenDocument#getSize`), right on hex grids too. */
  getSize(): PixelSize;
  /** The token drawn on this client's canvas, if it is drawn here. */
  readonly object: TokenObject | null;
  /**
   * Moves the token through the waypoints as one movement (v13 `TokenDocument#move(waypoints,
   * options)`, foundryvtt/foundryvtt#11843; the same method on v14). v13 resolves at the movement's
   * first checkpoint, v14 when the whole movement has finished (#13572): true if it was completed.
   */
  move(waypoints: MovementWaypoint[], options: MovementOptions): Promise<boolean>;
}

/** Options of a movement the module makes: by code (`method: "api"`), its facing planned, no ruler shown. */
export interface MovementOptions {
  readonly method: "api";
  readonly autoRotate: boolean;
  readonly showRuler: boolean;
}

export interface TokenObject {
  readonly id: string;
  /**
   * v13: settles when the token's current movement animation chain ends; rejects when it is
   * interrupted; null when none runs. Missing from Foundry's types, hence optional.
   */
  readonly movementAnimationPromise?: Promise<void> | null;
}

/** A waypoint of v13 token movement: top-left corner in pixels. */
export interface MovementWaypoint {
  readonly x: number;
  readonly y: number;
  /** A movement action of CONFIG.Token.movement.actions; none = the token's default (walk). */
  readonly action?: string;
  readonly snapped: boolean;
  readonly explicit: boolean;
  readonly checkpoint: boolean;
}

/** The per-token movement instruction of an update operation (`operation.movement[tokenId]`). */
export interface MovementInstruction extends MovementOptions {
  readonly waypoints: readonly MovementWaypoint[];
}

export interface TokenUpdate {
  readonly _id: string;
  readonly [field: string]: unknown;
}

/**
 * An update's options: the movement of each token it moves (empty for an update that only turns
 * tokens or writes their fields). `animate` may only be true, Foundry's default: an update with
 * `animate: false` would stop a running animation of the token on every client.
 */
export interface TokenUpdateOperation {
  readonly animate?: true;
  readonly movement: Readonly<Record<string, MovementInstruction>>;
}

export interface MovingScene {
  readonly id: string | null;
  readonly tokens: { get(id: string): MovingToken | undefined };
  updateEmbeddedDocuments(
    embeddedName: "Token",
    updates: TokenUpdate[],
    operation: TokenUpdateOperation,
  ): Promise<unknown>;
}
