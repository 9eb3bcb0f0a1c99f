import { type Distribution, mapDistribution } from "@engine/session/distribution";
import { chargers } from "./charge-stage";
import { afterCounters } from "./counter-stage";
import { continueFight } from "./fight";
import { beginFight, settle } from "./machine";
import { modifierTotal, resultModifiers } from "./modifiers";
import { type Relations, relationsOf } from "./relations";
import {
  type AssaultState,
  type Casualty,
  type Fight,
  type PerRole,
  type Result,
  type Role,
  ROLES,
  type Stage,
} from "./state";
import { defined, enemyOf, formationSetup, perRole } from "./state-helpers";

/** What the odds measure of a finished assault: who won, and the units each side lost. */
export type AssaultMeasure = { readonly result: Result; readonly attacker: number; readonly defender: number };

export type AssaultOdds = {
  readonly attackerWins: number;
  readonly defenderWins: number;
  /** No charging unit ended within range: the assault did not take place. */
  readonly off: number;
  /** Units destroyed by the assault (hits, extra hits, a broken loser's last units), per side. */
  readonly casualties: PerRole<Distribution<number>>;
  readonly expectedCasualties: PerRole<number>;
  /** The joint distribution. */
  readonly outcomes: Distribution<AssaultMeasure>;
};

/**
 * Exact odds from any state of a session, over every remaining die, with this policy for the
 * decisions still to come: charge moves not yet made are not made, counter-charges still to come
 * (in this round and any later one) are declined, and every formation that may lend supporting
 * fire does (consolidation changes neither who won nor what was lost).
 *
 * With no move left, every round fights on the board as it stands less the units destroyed, and
 * casualties always come off the front of each side's order: the number lost on each side is all
 * a round needs to know. So the odds follow counts, not dice: the number of hits of a volley (each
 * die with its own chance), the number of units its saves lose (down the line, closest first), the
 * highest die of a result. A round that ends in a tie without a loss comes back to where it began:
 * its chance is summed as a geometric series.
 */
export function assaultOdds(state: AssaultState): AssaultOdds {
  const relations = relationsOf(state.board, state.setup.options);
  // Chat lines and the moves made are not what the odds measure: they start afresh, and small.
  const start = prepare({ ...state, effects: [], phases: [] }, relations);
  const outcomes = start.verdict !== null ? [{ value: measureOf(start), p: 1 }] : solveFrom(start, relations);
  const win = (result: Result): number =>
    outcomes.reduce((sum, entry) => sum + (entry.value.result === result ? entry.p : 0), 0);
  const casualties: PerRole<Distribution<number>> = {
    attacker: mapDistribution(outcomes, (value) => value.attacker),
    defender: mapDistribution(outcomes, (value) => value.defender),
  };
  const expected = (distribution: Distribution<number>): number =>
    distribution.reduce((sum, entry) => sum + entry.value * entry.p, 0);
  return {
    attackerWins: win("attacker-wins"),
    defenderWins: win("defender-wins"),
    off: win("off"),
    casualties,
    expectedCasualties: { attacker: expected(casualties.attacker), defender: expected(casualties.defender) },
    outcomes,
  };
}

type Weighted<T> = { readonly value: T; readonly p: number };

function measureOf(state: AssaultState): AssaultMeasure {
  return {
    result: state.verdict?.result ?? "off",
    attacker: state.killed.attacker.length,
    defender: state.killed.defender.length,
  };
}

/** Where the odds stop the session's automatic moves: the result known, a move to decide, a fight to begin. */
function pause(state: AssaultState): boolean {
  const stage = state.stage;
  if (stage.kind === "charge") return stage.index < chargers(state).length;
  return state.verdict !== null || stage.kind === "fight" || stage.kind === "counter";
}

/** The policy's moves (charges and counter-charges still to come are not made), up to the fight. */
function prepare(state: AssaultState, relations: Relations): AssaultState {
  let current = settle(state, pause);
  for (
    let stage = current.stage;
    current.verdict === null && (stage.kind === "charge" || stage.kind === "counter" || stage.kind === "fight");
    stage = current.stage
  ) {
    const next: AssaultState =
      stage.kind === "fight"
        ? beginFight(current, relations)
        : stage.kind === "charge"
          ? { ...current, stage: { kind: "charge", index: chargers(current).length } }
          : afterCounters(current, stage.role);
    current = settle(next, pause);
  }
  return current;
}

/** The steps of a round, in order; a state's stage says which are still to come. */
const STEPS = [
  "attack:attacker",
  "attack:defender",
  "saves:attack:defender",
  "saves:attack:attacker",
  "check:attack",
  "support:attacker",
  "support:defender",
  "support-fire:attacker",
  "support-fire:defender",
  "saves:support:defender",
  "saves:support:attacker",
  "check:support",
  "result:attacker",
  "result:defender",
] as const;
type StepName = (typeof STEPS)[number];

function stepOf(stage: Stage): StepName {
  switch (stage.kind) {
    case "attack":
    case "support":
    case "support-fire":
    case "result":
      return `${stage.kind}:${stage.role}`;
    case "saves":
      return `saves:${stage.batch}:${stage.role}`;
    case "check":
      return `check:${stage.batch}`;
    default:
      throw new Error(`assault odds: a round does not wait at the ${stage.kind} stage`);
  }
}

/** Keys for units lost (each count below `base`) as one number, for the maps of ends and ties. */
class Codec {
  constructor(readonly base: number) {}

  pair(a: number, d: number): number {
    return a * this.base + d;
  }

  unpair(n: number): PerRole<number> {
    const defender = n % this.base;
    return { attacker: (n - defender) / this.base, defender };
  }
}

/** Where a round starts: units lost this round, hits waiting for saves (per side), the attacker's result die (0: not rolled). */
type RoundStart = { readonly lost: PerRole<number>; readonly hits: PerRole<number>; readonly best: number };

const FRESH: RoundStart = { lost: { attacker: 0, defender: 0 }, hits: { attacker: 0, defender: 0 }, best: 0 };

/** What every round of one odds computation shares: the session at the start, and its first fight. */
type Context = {
  readonly start: AssaultState;
  readonly first: Fight;
  readonly relations: Relations;
  readonly codec: Codec;
  /** Units destroyed before the first fight's order was worked out. */
  readonly before: PerRole<number>;
  /** Whether each side, as a whole, was broken before the assault (then it is destroyed if it loses). */
  readonly broken: PerRole<boolean>;
  readonly shock: PerRole<number>;
  /** Units of each side in the first fight's order: every unit of its formations then left. */
  readonly size: PerRole<number>;
  /** What the result rolls make of each count of units lost (key: `codec.pair`), worked out once. */
  readonly spreads: Map<number, Spread>;
};

/** What the result rolls come to from one count of units lost: the chance of a tie, and of each finished assault (key as in `Played.ends`). */
type Spread = { readonly tie: number; readonly ends: readonly (readonly [number, number])[] };

/**
 * The result rolls with these units lost in all, each side's highest die with the chances `dice`
 * gives (index: the attacker's less the defender's, plus 5) plus its modifiers: the loser takes the
 * difference as extra hits and, broken before, loses everything.
 */
function resultSpread(context: Context, lost: PerRole<number>, dice: readonly number[]): Spread {
  const { size, codec } = context;
  const standing = perRole((role) => ({
    destroyed: context.before[enemyOf(role)] + lost[enemyOf(role)],
    remaining: size[role] - lost[role],
    shock: context.shock[role],
  }));
  const modifier = perRole((role) => modifierTotal(resultModifiers(standing[role], standing[enemyOf(role)])));
  const lead = modifier.attacker - modifier.defender;
  let tie = 0;
  const ends = new Map<number, number>();
  dice.forEach((chance, shifted) => {
    const margin = shifted - 5 + lead;
    if (chance === 0) return;
    if (margin === 0) {
      tie += chance;
      return;
    }
    const loser: Role = margin > 0 ? "defender" : "attacker";
    const after = context.broken[loser] ? size[loser] : Math.min(size[loser], lost[loser] + Math.abs(margin));
    const key = loser === "defender" ? codec.pair(lost.attacker, after) * 2 : codec.pair(after, lost.defender) * 2 + 1;
    bump(ends, key, chance);
  });
  return { tie, ends: [...ends] };
}

/** A round: its fight, how many units of the first fight's order each side had lost when it began, the support called. */
type Round = {
  readonly fight: Fight;
  readonly offset: PerRole<number>;
  readonly supporting: PerRole<readonly string[] | null>;
};

/** What a round comes to: finished assaults by result and units of the first order lost (winner first: attacker 0), and ties by units lost. */
type Played = { readonly ends: Map<number, number>; readonly ties: Map<number, number> };

function bump(map: Map<number, number>, key: number, p: number): void {
  map.set(key, (map.get(key) ?? 0) + p);
}

/**
 * The rounds from `start` on. Later rounds start from ties, known by the units each side has lost:
 * they are played in order of the units lost, each once with every chance of reaching it summed
 * first (a round only ever leads to rounds with as many losses or more).
 */
function solveFrom(start: AssaultState, relations: Relations): Weighted<AssaultMeasure>[] {
  const first = defined(start.fight ?? undefined, "the fight");
  const codec = new Codec(start.board.units.length + 1);
  const context: Context = {
    start,
    first,
    relations,
    codec,
    before: perRole((role) => start.killed[role].length - start.tally.lost[role]),
    broken: perRole((role) => start.sides[role].every((id) => formationSetup(start, id).broken)),
    shock: perRole((role) => start.sides[role].reduce((sum, id) => sum + formationSetup(start, id).shock, 0)),
    size: perRole((role) => first.order[role].length),
    spreads: new Map(),
  };
  const ends = new Map<number, number>();
  const waiting = new Map<number, number>();
  const play = (round: Round, at: RoundStart, from: number, p: number, self: number | null): void => {
    const played = playRound(context, round, at, from);
    const again = self === null ? 0 : (played.ties.get(self) ?? 0);
    const scale = p / (1 - again);
    for (const [key, chance] of played.ends) bump(ends, key, chance * scale);
    for (const [key, chance] of played.ties) if (key !== self) bump(waiting, key, chance * scale);
  };
  const { lost, hits, best } = start.tally;
  play(
    { fight: first, offset: { attacker: 0, defender: 0 }, supporting: start.tally.supporting },
    { lost, hits, best: best.attacker ?? 0 },
    STEPS.indexOf(stepOf(start.stage)),
    1,
    null,
  );
  for (let key = fewestLosses(waiting, codec); key !== null; key = fewestLosses(waiting, codec)) {
    const p = waiting.get(key) ?? 0;
    waiting.delete(key);
    const offset = codec.unpair(key);
    const gone = new Set(ROLES.flatMap((role) => first.order[role].slice(0, offset[role]).map((unit) => unit.unitId)));
    const state: AssaultState = {
      ...start,
      board: { ...start.board, units: start.board.units.filter((unit) => !gone.has(unit.id)) },
    };
    play(
      { fight: continueFight(state, first, relations), offset, supporting: { attacker: null, defender: null } },
      FRESH,
      0,
      p,
      key,
    );
  }
  return [...ends].map(([key, p]) => {
    const won = key % 2;
    const lostBoth = codec.unpair((key - won) / 2);
    const result: Result = won === 0 ? "attacker-wins" : "defender-wins";
    return {
      value: {
        result,
        attacker: context.before.attacker + lostBoth.attacker,
        defender: context.before.defender + lostBoth.defender,
      },
      p,
    };
  });
}

function fewestLosses(waiting: ReadonlyMap<number, number>, codec: Codec): number | null {
  let best: number | null = null;
  let fewest = Infinity;
  for (const key of waiting.keys()) {
    const lost = codec.unpair(key);
    if (lost.attacker + lost.defender < fewest) {
      best = key;
      fewest = lost.attacker + lost.defender;
    }
  }
  return best;
}

/**
 * One round from its step `from` on: the finished assaults, and the ties, each as the units of the
 * first fight's order lost by then.
 *
 * The round is followed as the joint chance of the units each side has lost this round (a table of
 * at most (units + 1)² entries) and, apart, each side's hits waiting for saves: a volley's hits do
 * not depend on anything lost, so they are convolved into the side's waiting hits, and its saves
 * move the table along that side's axis only (each count lost so far going to each count after,
 * with the chance the waiting hits give). The wipe-out checks and the result read the table.
 */
function playRound(context: Context, round: Round, at: RoundStart, from: number): Played {
  const { fight, offset } = round;
  const { size, codec } = context;
  const ends = new Map<number, number>();
  const ties = new Map<number, number>();
  const end = (attackerWins: boolean, lostA: number, lostD: number, p: number): void =>
    bump(ends, codec.pair(lostA, lostD) * 2 + (attackerWins ? 0 : 1), p);
  const rows = fight.order.attacker.length + 1;
  const columns = fight.order.defender.length + 1;
  let lost = new Float64Array(rows * columns);
  lost[at.lost.attacker * columns + at.lost.defender] = 1;
  const waiting: Record<Role, number[]> = { attacker: pointAt(at.hits.attacker), defender: pointAt(at.hits.defender) };
  const supporting = perRole((role) => round.supporting[role] ?? fight.support[role].map((offer) => offer.formation));
  const volley = (values: readonly number[], target: Role): void => {
    waiting[target] = convolve(waiting[target], hitsDistribution(values));
  };
  const support = (role: Role): void =>
    volley(
      fight.support[role]
        .filter((offer) => supporting[role].includes(offer.formation))
        .flatMap((offer) => offer.units.map((unit) => unit.value)),
      enemyOf(role),
    );
  // The same line and hits come up again and again: each worked out once, and n + 1 hits from n.
  const known: PerRole<number[][][]> = { attacker: [], defender: [] };
  const lineKills = (role: Role, lostSoFar: number, hits: number): readonly number[] => {
    const line = fight.order[role].slice(lostSoFar, fight.engaged[role]);
    const byHits = (known[role][lostSoFar] ??= [[1, ...line.map(() => 0)]]);
    for (let n = byHits.length; n <= hits; n++) byHits.push(oneHitMore(line, byHits[n - 1] ?? []));
    return byHits[hits] ?? [];
  };
  /** The chance of each number of units lost to the side's waiting hits, having lost `lostSoFar`. */
  const killsOfWaiting = (role: Role, lostSoFar: number): number[] => {
    const kills: number[] = [];
    waiting[role].forEach((chance, hits) => {
      if (chance > 0) lineKills(role, lostSoFar, hits).forEach((q, k) => (kills[k] = (kills[k] ?? 0) + chance * q));
    });
    return kills;
  };
  const saves = (role: Role): void => {
    const byLost = new Map<number, number[]>();
    const next = new Float64Array(lost.length);
    lost.forEach((p, cell) => {
      if (p === 0) return;
      const d = cell % columns;
      const a = (cell - d) / columns;
      const own = role === "attacker" ? a : d;
      const kills = byLost.get(own) ?? killsOfWaiting(role, own);
      byLost.set(own, kills);
      kills.forEach((chance, k) => {
        const to = role === "attacker" ? (a + k) * columns + d : cell + k;
        if (chance > 0) next[to] = (next[to] ?? 0) + p * chance;
      });
    });
    lost = next;
    waiting[role] = [1];
  };
  // The wipe-out checks: the attacker wins when no defending unit is left and one of its own is;
  // the defender when every directly engaged attacker is lost.
  const checks = (): void =>
    lost.forEach((p, cell) => {
      if (p === 0) return;
      const lD = cell % columns;
      const lA = (cell - lD) / columns;
      const a = offset.attacker + lA;
      const d = offset.defender + lD;
      if (d === size.defender && a < size.attacker) end(true, a, d, p);
      else if (lA >= fight.engaged.attacker) end(false, a, d, p);
      else return;
      lost[cell] = 0;
    });
  // Both result rolls (the attacker's already made when `rolled`): see `resultSpread`.
  const results = (rolled: boolean): void =>
    lost.forEach((p, cell) => {
      if (p === 0) return;
      const lD = cell % columns;
      const lA = (cell - lD) / columns;
      const total = { attacker: offset.attacker + lA, defender: offset.defender + lD };
      const key = codec.pair(total.attacker, total.defender);
      let spread = rolled ? undefined : context.spreads.get(key);
      if (spread === undefined) {
        spread = resultSpread(context, total, rolled ? (AGAINST_KNOWN[at.best] ?? []) : DIFFERENCES);
        if (!rolled) context.spreads.set(key, spread);
      }
      if (spread.tie > 0) bump(ties, key, p * spread.tie);
      for (const [endKey, chance] of spread.ends) bump(ends, endKey, p * chance);
    });

  for (const [n, name] of STEPS.entries()) {
    if (n < from) continue;
    switch (name) {
      case "attack:attacker":
        volley(
          fight.attacks.attacker.map((attack) => attack.value),
          "defender",
        );
        break;
      case "attack:defender":
        volley(
          fight.attacks.defender.map((attack) => attack.value),
          "attacker",
        );
        break;
      case "saves:attack:defender":
      case "saves:support:defender":
        saves("defender");
        break;
      case "saves:attack:attacker":
      case "saves:support:attacker":
        saves("attacker");
        break;
      case "check:attack":
      case "check:support":
        checks();
        break;
      case "support-fire:attacker":
        support("attacker");
        break;
      case "support-fire:defender":
        support("defender");
        break;
      case "result:defender":
        results(from === n);
        break;
      case "support:attacker":
      case "support:defender":
      case "result:attacker":
        break;
    }
  }
  return { ends, ties };
}

/** Certainty of `n`: index n holds 1. */
function pointAt(n: number): number[] {
  return [...new Array<number>(n).fill(0), 1];
}

/** The distribution of the sum of two independent counts. */
function convolve(a: readonly number[], b: readonly number[]): number[] {
  const sum = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((p, i) => {
    if (p !== 0) b.forEach((q, j) => (sum[i + j] = (sum[i + j] ?? 0) + p * q));
  });
  return sum;
}

/** The chance of each number of hits, die k hitting on its value or under. */
function hitsDistribution(values: readonly number[]): number[] {
  let chances = [1];
  for (const value of values) {
    const hit = Math.min(Math.max(value, 0), 6) / 6;
    chances = [...chances, 0].map((p, hits) => p * (1 - hit) + (chances[hits - 1] ?? 0) * hit);
  }
  return chances;
}

/**
 * The chance of each number of units lost to one hit more than `chances` gives, the hit on the
 * closest unit still standing.
 */
function oneHitMore(units: readonly Casualty[], chances: readonly number[]): number[] {
  return chances.map((p, kills) => {
    const stays = kills === units.length ? 1 : 1 - killChance(units[kills]);
    const arrives = kills === 0 ? 0 : (chances[kills - 1] ?? 0) * killChance(units[kills - 1]);
    return p * stays + arrives;
  });
}

/** A hit destroys a unit unless its save succeeds: on a d6 at or over the save. */
function killChance(unit: Casualty | undefined): number {
  return unit === undefined || unit.save === null ? 1 : (unit.save - 1) / 6;
}

/** The highest of two d6: m with chance (2m - 1)/36 (index 0 unused). */
const BEST_OF_TWO = [0, 1, 3, 5, 7, 9, 11].map((n) => n / 36);

/** The attacker's highest die less the defender's, shifted by 5 (index 0: -5 … index 10: +5). */
const DIFFERENCES = BEST_OF_TWO.reduce<number[]>((sums, a, attacker) => {
  BEST_OF_TWO.forEach((d, defender) => {
    if (attacker > 0 && defender > 0) sums[attacker - defender + 5] = (sums[attacker - defender + 5] ?? 0) + a * d;
  });
  return sums;
}, new Array<number>(11).fill(0));

/** The same, the attacker's die known (index: that die). */
const AGAINST_KNOWN = BEST_OF_TWO.map((_, attacker) =>
  DIFFERENCES.map((_d, shifted) => BEST_OF_TWO[attacker - (shifted - 5)] ?? 0),
);
