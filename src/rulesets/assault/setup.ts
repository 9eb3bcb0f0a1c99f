import { type Owner, ownerNamed, ownerOf } from "@engine/validation/field-errors";
import { type Fields, readBoolean, readId, readInRange, readItems, readRecord } from "@engine/validation/read-fields";
import type { Board, Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { validateBoard } from "@engine/board/validate-board";
import { createCellGrid } from "@engine/grid/cell-grid";
import { nearestDistance } from "@engine/movement/grid/away";
import { assaultError } from "./errors";
import { type AssaultOptions, validateOptions } from "./options";
import { type AssaultUnitData, UNIT_DATA_FIELDS, validateUnitData } from "./unit-data";
import { rangeOf } from "@engine/rulesets/declarations";
import { own } from "@engine/names/own";

/** A formation's state as the assault starts: what a host keeps on its tokens. */
export type FormationSetup = {
  readonly id: string;
  readonly side: string;
  readonly broken: boolean;
  readonly shock: number;
  /** It marched this turn (it may not lend supporting fire). */
  readonly marched: boolean;
};

/** Everything one assault needs, as plain data a scenario file can carry. */
export type AssaultSetup = {
  /** The board; every unit has a formation (a unit given none forms one of its own, named by its id). */
  readonly board: Board;
  readonly unitData: Readonly<Record<string, AssaultUnitData>>;
  /** The formation taking the engage action. */
  readonly attacker: string;
  /** The enemy formation(s) it assaults, treated as one. */
  readonly targets: readonly string[];
  /** Every formation on the board, in the order their first units are listed. */
  readonly formations: readonly FormationSetup[];
  readonly options: AssaultOptions;
};

const SETUP: Owner = ownerNamed("AssaultSetup");

/**
 * Checks an assault setup from any source and fills its defaults: formations fresh (not broken, no
 * shock, not marched) unless `formations` says otherwise, the default options. Throws an
 * EngineError naming the field at fault.
 */
export function validateSetup(input: unknown): AssaultSetup {
  const fields = readRecord(input, SETUP, "setup");
  const checked = validateBoard(fields["board"]);
  if (checked.grid.kind === "gridless") throw assaultError("Gridless", { owner: SETUP.owner });
  const board: Board = { ...checked, units: checked.units.map(withFormation) };
  const unitData = Object.fromEntries(board.units.map((unit) => [unit.id, validateUnitData(unit.data, unit.name)]));
  const formations = readFormations(board, fields["formations"]);
  const options = validateOptions(fields["options"], "options");
  const attacker = readFormationId(fields["attacker"], formations, "attacker");
  const targets = readItems(fields["targets"], 1, SETUP, "targets", (item, _who, at) =>
    readFormationId(item, formations, at),
  );
  checkTargets(board, formations, attacker, targets, options.targetGroupTiles);
  return { board, unitData, attacker, targets, formations, options };
}

function withFormation(unit: Unit): Unit {
  return unit.formation === undefined ? { ...unit, formation: unit.id } : unit;
}

/** The formation of a unit of a setup's board (always set there). */
export function formationOf(unit: Unit): string {
  return unit.formation ?? unit.id;
}

function readFormations(board: Board, input: unknown): FormationSetup[] {
  const states: Fields = input === undefined ? {} : readRecord(input, SETUP, "formations");
  const ids = [...new Set(board.units.map(formationOf))];
  for (const id of Object.keys(states)) {
    if (!ids.includes(id)) throw assaultError("NoFormation", { owner: SETUP.owner, field: "formations", got: id });
  }
  return ids.map((id) => {
    const sides = [...new Set(board.units.filter((unit) => formationOf(unit) === id).map((unit) => unit.side))];
    const [side] = sides;
    if (side === undefined || sides.length > 1)
      throw assaultError("MixedSides", { owner: SETUP.owner, got: id, sides: sides.join(", ") });
    const at = `formations.${id}`;
    const who = ownerOf("Formation", at, id);
    const override = own(states, id);
    const state = override === undefined ? {} : readRecord(override, who, at);
    return {
      id,
      side,
      broken: readBoolean(state["broken"], who, "broken", false),
      shock:
        state["shock"] === undefined
          ? 0
          : readInRange(state["shock"], who, "shock", rangeOf(UNIT_DATA_FIELDS, "shock")),
      marched: readBoolean(state["marched"], who, "marched", false),
    };
  });
}

function readFormationId(value: unknown, formations: readonly FormationSetup[], field: string): string {
  const id = readId(value, SETUP, field);
  if (!formations.some((formation) => formation.id === id))
    throw assaultError("NoFormation", { owner: SETUP.owner, field, got: id });
  return id;
}

/** Targets: enemies of the attacker, of one side, each listed once, and close together (chained). */
function checkTargets(
  board: Board,
  formations: readonly FormationSetup[],
  attacker: string,
  targets: readonly string[],
  tiles: number,
): void {
  const sideOf = (id: string): string => formations.find((formation) => formation.id === id)?.side ?? "";
  const own = sideOf(attacker);
  targets.forEach((target, index) => {
    if (targets.indexOf(target) !== index) throw assaultError("TargetTwice", { owner: SETUP.owner, got: target });
    if (sideOf(target) === own) throw assaultError("OwnSide", { owner: SETUP.owner, got: target, side: own });
  });
  const sides = [...new Set(targets.map(sideOf))];
  if (sides.length > 1) throw assaultError("TargetSides", { owner: SETUP.owner, got: sides.join(", ") });
  const grid = createCellGrid(board.grid);
  const cells = (id: string): Offset[] =>
    board.units
      .filter((unit) => formationOf(unit) === id)
      .flatMap((unit) => (unit.footprint.kind === "cells" ? unit.footprint.cells : []));
  const [first, ...rest] = targets;
  const reached = new Set(first === undefined ? [] : [first]);
  let left = rest;
  for (let grew = true; grew && left.length > 0;) {
    const near = left.filter((id) =>
      [...reached].some((done) => nearestDistance(grid, cells(id), cells(done)) <= tiles),
    );
    near.forEach((id) => reached.add(id));
    left = left.filter((id) => !reached.has(id));
    grew = near.length > 0;
  }
  const [apart] = left;
  if (apart !== undefined) throw assaultError("TargetsApart", { owner: SETUP.owner, got: apart, tiles });
}
