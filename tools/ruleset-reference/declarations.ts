import type { RulesetId } from "../../src/engine/rulesets/ids";
import { rulesetById } from "../../src/engine/rulesets/registry";
import type { JsonValue, OptionDefinition } from "../../src/engine/rulesets/ruleset";
import { DEFAULT_GRID_MOVE_RULES } from "../../src/engine/movement/grid/grid-move-rules";
import { TERRAIN as SKIRMISH_TERRAIN } from "../../src/engine/rulesets/skirmish-recoil/tables";
import { TERRAIN as VICTORY_MARGIN_TERRAIN } from "../../src/engine/rulesets/victory-margin/tables";

/** What a rule system reads and asks for, as its reference tables show it. */
export interface RulesetDeclarations {
  readonly id: RulesetId;
  /** Unit `data` fields with the value a new unit starts with. */
  readonly unitData: readonly { readonly field: string; readonly default: JsonValue }[];
  /** The fields of a combat's `selection`. */
  readonly selection: readonly string[];
  /** Step ids, `<…>` marking the part that varies (a unit id, a side's role, a number, a hex). */
  readonly steps: readonly string[];
  /** The `Unit.status` ids it reads or sets. */
  readonly statuses: readonly string[];
  /** Area kinds it reads, each with what it makes of them. */
  readonly terrain: readonly { readonly kind: string; readonly use: string }[];
  readonly options: readonly OptionDefinition[];
}

/**
 * The one place the reference docs learn a rule system's facts. Unit data, options and statuses
 * come from the Ruleset; what each terrain kind does from the tables each rule system reads it through;
 * selection fields and step ids, which no rule system declares yet, are listed here (the
 * reference test checks them against every scenario in the library). When the Ruleset declares
 * them itself, this function reads them from there instead.
 */
export function declarationsOf(id: RulesetId): RulesetDeclarations {
  const { ruleset } = rulesetById(id);
  const unitData = Object.entries(ruleset.defaultUnitData as Readonly<Record<string, JsonValue>>).map(([field, value]) => ({ field, default: value }));
  const undeclared = UNDECLARED[id] ?? { selection: [], steps: [] };
  return { id, unitData, options: ruleset.options, ...undeclared, statuses: ruleset.statuses.map((status) => status.id), terrain: terrainOf(id) };
}

/** Terrain kinds by rule system, from its own tables (the labels say what it does with each). */
function terrainOf(id: RulesetId): RulesetDeclarations["terrain"] {
  switch (id) {
    case "combat-grid": {
      const table = rulesetById(id).ruleset.tables["terrain"];
      // Each kind's row of the terrain table: the flags it sets (open ground, the infantry shift, no barrage from it).
      return isTable(table) ? Object.entries(table).map(([kind, row]) => ({ kind, use: isTable(row) ? Object.keys(row).filter((flag) => row[flag] === true).join(", ") : "" })) : [];
    }
    case "skirmish-recoil":
      return Object.entries(SKIRMISH_TERRAIN).flatMap(([use, kinds]) => kinds.map((kind) => ({ kind, use })));
    case "victory-margin":
      return Object.entries(VICTORY_MARGIN_TERRAIN).flatMap(([use, kinds]) => kinds.map((kind) => ({ kind, use })));
    case "assault": {
      const cover = rulesetById(id).ruleset.options.find((option) => option.id === "coverKinds");
      const kinds = cover?.type === "records" ? cover.default.flatMap((kind) => (typeof kind === "string" ? [kind] : [])) : [];
      return kinds.map((kind) => ({ kind, use: "cover (option coverKinds)" }));
    }
    default:
      // Only the grid planners' impassable ground: nothing may enter it.
      return rulesetById(id).ruleset.terrainKinds.map((kind) => ({ kind, use: IMPASSABLE.includes(kind) ? "impassable: no unit enters or retreats into it" : "" }));
  }
}

const IMPASSABLE: readonly string[] = DEFAULT_GRID_MOVE_RULES.terrain.impassable;

function isTable(value: JsonValue | undefined): value is { readonly [key: string]: JsonValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const UNDECLARED: Readonly<Partial<Record<RulesetId, Pick<RulesetDeclarations, "selection" | "steps">>>> = {
  "victory-margin": {
    selection: ["attacker", "attackerSupports", "defender", "defenderSupports", "eliminated", "attackerWon", "attackDice", "attackRoll", "armourAdvantage", "defenderArmourAdvantage", "coverAdvantage", "coverLevel", "paths", "options"],
    steps: ["stand-in", "attack", "attack#<n>", "defender", "support:<unit>", "fall-back", "fall-back#<n>", "follow-up:<unit>"],
  },
  "skirmish-recoil": {
    selection: ["victor", "loser", "source", "result", "options"],
    steps: ["result", "suppression", "heroic", "fer", "crossing:<n>"],
  },
  assault: {
    selection: ["attacker", "targets", "formations", "options"],
    steps: [
      "charge:<unit>",
      "counter:<round>:<role>",
      "attack:<round>:<role>",
      "saves:<round>:<batch>:<role>",
      "support:<round>:<role>",
      "support-fire:<round>:<role>",
      "result:<round>:<role>",
      "consolidate:<unit>",
    ],
  },
  "command-test": {
    selection: ["from", "target", "units", "chits", "options"],
    steps: [
      "chits:attacker",
      "command",
      "call:attacker",
      "support:attacker:<hex>",
      "call:defender",
      "chits:defender",
      "support:defender:<hex>",
      "combat",
      "exchange:<n>",
      "order:<n>",
      "units:<n>",
      "<n>/<step of the attack>",
    ],
  },
  "combat-grid": {
    selection: ["square", "activeSide", "cameFrom", "acrossBridge", "weather", "tacticalPhase", "ops", "preparedPositions", "flanking", "options"],
    steps: ["barrage:<unit>", "tactics:<role>", "double:<n>", "leader:<role>", "roll:<role>", "evade", "hit:<role>:<n>"],
  },
};
