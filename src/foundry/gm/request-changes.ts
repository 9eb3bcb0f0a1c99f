import { EngineError } from "../../engine/errors";
import type { JsonValue } from "../../engine/rulesets/ruleset";
import { hostError, type HostProblem } from "../host-errors";
import { messageOf, notifyWarning } from "../localize";
import type { ApplyOutcome, ChangeSet, Refusal, UndoOutcome, UndoRecord } from "./change-set";
import { answerApply, answerUndo, APPLY_QUERY, UNDO_QUERY } from "./gm-queries";
import { parseApplyOutcome, parseUndoOutcome } from "./parse-requests";

/** How long a client waits for the GM's answer: long enough for every phase's animations. */
const DEFAULT_TIMEOUT_MS = 120_000;

export interface RequestOptions {
  readonly timeoutMs?: number;
  /** The combat record the changes come from: the GM's validator re-derives them from it. */
  readonly combat?: JsonValue;
}

/**
 * Asks the active GM to apply a change set (a GM applies it at once). Resolves with the undo
 * record to keep (e.g. in the chat card's flags), or with the refusal, which the user has been
 * shown. With no GM connected, nothing changes and the user is told so.
 */
export async function requestChanges(changes: ChangeSet, options: RequestOptions = {}): Promise<ApplyOutcome> {
  const combat = options.combat === undefined ? {} : { combat: options.combat };
  if (game.user?.isGM) return answerApply({ requesterId: game.user.id, changes, ...combat });
  return shown(await askGm(APPLY_QUERY, { changes, ...combat }, parseApplyOutcome, options));
}

/** Asks the active GM to undo a change set from its record, all in one go. */
export async function requestUndo(record: UndoRecord, options: RequestOptions = {}): Promise<UndoOutcome> {
  if (game.user?.isGM) return answerUndo({ requesterId: game.user.id, record });
  return shown(await askGm(UNDO_QUERY, { record }, parseUndoOutcome, options));
}

async function askGm<T extends ApplyOutcome | UndoOutcome>(
  query: typeof APPLY_QUERY | typeof UNDO_QUERY,
  payload: object,
  parse: (answer: unknown) => T,
  options: RequestOptions,
): Promise<T | Refusal> {
  const gm = game.users?.activeGM ?? null;
  const requesterId = game.user?.id ?? null;
  if (gm === null || requesterId === null) return refused("NoGM", {});
  let answer: unknown;
  try {
    answer = await gm.query(query, { ...payload, requesterId }, { timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS });
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

function refused(problem: HostProblem, data: Readonly<Record<string, string>>): Refusal {
  return { ok: false, error: messageOf(hostError(problem, data)) };
}

function shown<T extends ApplyOutcome | UndoOutcome>(outcome: T): T {
  if (!outcome.ok) notifyWarning(outcome.error);
  return outcome;
}
