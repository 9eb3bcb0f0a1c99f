import { type Owner, ownerOf } from "@engine/validation/field-errors";
import { boardError } from "@engine/board/board-errors";
import {
  type Fields,
  readBoolean,
  readCount,
  readId,
  readInRange,
  readItems,
  readList,
  readPoint,
  readRecord,
} from "@engine/validation/read-fields";
import type { Board, Unit } from "@engine/board/types";
import type { Point } from "@engine/model/coordinates";
import { validateBoard } from "@engine/board/validate-board";
import { facingVector } from "@engine/geometry/facing";
import { add, scale } from "@engine/geometry/vector";
import { footprintCenter } from "@engine/grid/footprint";
import { convertLength, pixelsPerUnit } from "@engine/grid/scale";
import { planBreakthrough } from "@engine/movement/gridless/breakthrough";
import { createGridlessWorld } from "@engine/movement/gridless/world";
import { victoryMarginError } from "./errors";
import { type VictoryMarginOptions, validateOptions } from "./options";
import { STATUS } from "./statuses";
import { RULE_NUMBERS } from "./tables";
import { type VictoryMarginUnitData, validateUnitData } from "./unit-data";
import { own } from "@engine/names/own";
import { limitError } from "@engine/limits";
import { rangeOf } from "@engine/rulesets/declarations";
import { SELECTION_FIELDS } from "./declarations";

export type Role = "attacker" | "attacker-support" | "defender" | "defender-support";

/** A unit of the combat as it starts. */
export type CombatUnit = {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly role: Role;
  readonly data: VictoryMarginUnitData;
  /** Its centre, pixels: the space it vacates. */
  readonly centre: Point;
  /** It has made its breakthrough move this turn already. */
  readonly brokeThrough: boolean;
};

/** Everything one victory test needs, as plain data. */
export type VictoryMarginSetup = {
  /** The gridless board the combat is on (moves are planned on it). */
  readonly board: Board;
  readonly attacker: string;
  readonly attackerSupports: readonly string[];
  readonly defender: string;
  readonly defenderSupports: readonly string[];
  /** Defending units eliminated in the fight: they leave the board; a surviving rear support stands in. */
  readonly eliminated: readonly string[];
  /** The victory test follows only a combat the attacker won. */
  readonly attackerWon: boolean;
  /** The attacker's dice of the round: how many the session rolls, or null when entered as `attackRoll`. */
  readonly attackDice: number | null;
  /** The faces as rolled at the table, or null when the session rolls them. */
  readonly attackRoll: readonly number[] | null;
  /** The attacker's armour advantage against the best defending anti-tank unit; null: per the option. */
  readonly armourAdvantage: number | null;
  /** The defender's armour advantage against the best attacking unit; null: per the option. */
  readonly defenderArmourAdvantage: number | null;
  /** The defender's cover advantage against the best attacking unit (as the fight gave it). */
  readonly coverAdvantage: number;
  /** The defender's cover level; null: its data's `cover`. */
  readonly coverLevel: number | null;
  /** Breakthrough waypoints (pixels) of attacking units able to break through; straight ahead a full move unless chosen. */
  readonly paths: Readonly<Record<string, readonly Point[]>>;
  readonly units: readonly CombatUnit[];
  /** Table units per centimetre (the scene's unit from its grid). */
  readonly perCm: number;
  readonly options: VictoryMarginOptions;
};

const SETUP: Owner = ownerOf("Combat", "combat", undefined);

/** A setup read off a board: the selection names the units and gives what the fight produced. */
export function setupFromBoard(board: Board, selection: unknown): VictoryMarginSetup {
  return validateSetup({ ...readRecord(selection, SETUP, "combat"), board });
}

/**
 * Checks a setup from any source and fills its defaults: no rear supports, nothing eliminated, the
 * attacker won, no cover advantage, advantages and cover level found per the options and data,
 * breakthroughs straight ahead. Throws an EngineError naming the field at fault.
 */
export function validateSetup(input: unknown): VictoryMarginSetup {
  const fields = readRecord(input, SETUP, "setup");
  const board = validateBoard(fields["board"]);
  if (board.grid.kind !== "gridless")
    throw victoryMarginError("NotGridless", { owner: SETUP.owner, grid: board.grid.kind });
  const perCm = convertLength(1, RULE_NUMBERS.lengthUnit, board.grid.units);
  const { attacker, defender, roles } = readRoles(fields, board);
  const units = roles.map(({ unit, role }): CombatUnit => ({
    id: unit.id,
    name: unit.name,
    side: unit.side,
    role,
    data: validateUnitData(unit.data, unit.name),
    centre: footprintCenter(unit),
    brokeThrough: unit.status.includes(STATUS.brokeThrough),
  }));
  const defending = new Set(
    units.filter((u) => u.role === "defender" || u.role === "defender-support").map((u) => u.id),
  );
  const eliminated = idList(fields["eliminated"], "eliminated");
  for (const id of eliminated)
    if (!defending.has(id))
      throw victoryMarginError("NotInCombat", { owner: SETUP.owner, field: "eliminated", got: id });
  return {
    board,
    attacker,
    attackerSupports: idList(fields["attackerSupports"], "attackerSupports"),
    defender,
    defenderSupports: idList(fields["defenderSupports"], "defenderSupports"),
    eliminated,
    attackerWon: readBoolean(fields["attackerWon"], SETUP, "attackerWon", true),
    ...readAttack(fields),
    armourAdvantage: optionalCount(fields, "armourAdvantage"),
    defenderArmourAdvantage: optionalCount(fields, "defenderArmourAdvantage"),
    coverAdvantage: optionalCount(fields, "coverAdvantage") ?? 0,
    coverLevel: optionalCount(fields, "coverLevel"),
    paths: readPaths(fields["paths"], board, units),
    units,
    perCm,
    options: validateOptions(fields["options"]),
  };
}

/** The units of the combat by role, each on the board once, supports on their principal's side. */
function readRoles(
  fields: Fields,
  board: Board,
): { attacker: string; defender: string; roles: { unit: Unit; role: Role }[] } {
  const onBoard = (id: string, field: string): Unit => {
    const unit = board.units.find((candidate) => candidate.id === id);
    if (unit === undefined) throw boardError("UnknownUnit", SETUP, field, id);
    return unit;
  };
  const attacker = onBoard(readId(fields["attacker"], SETUP, "attacker"), "attacker");
  const defender = onBoard(readId(fields["defender"], SETUP, "defender"), "defender");
  if (defender.side === attacker.side) throw victoryMarginError("SameSide", { owner: SETUP.owner, got: defender.id });
  const supports = (field: string, principal: Unit, role: Role) =>
    idList(fields[field], field).map((id) => {
      const unit = onBoard(id, field);
      if (unit.side !== principal.side)
        throw victoryMarginError("WrongSide", { owner: SETUP.owner, field, got: id, other: principal.id });
      return { unit, role };
    });
  const roles = [
    { unit: attacker, role: "attacker" as const },
    ...supports("attackerSupports", attacker, "attacker-support"),
    { unit: defender, role: "defender" as const },
    ...supports("defenderSupports", defender, "defender-support"),
  ];
  roles.forEach(({ unit }, index) => {
    if (roles.findIndex((other) => other.unit.id === unit.id) !== index)
      throw victoryMarginError("Twice", { owner: SETUP.owner, got: unit.id });
  });
  return { attacker: attacker.id, defender: defender.id, roles };
}

function idList(value: unknown, field: string): string[] {
  return value === undefined ? [] : readItems(value, 0, SETUP, field, readId);
}

function optionalCount(fields: Fields, field: string): number | null {
  return fields[field] === undefined || fields[field] === null
    ? null
    : readInRange(fields[field], SETUP, field, rangeOf(SELECTION_FIELDS, field));
}

/** The most dice an attack may roll, as `attackDice` declares. */
export const MAX_ATTACK_DICE = rangeOf(SELECTION_FIELDS, "attackDice").max;

function readAttack(fields: Fields): Pick<VictoryMarginSetup, "attackDice" | "attackRoll"> {
  const dice = fields["attackDice"] ?? null;
  const roll = fields["attackRoll"] ?? null;
  if (dice === null && roll === null) throw victoryMarginError("NoAttackDice", { owner: SETUP.owner });
  if (dice !== null && roll !== null) throw victoryMarginError("BothAttackDice", { owner: SETUP.owner });
  if (dice !== null) {
    const count = readCount(dice, SETUP, "attackDice");
    if (count > MAX_ATTACK_DICE)
      throw victoryMarginError("TooManyDice", { owner: SETUP.owner, max: MAX_ATTACK_DICE, got: count });
    return { attackDice: count, attackRoll: null };
  }
  const list = readList(roll, SETUP, "attackRoll");
  if (list.length > MAX_ATTACK_DICE)
    throw limitError("Dice", { owner: SETUP.owner, max: MAX_ATTACK_DICE, got: list.length });
  const faces = list.map((face, index) =>
    readInRange(face, SETUP, `attackRoll[${index}]`, rangeOf(SELECTION_FIELDS, "attackRoll")),
  );
  return { attackDice: null, attackRoll: faces };
}

/**
 * The breakthrough path of every attacking unit able to break through: as chosen, or straight
 * ahead its full move. Each is checked as the breakthrough planner checks it (a forward arc, the
 * move allowance), so a bad path fails here, before any die is cast.
 */
function readPaths(value: unknown, board: Board, units: readonly CombatUnit[]): Record<string, readonly Point[]> {
  const chosen: Fields = value === undefined ? {} : readRecord(value, SETUP, "paths");
  const attacking = units.filter((u) => u.role === "attacker" || u.role === "attacker-support");
  for (const id of Object.keys(chosen)) {
    if (!attacking.some((u) => u.id === id))
      throw victoryMarginError("NotInCombat", { owner: SETUP.owner, field: "paths", got: id });
  }
  const world = createGridlessWorld(board);
  // Built from entries, never by assignment, so a unit named "__proto__" is an ordinary key.
  const paths = attacking
    .filter((u) => u.data.breakthrough)
    .map((unit): [string, readonly Point[]] => {
      const given = own(chosen, unit.id);
      const path =
        given === undefined
          ? [straightAhead(board, unit.id)]
          : readItems(given, 1, SETUP, `paths.${unit.id}`, readPoint);
      planBreakthrough(world, { unitId: unit.id, path, forwardArc: RULE_NUMBERS.forwardArc });
      return [unit.id, path];
    });
  return Object.fromEntries(paths);
}

function straightAhead(board: Board, id: string): Point {
  const unit = board.units.find((candidate) => candidate.id === id);
  if (unit === undefined) throw boardError("UnknownUnit", SETUP, "paths", id);
  return add(footprintCenter(unit), scale(facingVector(unit.facing), unit.move * pixelsPerUnit(board.grid)));
}
