import type { DecisionOption, LocText } from "@engine/session/types";
import type { CombatGridEffect } from "./state";
import type { TacticEffect, TacticRecord } from "./tactics";
import type { CombatGridState, DoubleChoice, Role, TacticPlay } from "./state";
import { ROLES } from "./state";
import { terrainAt } from "./terrain";
import { enemyOf, sideOf } from "./state-helpers";
import { line, text } from "@engine/session/state-helpers";

export function tacticRecord(state: CombatGridState, id: string): TacticRecord {
  const record = state.setup.options.tactics.find((tactic) => tactic.id === id);
  if (record === undefined) throw new RangeError(`combat-grid: no tactic ${id}`);
  return record;
}

/** Offensive tactics belong to the active side, defensive ones to the passive side. */
export function typeProblem(tactic: TacticRecord, role: Role): LocText | null {
  if (tactic.type === "offensive" && role === "defender") return text("WARGAME.CombatGrid.Reason.TacticOffensive");
  if (tactic.type === "defensive" && role === "attacker") return text("WARGAME.CombatGrid.Reason.TacticDefensive");
  return null;
}

/** Why a tactic would bring no benefit in this combat (its Op is spent all the same), or null. */
export function restrictionProblem(state: CombatGridState, tactic: TacticRecord): LocText | null {
  const { notInTerrain, onlyInTerrain, weather, firstTacticalPhaseOnly } = tactic.restrictions;
  const terrain = terrainAt(state.setup.terrain, state.setup.square);
  if (notInTerrain.includes(terrain) || (onlyInTerrain.length > 0 && !onlyInTerrain.includes(terrain))) {
    return text("WARGAME.CombatGrid.Note.TacticTerrain", { terrain });
  }
  if (weather.length > 0 && !weather.includes(state.setup.weather))
    return text("WARGAME.CombatGrid.Note.TacticWeather", { weather: state.setup.weather });
  if (firstTacticalPhaseOnly && state.setup.tacticalPhase !== 1) return text("WARGAME.CombatGrid.Note.TacticPhase");
  return null;
}

/** Up to one tactic per unit of the side in the combat, and one Op each. */
export function maxTactics(state: CombatGridState, role: Role): number {
  const units = state.units.filter((unit) => unit.role === role).length;
  return Math.min(units, state.setup.ops[sideOf(state, role)] ?? 0);
}

export function tacticOptions(state: CombatGridState, role: Role): DecisionOption[] {
  return state.setup.options.tactics.map((tactic) => {
    const option = { id: tactic.id, labelKey: tactic.labelKey, data: {} };
    const reason = typeProblem(tactic, role);
    if (reason !== null) return { ...option, legal: false, reason };
    const note = restrictionProblem(state, tactic);
    return note === null ? { ...option, legal: true } : { ...option, legal: true, note };
  });
}

/** The effects of the tactics `role` played that apply (neither negated nor restricted). */
export function appliedEffects(state: CombatGridState, role: Role): { tactic: TacticRecord; effect: TacticEffect }[] {
  return state.plays[role]
    .filter((play) => play.status === "applies")
    .flatMap((play) => {
      const tactic = tacticRecord(state, play.id);
      return tactic.effects.map((effect) => ({ tactic, effect }));
    });
}

/**
 * Both sides' choices revealed together: each tactic applies unless restricted here or negated
 * by a (working) tactic of the enemy; every one costs its Op. Sets who shoots when, and what is
 * left to choose for double effects; Withdraw ends the combat before any of that.
 */
export function reveal(state: CombatGridState): CombatGridState {
  const picks = { attacker: state.tactics.attacker ?? [], defender: state.tactics.defender ?? [] };
  const works = (id: string): boolean => restrictionProblem(state, tacticRecord(state, id)) === null;
  const playOf = (role: Role, id: string): TacticPlay => {
    if (!works(id)) return { id, status: "inapplicable" };
    const negated = picks[enemyOf(role)].some(
      (other) => works(other) && tacticRecord(state, other).negates.includes(id),
    );
    return { id, status: negated ? "negated" : "applies" };
  };
  const plays = {
    attacker: picks.attacker.map((id) => playOf("attacker", id)),
    defender: picks.defender.map((id) => playOf("defender", id)),
  };
  const effects: CombatGridEffect[] = ROLES.flatMap((role) => revealLines(state, role, plays[role]));
  const revealed: CombatGridState = { ...state, plays, effects: [...state.effects, ...effects] };
  const withdrew = ROLES.some((role) =>
    appliedEffects(revealed, role).some(({ effect }) => effect.kind === "withdraw"),
  );
  if (withdrew) return { ...revealed, withdrew, volleys: [], stage: { kind: "fire", volley: 0, shooter: 0 } };
  const doubles: DoubleChoice[] = ROLES.flatMap((role) =>
    appliedEffects(revealed, role).flatMap(({ tactic, effect }) =>
      effect.kind === "double" ? [{ role, tactic: tactic.id, unitType: effect.unitType, count: effect.count }] : [],
    ),
  );
  const first = ROLES.filter((role) =>
    appliedEffects(revealed, role).some(({ effect }) => effect.kind === "shoot-first"),
  );
  const shooter = first.length === 1 ? first[0] : undefined;
  const volleys: Role[][] = shooter === undefined ? [["attacker", "defender"]] : [[shooter], [enemyOf(shooter)]];
  return { ...revealed, doubles, volleys, stage: { kind: "double", index: 0 } };
}

function revealLines(state: CombatGridState, role: Role, plays: readonly TacticPlay[]): CombatGridEffect[] {
  const side = sideOf(state, role);
  if (plays.length === 0) return [line("WARGAME.CombatGrid.Log.NoTactics", { side })];
  const spent: CombatGridEffect = { kind: "resource", side, resource: "ops", delta: -plays.length };
  const keys = {
    applies: "WARGAME.CombatGrid.Log.TacticPlayed",
    negated: "WARGAME.CombatGrid.Log.TacticNegated",
    inapplicable: "WARGAME.CombatGrid.Log.TacticNoEffect",
  } as const;
  return [
    spent,
    ...plays.map((play) => line(keys[play.status], { side, tactic: tacticRecord(state, play.id).labelKey })),
  ];
}
