import type { BoardIndex } from "@engine/board/board-index";
import { createCellGrid } from "@engine/grid/cell-grid";
import { reachZoneCells } from "@engine/movement/drag-zones";
import { dragReach, type DragReach, type NormalMoveRules } from "@engine/movement/normal-move";
import type { HighlightGrid } from "./canvas-ports";
import { cellTopLeft, flatPoints, zoneOutline } from "./highlight-geometry";

/** The highlight layers on `canvas.interface.grid`: where the drag may end, and the enemy zones that shape it. */
export const REACH_LAYER = "wargame-combat.reach";
export const REACH_ZONE_LAYER = "wargame-combat.reach-zones";

/** The sandbox's reach colours (src/sandbox/sandbox.css `.reach-cell`, `.reach-zone`): blue cells, red-bordered zones. */
const REACH_COLOR = 0x3a7bd5;
const REACH_BORDER = 0x1d4f99;
const REACH_ALPHA = 0.22;
const ZONE_COLOR = 0xb3261e;
const ZONE_ALPHA = 0.15;

/** What the reach reads of the viewed scene when a drag starts. */
export interface ReachSource {
  /** Whether drags follow the movement rules (the client setting `movesFollowRules`). */
  on(): boolean;
  /** The viewed scene's index (the units this user sees), or null before one is built. */
  index(): BoardIndex | null;
  /** The scene's rule system's ordinary move (none: a drag goes anywhere, nothing is drawn). */
  rules(): NormalMoveRules | undefined;
}

/**
 * While a token is dragged, the cells its unit may end on under its rule system's ordinary move
 * (`dragReach`, the sandbox's and the move check's search) and the enemy zones of control that stop
 * or bar it, or gridless the disc of its allowance; taken away when the drag ends. Several tokens
 * dragged together show the cells every one of them may reach, as the sandbox's stack drag does.
 * Worked out once per drag start, never per frame.
 */
export class DragReachView<Shape> {
  readonly #dragged = new Set<string>();
  #reach: DragReach | null = null;

  constructor(
    private readonly grid: () => HighlightGrid<Shape> | null,
    private readonly makeShape: (flat: number[]) => Shape,
    private readonly source: ReachSource,
  ) {}

  /** What is drawn now (null: nothing). */
  get reach(): DragReach | null {
    return this.#reach;
  }

  /** A drag of this token began (its drag preview appeared); a token already dragged changes nothing. */
  started(tokenId: string): void {
    if (this.#dragged.has(tokenId) || !this.source.on()) return;
    const index = this.source.index();
    if (index?.unit(tokenId) === undefined) return;
    this.#dragged.add(tokenId);
    this.#draw(index);
  }

  /**
   * The drag of this token ended (dropped or cancelled: its preview is destroyed). Tokens dragged
   * together are dropped together, so the first to end takes the whole reach away.
   */
  ended(tokenId: string): void {
    if (this.#dragged.has(tokenId)) this.clear();
  }

  /** Takes the reach away (the canvas is torn down, or the last drag ended). */
  clear(): void {
    this.#dragged.clear();
    this.#reach = null;
    const grid = this.grid();
    grid?.destroyHighlightLayer(REACH_LAYER);
    grid?.destroyHighlightLayer(REACH_ZONE_LAYER);
  }

  #draw(index: BoardIndex): void {
    const grid = this.grid();
    // The index's own zone rules: those the scene is played with, as the move check's (indexSettingsOf).
    const reach = dragReach(index.board(), this.source.rules(), index.options, [...this.#dragged]);
    this.#reach = reach;
    if (grid === null) return;
    grid.destroyHighlightLayer(REACH_LAYER);
    grid.destroyHighlightLayer(REACH_ZONE_LAYER);
    if (reach.kind === "free") return;
    grid.addHighlightLayer(REACH_LAYER);
    if (reach.kind === "area") {
      const disc = zoneOutline([reach.center], reach.radius);
      grid.highlightPosition(REACH_LAYER, {
        x: 0,
        y: 0,
        color: REACH_COLOR,
        border: REACH_BORDER,
        alpha: REACH_ALPHA,
        shape: this.makeShape(flatPoints(disc)),
      });
      return;
    }
    const spec = index.board().grid;
    if (spec.kind === "gridless") return;
    const cells = createCellGrid(spec);
    for (const cell of reach.cells)
      grid.highlightPosition(REACH_LAYER, {
        ...cellTopLeft(cells, cell),
        color: REACH_COLOR,
        border: REACH_BORDER,
        alpha: REACH_ALPHA,
        shape: null,
      });
    const zones = reachZoneCells(index, reach);
    if (zones.length === 0) return;
    grid.addHighlightLayer(REACH_ZONE_LAYER);
    for (const cell of zones)
      grid.highlightPosition(REACH_ZONE_LAYER, {
        ...cellTopLeft(cells, cell),
        color: ZONE_COLOR,
        border: ZONE_COLOR,
        alpha: ZONE_ALPHA,
        shape: null,
      });
  }
}
