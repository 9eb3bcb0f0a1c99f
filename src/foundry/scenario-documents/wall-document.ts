import type { Wall } from "../../engine/board/types";
import { WALL_NONE, WALL_NORMAL } from "./foundry-constants";
import type { WallData } from "./foundry-documents";

/**
 * A terrain wall as a Foundry Wall: it blocks movement and (sight, light and sound together) as the
 * scenario says. Foundry stores wall ends in whole pixels, so they are rounded.
 */
export function wallDocument(wall: Wall, id: string): WallData {
  const sense = wall.blocksSight ? WALL_NORMAL : WALL_NONE;
  return {
    _id: id,
    c: [Math.round(wall.a.x), Math.round(wall.a.y), Math.round(wall.b.x), Math.round(wall.b.y)],
    move: wall.blocksMove ? WALL_NORMAL : WALL_NONE,
    sight: sense,
    light: sense,
    sound: sense,
    door: 0,
    flags: {},
  };
}
