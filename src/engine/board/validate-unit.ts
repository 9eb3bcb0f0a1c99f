import type { Unit } from "./types";
import type { Footprint } from "../model/footprint";
import type { GridKind } from "../model/grid-spec";
import { type Owner, ownerOf } from "../validation/field-errors";
import { BOARD_OWNER, boardError } from "./board-errors";
import {
  readChoice,
  readFinite,
  readId,
  readItems,
  readNonNegative,
  readOffset,
  readPoint,
  readPositive,
  readListAtMost,
  readRecord,
  type Fields,
} from "../validation/read-fields";
import { checkMoveLimit, LIMITS, limitError } from "../limits";

const FOOTPRINT_KINDS = ["cells", "circle", "ellipse", "rect"] as const;

/**
 * Checks one unit of a snapshot (`at` is its path, e.g. `units[3]`) on a board of `grid` kind and
 * fills the defaults the type allows: name = id, status [], data {}.
 */
export function validateUnit(input: unknown, at: string, grid: GridKind): Unit {
  const fields = readRecord(input, BOARD_OWNER, at);
  const rawName = fields["name"];
  const rawId = fields["id"];
  const label = nonEmptyString(rawName) ?? nonEmptyString(rawId);
  const who = ownerOf("Unit", at, label);
  const id = readId(rawId, who, "id");
  const name = rawName === undefined || rawName === "" ? id : readId(rawName, who, "name");
  const side = readId(fields["side"], who, "side");
  const footprint = validateFootprint(fields["footprint"], who, grid);
  const facing = readFinite(fields["facing"], who, "facing");
  const move = checkMoveLimit(
    readNonNegative(fields["move"], who, "move"),
    who.owner,
    "move",
    grid === "gridless" ? LIMITS.move : LIMITS.gridMove,
  );
  const status = fields["status"] === undefined ? [] : readItems(fields["status"], 0, who, "status", readId);
  const data = fields["data"] === undefined ? {} : { ...readRecord(fields["data"], who, "data") };
  const base: Unit = { id, name, side, footprint, facing, move, status, data };
  const levelled = fields["level"] === undefined ? base : { ...base, level: readId(fields["level"], who, "level") };
  const unit =
    fields["elevation"] === undefined
      ? levelled
      : { ...levelled, elevation: readFinite(fields["elevation"], who, "elevation") };
  if (fields["formation"] === undefined) return unit;
  return { ...unit, formation: readId(fields["formation"], who, "formation") };
}

/** Checks a footprint, and that its kind suits the board: cells on a grid, shapes gridless. */
export function validateFootprint(input: unknown, who: Owner, grid: GridKind): Footprint {
  const fields = readRecord(input, who, "footprint");
  const kind = readChoice(fields["kind"], FOOTPRINT_KINDS, who, "footprint.kind");
  if (kind === "cells") {
    if (grid === "gridless") throw boardError("CellsNeedGrid", who, "footprint", fields);
    const cells =
      fields["cells"] === undefined
        ? undefined
        : readListAtMost(fields["cells"], LIMITS.shapePoints, "ShapePoints", who, "footprint.cells");
    return { kind, cells: readItems(cells, 1, who, "footprint.cells", readOffset) };
  }
  if (grid !== "gridless") throw boardError("ShapeNeedsGridless", who, "footprint", kind, { grid });
  const center = readPoint(fields["center"], who, "footprint.center");
  if (kind === "circle") return { kind, center, radius: readExtent(fields["radius"], who, "footprint.radius") };
  return { kind, center, ...readSize(fields, who) };
}

function readSize(fields: Fields, who: Owner): { width: number; depth: number } {
  return {
    width: readExtent(fields["width"], who, "footprint.width"),
    depth: readExtent(fields["depth"], who, "footprint.depth"),
  };
}

/** A footprint's size, pixels: positive, and no wider than a board may be. */
function readExtent(value: unknown, who: Owner, field: string): number {
  const n = readPositive(value, who, field);
  if (n > LIMITS.boardPixels)
    throw limitError("FootprintSize", { owner: who.owner, field, got: n, max: LIMITS.boardPixels });
  return n;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}
