import { DEFAULT_GRID_MOVE_RULES } from "@engine/movement/grid/grid-move-rules";
import { fieldsOf, type StepDeclaration, type TerrainDeclaration } from "@engine/rulesets/declarations";
import { DEFAULT_OPTIONS } from "./options";
import type { NormalMoveRules } from "@engine/movement/normal-move";
import { moveRules } from "./state-helpers";

/** The fields of a combat's selection (`setupFromBoard`). */
export const SELECTION_FIELDS = fieldsOf({
  attacker: { type: "formation id", required: true, meaningKey: "WARGAME.Reference.Assault.Selection.attacker" },
  targets: { type: "list of formation ids", required: true, meaningKey: "WARGAME.Reference.Assault.Selection.targets" },
  formations: {
    type: "formation id → {broken, shock, marched}",
    default: {},
    meaningKey: "WARGAME.Reference.Assault.Selection.formations",
  },
  options: { type: "option values", default: {}, meaningKey: "WARGAME.Reference.Field.options" },
});

/** The steps a session may ask for; `<role>` is `attacker` or `defender`, `<batch>` the fire the saves are for. */
export const STEPS: readonly StepDeclaration[] = [
  { id: "charge:<unit>", kind: "decision", decides: "attacker", meaningKey: "WARGAME.Reference.Assault.Step.Charge" },
  {
    id: "counter:<round>:<role>",
    kind: "decision",
    decides: "role",
    meaningKey: "WARGAME.Reference.Assault.Step.Counter",
  },
  { id: "attack:<round>:<role>", kind: "roll", decides: "role", meaningKey: "WARGAME.Reference.Assault.Step.Attack" },
  {
    id: "saves:<round>:<batch>:<role>",
    kind: "roll",
    decides: "role",
    meaningKey: "WARGAME.Reference.Assault.Step.Saves",
  },
  {
    id: "support:<round>:<role>",
    kind: "decision",
    decides: "role",
    meaningKey: "WARGAME.Reference.Assault.Step.Support",
  },
  {
    id: "support-fire:<round>:<role>",
    kind: "roll",
    decides: "role",
    meaningKey: "WARGAME.Reference.Assault.Step.SupportFire",
  },
  { id: "result:<round>:<role>", kind: "roll", decides: "role", meaningKey: "WARGAME.Reference.Assault.Step.Result" },
  {
    id: "consolidate:<unit>",
    kind: "decision",
    decides: "unit",
    meaningKey: "WARGAME.Reference.Assault.Step.Consolidate",
  },
];

/** The terrain kinds it reads: cover (the option coverKinds, as it ships) and ground no move enters. */
export const TERRAIN_KINDS: readonly TerrainDeclaration[] = [
  ...DEFAULT_OPTIONS.coverKinds.map((kind) => ({ kind, meaningKey: "WARGAME.Reference.Assault.Terrain.cover" })),
  ...DEFAULT_GRID_MOVE_RULES.terrain.impassable.map((kind) => ({
    kind,
    meaningKey: "WARGAME.Reference.Terrain.impassable",
  })),
];

/** A unit's ordinary move (drags on the board): a labelled default, the main rules' movement not being in the text. */
export const NORMAL_MOVE: NormalMoveRules = {
  labelledDefault: { referenceKey: "WARGAME.Assault.Gap.NormalMove" },
  zoc: "stop",
  leaveZoc: true,
  enterEnemyCells: false,
  grid: moveRules(DEFAULT_OPTIONS),
};
