import { MODULE_ID } from "../constants";
import { notifyWarning } from "../localize";
import { foundryCompat } from "../compat/choose-compat";
import { applyChanges, undoChanges, type GmEnvironment } from "./apply-changes";
import type { ApplyOutcome, UndoOutcome } from "./change-set";
import { changeValidator } from "./change-validator";

export const APPLY_QUERY = `${MODULE_ID}.applyChanges` as const;
export const UNDO_QUERY = `${MODULE_ID}.undoChanges` as const;

/**
 * Registers the GM's side of the v13 queries (in `init`, on every client: whichever client is the
 * active GM answers). The handler learns nothing of who sent the query, so the request names its
 * user and the GM checks that user.
 */
export function registerQueries(): void {
  CONFIG.queries[APPLY_QUERY] = answerApply;
  CONFIG.queries[UNDO_QUERY] = answerUndo;
}

/** Applies a request; a refusal is shown on the GM's screen too. */
export async function answerApply(data: unknown): Promise<ApplyOutcome> {
  return shown(await applyChanges(data, foundryEnvironment()));
}

export async function answerUndo(data: unknown): Promise<UndoOutcome> {
  return shown(await undoChanges(data, foundryEnvironment()));
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

function shown<T extends ApplyOutcome | UndoOutcome>(outcome: T): T {
  if (!outcome.ok) notifyWarning(outcome.error);
  return outcome;
}
