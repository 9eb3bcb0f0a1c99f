import { boardError } from "../board/board-errors";
import type { Board } from "../board/types";
import { closestName } from "../names/closest-name";
import { fieldError, ownerOf } from "../validation/field-errors";
import type { CellMarkerDeclaration } from "./declarations";

/**
 * Refuses a board's markers its rule system does not declare (`Ruleset.cellMarkers`), offering the
 * closest kind it does, and a count over the kind's own cap (grid-combat.txt: at most three prepared
 * positions in a square); `at` is where the board's markers are (`board.markers` in a scenario file).
 */
export function checkCellMarkers(board: Board, declared: readonly CellMarkerDeclaration[], at = "markers"): void {
  const kinds = declared.map((kind) => kind.id);
  (board.markers ?? []).forEach((entry, index) => {
    const who = ownerOf("Marker", `${at}[${index}]`, undefined);
    const kind = declared.find((candidate) => candidate.id === entry.marker);
    if (kind === undefined) {
      if (kinds.length === 0) throw boardError("NoMarkers", who, "marker", entry.marker);
      const near = closestName(entry.marker, kinds);
      if (near !== undefined) throw boardError("UnknownMarkerNear", who, "marker", entry.marker, { near });
      throw boardError("UnknownMarker", who, "marker", entry.marker, {
        known: kinds.map((id) => `"${id}"`).join(", "),
      });
    }
    if (entry.count > kind.max) throw fieldError("OutOfRange", who, "count", entry.count, { min: 1, max: kind.max });
  });
}
