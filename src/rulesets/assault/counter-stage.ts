import type { Board, Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import { applyPlan } from "@engine/movement/apply-plan";
import { nearestDistance } from "@engine/movement/grid/away";
import { planCounterCharge } from "@engine/movement/grid/charge";
import type { GridQueries } from "@engine/movement/grid/grid-queries";
import type { MovePlan } from "@engine/movement/move-plan";
import type { DecisionOption, DecisionStep } from "@engine/session/types";
import { ask, auto } from "@engine/session/step-scaffold";
import { type Examined } from "./examined";
import { contextOf, makeMove } from "./moves";
import { formationOf } from "./setup";
import type { AssaultState, Role } from "./state";
import {
  enemyOf,
  line,
  moveRules,
  nameOf,
  roleOfUnit,
  sideOf,
  text,
  unitOnBoard,
  unitsOf,
  withEffects,
} from "./state-helpers";

/**
 * A unit's counter-charge on the board as it stands, or null when it has none: already in contact
 * with an enemy, or no room to move. 25% of its speed straight at the nearest enemy (of any
 * formation), which it may contact unless two of its own side already do.
 */
function counterPlan(state: AssaultState, q: GridQueries, unit: Unit): MovePlan | null {
  if (q.contactsOf(unit.id).some((id) => q.unit(id)?.side !== unit.side)) return null;
  const plan = planCounterCharge(q, {
    unitId: unit.id,
    rounding: state.setup.options.counterChargeRounding,
    rules: moveRules(state.setup.options),
  });
  return plan.moves.length === 0 ? null : plan;
}

/** Units of the formation more than the coherency distance from every other unit of it. */
function outOfCoherency(board: Board, grid: CellGrid, formation: string, tiles: number): number {
  const members = board.units.filter((unit) => formationOf(unit) === formation);
  if (members.length < 2) return 0;
  const cells = (unit: Unit): readonly Offset[] => (unit.footprint.kind === "cells" ? unit.footprint.cells : []);
  return members.filter((unit) =>
    members.every((other) => other === unit || nearestDistance(grid, cells(unit), cells(other)) > tiles),
  ).length;
}

/**
 * The formation stays legal (labelled default): the move leaves no more of its units out of
 * coherency than there were before.
 */
function keepsFormation(state: AssaultState, unit: Unit, plan: MovePlan): boolean {
  const tiles = state.setup.options.coherencyTiles;
  if (tiles === 0) return true;
  const grid = createCellGrid(state.board.grid);
  const formation = formationOf(unit);
  return (
    outOfCoherency(applyPlan(state.board, plan), grid, formation, tiles) <=
    outOfCoherency(state.board, grid, formation, tiles)
  );
}

/** After `role`'s counter-charges: the other side's (the attacker goes first in later rounds), or the fight. */
export function afterCounters(state: AssaultState, role: Role): AssaultState {
  return { ...state, stage: role === "attacker" ? { kind: "counter", role: "defender" } : { kind: "fight" } };
}

/**
 * `role` picks the units that counter-charge (any, or none), each listed with where it would end;
 * a move that would leave its formation illegal is listed but may not be picked.
 */
export function examineCounter(state: AssaultState, role: Role): Examined {
  const q = contextOf(state);
  const options = unitsOf(state, role).flatMap((unit): DecisionOption[] => {
    const plan = counterPlan(state, q, unit);
    if (plan === null) return [];
    const end = plan.moves[0]?.cells?.at(-1);
    const legal = keepsFormation(state, unit, plan);
    const data = { unit: nameOf(state, unit.id), i: end?.i ?? 0, j: end?.j ?? 0, count: plan.moves[0]?.distance ?? 0 };
    const option = { id: unit.id, labelKey: "WARGAME.Assault.Option.CounterCharge", data, legal };
    return [legal ? option : { ...option, reason: text("WARGAME.Assault.Reason.Incoherent", { unit: data.unit }) }];
  });
  if (!options.some((option) => option.legal)) return auto(afterCounters(state, role));
  const step: DecisionStep = {
    kind: "decision",
    id: `counter:${state.round}:${role}`,
    side: sideOf(state, role),
    secret: false,
    sealed: [],
    prompt: text("WARGAME.Assault.Prompt.CounterCharge", { side: sideOf(state, role) }),
    options,
    min: 0,
    max: options.length,
  };
  return ask(step);
}

/**
 * The counter-charges picked, one after another in board order, each on the board the earlier
 * ones left: a unit that by its turn can no longer counter-charge, or no longer keep its formation
 * legal, stays. Every formation a counter-charge contacts that is not yet in the assault joins
 * the other side of it.
 */
export function applyCounter(state: AssaultState, role: Role, picks: readonly string[]): AssaultState {
  const movers = unitsOf(state, role).filter((unit) => picks.includes(unit.id));
  const moved = movers.reduce((current, picked) => {
    const unit = unitOnBoard(current, picked.id);
    const plan = unit === undefined ? null : counterPlan(current, contextOf(current), unit);
    if (unit === undefined || plan === null || !keepsFormation(current, unit, plan)) {
      return withEffects(current, line("WARGAME.Assault.Log.CounterStays", { unit: nameOf(current, picked.id) }));
    }
    const said = line("WARGAME.Assault.Log.CounterCharges", {
      unit: nameOf(current, unit.id),
      count: plan.moves[0]?.distance ?? 0,
    });
    const charged = withEffects(makeMove(current, "counter-charge", plan), said);
    return join(charged, role, plan);
  }, state);
  return afterCounters(moved, role);
}

/** Formations not yet in the assault that a counter-charge of `role` contacted join the other side. */
function join(state: AssaultState, role: Role, plan: MovePlan): AssaultState {
  const enemy = enemyOf(role);
  const contacted = plan.events.flatMap((event) => (event.kind === "contact" ? [event.otherId] : []));
  return contacted.reduce((joined, otherId) => {
    const other = unitOnBoard(joined, otherId);
    if (other === undefined || roleOfUnit(joined, other) !== null || other.side !== sideOf(joined, enemy))
      return joined;
    const formation = formationOf(other);
    const sides = { ...joined.sides, [enemy]: [...joined.sides[enemy], formation] };
    return withEffects(
      { ...joined, sides },
      line("WARGAME.Assault.Log.Joins", { formation, side: sideOf(joined, enemy) }),
    );
  }, state);
}
