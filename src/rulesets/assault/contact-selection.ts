import type { Board, Unit } from "@engine/board/types";
import type { Contact, ContactInput } from "@engine/rulesets/contact-inputs";
import type { JsonValue } from "@engine/rulesets/ruleset";

/**
 * A combat from contact asks nothing: who charges and who counter-charges, supports and
 * consolidations are the session's own steps, and each formation's broken, marched and shock state
 * is on its tokens (statuses and `data.shock`), which `setupFromBoard` reads.
 */
export const CONTACT_INPUTS: readonly ContactInput[] = [];

/** The attacker's formation assaults the formations of the enemies in contact (a unit without one is its own). */
export function contactSelection(board: Board, contact: Contact): JsonValue {
  const formation = (unit: Unit | undefined, fallback: string): string => unit?.formation ?? fallback;
  const attacker = board.units.find((unit) => unit.id === contact.attackerId);
  const defenders = board.units.filter((unit) => contact.defenderIds.includes(unit.id));
  return {
    attacker: formation(attacker, contact.attackerId),
    targets: [...new Set(defenders.map((unit) => formation(unit, unit.id)))],
  };
}
