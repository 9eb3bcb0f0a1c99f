import { firstCell, stackWith } from "@engine/board/first-cell";
import type { Board, Unit } from "@engine/board/types";
import { createCellGrid } from "@engine/grid/cell-grid";
import type { Offset } from "@engine/model/coordinates";
import { answerOf, type Contact, type ContactAnswers, type ContactInput } from "@engine/rulesets/contact-inputs";
import type { JsonValue } from "@engine/rulesets/ruleset";

/** The hexes of these units, each once, in the order given (units off the grid have none). */
function hexesOf(board: Board, ids: readonly string[]): Offset[] {
  const hexes = new Map<string, Offset>();
  for (const id of ids) {
    const cell = firstCell(board.units.find((unit) => unit.id === id));
    if (cell !== null) hexes.set(`${cell.i},${cell.j}`, cell);
  }
  return [...hexes.values()];
}

/** The units of a unit's stack, by name: a hex joins whole. */
function hexNames(board: Board, unitId: string): string {
  return stackWith(board, unitId)
    .map((unit) => unit.name)
    .join(", ");
}

/** The stacks of the attacker's side in other hexes next to a hex attacked, one unit standing for each: they may join the attack. */
function joiners(board: Board, contact: Contact): string[] {
  if (board.grid.kind === "gridless") return [];
  const cells = createCellGrid(board.grid);
  const attacker = board.units.find((unit) => unit.id === contact.attackerId);
  const own = firstCell(attacker);
  const targets = hexesOf(board, contact.defenderIds);
  if (attacker === undefined || own === null) return [];
  return board.units
    .filter((unit) => {
      const cell = firstCell(unit);
      return (
        unit.side === attacker.side &&
        cell !== null &&
        cells.key(cell) !== cells.key(own) &&
        targets.some((target) => cells.adjacent(cell, target))
      );
    })
    .filter((unit, index, all) => all.findIndex((other) => sameHex(other, unit)) === index)
    .map((unit) => unit.id);
}

function sameHex(a: Unit, b: Unit): boolean {
  const [x, y] = [firstCell(a), firstCell(b)];
  return x !== null && y !== null && x.i === y.i && x.j === y.j;
}

/** What a combat from contact asks: the other friendly stacks next to the hexes attacked that join the attack, each named by its units. */
export const CONTACT_INPUTS: readonly ContactInput[] = [
  {
    id: "joining",
    kind: "units",
    side: "attacker",
    default: "none",
    candidates: joiners,
    nameOf: hexNames,
    labelKey: "WARGAME.OddsCrt.Contact.Joining",
  },
];

/** The attacker's hex and the hexes of the units joining it attack the hexes of every enemy in contact. */
export function contactSelection(board: Board, contact: Contact, answers: ContactAnswers): JsonValue {
  const hexes = (ids: readonly string[]): JsonValue[] => hexesOf(board, ids).map(({ i, j }) => ({ i, j }));
  return {
    attackers: hexes([contact.attackerId, ...answerOf(answers, "joining", "units")]),
    targets: hexes(contact.defenderIds),
  };
}
