import { fieldsOf, type StepDeclaration, type TerrainDeclaration } from "@engine/rulesets/declarations";
import type { NormalMoveRules } from "@engine/movement/normal-move";

/** The fields of a combat's selection (`setupFromBoard`). */
export const SELECTION_FIELDS = fieldsOf({
  attackers: {
    type: "list of hexes {i, j}",
    required: true,
    meaningKey: "WARGAME.Reference.OddsCrt.Selection.attackers",
  },
  targets: { type: "list of hexes {i, j}", required: true, meaningKey: "WARGAME.Reference.OddsCrt.Selection.targets" },
  options: { type: "option values", default: {}, meaningKey: "WARGAME.Reference.Field.options" },
});

/**
 * The steps a session may ask for (`<role>` is `attacker` or `defender`); then the combat phase's
 * own (`turn.ts`), whose combats ask their steps with the order's number before them ("1/combat").
 */
export const STEPS: readonly StepDeclaration[] = [
  { id: "combat", kind: "roll", decides: "attacker", meaningKey: "WARGAME.Reference.OddsCrt.Step.Combat" },
  { id: "exchange:<n>", kind: "decision", decides: "attacker", meaningKey: "WARGAME.Reference.OddsCrt.Step.Exchange" },
  { id: "loss:<role>:<n>", kind: "decision", decides: "role", meaningKey: "WARGAME.Reference.OddsCrt.Step.Loss" },
  { id: "retreat:<unit>", kind: "decision", decides: "either", meaningKey: "WARGAME.Reference.OddsCrt.Step.Retreat" },
  { id: "advance:<hex>", kind: "decision", decides: "attacker", meaningKey: "WARGAME.Reference.OddsCrt.Step.Advance" },
  { id: "order:<n>", kind: "decision", decides: "active", meaningKey: "WARGAME.Reference.OddsCrt.Step.Order" },
  { id: "attackers:<n>", kind: "decision", decides: "active", meaningKey: "WARGAME.Reference.OddsCrt.Step.Attackers" },
  { id: "targets:<n>", kind: "decision", decides: "active", meaningKey: "WARGAME.Reference.OddsCrt.Step.Targets" },
];

/** The terrain kinds the shipped definitions read (a group's own definition may name others). */
export const TERRAIN_KINDS: readonly TerrainDeclaration[] = [
  { kind: "impassable", meaningKey: "WARGAME.Reference.OddsCrt.Terrain.impassable" },
  { kind: "urban", meaningKey: "WARGAME.Reference.OddsCrt.Terrain.urban" },
  { kind: "woods", meaningKey: "WARGAME.Reference.OddsCrt.Terrain.woods" },
  { kind: "river", meaningKey: "WARGAME.Reference.OddsCrt.Terrain.river" },
];

/** A unit's ordinary move (drags on the board): a labelled default, the game's movement not being in the text. */
export const NORMAL_MOVE: NormalMoveRules = {
  labelledDefault: { referenceKey: "WARGAME.OddsCrt.Gap.NormalMove" },
  zoc: "stop",
  leaveZoc: false,
  enterEnemyCells: false,
};
