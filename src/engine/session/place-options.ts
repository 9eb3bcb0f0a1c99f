import type { Board } from "../board/types";
import type { Offset } from "../model/coordinates";
import type { CellGrid } from "../grid/cell-grid";
import type { DecisionOption, Step } from "./types";

/** A legal option of a decision that is a place on the board: where to, and which unit goes. */
export interface PlaceOption {
  readonly optionId: string;
  readonly cell: Offset;
  /** The unit that would go there: the option's own id (a counter-charge), else the step's (`charge:<unit>`). */
  readonly unitId: string | null;
}

/** An option that is a place on the board: its data names a cell (`i`, `j`). */
export function isPlaceOption(option: DecisionOption): boolean {
  return typeof option.data["i"] === "number" && typeof option.data["j"] === "number";
}

/**
 * The legal options of a pending decision whose data names a cell (`i`, `j`), nearest first to the
 * unit that would move. Any decision whose options are places is drawn on the board this way,
 * whatever rule system asks it.
 */
export function placeOptions(step: Step<unknown> | null, board: Board, grid: CellGrid | null): PlaceOption[] {
  if (step?.kind !== "decision" || grid === null) return [];
  const ids = new Set(board.units.map((unit) => unit.id));
  const stepUnit = step.id.split(":").find((part) => ids.has(part)) ?? null;
  const places = step.options.flatMap((option): PlaceOption[] => {
    const { i, j } = option.data;
    if (!option.legal || !isPlaceOption(option)) return [];
    return [
      { optionId: option.id, cell: { i: Number(i), j: Number(j) }, unitId: ids.has(option.id) ? option.id : stepUnit },
    ];
  });
  const from = (place: PlaceOption): Offset | undefined => {
    const fp = board.units.find((unit) => unit.id === place.unitId)?.footprint;
    return fp?.kind === "cells" ? fp.cells[0] : undefined;
  };
  const distance = (place: PlaceOption): number => {
    const start = from(place);
    return start === undefined ? 0 : grid.distance(start, place.cell);
  };
  return places
    .map((place) => ({ place, d: distance(place) }))
    .sort((a, b) => a.d - b.d)
    .map(({ place }) => place);
}
