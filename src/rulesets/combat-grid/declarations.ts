import { DEFAULT_GRID_MOVE_RULES } from "@engine/movement/grid/grid-move-rules";
import {
  fieldsOf,
  type CellMarkerDeclaration,
  type StepDeclaration,
  type TerrainDeclaration,
} from "@engine/rulesets/declarations";
import type { TerrainKind } from "./terrain";
import type { NormalMoveRules } from "@engine/movement/normal-move";

/** The fields of a combat's selection (`setupFromBoard`). */
export const SELECTION_FIELDS = fieldsOf({
  square: { type: "square {i, j}", required: true, meaningKey: "WARGAME.Reference.CombatGrid.Selection.square" },
  activeSide: { type: "side", required: true, meaningKey: "WARGAME.Reference.CombatGrid.Selection.activeSide" },
  cameFrom: {
    type: "unit id → square {i, j}",
    default: {},
    meaningKey: "WARGAME.Reference.CombatGrid.Selection.cameFrom",
  },
  acrossBridge: {
    type: "list of unit ids",
    default: [],
    meaningKey: "WARGAME.Reference.CombatGrid.Selection.acrossBridge",
  },
  weather: { type: "id", default: "clear", meaningKey: "WARGAME.Reference.CombatGrid.Selection.weather" },
  tacticalPhase: {
    type: "whole number",
    range: { min: 1, max: 99, whole: true },
    default: 1,
    meaningKey: "WARGAME.Reference.CombatGrid.Selection.tacticalPhase",
  },
  ops: {
    type: "side → whole number",
    range: { min: 0, max: 99, whole: true },
    default: {},
    meaningKey: "WARGAME.Reference.CombatGrid.Selection.ops",
  },
  preparedPositions: {
    type: "whole number",
    range: { min: 0, max: 99, whole: true },
    // Left out: the square's prepared-position markers on the board (`setupFromBoard`).
    default: 0,
    meaningKey: "WARGAME.Reference.CombatGrid.Selection.preparedPositions",
  },
  flanking: { type: "true or false", default: false, meaningKey: "WARGAME.Reference.CombatGrid.Selection.flanking" },
  options: { type: "option values", default: {}, meaningKey: "WARGAME.Reference.Field.options" },
});

/** The marker a prepared position is (grid-combat.txt, Prepared Positions): it lies in a square, not on a unit. */
export const PREPARED_POSITION = "prepared-position";

/** Its markers in squares: prepared positions, at most three in a square ("the basic rules limit a player to no more than three"). */
export const CELL_MARKERS: readonly CellMarkerDeclaration[] = [
  { id: PREPARED_POSITION, max: 3, meaningKey: "WARGAME.Reference.CombatGrid.Marker.prepared-position" },
];

/** The steps a session may ask for (`<role>` is `attacker` or `defender`), and the host's pick of the next contested square. */
export const STEPS: readonly StepDeclaration[] = [
  { id: "barrage:<unit>", kind: "decision", decides: "unit", meaningKey: "WARGAME.Reference.CombatGrid.Step.Barrage" },
  { id: "tactics:<role>", kind: "decision", decides: "role", meaningKey: "WARGAME.Reference.CombatGrid.Step.Tactics" },
  { id: "double:<n>", kind: "decision", decides: "either", meaningKey: "WARGAME.Reference.CombatGrid.Step.Double" },
  { id: "leader:<role>", kind: "decision", decides: "role", meaningKey: "WARGAME.Reference.CombatGrid.Step.Leader" },
  { id: "roll:<role>", kind: "roll", decides: "role", meaningKey: "WARGAME.Reference.CombatGrid.Step.Roll" },
  { id: "evade", kind: "decision", decides: "defender", meaningKey: "WARGAME.Reference.CombatGrid.Step.Evade" },
  { id: "hit:<role>:<n>", kind: "decision", decides: "role", meaningKey: "WARGAME.Reference.CombatGrid.Step.Hit" },
  {
    id: "next-square",
    kind: "decision",
    decides: "active",
    meaningKey: "WARGAME.Reference.CombatGrid.Step.NextSquare",
  },
];

/** What each kind the text names for combat does (terrain.ts): the compiler asks for a meaning for every one. */
const MEANINGS: Readonly<Record<TerrainKind, string>> = {
  open: "WARGAME.Reference.CombatGrid.Terrain.open",
  urban: "WARGAME.Reference.CombatGrid.Terrain.urban",
  woods: "WARGAME.Reference.CombatGrid.Terrain.woods",
  mountain: "WARGAME.Reference.CombatGrid.Terrain.mountain",
  bocage: "WARGAME.Reference.CombatGrid.Terrain.bocage",
};

/** The terrain kinds it reads: those the text names for combat and ground no retreat enters. */
export const TERRAIN_KINDS: readonly TerrainDeclaration[] = [
  ...Object.entries(MEANINGS).map(([kind, meaningKey]) => ({ kind, meaningKey })),
  ...DEFAULT_GRID_MOVE_RULES.terrain.impassable.map((kind) => ({
    kind,
    meaningKey: "WARGAME.Reference.Terrain.impassable",
  })),
];

/** A unit's ordinary move (drags on the board): a labelled default; moving into an enemy's square contests it. */
export const NORMAL_MOVE: NormalMoveRules = {
  labelledDefault: { referenceKey: "WARGAME.CombatGrid.Gap.NormalMove" },
  zoc: "ignore",
  leaveZoc: true,
  enterEnemyCells: true,
};
