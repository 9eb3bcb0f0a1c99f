import type { Unit } from "./types";

/*
 * Scene levels (Foundry v14 Scene Levels; the sandbox may use them too): a unit stands on one level
 * (`Unit.level`), a wall or area acts on the levels it lists (`levels`; none listed = every level).
 * Units on different levels are never in contact nor in each other's zones of control, and a wall or
 * area stops only what stands on its levels. A board without levels (every v13 scene) has every unit
 * on the one unnamed level and every wall and area acting on it, so nothing changes there.
 */

/** Whether two units stand on the same level (units without one share the unnamed level). */
export function sameLevel(a: Pick<Unit, "level">, b: Pick<Unit, "level">): boolean {
  return a.level === b.level;
}

/** Whether a wall or area listing `levels` acts on a unit standing on `level`. */
export function actsOnLevel(levels: readonly string[] | undefined, level: string | undefined): boolean {
  return levels === undefined || levels.length === 0 || (level !== undefined && levels.includes(level));
}
