import { readFinite, readId, readItems } from "@engine/validation/read-fields";
import type { Wall } from "@engine/board/types";
import { foundryCompat } from "../compat/choose-compat";
import { documentOwner } from "./owners";
import type { WallSource } from "./sources";

/** CONST.WALL_MOVEMENT_TYPES.NONE and CONST.WALL_SENSE_TYPES.NONE. */
const NO_RESTRICTION = 0;
/** CONST.WALL_SENSE_TYPES.LIMITED (API v13/v14: NONE 0, LIMITED 10, NORMAL 20, PROXIMITY 30, DISTANCE 40). */
const LIMITED = 10;
/** CONST.WALL_DOOR_TYPES.NONE. */
const NO_DOOR = 0;
/** CONST.WALL_DOOR_STATES.OPEN. */
const DOOR_OPEN = 1;
/**
 * CONST.WALL_DIRECTIONS LEFT 1 and RIGHT 2 ("collides only when a ray strikes its left/right side"; BOTH 0);
 * which side is left is engine/board/wall-sides.ts's, confirmed there from code that computes it.
 */
const ONE_WAY: Readonly<Record<number, "left" | "right">> = { 1: "left", 2: "right" };

/**
 * A wall as terrain. Movement reads `move` alone (CONST.WALL_MOVEMENT_TYPES has only NONE and
 * NORMAL): it blocks unless NONE or an open door. Sight reads `sight`: NONE lets it through, LIMITED
 * (a "terrain" wall) stops only a line that crosses a second limited wall (`limitsSight`), and the
 * others stop it; PROXIMITY and DISTANCE walls count as NORMAL, since their thresholds depend on
 * the viewer's distance, which a line of fire between units does not model. `dir` makes the wall
 * one-way for movement and sight alike. A missing (null) restriction counts as Foundry's default,
 * which blocks; a missing `dir` as both sides.
 */
export function sceneWall(wall: WallSource): Wall {
  const who = documentOwner("Wall", wall);
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = readItems(wall.c, 4, who, "c", readFinite);
  const open = (wall.door ?? NO_DOOR) !== NO_DOOR && wall.ds === DOOR_OPEN;
  const levels = foundryCompat().placeableLevels(wall);
  const limited = !open && wall.sight === LIMITED;
  const side = ONE_WAY[wall.dir ?? 0];
  const segment: Wall = {
    id: readId(wall.id, who, "id"),
    a: { x: x0, y: y0 },
    b: { x: x1, y: y1 },
    blocksMove: !open && wall.move !== NO_RESTRICTION,
    blocksSight: !open && !limited && wall.sight !== NO_RESTRICTION,
    ...(limited ? { limitsSight: true } : {}),
    ...(side === undefined ? {} : { blocksFrom: side }),
  };
  return levels === undefined ? segment : { ...segment, levels };
}
