import type { BoardIndex } from "./board-index";

/** The enemies a unit is in contact with (units of another side that it touches). */
export function enemyContacts(index: BoardIndex, id: string): string[] {
  const side = index.unit(id)?.side;
  return index.contactsOf(id).filter((other) => index.unit(other)?.side !== side);
}
