import type { CellMarker } from "@engine/board/types";
import type { JsonValue } from "@engine/rulesets/ruleset";
import type { ErrorMessage } from "../localize";
import type { MovementPhase } from "../movement/token-move";
import type { StatusId } from "../statuses/status-effects";

/**
 * Everything one result changes on a scene: movement phases (applied in order, each as one
 * batched, animated update) and then, per token, statuses, token flags and actor flags, and the
 * scene's cell markers when the result changes them. Plain JSON, so it travels in a query and can
 * be kept in a chat card's flags.
 */
export interface ChangeSet {
  readonly sceneId: string;
  readonly phases: readonly MovementPhase[];
  readonly edits: readonly TokenEdit[];
  /** The scene's whole `cellMarkers` flag after the result (none: the flag removed); absent: left alone. */
  readonly markers?: readonly CellMarker[];
}

export interface TokenEdit {
  readonly tokenId: string;
  /** For messages, should the token be gone by the time the edit is applied. */
  readonly name: string;
  /** Statuses switched on (true) or off (false); others are left alone. */
  readonly statuses: Readonly<Partial<Record<StatusId, boolean>>>;
  /** The token's module flags to write, by key; null removes the flag. */
  readonly flags: Readonly<Record<string, JsonValue>>;
  /** The token's actor's module flags to write, by key; null removes the flag. */
  readonly actorFlags: Readonly<Record<string, JsonValue>>;
}

/** A flag as it was before a change: absent, or this value. */
export type SavedFlag = { readonly present: false } | { readonly present: true; readonly value: JsonValue };

/** One token as it was before a change set, for what the change set touched. */
export interface TokenBefore {
  readonly tokenId: string;
  readonly name: string;
  /** Top-left corner in pixels, as Foundry stores it. */
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly statuses: Readonly<Partial<Record<StatusId, boolean>>>;
  readonly flags: Readonly<Record<string, SavedFlag>>;
  readonly actorFlags: Readonly<Record<string, SavedFlag>>;
}

/** What undoes a whole change set; plain JSON, to be kept in the chat card's flags. */
export interface UndoRecord {
  readonly sceneId: string;
  readonly tokens: readonly TokenBefore[];
  /** The scene's cell markers before, when the change set wrote them (none: the flag was absent). */
  readonly markers?: readonly CellMarker[];
}

/** A client's request to the GM. Who asks is not in it: the GM learns that from the server (gm-queries.ts). */
export interface ChangeRequest {
  readonly changes: ChangeSet;
  /** The combat record the changes come from, for the validator to re-derive them (plain JSON, read by it). */
  readonly combat?: JsonValue;
}

export interface UndoRequest {
  readonly record: UndoRecord;
}

/** A refused or failed request: nothing (or nothing lasting) changed; the message says why. */
export interface Refusal {
  readonly ok: false;
  readonly error: ErrorMessage;
}

export type ApplyOutcome = { readonly ok: true; readonly undo: UndoRecord } | Refusal;

export type UndoOutcome = { readonly ok: true } | Refusal;
