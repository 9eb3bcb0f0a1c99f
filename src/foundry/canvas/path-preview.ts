import type { MovePlan } from "../../engine/movement/move-plan";
import type { PathGraphics } from "./canvas-ports";
import type { OverlayStyle } from "./side-colors";

/** Line width and end marker radius, as shares of a grid space, so paths read at any grid size. */
const LINE_SHARE = 0.06;
const END_SHARE = 0.12;
/** Units the viewer cannot place on a side are drawn in this colour. */
const UNKNOWN_SIDE_COLOR = 0xffffff;
const PATH_ALPHA = 0.9;

/**
 * Draws planned moves before they are applied: each unit's path from where it stands through its
 * waypoints, in its side's colour, with a dot where it ends. One drawing at a time: showing a plan
 * replaces the last one.
 */
export class PathPreview {
  constructor(
    private readonly graphics: () => PathGraphics | null,
    private readonly style: () => OverlayStyle,
  ) {}

  show(plan: MovePlan, sideOf: (unitId: string) => string | undefined, gridSize: number): void {
    const g = this.graphics();
    if (g === null) return;
    g.clear();
    const style = this.style();
    for (const move of plan.moves) {
      const [start, ...rest] = move.path;
      const end = rest[rest.length - 1];
      if (start === undefined || end === undefined) continue;
      const side = sideOf(move.unitId);
      const color = side === undefined ? UNKNOWN_SIDE_COLOR : style.colorOf(side);
      g.lineStyle(Math.max(1, gridSize * LINE_SHARE), color, PATH_ALPHA);
      g.moveTo(start.x, start.y);
      for (const point of rest) g.lineTo(point.x, point.y);
      g.lineStyle(0, color, 0);
      g.beginFill(color, PATH_ALPHA);
      g.drawCircle(end.x, end.y, Math.max(2, gridSize * END_SHARE));
      g.endFill();
    }
  }

  clear(): void {
    this.graphics()?.clear();
  }
}
