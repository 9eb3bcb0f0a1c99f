/** The victory test's arithmetic, as the text gives it. */

export type MarginParts = {
  /** 6s the attacker threw this round, whether they caused casualties or were saved. */
  readonly sixes: number;
  /** The attacker's armour advantage against the best defending anti-tank unit. */
  readonly armourAdvantage: number;
  /** The defending unit's strength. */
  readonly strength: number;
  /** The defending unit's armour advantage against the best attacking unit. */
  readonly defenderArmourAdvantage: number;
  /** The defending unit's cover advantage against the best attacking unit. */
  readonly coverAdvantage: number;
};

/** Sixes, plus the attacker's armour advantage, less the defender's strength, armour and cover advantages. */
export function victoryMargin(parts: MarginParts): number {
  return parts.sixes + parts.armourAdvantage - parts.strength - parts.defenderArmourAdvantage - parts.coverAdvantage;
}

/** The effect on the defender: none (margin not above 0), may fall back (up to its cover level), must (above it). */
export type Band = "none" | "may" | "must";

export function bandOf(margin: number, coverLevel: number): Band {
  if (margin <= 0) return "none";
  return margin > coverLevel ? "must" : "may";
}

/** Armour against the best anti-tank value met (reading of the armour-minus-anti-tank option), never below 0. */
export function armourAgainst(armour: number, antiTank: readonly number[]): number {
  return Math.max(0, armour - Math.max(0, ...antiTank));
}

export function countSixes(faces: readonly number[]): number {
  return faces.filter((face) => face === 6).length;
}
