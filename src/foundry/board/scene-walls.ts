import { readFinite, readId, readItems } from "../../engine/validation/read-fields";
import type { Wall } from "../../engine/board/types";
import { foundryCompat } from "../compat/choose-compat";
import { documentOwner } from "./owners";
import type { WallSource } from "./sources";

/** CONST.WALL_MOVEMENT_TYPES.NONE and CONST.WALL_SENSE_TYPES.NONE. */
const NO_RESTRICTION = 0;
/** CONST.WALL_DOOR_TYPES.NONE. */
const NO_DOOR = 0;
/** CONST.WALL_DOOR_STATES.OPEN. */
const DOOR_OPEN = 1;

/**
 * A wall as terrain. It blocks movement unless its movement restriction is NONE or it is an open
 * door, and sight likewise. A missing (null) restriction counts as Foundry's default, which blocks.
 */
export function sceneWall(wall: WallSource): Wall {
  const who = documentOwner("Wall", wall);
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = readItems(wall.c, 4, who, "c", readFinite);
  const open = (wall.door ?? NO_DOOR) !== NO_DOOR && wall.ds === DOOR_OPEN;
  const levels = foundryCompat().placeableLevels(wall);
  const segment: Wall = {
    id: readId(wall.id, who, "id"),
    a: { x: x0, y: y0 },
    b: { x: x1, y: y1 },
    blocksMove: !open && wall.move !== NO_RESTRICTION,
    blocksSight: !open && wall.sight !== NO_RESTRICTION,
  };
  return levels === undefined ? segment : { ...segment, levels };
}
