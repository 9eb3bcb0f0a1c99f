import type { BoardIndex } from "../board/board-index";
import type { Board, Unit } from "../board/types";
import { targetStacks, type TargetRules } from "../board/target-stacks";
import { type EngineError, tableError, type ErrorTable } from "../errors";

/** Why a combat's selection no longer fits the board it is to be fought or applied on. */
export const FIT_ERRORS = {
  Gone: ["WARGAME.Error.Fit.Gone", "{unit} is no longer on the board; nothing was changed."],
  Moved: ["WARGAME.Error.Fit.Moved", "{unit} has moved since the combat started; nothing was changed."],
  OutOfContact: ["WARGAME.Error.Fit.OutOfContact", "{unit} is no longer in contact with {enemy}; nothing was changed."],
  NotTarget: [
    "WARGAME.Error.Fit.NotTarget",
    "{enemy} cannot be attacked: out of action, or never a target on its own in this rule system; nothing was changed.",
  ],
} as const satisfies ErrorTable;

/** The units a combat started from a contact engages: the one acting and the enemies it touches. */
export interface Engagement {
  readonly attacker: string;
  readonly defenders: readonly string[];
}

/**
 * The first way the board no longer fits a combat, or null when it fits: an engaged unit gone, an
 * engaged unit moved since `before` (the board the combat started on), or, for a combat started
 * from a contact, the attacker no longer touching a defender, or (given the rule system's `rules`)
 * a defender it may not attack (`targetStacks`: out of action, a commander). Hosts ask this when a combat starts
 * and again before they apply its result, so a result is never applied to a board it was not
 * fought on.
 */
export function selectionMisfit(
  index: BoardIndex,
  before: Board,
  engaged: readonly string[],
  engagement: Engagement | null,
  rules?: TargetRules,
): EngineError | null {
  for (const id of engaged) {
    const was = before.units.find((unit) => unit.id === id);
    const now = index.unit(id);
    const name = was?.name ?? now?.name ?? id;
    if (now === undefined) return tableError(FIT_ERRORS, "Gone", { unit: name });
    if (was !== undefined && !samePlace(was, now)) return tableError(FIT_ERRORS, "Moved", { unit: name });
  }
  if (engagement === null || index.unit(engagement.attacker) === undefined) return null;
  const touching = new Set(index.contactsOf(engagement.attacker));
  const attacker = index.unit(engagement.attacker)?.name ?? engagement.attacker;
  const targets = rules === undefined ? null : new Set(targetStacks(index, engagement.attacker, rules).flat());
  for (const id of engagement.defenders) {
    const enemy = index.unit(id);
    if (enemy === undefined)
      return tableError(FIT_ERRORS, "Gone", { unit: before.units.find((unit) => unit.id === id)?.name ?? id });
    if (!touching.has(id)) return tableError(FIT_ERRORS, "OutOfContact", { unit: attacker, enemy: enemy.name });
    if (targets !== null && !targets.has(id)) return tableError(FIT_ERRORS, "NotTarget", { enemy: enemy.name });
  }
  return null;
}

function samePlace(a: Unit, b: Unit): boolean {
  return a.facing === b.facing && JSON.stringify(a.footprint) === JSON.stringify(b.footprint);
}
