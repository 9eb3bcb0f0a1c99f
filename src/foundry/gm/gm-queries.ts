import { ownerOf } from "@engine/validation/field-errors";
import { readId, readRecord } from "@engine/validation/read-fields";
import { EngineError } from "@engine/errors";
import { MODULE_ID } from "../constants";
import { hostError } from "../host-errors";
import { messageOf, notifyWarning } from "../localize";
import { foundryCompat } from "../compat/choose-compat";
import { applyChanges, undoChanges, type GmEnvironment } from "./apply-changes";
import type { ApplyOutcome, Refusal, UndoOutcome } from "./change-set";
import { changeValidator } from "./change-validator";
import { requestInbox, type RequestMessage } from "./request-inbox";

export const APPLY_QUERY = `${MODULE_ID}.applyChanges` as const;
export const UNDO_QUERY = `${MODULE_ID}.undoChanges` as const;

const QUERY = ownerOf("ChangeRequest", "query", undefined);

/**
 * Registers the GM's side of the v13 queries (in `init`, on every client: whichever client is the
 * active GM answers). A query handler learns nothing of who sent the query
 * (foundryvtt/foundryvtt#13418), so a query names only the chat message its sender created with the
 * request; the GM takes the request and its server-reported creator from the inbox.
 */
export function registerQueries(): void {
  CONFIG.queries[APPLY_QUERY] = answerApply;
  CONFIG.queries[UNDO_QUERY] = answerUndo;
}

/** Keeps, on a GM's client, every request message with the user the server says created it. */
export function listenForRequests(): void {
  Hooks.on("createChatMessage", (message: RequestMessage, _options: unknown, userId: string) => {
    if (game.user?.isGM) requestInbox.created(message, userId);
  });
}

/** Applies a player's request; a refusal is shown on the GM's screen too. */
export async function answerApply(data: unknown): Promise<ApplyOutcome> {
  return shown(await fromMessage(data, (userId, request) => applyChanges(userId, request, foundryEnvironment())));
}

export async function answerUndo(data: unknown): Promise<UndoOutcome> {
  return shown(await fromMessage(data, (userId, request) => undoChanges(userId, request, foundryEnvironment())));
}

export function foundryEnvironment(): GmEnvironment {
  return {
    findUser: (id) => game.users?.get(id),
    findScene: (id) => game.scenes?.get(id),
    mover: foundryCompat().tokenMover,
    validator: changeValidator(),
    hooks: Hooks,
  };
}

/** Runs the request of the message a query names, as its creator; the message goes afterwards. */
async function fromMessage<T extends ApplyOutcome | UndoOutcome>(
  data: unknown,
  run: (userId: string, request: unknown) => Promise<T>,
): Promise<T | Refusal> {
  let messageId: string;
  try {
    messageId = readId(readRecord(data, QUERY, "query")["messageId"], QUERY, "messageId");
  } catch (error) {
    if (error instanceof EngineError) return { ok: false, error: messageOf(error) };
    throw error;
  }
  const received = await requestInbox.take(messageId);
  if (received === undefined) return { ok: false, error: messageOf(hostError("UnknownRequest", { id: messageId })) };
  try {
    return await run(received.userId, received.data);
  } finally {
    if (game.messages?.get(messageId) !== undefined) await ChatMessage.deleteDocuments([messageId]);
  }
}

function shown<T extends ApplyOutcome | UndoOutcome>(outcome: T): T {
  if (!outcome.ok) notifyWarning(outcome.error);
  return outcome;
}
