/**
 * The text's table of assault modifiers, as data: each side adds those that apply to its 2d6
 * (highest die kept).
 */
export const MODIFIER_IDS = ["units-destroyed", "more-units", "double-units", "zero-shock", "fewer-shock"] as const;
export type ModifierId = (typeof MODIFIER_IDS)[number];

export type ModifierRecord = {
  readonly id: ModifierId;
  readonly labelKey: string;
  readonly modifier: number;
  /** Counted once per enemy unit destroyed, rather than once. */
  readonly perUnit: boolean;
};

export const RESULT_MODIFIERS: readonly ModifierRecord[] = [
  { id: "units-destroyed", labelKey: "WARGAME.Assault.Modifier.units-destroyed", modifier: 1, perUnit: true },
  { id: "more-units", labelKey: "WARGAME.Assault.Modifier.more-units", modifier: 1, perUnit: false },
  { id: "double-units", labelKey: "WARGAME.Assault.Modifier.double-units", modifier: 1, perUnit: false },
  { id: "zero-shock", labelKey: "WARGAME.Assault.Modifier.zero-shock", modifier: 1, perUnit: false },
  { id: "fewer-shock", labelKey: "WARGAME.Assault.Modifier.fewer-shock", modifier: 1, perUnit: false },
];

/** Where a side stands when the result is worked out. */
export type Standing = {
  /** Enemy units it has destroyed in this assault (every round). */
  readonly destroyed: number;
  /** Its units left, in every formation of its side of the assault. */
  readonly remaining: number;
  /** Shock points of its formations, as they were before the assault. */
  readonly shock: number;
};

export type AppliedModifier = { readonly id: ModifierId; readonly amount: number };

/** The modifiers that apply to `own` against `enemy`, with their amounts, in the table's order. */
export function resultModifiers(own: Standing, enemy: Standing): AppliedModifier[] {
  const applies: Record<ModifierId, boolean> = {
    "units-destroyed": own.destroyed > 0,
    "more-units": own.remaining > enemy.remaining,
    "double-units": own.remaining >= 2 * enemy.remaining,
    "zero-shock": own.shock === 0,
    "fewer-shock": own.shock < enemy.shock,
  };
  return RESULT_MODIFIERS.filter((record) => applies[record.id]).map((record) => ({
    id: record.id,
    amount: record.perUnit ? record.modifier * own.destroyed : record.modifier,
  }));
}

/** The sum of the modifiers. */
export function modifierTotal(modifiers: readonly AppliedModifier[]): number {
  return modifiers.reduce((sum, modifier) => sum + modifier.amount, 0);
}
