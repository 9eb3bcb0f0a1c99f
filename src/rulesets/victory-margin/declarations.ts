import { fieldsOf, type StepDeclaration, type TerrainDeclaration } from "@engine/rulesets/declarations";
import { TERRAIN } from "./tables";
import { MAX_ARMOUR } from "./unit-data";
import type { NormalMoveRules } from "@engine/movement/normal-move";

/** The fields of a combat's selection (`setupFromBoard`). */
export const SELECTION_FIELDS = fieldsOf({
  attacker: { type: "unit id", required: true, meaningKey: "WARGAME.Reference.VictoryMargin.Selection.attacker" },
  attackerSupports: {
    type: "list of unit ids",
    default: [],
    meaningKey: "WARGAME.Reference.VictoryMargin.Selection.attackerSupports",
  },
  defender: { type: "unit id", required: true, meaningKey: "WARGAME.Reference.VictoryMargin.Selection.defender" },
  defenderSupports: {
    type: "list of unit ids",
    default: [],
    meaningKey: "WARGAME.Reference.VictoryMargin.Selection.defenderSupports",
  },
  eliminated: {
    type: "list of unit ids",
    default: [],
    meaningKey: "WARGAME.Reference.VictoryMargin.Selection.eliminated",
  },
  attackerWon: {
    type: "true or false",
    default: true,
    meaningKey: "WARGAME.Reference.VictoryMargin.Selection.attackerWon",
  },
  attackDice: {
    type: "whole number",
    // The largest input the exact odds are kept live for (README); with an armour advantage of 20, 40 dice a roll.
    range: { min: 0, max: 20, whole: true },
    default: null,
    meaningKey: "WARGAME.Reference.VictoryMargin.Selection.attackDice",
  },
  attackRoll: {
    type: "list of d6 faces, at most as many as attackDice allows",
    range: { min: 1, max: 6, whole: true },
    default: null,
    meaningKey: "WARGAME.Reference.VictoryMargin.Selection.attackRoll",
  },
  armourAdvantage: {
    type: "whole number",
    range: { min: 0, max: MAX_ARMOUR, whole: true },
    default: null,
    meaningKey: "WARGAME.Reference.VictoryMargin.Selection.armourAdvantage",
  },
  defenderArmourAdvantage: {
    type: "whole number",
    range: { min: 0, max: MAX_ARMOUR, whole: true },
    default: null,
    meaningKey: "WARGAME.Reference.VictoryMargin.Selection.defenderArmourAdvantage",
  },
  coverAdvantage: {
    type: "whole number",
    range: { min: 0, max: 99, whole: true },
    default: 0,
    meaningKey: "WARGAME.Reference.VictoryMargin.Selection.coverAdvantage",
  },
  coverLevel: {
    type: "whole number",
    range: { min: 0, max: 99, whole: true },
    default: null,
    meaningKey: "WARGAME.Reference.VictoryMargin.Selection.coverLevel",
  },
  paths: {
    type: "unit id → list of points {x, y} (pixels)",
    default: {},
    meaningKey: "WARGAME.Reference.VictoryMargin.Selection.paths",
  },
  options: { type: "option values", default: {}, meaningKey: "WARGAME.Reference.Field.options" },
});

/** The steps a session may ask for. */
export const STEPS: readonly StepDeclaration[] = [
  { id: "stand-in", kind: "decision", decides: "defender", meaningKey: "WARGAME.Reference.VictoryMargin.Step.StandIn" },
  { id: "attack", kind: "roll", decides: "attacker", meaningKey: "WARGAME.Reference.VictoryMargin.Step.Attack" },
  {
    id: "defender",
    kind: "decision",
    decides: "defender",
    meaningKey: "WARGAME.Reference.VictoryMargin.Step.Defender",
  },
  {
    id: "support:<unit>",
    kind: "decision",
    decides: "defender",
    meaningKey: "WARGAME.Reference.VictoryMargin.Step.Support",
  },
  { id: "fall-back", kind: "roll", decides: "defender", meaningKey: "WARGAME.Reference.VictoryMargin.Step.FallBack" },
  {
    id: "follow-up:<unit>",
    kind: "decision",
    decides: "attacker",
    meaningKey: "WARGAME.Reference.VictoryMargin.Step.FollowUp",
  },
];

/** The terrain kinds it reads: only ground no move may enter. */
export const TERRAIN_KINDS: readonly TerrainDeclaration[] = TERRAIN.impassable.map((kind) => ({
  kind,
  meaningKey: "WARGAME.Reference.Terrain.impassable",
}));

/** A unit's ordinary move (drags on the board): a labelled default, straight up to its allowance. */
export const NORMAL_MOVE: NormalMoveRules = {
  labelledDefault: { referenceKey: "WARGAME.VictoryMargin.Gap.NormalMove" },
  zoc: "ignore",
  leaveZoc: true,
  enterEnemyCells: false,
  impassable: TERRAIN.impassable,
};
