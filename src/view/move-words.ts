import type { Board } from "../engine/board/types";
import type {
  BlockCause,
  CellRefusal,
  MoveEvent,
  MoveNote,
  MovePlan,
  MoveRule,
  MoveWhy,
  UnitMove,
} from "../engine/movement/move-plan";
import type { Offset } from "../engine/model/coordinates";
import type { StatusDeclaration } from "../engine/rulesets/ruleset";
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

/** What a rule system calls a space of its grid, in the words its own texts use. */
export type CellWord = "tile" | "hex" | "square";

const TO_CELL: Readonly<Record<CellWord, string>> = {
  tile: "WARGAME.View.Move.ToTile",
  hex: "WARGAME.View.Move.ToHex",
  square: "WARGAME.View.Move.ToSquare",
};

/** A grid's spaces as a player calls them: hexes on a hex grid, squares on a square one. */
export function gridCellWord(board: Board): CellWord {
  return board.grid.kind === "square" ? "square" : "hex";
}

/** How a rule system words moves: what it calls a grid's space, and whether touching is contact to it. */
export interface MoveWording {
  readonly cells?: CellWord;
  /** False where combat is fought inside a shared space (combat-grid's squares): a move ending beside an enemy is no contact there. */
  readonly contacts?: boolean;
}

/**
 * A plan's moves, then its events, in words: who goes where (counted in the word the rule system's
 * own texts use), and what happens on the way. Each move line has its reasons (the rule that moved
 * it, then what shaped its path); a unit that could not move at all has the cells it could not
 * step to on its `blocked` line.
 */
export function moveWords(
  plan: MovePlan,
  board: Board,
  statuses: readonly StatusDeclaration[],
  wording: MoveWording = {},
): MoveView[] {
  const name = unitNames(board);
  const cells = wording.cells ?? gridCellWord(board);
  const events = wording.contacts === false ? plan.events.filter((event) => event.kind !== "contact") : plan.events;
  return [
    ...plan.moves.map((move) => ({
      unitId: move.unitId,
      text: moveText(move, name(move.unitId), board, cells),
      reasons: move.why === undefined ? [] : whyWords(move.why, board),
    })),
    ...events.map((event) => ({
      unitId: event.unitId,
      text: eventText(event, name, board, statuses),
      reasons: event.kind === "blocked" ? (event.notes ?? []).map((note) => noteWords(note, board)) : [],
    })),
  ];
}

/** A move's reasons in words, for a host's hover text over its path (none for a move without them). */
export function moveReasons(move: UnitMove, board: Board): LocText[] {
  return move.why === undefined ? [] : whyWords(move.why, board);
}

/** A move's reasons in words: its rule, then each note. */
function whyWords(why: MoveWhy, board: Board): LocText[] {
  return [ruleWords(why.rule, board), ...why.notes.map((note) => noteWords(note, board))];
}

/** The unit's name when it is one on the board, else "the enemy" (a rule that names no unit). */
function otherName(board: Board, id: string | undefined): string {
  return id === undefined ? "WARGAME.View.Why.TheEnemy" : unitNames(board)(id);
}

const RULE_KEYS: Readonly<Record<MoveRule["kind"], string>> = {
  retreat: "WARGAME.View.Why.Rule.Retreat",
  return: "WARGAME.View.Why.Rule.Return",
  charge: "WARGAME.View.Why.Rule.Charge",
  "counter-charge": "WARGAME.View.Why.Rule.CounterCharge",
  consolidation: "WARGAME.View.Why.Rule.Consolidation",
  withdrawal: "WARGAME.View.Why.Rule.Withdrawal",
  "fall-back": "WARGAME.View.Why.Rule.FallBack",
  "rally-forward": "WARGAME.View.Why.Rule.RallyForward",
  breakthrough: "WARGAME.View.Why.Rule.Breakthrough",
  suppression: "WARGAME.View.Why.Rule.Suppression",
  recoil: "WARGAME.View.Why.Rule.Recoil",
  flee: "WARGAME.View.Why.Rule.Flee",
  pursuit: "WARGAME.View.Why.Rule.Pursuit",
  occupy: "WARGAME.View.Why.Rule.Occupy",
  pushed: "WARGAME.View.Why.Rule.Pushed",
  "made-to-flee": "WARGAME.View.Why.Rule.MadeToFlee",
};

function ruleWords(rule: MoveRule, board: Board): LocText {
  const key =
    rule.kind === "rally-forward" && rule.otherId !== undefined
      ? "WARGAME.View.Why.Rule.RallyForwardThrough"
      : RULE_KEYS[rule.kind];
  return say(key, {
    distance: shortNumber(rule.distance ?? 0),
    units: board.grid.units,
    other: otherName(board, rule.otherId),
  });
}

const REFUSAL_KEYS: Readonly<Record<CellRefusal["kind"], string>> = {
  zoc: "WARGAME.View.Why.Refused.Zoc",
  enemy: "WARGAME.View.Why.Refused.Enemy",
  friend: "WARGAME.View.Why.Refused.Friend",
  stacking: "WARGAME.View.Why.Refused.Stacking",
  terrain: "WARGAME.View.Why.Refused.Terrain",
  wall: "WARGAME.View.Why.Refused.Wall",
  edge: "WARGAME.View.Why.Refused.Edge",
  "not-away": "WARGAME.View.Why.Refused.NotAway",
  "too-far": "WARGAME.View.Why.Refused.TooFar",
};

/** What stopped or turned a unit: the unit's name when a unit did it, else the cause in words. */
function causeWords(board: Board, cause: BlockCause, otherId: string | undefined): string {
  const unit = otherId === undefined ? undefined : board.units.find((other) => other.id === otherId);
  return unit?.name ?? CAUSES[cause];
}

/**
 * A cell refused to a move, and why, in the board's words ("row 2, column 3 is …"): the move list's
 * reasons, and a rule system's own (odds-crt's refused retreat hexes) so that both read alike.
 */
export function refusalWords(cell: Offset, why: CellRefusal, name: (id: string) => string): LocText {
  return say(REFUSAL_KEYS[why.kind], {
    i: cell.i,
    j: cell.j,
    other: "otherId" in why ? name(why.otherId) : "",
    side: why.kind === "zoc" ? why.side : "",
    terrain: why.kind === "terrain" ? why.terrain : "",
  });
}

export function noteWords(note: MoveNote, board: Board): LocText {
  const name = unitNames(board);
  switch (note.kind) {
    case "refused":
      return refusalWords(note.cell, note.why, name);
    case "forced":
      return say("WARGAME.View.Why.Forced", { step: note.step, i: note.cell.i, j: note.cell.j });
    case "passed-through":
      return say("WARGAME.View.Why.PassedThrough", { other: name(note.otherId) });
    case "pushed":
      return say("WARGAME.View.Why.Pushed", {
        other: name(note.otherId),
        distance: shortNumber(note.distance),
        units: board.grid.units,
      });
    case "made-to-flee":
      return say("WARGAME.View.Why.MadeToFlee", { other: name(note.otherId) });
    case "deflected":
      return say("WARGAME.View.Why.Deflected", {
        degrees: shortNumber(Math.abs(note.degrees)),
        cause: causeWords(board, note.cause, note.otherId),
      });
    case "stopped":
      return say("WARGAME.View.Why.Stopped", { cause: causeWords(board, note.cause, note.otherId) });
  }
}

/** Names by unit id (the id itself for a unit the board no longer has). */
export function unitNames(board: Board): (id: string) => string {
  const names = new Map(board.units.map((unit) => [unit.id, unit.name]));
  return (id) => names.get(id) ?? id;
}

/** Statuses gained and lost, in words: each list only when it has something in it. */
function statusText(
  unit: string,
  add: readonly string[],
  remove: readonly string[],
  statuses: readonly StatusDeclaration[],
): LocText {
  const words = (ids: readonly string[]): string => ids.map((id) => statusWord(id, statuses)).join(", ");
  if (remove.length === 0) return say("WARGAME.View.Move.Gains", { unit, add: words(add) });
  if (add.length === 0) return say("WARGAME.View.Move.Loses", { unit, remove: words(remove) });
  return say("WARGAME.View.Move.Status", { unit, add: words(add), remove: words(remove) });
}

/** A status's name: its declared label key when it stands alone (localized then), else its id. */
function statusWord(id: string, statuses: readonly StatusDeclaration[]): string {
  return statuses.find((status) => status.id === id)?.labelKey ?? id;
}

function moveText(move: UnitMove, unit: string, board: Board, cells: CellWord): LocText {
  const facing = shortNumber(move.facing);
  const end = move.cells?.at(-1);
  if (move.distance === 0) return say("WARGAME.View.Move.Turn", { unit, facing });
  if (end !== undefined) return say(TO_CELL[cells], { unit, count: move.distance, i: end.i, j: end.j, facing });
  // A move shorter than the tenth of a table unit the words show: it stays, to a player's eye.
  if (shortNumber(move.distance) === 0) return say("WARGAME.View.Move.Stays", { unit });
  return say("WARGAME.View.Move.Distance", {
    unit,
    distance: shortNumber(move.distance),
    units: board.grid.units,
    facing,
  });
}

function eventText(
  event: MoveEvent,
  name: (id: string) => string,
  board: Board,
  statuses: readonly StatusDeclaration[],
): LocText {
  const unit = name(event.unitId);
  switch (event.kind) {
    case "passed-through":
      return say("WARGAME.View.Move.PassedThrough", { unit, other: name(event.otherId) });
    case "pushed":
      return say("WARGAME.View.Move.Pushed", {
        unit,
        other: name(event.otherId),
        distance: shortNumber(event.distance),
        units: board.grid.units,
      });
    case "blocked":
      return say("WARGAME.View.Move.Blocked", { unit, cause: CAUSES[event.cause], outcome: event.outcome });
    case "crossing-test":
      return say("WARGAME.View.Move.CrossingTest", { unit, dice: event.dice, target: event.target });
    case "deflected":
      return say("WARGAME.View.Move.Deflected", {
        unit,
        degrees: shortNumber(event.degrees),
        cause: CAUSES[event.reason],
      });
    case "made-to-flee":
      return say("WARGAME.View.Move.MadeToFlee", { unit, other: name(event.otherId) });
    case "contact":
      return say("WARGAME.View.Move.Contact", { unit, other: name(event.otherId) });
    case "occupied":
      return say("WARGAME.View.Move.Occupied", { unit, area: event.areaId });
    case "status":
      return statusText(unit, event.add, event.remove, statuses);
    case "removed":
      return say("WARGAME.View.Move.Removed", { unit, reason: event.reason });
  }
}
