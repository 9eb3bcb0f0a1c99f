/**
 * What the mover reads and calls of Foundry's scene and tokens (real ones fit: see
 * `movement-fits.ts`). The `movement` operation option (v13, kept by v14); Foundry's v13 types
 * do not list it, which is why the scene's update is declared here with it.
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
export interface MovementInstruction {
  readonly waypoints: readonly MovementWaypoint[];
  readonly method: "api";
  readonly autoRotate: boolean;
  readonly showRuler: boolean;
}

export interface TokenUpdate {
  readonly _id: string;
  readonly [field: string]: unknown;
}

export interface TokenUpdateOperation {
  readonly animate: boolean;
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
