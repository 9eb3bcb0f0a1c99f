import type { Point } from "@engine/model/coordinates";

/** A token as a request names it: its id, and its name for messages should it be gone. */
export interface TokenRef {
  readonly tokenId: string;
  readonly name: string;
}

/**
 * One token's part of a movement phase. Waypoints are the token's CENTRE in scene pixels (the
 * engine plans footprint centres), each point after its start, the last where it ends; the mover
 * turns them into Foundry's top-left corners with the token's pixel size.
 */
export interface TokenMove extends TokenRef {
  readonly waypoints: readonly Point[];
  /** Final rotation: degrees clockwise, 0 = facing down the screen. */
  readonly rotation: number;
}

/** The tokens that move together, as one batched update; phases run one after another. */
export type MovementPhase = readonly TokenMove[];

/**
 * A token put somewhere at once: its TOP-LEFT corner in pixels, as Foundry stores `x, y`, and any
 * further token fields to write in the same update (e.g. flags being restored).
 */
export interface TokenPlacement extends TokenRef {
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly fields?: Readonly<Record<string, unknown>>;
}

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/** The top-left corner of a token of this pixel size centred on `center`, in whole pixels as Foundry keeps them. */
export function topLeftOf(center: Point, size: PixelSize): Point {
  return { x: Math.round(center.x - size.width / 2), y: Math.round(center.y - size.height / 2) };
}

/** The centre of a token of this pixel size whose top-left corner is `topLeft`. */
export function centerOf(topLeft: Point, size: PixelSize): Point {
  return { x: topLeft.x + size.width / 2, y: topLeft.y + size.height / 2 };
}
