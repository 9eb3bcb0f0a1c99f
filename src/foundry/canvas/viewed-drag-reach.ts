import { hostRulesets } from "../rulesets";
import { rulesetOfScene } from "../scene/scene-ruleset";
import { movesFollowRules } from "../settings";
import { DragReachView } from "./drag-reach";
import { liveCanvas } from "./live-canvas";
import { viewedIndex } from "./viewed-board";

/** The reach of the token this client drags, on the viewed scene's grid highlight layers (see hooks/drag-reach). */
export const viewedDragReach = new DragReachView<PIXI.Polygon>(
  () => liveCanvas()?.interface?.grid ?? null,
  (flat) => new PIXI.Polygon(flat),
  {
    on: movesFollowRules,
    index: () => viewedIndex.current(),
    rules: () => hostRulesets().ruleset(rulesetOfScene(liveCanvas()?.scene ?? null)).normalMove,
  },
);
