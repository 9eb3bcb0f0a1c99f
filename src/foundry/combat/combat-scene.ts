import type { SceneSource, TokenSource } from "../board/sources";
import type { MODULE_ID } from "../constants";
import type { GmScene, GmToken } from "../gm/gm-ports";

/** A token as a combat reads it (a unit) and the GM's side checks and changes it. */
export interface CombatToken extends Omit<TokenSource, "actor">, GmToken {}

/** A scene as a combat reads it (its board) and the GM's side checks it (its tokens' owners); real scenes fit (combat-fits.ts). */
export interface CombatScene extends Omit<SceneSource, "tokens">, Omit<GmScene, "tokens" | "id"> {
  readonly id: string | null;
  readonly tokens: Iterable<CombatToken> & { get(id: string): CombatToken | undefined };
  /** The scene's module flags: `ruleset` names the scene's rule system. */
  getFlag(scope: typeof MODULE_ID, key: string): unknown;
}
