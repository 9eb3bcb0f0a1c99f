/**
 * Tolerance for geometric comparisons, in pixels: far below anything a player can see or a tape
 * can measure, far above the rounding noise of doubles on boards up to a million pixels across.
 * Points closer than this count as touching.
 */
export const EPSILON = 1e-7;
