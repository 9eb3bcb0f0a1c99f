import { type Distribution, mapDistribution } from "../../session/distribution";
import { chargers } from "./charge-stage";
import { afterCounters } from "./counter-stage";
import { continueFight } from "./fight";
import { beginFight, settle } from "./machine";
import { modifierTotal, resultModifiers } from "./modifiers";
import { type Relations, relationsOf } from "./relations";
import { type AssaultState, type Casualty, type Fight, type PerRole, type Result, type Role, ROLES, type Stage } from "./state";
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
  const win = (result: Result): number => outcomes.reduce((sum, entry) => sum + (entry.value.result === result ? entry.p : 0), 0);
  const casualties: PerRole<Distribution<number>> = {
    attacker: mapDistribution(outcomes, (value) => value.attacker),
    defender: mapDistribution(outcomes, (value) => value.defender),
  };
  const expected = (distribution: Distribution<number>): number => distribution.reduce((sum, entry) => sum + entry.value * entry.p, 0);
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
  return { result: state.verdict?.result ?? "off", attacker: state.killed.attacker.length, defender: state.killed.defender.length };
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
  for (let stage = current.stage; current.verdict === null && (stage.kind === "charge" || stage.kind === "counter" || stage.kind === "fight"); stage = current.stage) {
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

/**
 * Where a round stands, as one number: units lost this round, hits waiting for saves (per side),
 * and the attacker's result die; every count is below `base`.
 */
type Situation = number;

class Codec {
  constructor(readonly base: number) {}

  situation(lostA: number, lostD: number, hitsA: number, hitsD: number, best: number): Situation {
    return (((lostA * this.base + lostD) * this.base + hitsA) * this.base + hitsD) * 7 + best;
  }

  /** [lost attacker, lost defender, hits on attacker, hits on defender, best]. */
  parts(s: Situation): [number, number, number, number, number] {
    const best = s % 7;
    let rest = (s - best) / 7;
    const hitsD = rest % this.base;
    rest = (rest - hitsD) / this.base;
    const hitsA = rest % this.base;
    rest = (rest - hitsA) / this.base;
    const lostD = rest % this.base;
    return [(rest - lostD) / this.base, lostD, hitsA, hitsD, best];
  }

  pair(a: number, d: number): number {
    return a * this.base + d;
  }

  unpair(n: number): PerRole<number> {
    const defender = n % this.base;
    return { attacker: (n - defender) / this.base, defender };
  }
}

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
};

/** A round: its fight, how many units of the first fight's order each side had lost when it began, the support called. */
type Round = { readonly fight: Fight; readonly offset: PerRole<number>; readonly supporting: PerRole<readonly string[] | null> };

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
  };
  const ends = new Map<number, number>();
  const waiting = new Map<number, number>();
  const play = (round: Round, situation: Situation, from: number, p: number, self: number | null): void => {
    const played = playRound(context, round, situation, from);
    const again = self === null ? 0 : (played.ties.get(self) ?? 0);
    const scale = p / (1 - again);
    for (const [key, chance] of played.ends) bump(ends, key, chance * scale);
    for (const [key, chance] of played.ties) if (key !== self) bump(waiting, key, chance * scale);
  };
  const { lost, hits, best } = start.tally;
  play(
    { fight: first, offset: { attacker: 0, defender: 0 }, supporting: start.tally.supporting },
    codec.situation(lost.attacker, lost.defender, hits.attacker, hits.defender, best.attacker ?? 0),
    STEPS.indexOf(stepOf(start.stage)),
    1,
    null,
  );
  for (let key = fewestLosses(waiting, codec); key !== null; key = fewestLosses(waiting, codec)) {
    const p = waiting.get(key) ?? 0;
    waiting.delete(key);
    const offset = codec.unpair(key);
    const gone = new Set(ROLES.flatMap((role) => first.order[role].slice(0, offset[role]).map((unit) => unit.unitId)));
    const state: AssaultState = { ...start, board: { ...start.board, units: start.board.units.filter((unit) => !gone.has(unit.id)) } };
    play({ fight: continueFight(state, first, relations), offset, supporting: { attacker: null, defender: null } }, 0, 0, p, key);
  }
  return [...ends].map(([key, p]) => {
    const won = key % 2;
    const lostBoth = codec.unpair((key - won) / 2);
    const result: Result = won === 0 ? "attacker-wins" : "defender-wins";
    return { value: { result, attacker: context.before.attacker + lostBoth.attacker, defender: context.before.defender + lostBoth.defender }, p };
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
 */
function playRound(context: Context, round: Round, situation: Situation, from: number): Played {
  const { fight, offset } = round;
  const { size, codec } = context;
  const ends = new Map<number, number>();
  const ties = new Map<number, number>();
  let live = new Map<Situation, number>([[situation, 1]]);
  const end = (attackerWins: boolean, lostA: number, lostD: number, p: number): void => bump(ends, codec.pair(lostA, lostD) * 2 + (attackerWins ? 0 : 1), p);
  const step = (change: (parts: [number, number, number, number, number], p: number, next: Map<Situation, number>) => void): void => {
    const next = new Map<Situation, number>();
    for (const [s, p] of live) change(codec.parts(s), p, next);
    live = next;
  };
  const supporting = perRole((role) => round.supporting[role] ?? fight.support[role].map((offer) => offer.formation));
  const volley = (values: readonly number[], target: Role): void => {
    const chances = hitsDistribution(values);
    step(([lA, lD, hA, hD, best], p, next) =>
      chances.forEach((chance, n) => {
        if (chance > 0) bump(next, target === "attacker" ? codec.situation(lA, lD, hA + n, hD, best) : codec.situation(lA, lD, hA, hD + n, best), p * chance);
      }),
    );
  };
  const support = (role: Role): void =>
    volley(
      fight.support[role].filter((offer) => supporting[role].includes(offer.formation)).flatMap((offer) => offer.units.map((unit) => unit.value)),
      enemyOf(role),
    );
  // The same line and hits come up again and again: each worked out once.
  const known = new Map<string, number[]>();
  const lineKills = (role: Role, lost: number, hits: number): number[] => {
    const key = `${role},${lost},${hits}`;
    const found = known.get(key) ?? killsDistribution(fight.order[role].slice(lost, fight.engaged[role]), hits);
    known.set(key, found);
    return found;
  };
  const saves = (role: Role): void =>
    step(([lA, lD, hA, hD, best], p, next) => {
      const attacker = role === "attacker";
      const chances = attacker ? lineKills(role, lA, hA) : lineKills(role, lD, hD);
      chances.forEach((chance, kills) => {
        if (chance > 0) bump(next, attacker ? codec.situation(lA + kills, lD, 0, hD, best) : codec.situation(lA, lD + kills, hA, 0, best), p * chance);
      });
    });
  // The wipe-out checks: the attacker wins when no defending unit is left and one of its own is;
  // the defender when every directly engaged attacker is lost.
  const checks = (): void =>
    step(([lA, lD, hA, hD, best], p, next) => {
      const a = offset.attacker + lA;
      const d = offset.defender + lD;
      if (d === size.defender && a < size.attacker) end(true, a, d, p);
      else if (lA >= fight.engaged.attacker) end(false, a, d, p);
      else bump(next, codec.situation(lA, lD, hA, hD, best), p);
    });
  // Both result rolls (the attacker's already made when `known`): each side's highest die plus its
  // modifiers; the loser takes the difference as extra hits and, broken before, loses everything.
  const results = (known: boolean): void =>
    step(([lA, lD, , , best], p) => {
      const lost = { attacker: offset.attacker + lA, defender: offset.defender + lD };
      const standing = perRole((role) => ({ destroyed: context.before[enemyOf(role)] + lost[enemyOf(role)], remaining: size[role] - lost[role], shock: context.shock[role] }));
      const modifier = perRole((role) => modifierTotal(resultModifiers(standing[role], standing[enemyOf(role)])));
      const lead = modifier.attacker - modifier.defender;
      const dice = known ? AGAINST_KNOWN[best] ?? [] : DIFFERENCES;
      dice.forEach((chance, shifted) => {
        const margin = shifted - 5 + lead;
        if (chance === 0) return;
        if (margin === 0) return bump(ties, codec.pair(lost.attacker, lost.defender), p * chance);
        const loser: Role = margin > 0 ? "defender" : "attacker";
        const after = context.broken[loser] ? size[loser] : Math.min(size[loser], lost[loser] + Math.abs(margin));
        if (loser === "defender") end(true, lost.attacker, after, p * chance);
        else end(false, after, lost.defender, p * chance);
      });
    });

  for (const [n, name] of STEPS.entries()) {
    if (n < from) continue;
    switch (name) {
      case "attack:attacker":
        volley(fight.attacks.attacker.map((attack) => attack.value), "defender");
        break;
      case "attack:defender":
        volley(fight.attacks.defender.map((attack) => attack.value), "attacker");
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

/** The chance of each number of hits, die k hitting on its value or under. */
function hitsDistribution(values: readonly number[]): number[] {
  let chances = [1];
  for (const value of values) {
    const hit = Math.min(Math.max(value, 0), 6) / 6;
    chances = [...chances, 0].map((p, hits) => p * (1 - hit) + (chances[hits - 1] ?? 0) * hit);
  }
  return chances;
}

/** The chance of each number of units lost to `hits`, each hit on the closest unit still standing. */
function killsDistribution(units: readonly Casualty[], hits: number): number[] {
  let chances = [1, ...units.map(() => 0)];
  for (let k = 0; k < hits; k++) {
    chances = chances.map((p, kills) => {
      const stays = kills === units.length ? 1 : 1 - killChance(units[kills]);
      const arrives = kills === 0 ? 0 : (chances[kills - 1] ?? 0) * killChance(units[kills - 1]);
      return p * stays + arrives;
    });
  }
  return chances;
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
const AGAINST_KNOWN = BEST_OF_TWO.map((_, attacker) => DIFFERENCES.map((_d, shifted) => BEST_OF_TWO[attacker - (shifted - 5)] ?? 0));
