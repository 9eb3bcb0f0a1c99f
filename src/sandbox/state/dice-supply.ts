import { parseDice } from "../../engine/session/dice";
import { seededDice, type DiceSource } from "../../engine/session/dice-source";

/**
 * The page's dice: first the listed values in order (the URL's `dice=5,3`, for tests and for
 * replaying a table's real rolls), then a seeded generator, so a session is repeatable by its seed.
 */
export function diceSupply(listed: readonly number[], seed: number): DiceSource {
  const random = seededDice(seed);
  let next = 0;
  return (step) => {
    const { count } = parseDice(step.dice);
    if (next + count > listed.length) return random(step);
    const taken = listed.slice(next, next + count);
    next += count;
    return taken;
  };
}
