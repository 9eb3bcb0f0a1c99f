import { parseDice } from "@engine/session/dice";
import { seededDice, type DiceSource } from "@engine/session/dice-source";
import type { RollStep } from "@engine/session/types";

/**
 * The page's dice: first the link's listed values in order (`dice=5,3`, for tests and for
 * replaying a table's real rolls; they belong to the link's scenario), then the dice of the
 * scripted example being played (its file's `script.dice`, so its worked outcome comes out as the
 * file says), then a seeded generator, so a session is repeatable by its seed. A roll is never
 * split between two of them.
 */
export interface PageDice {
  roll(step: RollStep): readonly number[];
  /** The scripted example's dice, dealt after the link's and before the seed's (none: fresh dice). */
  script(dice: readonly number[]): void;
  /** Forgets the link's dice: another scenario is shown. */
  dropLinked(): void;
}

export function pageDice(listed: readonly number[], seed: number): PageDice {
  const random: DiceSource = seededDice(seed);
  const linked = [...listed];
  let scripted: number[] = [];
  const take = (queue: number[], count: number): number[] | null =>
    queue.length >= count ? queue.splice(0, count) : null;
  return {
    roll(step) {
      const { count } = parseDice(step.dice);
      return take(linked, count) ?? take(scripted, count) ?? random(step);
    },
    script(dice) {
      scripted = [...dice];
    },
    dropLinked() {
      linked.length = 0;
    },
  };
}
