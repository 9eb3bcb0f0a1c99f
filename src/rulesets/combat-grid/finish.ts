import type { Offset } from "@engine/model/coordinates";
import { PREPARED_POSITION } from "./declarations";
import type { CombatGridEffect, CombatGridMove } from "./state";
import type { CombatGridOutcome, CombatGridState, Role } from "./state";
import { presentUnits, setupOf, sideOf, updateUnit } from "./state-helpers";
import { line, withEffects } from "@engine/session/state-helpers";

/**
 * Ends the combat: if the defenders are neither shattered nor gone, the attackers return to the
 * squares they came from; otherwise the attackers (if any are left) take the square and its
 * prepared positions are destroyed. All retreating units and all barraging artillery are tipped.
 */
export function finish(state: CombatGridState): CombatGridState {
  const withdrawn = state.withdrew
    ? presentUnits(state, "defender").reduce(
        (next, unit) => updateUnit(next, unit.id, { presence: "retreated" }),
        state,
      )
    : state;
  const holding = presentUnits(withdrawn, "defender").length > 0;
  const retreated = withdrawn.units.filter((unit) => unit.role === "defender" && unit.presence === "retreated");
  const attackers = presentUnits(withdrawn, "attacker");
  const squareTaken = !holding && attackers.length > 0;
  const result: CombatGridOutcome["result"] = holding ? "holds" : retreated.length > 0 ? "retreats" : "shattered";
  const awayFrom = uniqueCells(attackers.flatMap((unit) => setupOf(state, unit.id).cameFrom ?? []));
  const cells = state.setup.options.retreatSquares;
  const effects: CombatGridEffect[] = [
    ...(state.withdrew ? [line("WARGAME.CombatGrid.Log.Withdraw", { side: sideOf(state, "defender") })] : []),
    ...(holding
      ? [
          line("WARGAME.CombatGrid.Log.Holds", { side: sideOf(state, "defender") }),
          ...attackers.flatMap((unit) => retreat(state, unit.id, returnRequest(state, unit.id, cells))),
        ]
      : retreated.flatMap((unit) => retreat(state, unit.id, { kind: "retreat", unitId: unit.id, awayFrom, cells }))),
    ...(squareTaken ? takeSquare(state) : []),
    ...state.calls.flatMap((call) => tip(state, call.artillery)),
  ];
  const inflicted = (role: Role): number => (state.fire[role]?.hits ?? 0) + (state.fire[role]?.extra ?? 0);
  const outcome: CombatGridOutcome = {
    result,
    noCombat: state.withdrew,
    inflicted: { attacker: inflicted("attacker"), defender: inflicted("defender") },
    squareTaken,
  };
  const done = withEffects(withdrawn, ...effects);
  return { ...done, preparedPositions: squareTaken ? 0 : done.preparedPositions, stage: { kind: "done", outcome } };
}

function returnRequest(state: CombatGridState, id: string, cells: number): CombatGridMove {
  const from = setupOf(state, id).cameFrom;
  return from === null
    ? { kind: "retreat", unitId: id, awayFrom: [state.setup.square], cells }
    : { kind: "return", unitId: id, to: from };
}

function retreat(state: CombatGridState, id: string, request: CombatGridMove): CombatGridEffect[] {
  return [{ kind: "move", request }, ...tip(state, id)];
}

/** Tips a unit (of the square or barraging artillery) unless it already is. */
function tip(state: CombatGridState, id: string): CombatGridEffect[] {
  const unit =
    state.setup.units.find((candidate) => candidate.id === id) ??
    state.setup.artillery.find((candidate) => candidate.id === id);
  if (unit === undefined || unit.tipped) return [];
  return [
    { kind: "status", unitId: id, status: "tipped", on: true },
    line("WARGAME.CombatGrid.Log.Tipped", { unit: unit.name }),
  ];
}

function takeSquare(state: CombatGridState): CombatGridEffect[] {
  const taken = line("WARGAME.CombatGrid.Log.Taken", { side: sideOf(state, "attacker") });
  if (state.preparedPositions === 0) return [taken];
  const removed: CombatGridEffect = {
    kind: "marker",
    marker: PREPARED_POSITION,
    cell: state.setup.square,
    delta: -state.preparedPositions,
  };
  return [taken, removed, line("WARGAME.CombatGrid.Log.PreparedDestroyed", { count: state.preparedPositions })];
}

function uniqueCells(cells: readonly Offset[]): Offset[] {
  return cells.filter((cell, index) => cells.findIndex((other) => other.i === cell.i && other.j === cell.j) === index);
}
