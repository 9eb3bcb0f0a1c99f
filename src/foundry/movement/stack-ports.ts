/**
 * What a stack's move reads and calls of Foundry's scene and tokens: a token readable as a unit
 * (board/sources.ts) that the GM's side can move and ask about (gm/gm-ports.ts), on a scene of both.
 * Real ones fit: see `movement-fits.ts`.
 */
import type { SceneSource, TokenSource } from "../board/sources";
import type { GmScene, GmToken } from "../gm/gm-ports";

export type StackToken = TokenSource & GmToken;

export interface StackScene extends SceneSource, GmScene {
  readonly tokens: Iterable<StackToken> & { get(id: string): StackToken | undefined };
}
