import type { BlockCause } from "../move-plan";
import type { PlanContext } from "./plan-context";
import type { BlockedRule } from "./rules";

/** Why a move stopped short, and what stopped it. */
export interface Block {
  readonly cause: BlockCause;
  readonly otherId?: string;
}

/** Writes a `blocked` event with the rule's outcome, then the statuses and removal the rule gives. */
export function emitBlocked(context: PlanContext, unitId: string, block: Block, rule: BlockedRule): void {
  const other = block.otherId === undefined ? {} : { otherId: block.otherId };
  context.emit({ kind: "blocked", unitId, cause: block.cause, ...other, outcome: rule.outcome });
  const add = rule.addStatus ?? [];
  if (add.length > 0) context.emit({ kind: "status", unitId, add, remove: [] });
  if (rule.remove === true) {
    context.emit({ kind: "removed", unitId, reason: rule.outcome });
    context.remove(unitId);
  }
}
