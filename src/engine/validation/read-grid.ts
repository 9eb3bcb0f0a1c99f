import type { EngineError } from "../errors";
import { GRID_KINDS, type GridKind, type GridSpec, SQUARE_DIAGONALS } from "../model/grid-spec";
import type { Owner } from "./field-errors";
import { readChoice, readPositive, readRecord, readText } from "./read-fields";

/**
 * A setup's `grid` spec, read field by field with named errors, for a rule system that plays on
 * the grid `kinds` only. A kind it cannot play is refused with `refuse(kind)`, the rule system's
 * own words for it ("plays on hex grids only"), or by default as a choice outside `kinds`. The
 * diagonal rule counts only on a square grid: required there, "equidistant" when another grid
 * leaves it out.
 */
export function readGridSpec<K extends GridKind>(
  input: unknown,
  who: Owner,
  kinds: readonly K[],
  refuse?: (kind: GridKind) => EngineError,
): GridSpec & { readonly kind: K } {
  const fields = readRecord(input, who, "grid");
  const kind = readKind(fields["kind"], who, kinds, refuse);
  return {
    kind,
    size: readPositive(fields["size"], who, "grid.size"),
    distance: readPositive(fields["distance"], who, "grid.distance"),
    units: readText(fields["units"], who, "grid.units"),
    diagonals:
      fields["diagonals"] === undefined && kind !== "square"
        ? "equidistant"
        : readChoice(fields["diagonals"], SQUARE_DIAGONALS, who, "grid.diagonals"),
  };
}

function readKind<K extends GridKind>(
  input: unknown,
  who: Owner,
  kinds: readonly K[],
  refuse: ((kind: GridKind) => EngineError) | undefined,
): K {
  if (refuse === undefined) return readChoice(input, kinds, who, "grid.kind");
  const read = readChoice(input, GRID_KINDS, who, "grid.kind");
  const kind = kinds.find((candidate) => candidate === read);
  if (kind === undefined) throw refuse(read);
  return kind;
}
