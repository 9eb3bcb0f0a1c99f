import type { Board, Unit } from "@engine/board/types";
import { terrainAlongPath } from "@engine/movement/gridless/terrain-along";
import type { MovePlan } from "@engine/movement/move-plan";
import type { Figure } from "./setup";
import { RULE_NUMBERS } from "./tables";
import { own } from "@engine/names/own";

/** A figure's move allowance in a terrain kind: its own for that kind, else its move. */
export function moveIn(figure: Figure, kind: string): number {
  return own(figure.data.terrainMoves, kind) ?? figure.move;
}

/** A board unit's move allowance in a terrain kind, read as `moveIn` reads a figure's: for drags, before any combat setup exists. */
export function unitMoveIn(unit: Unit, kind: string): number {
  const moves = unit.data["terrainMoves"];
  const given =
    typeof moves === "object" && moves !== null ? own(moves as Readonly<Record<string, unknown>>, kind) : undefined;
  return typeof given === "number" && Number.isFinite(given) && given >= 0 ? given : unit.move;
}

/**
 * Whether a figure fleeing from hand-to-hand is caught: its victor moves at least twice as fast in
 * some terrain kind its flee (as planned) passes through, open ground included.
 */
export function caughtInFlight(board: Board, plan: MovePlan, victor: Figure, loser: Figure): boolean {
  return terrainAlongPath(board, plan, loser.id).some(
    (kind) => moveIn(victor, kind) >= RULE_NUMBERS.speedRatio * moveIn(loser, kind),
  );
}
