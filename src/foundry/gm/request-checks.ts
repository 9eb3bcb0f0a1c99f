import { documentOwner } from "../board/owners";
import { hostError } from "../host-errors";
import { requireToken } from "../movement/require-token";
import type { TokenRef } from "../movement/token-move";
import type { ChangeSet, TokenBefore } from "./change-set";
import type { GmScene, GmToken, GmUser } from "./gm-ports";

/*
 * What the GM's client checks of a request before anything changes. Each check throws the
 * EngineError that names what is wrong.
 */

/** The asking user: it must exist and be connected (a request can name anyone). */
export function requesterOf(findUser: (id: string) => GmUser | undefined, requesterId: string): GmUser {
  const user = findUser(requesterId);
  if (user === undefined || !user.active) throw hostError("UnknownUser", { id: requesterId });
  return user;
}

export function sceneOf(findScene: (id: string) => GmScene | undefined, sceneId: string): GmScene {
  const scene = findScene(sceneId);
  if (scene === undefined) throw hostError("SceneGone", { id: sceneId });
  return scene;
}

/** Every token the change set moves or edits: each must be there, and have an actor when an edit needs one. */
export function changedTokens(scene: GmScene, changes: ChangeSet): GmToken[] {
  const moved = changes.phases.flat().map((move) => requireToken(scene, move));
  const edited = changes.edits.map((edit) => withActor(requireToken(scene, edit), usesActor(edit)));
  return [...moved, ...edited];
}

/** Every token of an undo record, checked the same way. */
export function recordedTokens(scene: GmScene, tokens: readonly TokenBefore[]): GmToken[] {
  return tokens.map((before) => withActor(requireToken(scene, before), usesActor(before)));
}

/** The tokens a player does not own (a GM owns them all), once each. */
export function foreignTokens(requester: GmUser, tokens: readonly GmToken[]): TokenRef[] {
  if (requester.isGM) return [];
  const refs = new Map<string, TokenRef>();
  for (const token of tokens) {
    const tokenId = token.id ?? "";
    if (!token.testUserPermission(requester, "OWNER")) refs.set(tokenId, { tokenId, name: token.name });
  }
  return [...refs.values()];
}

/** Actor flags need an actor; statuses do not, since the GM's record holds them (the icons show them when there is one). */
function usesActor(change: { readonly actorFlags: object }): boolean {
  return Object.keys(change.actorFlags).length > 0;
}

function withActor(token: GmToken, needed: boolean): GmToken {
  if (needed && token.actor === null) throw hostError("NoActor", { owner: documentOwner("Token", token).owner });
  return token;
}
