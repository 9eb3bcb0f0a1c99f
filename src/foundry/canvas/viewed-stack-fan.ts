import { liveCanvas } from "./live-canvas";
import { StackFan } from "./stack-fan";
import { viewedIndex } from "./viewed-board";

/**
 * The stack fan of the viewed canvas (see hooks/stack-fan). A hover out is followed, within the same
 * pointer move, by the hover in of what the pointer now is over (PIXI v7's EventBoundary dispatches
 * "pointerout" then "pointerover" for one move: https://pixijs.download/v7.x/docs/PIXI.EventBoundary.html),
 * so a close waits for the next task.
 */
export const viewedStackFan = new StackFan({
  index: () => viewedIndex.current(),
  token: (id) => liveCanvas()?.tokens?.get(id),
  later: (run) => {
    setTimeout(run, 0);
  },
});
