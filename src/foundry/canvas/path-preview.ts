import type { Point } from "@engine/model/coordinates";
import type { MovePlan, UnitMove } from "@engine/movement/move-plan";
import type { PathGraphics, PathMark, PreviewSurface } from "./canvas-ports";
import { pathHitArea } from "./path-hit-area";
import type { PlanLayerEvents } from "./plan-layer";
import type { OverlayStyle } from "./side-colors";

/** Line width and end marker radius, as shares of a grid space, so paths read at any grid size. */
const LINE_SHARE = 0.06;
const END_SHARE = 0.12;
/** The pointer finds a path this far from its line, as a share of a grid space: easier to hover than the line is wide. */
const HOVER_SHARE = 0.15;
/** Units the viewer cannot place on a side are drawn in this colour. */
const UNKNOWN_SIDE_COLOR = 0xffffff;
const PATH_ALPHA = 0.9;

/** Shows a path's reasons beside the pointer (`at`, in the window's pixels), and takes them away. */
export interface ReasonTooltip {
  show(lines: readonly string[], at: Point): void;
  hide(): void;
}

/** What a plan is drawn with: each unit's side, the grid's size, and each move's reasons in words. */
export interface PlanLook {
  sideOf(unitId: string): string | undefined;
  readonly gridSize: number;
  reasons(move: UnitMove): readonly string[];
}

/**
 * Draws planned moves before they are applied, on the plan layer: each unit's path from where it
 * stands through its waypoints, in its side's colour, with a dot where it ends, each on its own
 * mark so that hovering it (the line or its end) shows that move's reasons. One plan at a time:
 * showing a plan replaces the last one. The plan is kept with its scene: a canvas drawn again for
 * that scene shows it again, one drawn for another scene forgets it, and a canvas taken down takes
 * the drawing with it.
 */
export class PathPreview implements PlanLayerEvents {
  #shown: { readonly plan: MovePlan; readonly look: PlanLook; readonly sceneId: string } | null = null;
  #surface: PreviewSurface | null = null;

  constructor(
    private readonly style: () => OverlayStyle,
    private readonly tooltip: ReasonTooltip,
    private readonly viewedSceneId: () => string | null,
  ) {}

  show(plan: MovePlan, look: PlanLook, sceneId: string): void {
    this.#shown = { plan, look, sceneId };
    this.#draw();
  }

  clear(): void {
    this.#shown = null;
    this.tooltip.hide();
    this.#surface?.clear();
  }

  /** The plan layer was drawn with a new canvas: the plan shows again on its own scene, and is forgotten on another. */
  drawn(layer: PreviewSurface): void {
    this.#surface = layer;
    if (this.#shown !== null && this.#shown.sceneId !== this.viewedSceneId()) this.#shown = null;
    this.#draw();
  }

  /** The canvas is being taken down, and the layer's drawing with it (whatever the pointer was over too). */
  tornDown(): void {
    this.#surface = null;
    this.tooltip.hide();
  }

  #draw(): void {
    const surface = this.#surface;
    if (surface === null) return;
    surface.clear();
    this.tooltip.hide();
    if (this.#shown === null) return;
    const { plan, look } = this.#shown;
    const style = this.style();
    for (const move of plan.moves) {
      const side = look.sideOf(move.unitId);
      const color = side === undefined ? UNKNOWN_SIDE_COLOR : style.colorOf(side);
      const mark = drawPath(surface, move, color, look.gridSize);
      if (mark === null) continue;
      const lines = look.reasons(move);
      if (lines.length === 0) continue;
      mark.eventMode = "static";
      mark.on("pointerover", (event) => this.tooltip.show(lines, { x: event.clientX, y: event.clientY }));
      mark.on("pointerout", () => this.tooltip.hide());
    }
  }
}

/** One move's path and end dot on a mark of its own, found by the pointer along the line and on the dot; null for a path too short to draw. */
function drawPath(surface: PreviewSurface, move: UnitMove, color: number, gridSize: number): PathMark | null {
  const [start, ...rest] = move.path;
  const end = rest[rest.length - 1];
  if (start === undefined || end === undefined) return null;
  const mark = surface.addPath();
  const endRadius = Math.max(2, gridSize * END_SHARE);
  line(mark, start, rest, Math.max(1, gridSize * LINE_SHARE), color);
  mark.lineStyle(0, color, 0);
  mark.beginFill(color, PATH_ALPHA);
  mark.drawCircle(end.x, end.y, endRadius);
  mark.endFill();
  mark.hitArea = pathHitArea(move.path, Math.max(4, gridSize * HOVER_SHARE), endRadius);
  return mark;
}

function line(g: PathGraphics, start: Point, rest: readonly Point[], width: number, color: number): void {
  g.lineStyle(width, color, PATH_ALPHA);
  g.moveTo(start.x, start.y);
  for (const point of rest) g.lineTo(point.x, point.y);
}
