import type { CellBounds, Unit } from "@engine/board/types";
import { gridMoveError } from "./grid-move-errors";
import { own } from "@engine/names/own";
import type { RuleField } from "../request-shape";

/**
 * The movement rules a ruleset gives the grid planners, as plain data. Every planner takes them as
 * `rules` in its request (any part; the rest defaulted as DEFAULT_GRID_MOVE_RULES says, unless the
 * planner documents another default).
 */

/**
 * What enemy zones of control do to a move: "forbidden" (no cell in one may be entered), "costly"
 * (each step entering one costs `zocCost` more) or "allowed" (no effect). Only cells the unit
 * enters count: the cells it starts in (or keeps, for a block) never do.
 */
export type ZocPolicy = "forbidden" | "costly" | "allowed";
export const ZOC_POLICIES = ["forbidden", "costly", "allowed"] as const satisfies readonly ZocPolicy[];

/** What terrain does to one kind of unit. A cell's kinds are those of the areas it stands in. */
export interface TerrainRules {
  /** Area kinds the unit may never enter. */
  readonly impassable: readonly string[];
  /**
   * Extra cost of a step into a cell of the kind, added to the step's length; a cell of several
   * kinds costs the highest extra among them, a block the highest among the cells it enters.
   */
  readonly extraCost: Readonly<Record<string, number>>;
}

export interface GridMoveRules {
  /** Enemy zones of control on the way and at the end (see ZocPolicy). */
  readonly zoc: ZocPolicy;
  /** Extra cost of a step entering an enemy zone when `zoc` is "costly". */
  readonly zocCost: number;
  /** Most units of the moving unit's side in one cell where a move ends (itself included); null: no limit. */
  readonly stackingLimit: number | null;
  /** Whether a unit may move through cells holding friends (it may never end over the stacking limit). */
  readonly passFriends: boolean;
  /** Whether a wall that blocks movement stops a step whose centre-to-centre segment touches it. */
  readonly wallsBlock: boolean;
  /** Terrain for units whose type has no entry in `terrainByType`. */
  readonly terrain: TerrainRules;
  /** Terrain per unit type: the unit's type is the string in `unit.data[unitTypeField]`. */
  readonly terrainByType: Readonly<Record<string, TerrainRules>>;
  readonly unitTypeField: string;
  /** The cells a move may enter; null: the board's own edge (`Board.edge`), if it has one. */
  readonly bounds: CellBounds | null;
}

/** How a request writes each field of `TerrainRules` (see `GRID_MOVE_RULE_FIELDS`). */
const TERRAIN_RULE_FIELDS = { impassable: "ids", extraCost: "numbers" } as const satisfies {
  readonly [K in keyof TerrainRules]-?: RuleField;
};

/**
 * How a request writes each rule, declared beside the type: the planners' request shapes derive
 * `rules` from it (request-shapes.ts), and the compiler refuses a rule of `GridMoveRules` left out
 * here, so the shapes that check a macro's request cannot drift from the rules the planners read.
 */
export const GRID_MOVE_RULE_FIELDS = {
  zoc: "text",
  zocCost: "number",
  stackingLimit: { kind: "number", nullable: true },
  passFriends: "boolean",
  wallsBlock: "boolean",
  terrain: { fields: TERRAIN_RULE_FIELDS },
  terrainByType: "record",
  unitTypeField: "text",
  bounds: { fields: { minI: "number", maxI: "number", minJ: "number", maxJ: "number" }, nullable: true },
} as const satisfies { readonly [K in keyof GridMoveRules]-?: RuleField };

/** Any part of the rules; the planner fills the rest. */
export type GridMoveSettings = Partial<GridMoveRules>;

/** Forbidden enemy zones, no stacking limit, friends passable, walls block, only "impassable" areas stop. */
export const DEFAULT_GRID_MOVE_RULES: GridMoveRules = {
  zoc: "forbidden",
  zocCost: 1,
  stackingLimit: null,
  passFriends: true,
  wallsBlock: true,
  terrain: { impassable: ["impassable"], extraCost: {} },
  terrainByType: {},
  unitTypeField: "type",
  bounds: null,
};

/** The settings over the planner's defaults, checked; throws an EngineError for a bad value. */
export function resolveGridMoveRules(
  settings: GridMoveSettings = {},
  defaults: GridMoveRules = DEFAULT_GRID_MOVE_RULES,
): GridMoveRules {
  const rules: GridMoveRules = { ...defaults, ...settings };
  if (!(ZOC_POLICIES as readonly string[]).includes(rules.zoc)) {
    throw gridMoveError("UnknownChoice", {
      field: "rules.zoc",
      choices: ZOC_POLICIES.join(", "),
      got: String(rules.zoc),
    });
  }
  requireNonNegative(rules.zocCost, "rules.zocCost");
  if (rules.stackingLimit !== null) requireWhole(rules.stackingLimit, "rules.stackingLimit", 1);
  checkTerrain(rules.terrain, "rules.terrain");
  for (const [type, terrain] of Object.entries(rules.terrainByType))
    checkTerrain(terrain, `rules.terrainByType.${type}`);
  const b = rules.bounds;
  if (b !== null)
    for (const field of ["minI", "maxI", "minJ", "maxJ"] as const) requireInteger(b[field], `rules.bounds.${field}`);
  return rules;
}

/** The terrain rules for one unit: its type's, or the general ones. */
export function terrainFor(rules: GridMoveRules, unit: Unit): TerrainRules {
  const type = unit.data[rules.unitTypeField];
  return (typeof type === "string" ? own(rules.terrainByType, type) : undefined) ?? rules.terrain;
}

function checkTerrain(terrain: TerrainRules, field: string): void {
  for (const [kind, cost] of Object.entries(terrain.extraCost)) requireNonNegative(cost, `${field}.extraCost.${kind}`);
}

export function requireNonNegative(value: number, field: string): void {
  if (!(Number.isFinite(value) && value >= 0)) throw gridMoveError("Negative", { field, got: String(value) });
}

export function requireWhole(value: number, field: string, min: number): void {
  if (!(Number.isInteger(value) && value >= min)) throw gridMoveError("NotWhole", { field, min, got: String(value) });
}

function requireInteger(value: number, field: string): void {
  if (!Number.isInteger(value)) throw gridMoveError("NotInteger", { field, got: String(value) });
}
