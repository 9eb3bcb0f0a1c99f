import type { BoardIndex } from "./board-index";
import { enemyTargets, type TargetStatus } from "./enemy-contacts";
import { firstCell } from "./first-cell";
import type { Board, Unit } from "./types";

/** Who a combat from contact attacks, as a rule system says it (`Ruleset.targeting`). */
export interface Targeting {
  /**
   * One combat attacks one enemy stack (off a grid, one unit), never every enemy in contact at
   * once: command-test's "the defending stack" (Rule 10.1), one square, one fight.
   */
  readonly oneStack: boolean;
  /** A unit that is attacked only with its stack and never named as a target (command-test's commanders). */
  readonly notTarget?: (unit: Unit) => boolean;
}

/** What targeting reads of a rule system (a `Ruleset` fits). */
export interface TargetRules {
  readonly statuses: readonly TargetStatus[];
  readonly targeting?: Targeting;
}

/** Which stack a unit stands in: its side and its first cell on a grid; off a grid, a unit stands alone. */
function stackKey(unit: Unit): string {
  const cell = firstCell(unit);
  return cell === null ? `unit:${unit.id}` : `${unit.side}@${cell.i},${cell.j}`;
}

/** A unit's stack: its side's units in its cell, itself first (off a grid, itself); none for an unknown unit. */
export function stackOf(board: Board, unitId: string): string[] {
  const unit = board.units.find((candidate) => candidate.id === unitId);
  if (unit === undefined) return [];
  const key = stackKey(unit);
  return [unitId, ...board.units.filter((other) => other.id !== unitId && stackKey(other) === key).map((u) => u.id)];
}

/** The units that move with a unit dragged on the board: its stack (`stackOf`), or the unit alone when `alone`. */
export function draggedWith(board: Board, unitId: string, alone: boolean): string[] {
  const stack = stackOf(board, unitId);
  return alone ? stack.slice(0, 1) : stack;
}

/**
 * The enemy stacks a unit may attack from contact, the one list both hosts offer: each stack in
 * contact as its units that may be targeted, in board order. A unit out of action
 * (a Downed figure) or one the rule system never names as a target (a commander) is left out, and
 * a stack left with none is no target; destroyed and removed units are already off the board.
 */
export function targetStacks(index: BoardIndex, unitId: string, rules: TargetRules): string[][] {
  const stacks = new Map<string, string[]>();
  const notTarget = rules.targeting?.notTarget;
  const order = new Map(index.board().units.map((unit, k) => [unit.id, k]));
  const enemies = enemyTargets(index, unitId, rules.statuses);
  enemies.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  for (const id of enemies) {
    const unit = index.unit(id);
    if (unit === undefined || notTarget?.(unit) === true) continue;
    const key = stackKey(unit);
    stacks.set(key, [...(stacks.get(key) ?? []), id]);
  }
  return [...stacks.values()];
}

/**
 * The enemies one "attack them all" attacks: every target stack, or none when the rule system
 * attacks one stack per combat and more than one is in contact (the player picks which).
 */
export function allTargets(stacks: readonly (readonly string[])[], rules: TargetRules): string[] {
  if (rules.targeting?.oneStack === true && stacks.length > 1) return [];
  return stacks.flat();
}

/** These units grouped by the stack each stands in, in the order given: a request names its targets one by one. */
export function stacksAmong(board: Board, ids: readonly string[]): string[][] {
  const stacks = new Map<string, string[]>();
  for (const id of ids) {
    const unit = board.units.find((candidate) => candidate.id === id);
    if (unit === undefined) continue;
    const key = stackKey(unit);
    stacks.set(key, [...(stacks.get(key) ?? []), id]);
  }
  return [...stacks.values()];
}
