import { defineOptions, readOptionValues } from "@engine/rulesets/options";
import { LIMITS } from "@engine/limits";
import { TEXT_TACTICS, type TacticRecord, validateTactics } from "./tactics";

export const EVASION_CHOICES = ["retreat-after-hits", "none"] as const;
export type Evasion = (typeof EVASION_CHOICES)[number];

export type CombatGridOptions = {
  /** Evasion is in the text's next chapter: labelled default, the defender may retreat once hit. */
  readonly evasion: Evasion;
  /** How far a retreat goes, in squares (next chapter; labelled default 1). */
  readonly retreatSquares: number;
  /** The tactics on the command post: the text's, plus any a group adds. */
  readonly tactics: readonly TacticRecord[];
};

export const DEFAULT_OPTIONS: CombatGridOptions = {
  evasion: "retreat-after-hits",
  retreatSquares: 1,
  tactics: TEXT_TACTICS,
};

export const COMBAT_GRID_OPTIONS = defineOptions("WARGAME.CombatGrid", [
  { id: "evasion", type: "choice", default: DEFAULT_OPTIONS.evasion, choices: EVASION_CHOICES, gap: "Evasion" },
  {
    id: "retreatSquares",
    type: "number",
    default: DEFAULT_OPTIONS.retreatSquares,
    min: 0,
    max: LIMITS.steps,
    gap: "Retreat",
  },
  { id: "tactics", type: "records", default: TEXT_TACTICS, read: validateTactics },
]);

/** Reads options (missing ones take their defaults); throws an EngineError naming the option. */
export function validateOptions(input: unknown, at: string): CombatGridOptions {
  const values = readOptionValues(COMBAT_GRID_OPTIONS, input, at);
  return {
    evasion: values.choice("evasion", EVASION_CHOICES),
    retreatSquares: values.number("retreatSquares"),
    tactics: values.records("tactics", validateTactics),
  };
}
