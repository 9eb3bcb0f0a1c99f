import type { Board, Offset, Unit } from "../board/types";
import type { RulesetId } from "./ids";
import type { JsonValue } from "./ruleset";

/**
 * The selection of a combat started from a unit and the enemies in contact with it (a token's HUD,
 * the sandbox), in each rule system's own terms. What the board cannot show keeps the rule
 * system's defaults: combat-grid attackers whose origin is unknown fall back one square away from
 * the square; victory-margin needs the attacker's dice of the round, which only the table knows,
 * so its setup asks for them (the selection's `attackDice` is left out and validation names it).
 */
export function contactSelection(ruleset: RulesetId, board: Board, attackerId: string, defenderIds: readonly string[]): JsonValue {
  const attacker = board.units.find((unit) => unit.id === attackerId);
  const defenders = board.units.filter((unit) => defenderIds.includes(unit.id));
  const [first] = defenders;
  switch (ruleset) {
    case "combat-grid":
      return { square: cellOf(attacker), activeSide: attacker?.side ?? null };
    case "assault":
      return { attacker: formationOf(attacker, attackerId), targets: [...new Set(defenders.map((unit) => formationOf(unit, unit.id)))] };
    case "command-test":
      return { from: cellOf(attacker), target: cellOf(first) };
    case "victory-margin":
      return { attacker: attackerId, defender: first?.id ?? null };
    case "skirmish-recoil":
      return { victor: attackerId, loser: first?.id ?? null, source: "hand-to-hand" };
  }
}

function cellOf(unit: Unit | undefined): { i: number; j: number } | null {
  const cell: Offset | undefined = unit?.footprint.kind === "cells" ? unit.footprint.cells[0] : undefined;
  return cell === undefined ? null : { i: cell.i, j: cell.j };
}

function formationOf(unit: Unit | undefined, fallback: string): string {
  return unit?.formation ?? fallback;
}
