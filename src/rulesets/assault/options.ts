import { ownerOf } from "@engine/validation/field-errors";
import { readId, readItems } from "@engine/validation/read-fields";
import { ROUNDINGS, type Rounding } from "@engine/movement/grid/charge";
import { readOptionValues } from "@engine/rulesets/options";
import { LIMITS } from "@engine/limits";
import type { OptionDefinition } from "@engine/rulesets/ruleset";

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

const ROUNDING_LABELS: Record<Rounding, string> = {
  floor: "WARGAME.Assault.Options.counterChargeRounding.floor",
  round: "WARGAME.Assault.Options.counterChargeRounding.round",
  ceil: "WARGAME.Assault.Options.counterChargeRounding.ceil",
};

const BREAK_LABELS: Record<BreakRule, string> = {
  "units-remaining": "WARGAME.Assault.Options.breakAt.units-remaining",
  never: "WARGAME.Assault.Options.breakAt.never",
};

const WITHDRAW_LABELS = {
  withdrawEndFurther: {
    name: "WARGAME.Assault.Options.withdrawEndFurther.name",
    hint: "WARGAME.Assault.Options.withdrawEndFurther.hint",
  },
  withdrawLeaveZoc: {
    name: "WARGAME.Assault.Options.withdrawLeaveZoc.name",
    hint: "WARGAME.Assault.Options.withdrawLeaveZoc.hint",
  },
  withdrawDestroyTrapped: {
    name: "WARGAME.Assault.Options.withdrawDestroyTrapped.name",
    hint: "WARGAME.Assault.Options.withdrawDestroyTrapped.hint",
  },
} as const;

export const ASSAULT_OPTIONS: readonly OptionDefinition[] = [
  {
    id: "zocRadius",
    labelKey: "WARGAME.Assault.Options.zocRadius.name",
    hintKey: "WARGAME.Assault.Options.zocRadius.hint",
    type: "number",
    default: DEFAULT_OPTIONS.zocRadius,
    min: 0,
    max: LIMITS.zocRadius,
    labelledDefault: { referenceKey: "WARGAME.Assault.Gap.Zoc" },
  },
  {
    id: "targetGroupTiles",
    labelKey: "WARGAME.Assault.Options.targetGroupTiles.name",
    hintKey: "WARGAME.Assault.Options.targetGroupTiles.hint",
    type: "number",
    default: DEFAULT_OPTIONS.targetGroupTiles,
    min: 0,
    max: LIMITS.boardCells,
    labelledDefault: { referenceKey: "WARGAME.Assault.Gap.CloseFormations" },
  },
  {
    id: "coherencyTiles",
    labelKey: "WARGAME.Assault.Options.coherencyTiles.name",
    hintKey: "WARGAME.Assault.Options.coherencyTiles.hint",
    type: "number",
    default: DEFAULT_OPTIONS.coherencyTiles,
    min: 0,
    max: LIMITS.boardCells,
    labelledDefault: { referenceKey: "WARGAME.Assault.Gap.Coherency" },
  },
  {
    id: "counterChargeRounding",
    labelKey: "WARGAME.Assault.Options.counterChargeRounding.name",
    hintKey: "WARGAME.Assault.Options.counterChargeRounding.hint",
    type: "choice",
    default: DEFAULT_OPTIONS.counterChargeRounding,
    choices: ROUNDINGS.map((id) => ({ id, labelKey: ROUNDING_LABELS[id] })),
    labelledDefault: { referenceKey: "WARGAME.Assault.Gap.CounterChargeRounding" },
  },
  {
    id: "stackingLimit",
    labelKey: "WARGAME.Assault.Options.stackingLimit.name",
    hintKey: "WARGAME.Assault.Options.stackingLimit.hint",
    type: "number",
    default: DEFAULT_OPTIONS.stackingLimit,
    min: 0,
    max: LIMITS.units,
    labelledDefault: { referenceKey: "WARGAME.Assault.Gap.Movement" },
  },
  {
    id: "saves",
    labelKey: "WARGAME.Assault.Options.saves.name",
    hintKey: "WARGAME.Assault.Options.saves.hint",
    type: "boolean",
    default: DEFAULT_OPTIONS.saves,
    labelledDefault: { referenceKey: "WARGAME.Assault.Gap.Saves" },
  },
  {
    id: "coverSave",
    labelKey: "WARGAME.Assault.Options.coverSave.name",
    hintKey: "WARGAME.Assault.Options.coverSave.hint",
    type: "number",
    default: DEFAULT_OPTIONS.coverSave,
    min: 0,
    max: 6,
    labelledDefault: { referenceKey: "WARGAME.Assault.Gap.Cover" },
  },
  {
    id: "coverKinds",
    labelKey: "WARGAME.Assault.Options.coverKinds.name",
    hintKey: "WARGAME.Assault.Options.coverKinds.hint",
    type: "records",
    default: DEFAULT_OPTIONS.coverKinds,
    read: readKinds,
    labelledDefault: { referenceKey: "WARGAME.Assault.Gap.Cover" },
  },
  ...(["withdrawEndFurther", "withdrawLeaveZoc", "withdrawDestroyTrapped"] as const).map((id): OptionDefinition => ({
    id,
    labelKey: WITHDRAW_LABELS[id].name,
    hintKey: WITHDRAW_LABELS[id].hint,
    type: "boolean",
    default: DEFAULT_OPTIONS[id],
    labelledDefault: { referenceKey: "WARGAME.Assault.Gap.Withdrawal" },
  })),
  {
    id: "breakAt",
    labelKey: "WARGAME.Assault.Options.breakAt.name",
    hintKey: "WARGAME.Assault.Options.breakAt.hint",
    type: "choice",
    default: DEFAULT_OPTIONS.breakAt,
    choices: BREAK_RULES.map((id) => ({ id, labelKey: BREAK_LABELS[id] })),
    labelledDefault: { referenceKey: "WARGAME.Assault.Gap.Breaking" },
  },
];

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
