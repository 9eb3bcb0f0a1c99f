import { ownerOf } from "@engine/validation/field-errors";
import { STATUS } from "./statuses";
import { type Fields, isRecord, readRecord } from "@engine/validation/read-fields";
import type { Board } from "@engine/board/types";
import { type AssaultSetup, validateSetup } from "./setup";
import { own } from "@engine/names/own";
import { shockOf } from "./unit-data";

/** Statuses on board units that the assault reads and sets. */

const SELECTION = ownerOf("Assault", "assault", undefined);

/**
 * An assault's setup read off a board. The selection says what the board cannot: the attacking
 * formation (`attacker`), its target formation(s) (`targets`) and the options. A formation's state
 * comes from its tokens: broken or marched when any of its units has the status "broken" or
 * "marched", and its shock points the largest `data.shock` among its units (a host keeps the
 * count on every token of the formation, or on one). The selection's `formations` (by id:
 * `broken`, `shock`, `marched`) overrides what the tokens say.
 */
export function setupFromBoard(board: Board, selection: unknown): AssaultSetup {
  const fields = readRecord(selection, SELECTION, "assault");
  const given: Fields =
    fields["formations"] === undefined ? {} : readRecord(fields["formations"], SELECTION, "formations");
  const read = new Map<string, { broken: boolean; marched: boolean; shock: number }>();
  for (const unit of board.units) {
    const id = unit.formation ?? unit.id;
    const shock = shockOf(unit);
    const before = read.get(id) ?? { broken: false, marched: false, shock: 0 };
    read.set(id, {
      broken: before.broken || unit.status.includes(STATUS.broken),
      marched: before.marched || unit.status.includes(STATUS.marched),
      shock: Math.max(before.shock, shock),
    });
  }
  // Overrides that are not records, or name no formation, go through for validateSetup to refuse.
  // Built from entries, never by assignment, so a formation named "__proto__" is an ordinary key.
  const merged = [...read].map(([id, state]): [string, unknown] => {
    const override = own(given, id);
    return [id, isRecord(override) ? { ...state, ...override } : (override ?? state)];
  });
  const formations = { ...given, ...Object.fromEntries(merged) };
  return validateSetup({ ...fields, board, formations });
}
