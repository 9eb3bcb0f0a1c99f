import type { BoardIndex } from "@engine/board/board-index";
import type { Footprint } from "@engine/model/footprint";
import type { CellGrid } from "@engine/grid/cell-grid";
import { reachZoneCells } from "@engine/movement/drag-zones";
import { checkDrop, dragReach } from "@engine/movement/normal-move";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import type { AnyRuleset } from "@engine/rulesets/ruleset";
import type { OptionValues } from "@view/options-form";
import { dropRefusalText, noMoveRulesText } from "@view/drop-words";
import type { CellWord } from "@view/move-words";
import type { LocText } from "@view/view-types";
import { reachLayer } from "../board/reach-layer";

/** What the drag rules read of the page: the board as it stands, its rule system and the group's options. */
export interface DragBoard {
  readonly index: BoardIndex;
  readonly ruleset: AnyRuleset;
  readonly options: OptionValues;
  readonly grid: CellGrid | null;
  readonly svg: SVGSVGElement;
  /** The rule system's word for a space of its grid (RulesetView.moveWording). */
  readonly cells: CellWord | undefined;
}

/** One unit's place after a drop. */
export interface DroppedAt {
  readonly unitId: string;
  readonly footprint: Footprint;
}

/**
 * Drags that follow the movement rules (an option, on by default): when a drag starts, the places
 * the unit may reach are worked out once (`dragReach`) and drawn under the tokens; a drop is checked
 * (`checkDrop`) and a refusal given in words. Nothing runs per frame.
 */
export interface DragRules {
  /** Shows where the units (the one dragged, or its stack) may go; says so when the rule system declares no ordinary move. */
  start(board: DragBoard, unitIds: readonly string[]): LocText | null;
  /** Takes the reach off the board. */
  end(): void;
  /** Why a drop (the dragged unit first, then the stack it carries) is refused, or null for a legal one. */
  refusal(board: DragBoard, moves: readonly DroppedAt[]): LocText | null;
}

export function createDragRules(): DragRules {
  let layer: SVGGElement | null = null;
  /** The cells the drag under way may end on ("i,j"), from its start; null gridless or between drags. */
  let reachable: ReadonlySet<string> | null = null;
  const end = (): void => {
    layer?.remove();
    layer = null;
  };
  return {
    start(board, unitIds) {
      end();
      const { ruleset, options, index } = board;
      const reach = dragReach(index.board(), ruleset.normalMove, zocSettingsFor(ruleset, options), unitIds);
      layer = reachLayer(reach, board.grid, reachZoneCells(index, reach));
      reachable = reach.kind === "cells" ? new Set(reach.cells.map((cell) => `${cell.i},${cell.j}`)) : null;
      const units = board.svg.querySelector("g.units");
      if (units?.parentNode) units.parentNode.insertBefore(layer, units);
      return ruleset.normalMove === undefined ? noMoveRulesText(ruleset.labelKey) : null;
    },
    end,
    refusal(board, moves) {
      const { ruleset, options, index } = board;
      const dropped = moves.flatMap(({ unitId, footprint }) => {
        const to = footprint.kind === "cells" ? footprint.cells[0] : footprint.center;
        return to === undefined ? [] : [{ unitId, to }];
      });
      const to = dropped[0]?.to;
      if (to === undefined) return null;
      // The reach drawn at the drag's start holds exactly the legal cells of the units it was drawn for (a property test says so): only a refusal is worked out again, for its reason.
      if (reachable !== null && "i" in to && reachable.has(`${to.i},${to.j}`)) return null;
      const after = index.board();
      const check = checkDrop(after, ruleset.normalMove, zocSettingsFor(ruleset, options), dropped);
      return check.legal ? null : dropRefusalText(check.refusal, after, board.cells);
    },
  };
}
