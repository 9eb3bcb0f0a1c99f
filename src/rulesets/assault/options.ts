import { ownerOf } from "@engine/validation/field-errors";
import { readId, readItems } from "@engine/validation/read-fields";
import { ROUNDINGS, type Rounding } from "@engine/movement/grid/charge";
import { defineOptions, readOptionValues } from "@engine/rulesets/options";
import { LIMITS } from "@engine/limits";

export const BREAK_RULES = ["units-remaining", "never"] as const;
export type BreakRule = (typeof BREAK_RULES)[number];

/**
 * The per-world settings of the assault. Every one stands in for a rule the text refers to but does
 * not contain, so every one is a labelled default (README.md lists them).
 */
export type AssaultOptions = {
  /** Reach of a unit's zone of control in tiles (the text never defines it): 1, the adjacent tiles. */
  readonly zocRadius: number;
  /** Target formations assaulted as one must be this close (tiles between units), chained. */
  readonly targetGroupTiles: number;
  /** A legal formation: each unit within this many tiles of another of its formation; 0: not checked. */
  readonly coherencyTiles: number;
  /** How 25% of a speed rounds to whole tiles. */
  readonly counterChargeRounding: Rounding;
  /** Most units of a side in one tile where a move ends; 0: no limit. */
  readonly stackingLimit: number;
  /** Armour saves: a d6 at or over the unit's armour. */
  readonly saves: boolean;
  /** Infantry in cover (not of a charging formation) save on a d6 at or over this if better than its armour; 0: no cover saves. */
  readonly coverSave: number;
  /** Terrain kinds that give cover. */
  readonly coverKinds: readonly string[];
  /** Withdrawal: end further from every enemy where it can. */
  readonly withdrawEndFurther: boolean;
  /** Withdrawal: end outside enemy zones of control where it can. */
  readonly withdrawLeaveZoc: boolean;
  /** Withdrawal: a unit that cannot leave an enemy zone of control is destroyed. */
  readonly withdrawDestroyTrapped: boolean;
  /** When shock breaks a formation: at as many shock points as units remaining, or never. */
  readonly breakAt: BreakRule;
};

export const DEFAULT_OPTIONS: AssaultOptions = {
  zocRadius: 1,
  targetGroupTiles: 2,
  coherencyTiles: 2,
  counterChargeRounding: "floor",
  stackingLimit: 1,
  saves: true,
  coverSave: 4,
  coverKinds: ["woods", "urban", "fortification", "bocage"],
  withdrawEndFurther: true,
  withdrawLeaveZoc: true,
  withdrawDestroyTrapped: true,
  breakAt: "units-remaining",
};

export const ASSAULT_OPTIONS = defineOptions("WARGAME.Assault", [
  { id: "zocRadius", type: "number", default: DEFAULT_OPTIONS.zocRadius, min: 0, max: LIMITS.zocRadius, gap: "Zoc" },
  {
    id: "targetGroupTiles",
    type: "number",
    default: DEFAULT_OPTIONS.targetGroupTiles,
    min: 0,
    max: LIMITS.boardCells,
    gap: "CloseFormations",
  },
  {
    id: "coherencyTiles",
    type: "number",
    default: DEFAULT_OPTIONS.coherencyTiles,
    min: 0,
    max: LIMITS.boardCells,
    gap: "Coherency",
  },
  {
    id: "counterChargeRounding",
    type: "choice",
    default: DEFAULT_OPTIONS.counterChargeRounding,
    choices: ROUNDINGS,
    gap: "CounterChargeRounding",
  },
  {
    id: "stackingLimit",
    type: "number",
    default: DEFAULT_OPTIONS.stackingLimit,
    min: 0,
    max: LIMITS.units,
    gap: "Movement",
  },
  { id: "saves", type: "boolean", default: DEFAULT_OPTIONS.saves, gap: "Saves" },
  { id: "coverSave", type: "number", default: DEFAULT_OPTIONS.coverSave, min: 0, max: 6, gap: "Cover" },
  { id: "coverKinds", type: "records", default: DEFAULT_OPTIONS.coverKinds, read: readKinds, gap: "Cover" },
  ...(["withdrawEndFurther", "withdrawLeaveZoc", "withdrawDestroyTrapped"] as const).map((id) => ({
    id,
    type: "boolean" as const,
    default: DEFAULT_OPTIONS[id],
    gap: "Withdrawal",
  })),
  { id: "breakAt", type: "choice", default: DEFAULT_OPTIONS.breakAt, choices: BREAK_RULES, gap: "Breaking" },
]);

/** Reads options (missing ones take their defaults); throws an EngineError naming the option. */
export function validateOptions(input: unknown, at: string): AssaultOptions {
  const values = readOptionValues(ASSAULT_OPTIONS, input, at);
  return {
    zocRadius: values.number("zocRadius"),
    targetGroupTiles: values.number("targetGroupTiles"),
    coherencyTiles: values.number("coherencyTiles"),
    counterChargeRounding: values.choice("counterChargeRounding", ROUNDINGS),
    stackingLimit: values.number("stackingLimit"),
    saves: values.boolean("saves"),
    coverSave: values.number("coverSave"),
    coverKinds: values.records("coverKinds", readKinds),
    withdrawEndFurther: values.boolean("withdrawEndFurther"),
    withdrawLeaveZoc: values.boolean("withdrawLeaveZoc"),
    withdrawDestroyTrapped: values.boolean("withdrawDestroyTrapped"),
    breakAt: values.choice("breakAt", BREAK_RULES),
  };
}

/** Terrain kinds, as a list of ids. */
function readKinds(value: unknown, at: string): string[] {
  return readItems(value, 0, ownerOf("Options", at, undefined), at, readId);
}
