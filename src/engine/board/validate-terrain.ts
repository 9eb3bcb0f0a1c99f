import type { Area, AreaShape, Wall } from "./types";
import type { GridKind } from "../model/grid-spec";
import { type Owner, ownerOf } from "../validation/field-errors";
import { BOARD_OWNER, boardError } from "./board-errors";
import {
  readBoolean,
  readChoice,
  readId,
  readItems,
  readListAtMost,
  readOffset,
  readPoint,
  readRecord,
  type Fields,
} from "../validation/read-fields";
import { LIMITS } from "../limits";

/** The sides a one-way wall may block from (`Wall.blocksFrom`). */
const SIDES = ["left", "right"] as const;

/** Checks one wall (`at` e.g. `terrain.walls[2]`); it blocks movement and sight unless it says not. */
export function validateWall(input: unknown, at: string): Wall {
  const fields = readRecord(input, BOARD_OWNER, at);
  const who = ownerOf("Wall", at, labelOf(fields));
  const wall: Wall = {
    id: readId(fields["id"], who, "id"),
    a: readPoint(fields["a"], who, "a"),
    b: readPoint(fields["b"], who, "b"),
    blocksMove: readBoolean(fields["blocksMove"], who, "blocksMove", true),
    blocksSight: readBoolean(fields["blocksSight"], who, "blocksSight", true),
    ...(readBoolean(fields["limitsSight"], who, "limitsSight", false) ? { limitsSight: true } : {}),
    ...(fields["blocksFrom"] === undefined ? {} : { blocksFrom: readChoice(fields["blocksFrom"], SIDES, who, "blocksFrom") }),
  };
  return withLevels(wall, fields, who);
}

/** Checks one area (`at` e.g. `terrain.areas[0]`); it does not block sight unless it says so. */
export function validateArea(input: unknown, at: string, grid: GridKind): Area {
  const fields = readRecord(input, BOARD_OWNER, at);
  const who = ownerOf("Area", at, labelOf(fields));
  const area: Area = {
    id: readId(fields["id"], who, "id"),
    kind: readId(fields["kind"], who, "kind"),
    shape: validateAreaShape(fields["shape"], who, grid),
    blocksSight: readBoolean(fields["blocksSight"], who, "blocksSight", false),
  };
  return withLevels(area, fields, who);
}

function validateAreaShape(input: unknown, who: Owner, grid: GridKind): AreaShape {
  const fields = readRecord(input, who, "shape");
  const hasPolygon = fields["polygon"] !== undefined;
  const hasCells = fields["cells"] !== undefined;
  if (hasPolygon === hasCells) throw boardError("AreaShape", who, "shape", fields);
  const points = (field: string): readonly unknown[] =>
    readListAtMost(fields[field], LIMITS.shapePoints, "ShapePoints", who, `shape.${field}`);
  if (hasPolygon) return { polygon: readItems(points("polygon"), 3, who, "shape.polygon", readPoint) };
  if (grid === "gridless") throw boardError("CellsNeedGrid", who, "shape.cells", fields["cells"]);
  return { cells: readItems(points("cells"), 1, who, "shape.cells", readOffset) };
}

/** The wall or area with the levels it lists, when it lists any (see levels.ts). */
function withLevels<T extends Wall | Area>(checked: T, fields: Fields, who: Owner): T {
  if (fields["levels"] === undefined) return checked;
  return { ...checked, levels: readItems(fields["levels"], 0, who, "levels", readId) };
}

function labelOf(fields: Fields): string | undefined {
  const id = fields["id"];
  return typeof id === "string" && id !== "" ? id : undefined;
}
