import { type Owner, ownerOf } from "../validation/field-errors";
import { readName, readRecord } from "../validation/read-fields";
import type { Board } from "../board/types";
import { tableError } from "../errors";
import { closestName } from "../names/closest-name";
import { SCENARIO_ERRORS } from "./scenario-errors";

/**
 * A scenario's `sides`: the name its players know each side by, e.g. `{crown: {name: Redcoats}}`.
 * Every key must be the side of some unit (a misspelt side would never be named), and a unit's
 * side close to a key is refused as its misspelling (it would be a third side); a side not
 * listed goes by its id made readable.
 */
export function readSideNames(input: unknown, board: Board, who: Owner): Readonly<Record<string, string>> {
  if (input === undefined) return {};
  const sides = [...new Set(board.units.map((unit) => unit.side))];
  const entries = Object.entries(readRecord(input, who, "sides")).map(([side, entry]) => {
    if (!sides.includes(side)) {
      const near = closestName(side, sides);
      throw near === undefined
        ? tableError(SCENARIO_ERRORS, "UnknownSide", {
            owner: who.owner,
            got: side,
            known: sides.map((name) => `"${name}"`).join(", "),
          })
        : tableError(SCENARIO_ERRORS, "UnknownSideNear", { owner: who.owner, got: side, near });
    }
    const name = readName(readRecord(entry, who, `sides.${side}`)["name"], who, `sides.${side}.name`).trim();
    return [side, name === "" ? side : name] as const;
  });
  const listed = entries.map(([side]) => side);
  board.units.forEach((unit, index) => {
    if (listed.includes(unit.side)) return;
    const owner = ownerOf("Unit", `board.units[${index}]`, unit.name).owner;
    // A side one edit or so from a listed one is a misspelling, which would make a side of its own.
    const near = closestName(unit.side, listed);
    if (near !== undefined) throw tableError(SCENARIO_ERRORS, "UnlistedSideNear", { owner, got: unit.side, near });
  });
  // Null-prototype, so a side called `__proto__` or `constructor` is a plain name.
  return Object.assign(Object.create(null) as Record<string, string>, Object.fromEntries(entries));
}
