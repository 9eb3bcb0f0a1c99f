/** The numbers of the text and the module's terrain readings, as data. */

/** Distances of the text, in inches; a scene in another unit converts (an inch is 2.54 cm). */
export const RULE_NUMBERS = {
  lengthUnit: "in",
  /** A suppressed figure may move up to this far. */
  suppressionMax: 2,
  recoil: 2,
  /** A flee starts with a recoil of this, turns 180° and runs its full move up to `fleeMax`. */
  fleeRecoil: 2,
  fleeMax: 12,
  /** The largest turn off its line a fleeing figure makes to avoid what it must. */
  fleeDeviation: 90,
  pursuit: 2,
  /** A FER test is against this. */
  ferTarget: 5,
  /** Downed, not fled, when the victor moves at least this many times as fast in a terrain the flee passes through. */
  speedRatio: 2,
} as const;

/**
 * What each area kind is to a figure (readings: the text names the roles, not the kinds). A
 * recoil, a suppression move and a pursuit cannot cross a barrier (no crossing roll is theirs);
 * a flee crosses one with a roll. `positions` are the barriers, fortifications and trenches a
 * victor captures.
 */
export const TERRAIN = {
  impassable: ["impassable"],
  difficult: ["difficult", "woods", "soft-ground"],
  barrier: ["barrier"],
  positions: ["barrier", "fortification", "trench"],
} as const;

/** The distances a suppressed figure may choose, inches, each to its rear or straight away from the fire. */
export const SUPPRESSION_MOVES = [1, 2] as const;
