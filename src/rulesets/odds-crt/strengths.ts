import type { Offset } from "@engine/model/coordinates";
import { columnFor, type ColumnChoice } from "./column";
import type { CrtDefinition, TerrainEffect } from "./definition";
import type { OddsCrtSetup } from "./setup";
import { cached, fighters, kindsAt } from "./state-helpers";
import { strengthOf } from "./unit-data";

/** What the board makes of a combat before the die: strengths, terrain, the column. */
export type Strengths = {
  readonly attack: number;
  /** The defence after terrain multipliers (halves possible). */
  readonly defence: number;
  readonly column: ColumnChoice;
};

function effectsAt(
  definition: CrtDefinition,
  setup: OddsCrtSetup,
  cell: Offset,
  where: TerrainEffect["where"],
): TerrainEffect[] {
  const kinds = kindsAt(setup, cell);
  return definition.terrain.filter((effect) => effect.where === where && kinds.includes(effect.kind));
}

/** The highest defence multiplier of a hex's terrain (1 on clear ground). */
export function multiplierAt(definition: CrtDefinition, setup: OddsCrtSetup, cell: Offset): number {
  return Math.max(1, ...effectsAt(definition, setup, cell, "defender").map((effect) => effect.multiplier));
}

/** The column shifts of a defending hex's terrain, added up. */
export function defenderShiftAt(definition: CrtDefinition, setup: OddsCrtSetup, cell: Offset): number {
  return effectsAt(definition, setup, cell, "defender").reduce((sum, effect) => sum + effect.shift, 0);
}

/**
 * The strengths and column of a combat: attack is the attacking units' strengths added up; defence
 * is each defending unit's strength times its hex's highest multiplier, added up. Shifts add up:
 * of the defending hexes, the one whose terrain shifts most in the defender's favour counts, plus
 * each attackers' terrain kind that every attacking hex stands in (attacking out of a river).
 */
export function strengthsOf(setup: OddsCrtSetup): Strengths {
  return cached(STRENGTHS, setup, () => strengthsNow(setup));
}

/** Strengths by setup: the die's step and every face's result read them. */
const STRENGTHS = new WeakMap<OddsCrtSetup, Strengths>();

function strengthsNow(setup: OddsCrtSetup): Strengths {
  const definition = setup.options.definition;
  const attack = fighters(setup, "attacker").reduce((sum, unit) => sum + strengthOf(unit.data).attack, 0);
  const defence = fighters(setup, "defender").reduce(
    (sum, unit) => sum + strengthOf(unit.data).defence * multiplierAt(definition, setup, unit.cell),
    0,
  );
  const defenderShift = Math.min(...setup.defending.map((hex) => defenderShiftAt(definition, setup, hex)));
  const attackerShift = definition.terrain
    .filter(
      (effect) =>
        effect.where === "attackers" && setup.attacking.every((hex) => kindsAt(setup, hex).includes(effect.kind)),
    )
    .reduce((sum, effect) => sum + effect.shift, 0);
  return { attack, defence, column: columnFor(definition, attack, defence, defenderShift + attackerShift) };
}
