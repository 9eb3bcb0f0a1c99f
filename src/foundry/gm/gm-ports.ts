/**
 * What the GM's side reads and calls of Foundry's users, scenes, tokens and actors (real ones
 * fit: see `gm-fits.ts`).
 */
import type { FlagSource, StoredPlace } from "../board/sources";
import type { MovingScene, MovingToken } from "../movement/movement-ports";

export interface GmUser {
  readonly id: string | null;
  readonly name: string;
  readonly isGM: boolean;
  /** Connected right now. */
  readonly active: boolean;
}

/** The module's flags as written in an update: `key` sets; deletions and whole replacements as the version seam writes them. */
export type FlagChanges = Readonly<Record<string, unknown>>;

export interface GmActor extends FlagSource {
  readonly statuses: ReadonlySet<string>;
  toggleStatusEffect(statusId: string, options: { readonly active: boolean }): Promise<unknown>;
  update(data: { readonly flags: Readonly<Record<string, FlagChanges>> }): Promise<unknown>;
}

export interface GmToken extends MovingToken, FlagSource {
  /** An unlinked token's actor is its own (synthetic) one; a linked token's is the world actor. */
  readonly actor: GmActor | null;
  /** Where the token is stored (x/y are mid-animation values while it moves). */
  readonly _source: StoredPlace;
  testUserPermission(user: GmUser, permission: "OWNER"): boolean;
}

export interface GmScene extends MovingScene, FlagSource {
  readonly name: string;
  readonly tokens: { get(id: string): GmToken | undefined };
  /** Writes the scene's module flags: the GM's record of unit state (unit-states.ts). */
  update(data: { readonly flags: Readonly<Record<string, FlagChanges>> }): Promise<unknown>;
}
