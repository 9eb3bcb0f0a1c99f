import type { SkirmishOptions } from "./options";
import { RULE_NUMBERS } from "./tables";

/**
 * The FER test "versus 5", as the `ferTest` option rolls it (labelled default): `d6-plus-fer`
 * rolls 1d6 and adds FER; `fer-die` rolls a die with FER faces. 5 or more passes.
 */
export function ferDice(options: SkirmishOptions, fer: number): string {
  return options.ferTest === "fer-die" ? `1d${fer}` : "1d6";
}

export function ferPasses(options: SkirmishOptions, fer: number, die: number): boolean {
  return (options.ferTest === "fer-die" ? die : die + fer) >= RULE_NUMBERS.ferTarget;
}

/** Whether the test can pass at all (a FER die of fewer than 5 faces cannot). */
export function ferPossible(options: SkirmishOptions, fer: number): boolean {
  return options.ferTest === "fer-die" ? fer >= RULE_NUMBERS.ferTarget : 6 + fer >= RULE_NUMBERS.ferTarget;
}
