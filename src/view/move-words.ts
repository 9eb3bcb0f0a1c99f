import type { Board } from "../engine/board/types";
import type { BlockCause, MoveEvent, MovePlan, UnitMove } from "../engine/movement/move-plan";
import { say, shortNumber } from "./text";
import type { LocText, MoveView } from "./view-types";

const CAUSES: Readonly<Record<BlockCause, string>> = {
  enemy: "WARGAME.View.Cause.enemy",
  friend: "WARGAME.View.Cause.friend",
  terrain: "WARGAME.View.Cause.terrain",
  wall: "WARGAME.View.Cause.wall",
  edge: "WARGAME.View.Cause.edge",
  "enemy-front-and-rear": "WARGAME.View.Cause.enemy-front-and-rear",
  "no-retreat": "WARGAME.View.Cause.no-retreat",
};

/** A plan's moves, then its events, in words: who goes where, and what happens on the way. */
export function moveWords(plan: MovePlan, board: Board): MoveView[] {
  const name = unitNames(board);
  return [
    ...plan.moves.map((move) => ({ unitId: move.unitId, text: moveText(move, name(move.unitId), board) })),
    ...plan.events.map((event) => ({ unitId: event.unitId, text: eventText(event, name) })),
  ];
}

/** Names by unit id (the id itself for a unit the board no longer has). */
export function unitNames(board: Board): (id: string) => string {
  const names = new Map(board.units.map((unit) => [unit.id, unit.name]));
  return (id) => names.get(id) ?? id;
}

function moveText(move: UnitMove, unit: string, board: Board): LocText {
  const facing = shortNumber(move.facing);
  const end = move.cells?.at(-1);
  if (move.distance === 0) return say("WARGAME.View.Move.Turn", { unit, facing });
  if (end !== undefined) return say("WARGAME.View.Move.ToCell", { unit, distance: move.distance, i: end.i, j: end.j, facing });
  return say("WARGAME.View.Move.Distance", { unit, distance: shortNumber(move.distance), units: board.grid.units, facing });
}

function eventText(event: MoveEvent, name: (id: string) => string): LocText {
  const unit = name(event.unitId);
  switch (event.kind) {
    case "passed-through":
      return say("WARGAME.View.Move.PassedThrough", { unit, other: name(event.otherId) });
    case "pushed":
      return say("WARGAME.View.Move.Pushed", { unit, other: name(event.otherId), distance: shortNumber(event.distance) });
    case "blocked":
      return say("WARGAME.View.Move.Blocked", { unit, cause: CAUSES[event.cause], outcome: event.outcome });
    case "crossing-test":
      return say("WARGAME.View.Move.CrossingTest", { unit, dice: event.dice, target: event.target });
    case "deflected":
      return say("WARGAME.View.Move.Deflected", { unit, degrees: shortNumber(event.degrees), cause: CAUSES[event.reason] });
    case "made-to-flee":
      return say("WARGAME.View.Move.MadeToFlee", { unit, other: name(event.otherId) });
    case "contact":
      return say("WARGAME.View.Move.Contact", { unit, other: name(event.otherId) });
    case "occupied":
      return say("WARGAME.View.Move.Occupied", { unit, area: event.areaId });
    case "status":
      return say("WARGAME.View.Move.Status", { unit, add: event.add.join(", "), remove: event.remove.join(", ") });
    case "removed":
      return say("WARGAME.View.Move.Removed", { unit, reason: event.reason });
  }
}
