import type { CommandTestEffect } from "./state";
import { columnFor, columnLabel, resultOf, type CombatResult } from "./results-table";
import type { StackUnitSetup } from "./setup";
import type { CommandTestState, Role } from "./state";
import { bothSides, enemyOf, participantCells, participants, sideOf, strengthOf } from "./state-helpers";
import { line, withEffects } from "@engine/session/state-helpers";

/**
 * The combat (labelled default for the missing Rule 11): the strengths of the units taking part
 * give the odds column, the die the result, and the result what happens to them. An exchange
 * leaves the attacker's losses to choose (stage "exchange").
 */
export function fight(state: CommandTestState, die: number): CommandTestState {
  const attack = strengthOf(participants(state, "attacker"));
  const defence = strengthOf(participants(state, "defender"));
  const column = columnFor(state.setup.options.resultsTable, attack, defence);
  const { code, result } = resultOf(column, die);
  const record = { attack, defence, column: columnLabel(column), die, result: code };
  const fought = withEffects(
    { ...state, combat: record },
    line("WARGAME.CommandTest.Log.Combat", record, bothSides(state)),
  );
  return withEffects(fought, ...resultEffects(fought, result));
}

function resultEffects(state: CommandTestState, result: CombatResult): CommandTestEffect[] {
  switch (result.kind) {
    case "none":
      return [line("WARGAME.CommandTest.Log.NoEffect")];
    case "retreat":
      return participants(state, result.role).flatMap((unit) => retreat(state, result.role, unit, result.hexes));
    case "eliminated":
      return participants(state, result.role).flatMap(eliminate);
    case "exchange":
      return participants(state, "defender").flatMap(eliminate);
  }
}

/** Every retreat goes away from the hexes the enemy fought from. */
function retreat(state: CommandTestState, role: Role, unit: StackUnitSetup, hexes: number): CommandTestEffect[] {
  const awayFrom = participantCells(state, enemyOf(role));
  return [
    { kind: "move", request: { kind: "retreat", unitId: unit.id, awayFrom, cells: hexes } },
    line("WARGAME.CommandTest.Log.Retreat", { unit: unit.name, side: sideOf(state, role), count: hexes }),
  ];
}

export function eliminate(unit: StackUnitSetup): CommandTestEffect[] {
  return [{ kind: "eliminated", unitId: unit.id }, line("WARGAME.CommandTest.Log.Eliminated", { unit: unit.name })];
}

/** The strength the attacker still has to lose in an exchange: the defender's, less what it has lost. */
export function exchangeOwed(state: CommandTestState): number {
  const lost = participants(state, "attacker").filter((unit) => state.lost.includes(unit.id));
  return Math.max(0, (state.combat?.defence ?? 0) - strengthOf(lost));
}

/** The attacking units still standing that an exchange may take. */
export function exchangeCandidates(state: CommandTestState): StackUnitSetup[] {
  return participants(state, "attacker").filter((unit) => !state.lost.includes(unit.id));
}

/** The attacker loses a unit to the exchange. */
export function loseInExchange(state: CommandTestState, units: readonly StackUnitSetup[]): CommandTestState {
  return withEffects({ ...state, lost: [...state.lost, ...units.map((unit) => unit.id)] }, ...units.flatMap(eliminate));
}
