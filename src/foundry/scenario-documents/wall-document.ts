import type { Wall } from "@engine/board/types";
import { WALL_DIRECTIONS, WALL_LIMITED, WALL_NONE, WALL_NORMAL } from "./foundry-constants";
import type { WallData } from "./foundry-documents";

/**
 * A terrain wall as a Foundry Wall: it blocks movement and (sight, light and sound together) as the
 * scenario says, a wall that limits sight as a LIMITED one, a one-way wall with its `dir`. Foundry
 * stores wall ends in whole pixels, so they are rounded.
 */
export function wallDocument(wall: Wall, id: string, levels?: readonly string[]): WallData {
  const sense = wall.blocksSight ? WALL_NORMAL : wall.limitsSight === true ? WALL_LIMITED : WALL_NONE;
  return {
    _id: id,
    c: [Math.round(wall.a.x), Math.round(wall.a.y), Math.round(wall.b.x), Math.round(wall.b.y)],
    move: wall.blocksMove ? WALL_NORMAL : WALL_NONE,
    sight: sense,
    light: sense,
    sound: sense,
    dir: WALL_DIRECTIONS[wall.blocksFrom ?? "both"],
    door: 0,
    ...(levels === undefined ? {} : { levels }),
    flags: {},
  };
}
