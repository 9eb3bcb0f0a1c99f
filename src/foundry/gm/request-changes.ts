import { EngineError } from "@engine/errors";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { hostError, type HostProblem } from "../host-errors";
import { messageOf, notifyWarning } from "../localize";
import type { ApplyOutcome, ChangeSet, Refusal, UndoOutcome, UndoRecord } from "./change-set";
import { MODULE_ID } from "../constants";
import { applyChanges, undoChanges } from "./apply-changes";
import { APPLY_QUERY, foundryEnvironment, UNDO_QUERY } from "./gm-queries";
import { parseApplyOutcome, parseUndoOutcome } from "./parse-requests";
import { REQUEST_FLAG } from "./request-inbox";

/** How long a client waits for the GM's answer: long enough for every phase's animations. */
const DEFAULT_TIMEOUT_MS = 120_000;

export interface RequestOptions {
  readonly timeoutMs?: number;
  /** The combat record the changes come from: the GM's validator re-derives them from it. */
  readonly combat?: JsonValue;
}

/**
 * Asks the active GM to apply a change set (a GM applies it at once, without a query). A player's
 * request goes as a chat message whispered to the GMs, which the server marks as the player's; the
 * query names only that message (gm-queries.ts). Resolves with the undo
 * record to keep (e.g. in the chat card's flags), or with the refusal, which the user has been
 * shown. With no GM connected, nothing changes and the user is told so.
 */
export async function requestChanges(changes: ChangeSet, options: RequestOptions = {}): Promise<ApplyOutcome> {
  const combat = options.combat === undefined ? {} : { combat: options.combat };
  if (game.user?.isGM)
    return shown(await applyChanges(game.user.id ?? "", { changes, ...combat }, foundryEnvironment()));
  return shown(await askGm(APPLY_QUERY, { changes, ...combat }, parseApplyOutcome, options));
}

/** Asks the active GM to undo a change set from its record, all in one go. */
export async function requestUndo(record: UndoRecord, options: RequestOptions = {}): Promise<UndoOutcome> {
  if (game.user?.isGM) return shown(await undoChanges(game.user.id ?? "", { record }, foundryEnvironment()));
  return shown(await askGm(UNDO_QUERY, { record }, parseUndoOutcome, options));
}

async function askGm<T extends ApplyOutcome | UndoOutcome>(
  query: typeof APPLY_QUERY | typeof UNDO_QUERY,
  payload: object,
  parse: (answer: unknown) => T,
  options: RequestOptions,
): Promise<T | Refusal> {
  const gm = game.users?.activeGM ?? null;
  if (gm === null) return refused("NoGM", {});
  let answer: unknown;
  try {
    const messageId = await postRequest(payload);
    answer = await gm.query(query, { messageId }, { timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS });
  } catch (error) {
    return refused("NoAnswer", { reason: error instanceof Error ? error.message : String(error) });
  }
  try {
    return parse(answer);
  } catch (error) {
    if (error instanceof EngineError) return { ok: false, error: messageOf(error) };
    throw error;
  }
}

/** Creates the request's chat message, whispered to the GMs (who delete it once answered); its id. */
async function postRequest(payload: object): Promise<string> {
  const whisper = (game.users?.filter((user) => user.isGM) ?? []).flatMap((user) =>
    user.id === null ? [] : [user.id],
  );
  const message = await ChatMessage.create({
    content: game.i18n?.localize("WARGAME.Request.Message") ?? "",
    whisper,
    flags: { [MODULE_ID]: { [REQUEST_FLAG]: payload } },
  });
  if (!message?.id) throw new Error(game.i18n?.localize("WARGAME.Request.NotPosted") ?? "");
  return message.id;
}

function refused(problem: HostProblem, data: Readonly<Record<string, string>>): Refusal {
  return { ok: false, error: messageOf(hostError(problem, data)) };
}

function shown<T extends ApplyOutcome | UndoOutcome>(outcome: T): T {
  if (!outcome.ok) notifyWarning(outcome.error);
  return outcome;
}
