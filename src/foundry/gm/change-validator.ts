import type { JsonValue } from "@engine/rulesets/ruleset";
import { hostError } from "../host-errors";
import { FLAG } from "../board/module-flags";
import { messageOf } from "../localize";
import type { TokenRef } from "../movement/token-move";
import type { ChangeSet, Refusal, UndoRecord } from "./change-set";
import type { GmScene, GmUser } from "./gm-ports";

export type ValidationSubject =
  /** `combat`: the record the changes come from, when a combat asks (see ChangeRequest). */
  | { readonly kind: "apply"; readonly changes: ChangeSet; readonly combat?: JsonValue }
  | { readonly kind: "undo"; readonly record: UndoRecord };

export interface ValidationContext {
  /** The asking user, checked to exist and be connected. */
  readonly requester: GmUser;
  readonly scene: GmScene;
  /** Tokens the request changes that the requester does not own (none for a GM). */
  readonly foreignTokens: readonly TokenRef[];
}

export type Verdict = { readonly ok: true } | Refusal;

/**
 * Decides, on the GM's client, whether a request may be applied. The combat's validator (later)
 * rebuilds the combat from its log and re-derives every change, which is what entitles a player
 * to move the enemy's tokens; it refuses anything that does not match.
 */
export type ChangeValidator = (subject: ValidationSubject, context: ValidationContext) => Verdict | Promise<Verdict>;

/**
 * Until a combat validator is plugged in: players may change only tokens they own, and never a
 * token's state (removed, steps lost: the flag `state` of an edit or an undo record), statuses or
 * the scene's cell markers, which only the GM's record holds and the GM's own combats set (src/foundry/board/unit-states.ts).
 */
export const ownTokensOnly: ChangeValidator = (subject, { requester, foreignTokens }) => {
  const [first] = foreignTokens;
  if (first !== undefined)
    return {
      ok: false,
      error: messageOf(hostError("NotAllowed", { user: requester.name, token: first.name, id: first.tokenId })),
    };
  if (!requester.isGM && markersTouched(subject))
    return { ok: false, error: messageOf(hostError("MarkersByGm", { user: requester.name })) };
  const [stated] = requester.isGM ? [] : stateTouched(subject);
  if (stated === undefined) return { ok: true };
  return {
    ok: false,
    error: messageOf(hostError("StateByGm", { user: requester.name, token: stated.name, id: stated.tokenId })),
  };
};

/** Whether a request writes the scene's cell markers (GM's state, as a token's). */
function markersTouched(subject: ValidationSubject): boolean {
  return (subject.kind === "apply" ? subject.changes.markers : subject.record.markers) !== undefined;
}

/** The tokens whose state or statuses a request sets. */
function stateTouched(subject: ValidationSubject): TokenRef[] {
  const tokens = subject.kind === "apply" ? subject.changes.edits : subject.record.tokens;
  return tokens.filter((token) => Object.hasOwn(token.flags, FLAG.state) || Object.keys(token.statuses).length > 0);
}

let current: ChangeValidator = ownTokensOnly;

/** Plugs in the validator the GM's client runs on every request. */
export function setChangeValidator(validator: ChangeValidator): void {
  current = validator;
}

export function changeValidator(): ChangeValidator {
  return current;
}
