import type { Board } from "../engine/board/types";
import type { DropRefusal } from "../engine/movement/normal-move";
import type { CellWord } from "./move-words";
import { gridCellWord, unitNames } from "./move-words";
import { say, shortNumber } from "./text";
import type { LocText } from "./view-types";

const TOO_FAR: Readonly<Record<CellWord, string>> = {
  tile: "WARGAME.View.Drop.TooFarTiles",
  hex: "WARGAME.View.Drop.TooFarHexes",
  square: "WARGAME.View.Drop.TooFarSquares",
};

/**
 * Why a drag's drop was refused, in words: the allowance and the drop's distance counted in the
 * rule system's own word for a space (or the board's table units gridless), or the rule it breaks.
 */
export function dropRefusalText(refusal: DropRefusal, board: Board, cells: CellWord = gridCellWord(board)): LocText {
  const name = unitNames(board);
  const unit = name(refusal.unitId);
  switch (refusal.kind) {
    case "too-far":
      return board.grid.kind === "gridless"
        ? say("WARGAME.View.Drop.TooFarDistance", {
            unit,
            allowance: shortNumber(refusal.allowance),
            needed: shortNumber(refusal.needed),
            units: board.grid.units,
          })
        : say(TOO_FAR[cells], { unit, count: shortNumber(refusal.allowance), needed: shortNumber(refusal.needed) });
    case "leave-zoc":
      return say("WARGAME.View.Drop.LeaveZoc", { unit, other: name(refusal.otherId) });
    case "zoc-stop":
      return say("WARGAME.View.Drop.ZocStop", { unit });
    case "zoc-forbidden":
      return say("WARGAME.View.Drop.ZocForbidden", { unit, other: name(refusal.otherId) });
    case "blocked":
      return say("WARGAME.View.Drop.Blocked", {
        unit,
        cause: refusal.otherId === undefined ? `WARGAME.View.Cause.${refusal.cause}` : name(refusal.otherId),
      });
    case "no-way":
      return say("WARGAME.View.Drop.NoWay", { unit });
  }
}

/** Said when a drag starts under a rule system that declares no ordinary move: the drag goes anywhere. */
export function noMoveRulesText(rulesetLabelKey: string): LocText {
  return say("WARGAME.View.Drop.NoRules", { ruleset: rulesetLabelKey });
}
