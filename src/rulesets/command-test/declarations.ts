import { DEFAULT_GRID_MOVE_RULES } from "@engine/movement/grid/grid-move-rules";
import { fieldsOf, rangeOf, type StepDeclaration, type TerrainDeclaration } from "@engine/rulesets/declarations";
import type { NormalMoveRules } from "@engine/movement/normal-move";

/** The fields of a combat's selection (`setupFromBoard`). */
export const SELECTION_FIELDS = fieldsOf({
  from: { type: "hex {i, j}", required: true, meaningKey: "WARGAME.Reference.CommandTest.Selection.from" },
  target: { type: "hex {i, j}", required: true, meaningKey: "WARGAME.Reference.CommandTest.Selection.target" },
  units: { type: "list of unit ids", default: null, meaningKey: "WARGAME.Reference.CommandTest.Selection.units" },
  chits: {
    type: "side → whole number",
    // A session offers each count from 0 to a side's chits; 6 chits already pass every test (Rule 10.2).
    range: { min: 0, max: 20, whole: true },
    default: {},
    meaningKey: "WARGAME.Reference.CommandTest.Selection.chits",
  },
  options: { type: "option values", default: {}, meaningKey: "WARGAME.Reference.Field.options" },
});

/**
 * The steps a session may ask for (`<role>` is `attacker` or `defender`), then the steps of a turn
 * (`turn-machine.ts`), whose attacks ask the combat's steps with the order's number before them.
 */
export const STEPS: readonly StepDeclaration[] = [
  { id: "chits:<role>", kind: "decision", decides: "role", meaningKey: "WARGAME.Reference.CommandTest.Step.Chits" },
  { id: "command", kind: "roll", decides: "attacker", meaningKey: "WARGAME.Reference.CommandTest.Step.Command" },
  { id: "call:<role>", kind: "decision", decides: "role", meaningKey: "WARGAME.Reference.CommandTest.Step.Call" },
  {
    id: "support:<role>:<hex>",
    kind: "roll",
    decides: "role",
    meaningKey: "WARGAME.Reference.CommandTest.Step.Support",
  },
  { id: "combat", kind: "roll", decides: "attacker", meaningKey: "WARGAME.Reference.CommandTest.Step.Combat" },
  {
    id: "exchange:<n>",
    kind: "decision",
    decides: "attacker",
    meaningKey: "WARGAME.Reference.CommandTest.Step.Exchange",
  },
  { id: "order:<n>", kind: "decision", decides: "active", meaningKey: "WARGAME.Reference.CommandTest.Step.Order" },
  { id: "units:<n>", kind: "decision", decides: "active", meaningKey: "WARGAME.Reference.CommandTest.Step.Units" },
];

/** The terrain kinds it reads: only the grid planners' ground no retreat enters. */
export const TERRAIN_KINDS: readonly TerrainDeclaration[] = DEFAULT_GRID_MOVE_RULES.terrain.impassable.map((kind) => ({
  kind,
  meaningKey: "WARGAME.Reference.Terrain.impassable",
}));

/** The range of a side's command chits, in a selection and in a turn. */
export const CHITS_RANGE = rangeOf(SELECTION_FIELDS, "chits");

/** A stack's ordinary move (drags on the board): a labelled default, Rule 8 not being in the text. */
export const NORMAL_MOVE: NormalMoveRules = {
  labelledDefault: { referenceKey: "WARGAME.CommandTest.Gap.NormalMove" },
  zoc: "stop",
  leaveZoc: true,
  enterEnemyCells: false,
};
