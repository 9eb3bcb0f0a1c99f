import { fieldsOf, type StepDeclaration, type TerrainDeclaration } from "@engine/rulesets/declarations";
import { RESULTS, SOURCES } from "./setup";
import { TERRAIN } from "./tables";
import type { NormalMoveRules } from "@engine/movement/normal-move";
import { unitMoveIn } from "./speed";

const choices = (ids: readonly string[]): string => ids.map((id) => `"${id}"`).join(" | ");

/** The fields of a combat's selection (`setupFromBoard`). */
export const SELECTION_FIELDS = fieldsOf({
  victor: { type: "unit id", required: true, meaningKey: "WARGAME.Reference.SkirmishRecoil.Selection.victor" },
  loser: { type: "unit id", required: true, meaningKey: "WARGAME.Reference.SkirmishRecoil.Selection.loser" },
  source: {
    type: choices(SOURCES),
    default: "hand-to-hand",
    meaningKey: "WARGAME.Reference.SkirmishRecoil.Selection.source",
  },
  result: { type: choices(RESULTS), default: null, meaningKey: "WARGAME.Reference.SkirmishRecoil.Selection.result" },
  options: { type: "option values", default: {}, meaningKey: "WARGAME.Reference.Field.options" },
});

/** The steps a session may ask for. */
export const STEPS: readonly StepDeclaration[] = [
  { id: "result", kind: "decision", decides: "victor", meaningKey: "WARGAME.Reference.SkirmishRecoil.Step.Result" },
  {
    id: "suppression",
    kind: "decision",
    decides: "loser",
    meaningKey: "WARGAME.Reference.SkirmishRecoil.Step.Suppression",
  },
  { id: "heroic", kind: "decision", decides: "loser", meaningKey: "WARGAME.Reference.SkirmishRecoil.Step.Heroic" },
  { id: "fer", kind: "roll", decides: "loser", meaningKey: "WARGAME.Reference.SkirmishRecoil.Step.Fer" },
  { id: "crossing:<n>", kind: "roll", decides: "loser", meaningKey: "WARGAME.Reference.SkirmishRecoil.Step.Crossing" },
];

type TerrainKind = (typeof TERRAIN)[keyof typeof TERRAIN][number];

/** What each kind the tables list means (a kind in two lists, like a barrier, says both). */
const MEANINGS: Readonly<Record<TerrainKind, string>> = {
  impassable: "WARGAME.Reference.Terrain.impassable",
  difficult: "WARGAME.Reference.SkirmishRecoil.Terrain.difficult",
  woods: "WARGAME.Reference.SkirmishRecoil.Terrain.difficult",
  "soft-ground": "WARGAME.Reference.SkirmishRecoil.Terrain.difficult",
  barrier: "WARGAME.Reference.SkirmishRecoil.Terrain.barrier",
  fortification: "WARGAME.Reference.SkirmishRecoil.Terrain.position",
  trench: "WARGAME.Reference.SkirmishRecoil.Terrain.position",
};

/** The terrain kinds it reads, each once. */
export const TERRAIN_KINDS: readonly TerrainDeclaration[] = [...new Set(Object.values(TERRAIN).flat())].map((kind) => ({
  kind,
  meaningKey: MEANINGS[kind],
}));

/** A figure's ordinary move (drags on the board): a labelled default, straight, at the pace of the slowest ground crossed. */
export const NORMAL_MOVE: NormalMoveRules = {
  labelledDefault: { referenceKey: "WARGAME.SkirmishRecoil.Gap.NormalMove" },
  zoc: "ignore",
  leaveZoc: true,
  enterEnemyCells: false,
  impassable: TERRAIN.impassable,
  allowanceIn: unitMoveIn,
};
