import { type Owner, ownerOf } from "@engine/validation/field-errors";
import { boardError } from "@engine/board/board-errors";
import { readChoice, readId, readRecord } from "@engine/validation/read-fields";
import type { Board, Unit } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import { validateBoard } from "@engine/board/validate-board";
import { EPSILON } from "@engine/geometry/epsilon";
import { polygonDistance } from "@engine/geometry/polygon";
import { footprintCenter, footprintPolygon } from "@engine/grid/footprint";
import { convertLength } from "@engine/grid/scale";
import { skirmishRecoilError } from "./errors";
import { type SkirmishOptions, validateOptions } from "./options";
import { STATUS } from "./statuses";
import { RULE_NUMBERS, TERRAIN } from "./tables";
import { type SkirmishUnitData, validateUnitData } from "./unit-data";

export const SOURCES = ["shooting", "hand-to-hand"] as const;
export type Source = (typeof SOURCES)[number];

/** The results of the text: Suppressed from shooting, the others from hand-to-hand. */
export const RESULTS = ["suppressed", "recoil", "flee", "downed", "break-off"] as const;
export type Result = (typeof RESULTS)[number];

export const RESULTS_OF: Readonly<Record<Source, readonly Result[]>> = {
  shooting: ["suppressed"],
  "hand-to-hand": ["recoil", "flee", "downed", "break-off"],
};

/** One of the two figures, as the combat starts. */
export type Figure = {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly data: SkirmishUnitData;
  /** Its move allowance, table units. */
  readonly move: number;
  readonly centre: Point;
  readonly facing: number;
};

/** Everything one result needs, as plain data. */
export type SkirmishSetup = {
  /** The gridless board: the loser's move is planned on it, for its crossing tests and the victor's speed. */
  readonly board: Board;
  readonly source: Source;
  /** The shooter, or the figure that won the hand-to-hand fight (an id). */
  readonly victor: string;
  readonly loser: string;
  /** The two figures as the board shows them. */
  readonly figures: { readonly victor: Figure; readonly loser: Figure };
  /** The result, when known already; otherwise the session asks for it. */
  readonly result: Result | null;
  /** The barrier, fortification or trench the loser defends and the victor touches: taken if the loser gives way. */
  readonly position: string | null;
  /** Table units per inch (the scene's unit from its grid). */
  readonly perInch: number;
  readonly options: SkirmishOptions;
};

const SETUP: Owner = ownerOf("Combat", "combat", undefined);

/** A setup read off a board: the selection names the two figures, the source and maybe the result. */
export function setupFromBoard(board: Board, selection: unknown): SkirmishSetup {
  return validateSetup({ ...readRecord(selection, SETUP, "combat"), board });
}

/** Checks a setup from any source and fills its defaults (hand-to-hand, the result asked for). */
export function validateSetup(input: unknown): SkirmishSetup {
  const fields = readRecord(input, SETUP, "setup");
  const board = validateBoard(fields["board"]);
  if (board.grid.kind !== "gridless")
    throw skirmishRecoilError("NotGridless", { owner: SETUP.owner, grid: board.grid.kind });
  const perInch = convertLength(1, RULE_NUMBERS.lengthUnit, board.grid.units);
  const victor = unitOn(board, readId(fields["victor"], SETUP, "victor"), "victor");
  const loser = unitOn(board, readId(fields["loser"], SETUP, "loser"), "loser");
  if (victor.side === loser.side)
    throw skirmishRecoilError("SameSide", { owner: SETUP.owner, victor: victor.id, loser: loser.id });
  const source =
    fields["source"] === undefined ? "hand-to-hand" : readChoice(fields["source"], SOURCES, SETUP, "source");
  const result =
    fields["result"] === undefined || fields["result"] === null
      ? null
      : readChoice(fields["result"], RESULTS, SETUP, "result");
  if (result !== null && !RESULTS_OF[source].includes(result)) {
    throw skirmishRecoilError("ResultSource", {
      owner: SETUP.owner,
      got: result,
      source,
      results: RESULTS_OF[source].join(", "),
    });
  }
  return {
    board,
    source,
    victor: victor.id,
    loser: loser.id,
    figures: { victor: figureOf(victor), loser: figureOf(loser) },
    result,
    position: source === "hand-to-hand" ? positionTaken(board, victor, loser) : null,
    perInch,
    options: validateOptions(fields["options"]),
  };
}

function unitOn(board: Board, id: string, field: string): Unit {
  const unit = board.units.find((candidate) => candidate.id === id);
  if (unit === undefined) throw boardError("UnknownUnit", SETUP, field, id);
  return unit;
}

function figureOf(unit: Unit): Figure {
  return {
    id: unit.id,
    name: unit.name,
    side: unit.side,
    data: validateUnitData(unit.data, unit.name),
    move: unit.move,
    centre: footprintCenter(unit),
    facing: unit.facing,
  };
}

/**
 * The position (a barrier, fortification or trench area) the loser defends and the victor is in
 * contact with, unless another figure of the loser's side, not downed, defends it too.
 */
function positionTaken(board: Board, victor: Unit, loser: Unit): string | null {
  const kinds: readonly string[] = TERRAIN.positions;
  const touches = (unit: Unit, polygon: readonly Point[]): boolean =>
    polygonDistance(footprintPolygon(unit, 48), polygon) <= EPSILON;
  const defenders = board.units.filter(
    (unit) => unit.side === loser.side && unit.id !== loser.id && !unit.status.includes(STATUS.downed),
  );
  const area = board.terrain.areas.find((candidate) => {
    if (!kinds.includes(candidate.kind) || !("polygon" in candidate.shape)) return false;
    const polygon = candidate.shape.polygon;
    return touches(loser, polygon) && touches(victor, polygon) && !defenders.some((unit) => touches(unit, polygon));
  });
  return area?.id ?? null;
}
