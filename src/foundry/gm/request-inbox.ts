import { MODULE_ID } from "../constants";

/** The chat message flag that carries a request to the GM (see `postRequest` in request-changes.ts). */
export const REQUEST_FLAG = "request";

/** How long the GM's client waits for a request's message to arrive after the query that names it. */
const ARRIVAL_MS = 5_000;

/** A request as the GM received it: its data, and the user the server says created its message. */
export interface ReceivedRequest {
  readonly userId: string;
  readonly data: unknown;
}

/** A chat message as the inbox reads it (a ChatMessage fits). */
export interface RequestMessage {
  readonly id: string | null;
  getFlag(scope: typeof MODULE_ID, key: string): unknown;
}

/**
 * The GM's record of the requests players post. A v13 query handler is not told who sent the query
 * (foundryvtt/foundryvtt#13418, open), so a player's request travels as a chat message the player
 * creates; every client's `createChatMessage` hook receives the id of the user who created it as
 * the server reports it (foundryvtt.com/api/functions/hookEvents.createDocument.html, Version 13:
 * "userId: the ID of the User who triggered the creation workflow"). The query then names only the
 * message; each message answers once.
 */
export class RequestInbox {
  readonly #received = new Map<string, ReceivedRequest>();
  readonly #waiting = new Map<string, () => void>();

  /** From the `createChatMessage` hook: keeps a request message with its creator. */
  created(message: RequestMessage, userId: string): void {
    const data = message.getFlag(MODULE_ID, REQUEST_FLAG);
    if (data === undefined || message.id === null) return;
    this.#received.set(message.id, { userId, data });
    this.#waiting.get(message.id)?.();
  }

  /** The request of a message, once: it waits briefly for the message, which may arrive after the query. */
  async take(messageId: string, waitMs = ARRIVAL_MS): Promise<ReceivedRequest | undefined> {
    if (!this.#received.has(messageId)) await this.#arrival(messageId, waitMs);
    const request = this.#received.get(messageId);
    this.#received.delete(messageId);
    return request;
  }

  #arrival(messageId: string, waitMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiting.delete(messageId);
        resolve();
      };
      const timer = setTimeout(done, waitMs);
      this.#waiting.set(messageId, done);
    });
  }
}

/** The GM client's inbox (players' clients keep nothing: only a GM answers). */
export const requestInbox = new RequestInbox();
