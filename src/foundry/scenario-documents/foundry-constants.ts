/**
 * The Foundry v13 constants the scenario build writes into documents (`CONST.*`; the module has no
 * Foundry at build time). Grid types and diagonal rules need none: GRID_KINDS and SQUARE_DIAGONALS
 * are in Foundry's order, so a kind's index is its number.
 */

/** CONST.GRID_MIN_SIZE: a smaller grid (in pixels) is refused by the Scene schema. */
export const GRID_MIN_SIZE = 20;

/** CONST.TOKEN_SHAPES. */
export const TOKEN_SHAPES = { ellipse: 0, rectangle: 4 } as const;

/** CONST.TOKEN_DISPOSITIONS. */
export const DISPOSITIONS = { secret: -2, hostile: -1, neutral: 0, friendly: 1 } as const;

/** CONST.WALL_MOVEMENT_TYPES and CONST.WALL_SENSE_TYPES: NONE lets through, NORMAL blocks, LIMITED (senses only) blocks behind a second. */
export const WALL_NONE = 0;
export const WALL_LIMITED = 10;
export const WALL_NORMAL = 20;

/** CONST.WALL_DIRECTIONS: BOTH 0, LEFT 1, RIGHT 2. */
export const WALL_DIRECTIONS = { both: 0, left: 1, right: 2 } as const;

/** CONST.REGION_VISIBILITY.LAYER: shown while the Regions layer is active (the background draws terrain). */
export const REGION_VISIBILITY_LAYER = 0;

/** CONST.DOCUMENT_OWNERSHIP_LEVELS. */
export const OWNERSHIP = { none: 0, observer: 2 } as const;

/** CONST.DEFAULT_TOKEN: Foundry's own token image, so the module ships no artwork for units. */
export const DEFAULT_TOKEN_IMAGE = "icons/svg/mystery-man.svg";
