import { performance } from "node:perf_hooks";
import { combatGrid } from "../src/rulesets/combat-grid/combat-grid-ruleset";
import { combatGridOdds } from "../src/rulesets/combat-grid/odds";
import type { CombatGridOutcome, CombatGridState } from "../src/rulesets/combat-grid/state";
import { commandTest } from "../src/rulesets/command-test/command-test-ruleset";
import { callEveryStack, commandTestOdds } from "../src/rulesets/command-test/odds";
import type { CommandTestOutcome, CommandTestState } from "../src/rulesets/command-test/state";
import { skirmishOdds } from "../src/rulesets/skirmish-recoil/odds";
import { skirmishRecoil } from "../src/rulesets/skirmish-recoil/skirmish-recoil-ruleset";
import type { SkirmishState } from "../src/rulesets/skirmish-recoil/state";
import { FALL_BACK_WHEN_ALLOWED, effectBand, victoryMarginOdds } from "../src/rulesets/victory-margin/odds";
import { MAX_ATTACK_DICE } from "../src/rulesets/victory-margin/setup";
import type { VictoryMarginOutcome, VictoryMarginState } from "../src/rulesets/victory-margin/state";
import { fallBackBandOf } from "../src/rulesets/victory-margin/tables";
import { victoryMargin } from "../src/rulesets/victory-margin/victory-margin-ruleset";
import { type DiceSource, seededDice } from "../src/engine/session/dice-source";
import type { Distribution } from "../src/engine/session/distribution";
import { type Decide, firstLegal, runSession } from "../src/engine/session/run-session";
import * as grid from "../test/rulesets/combat-grid/fixtures";
import * as command from "../test/rulesets/command-test/fixtures";
import * as skirmish from "../test/rulesets/skirmish-recoil/fixtures";
import * as margin from "../test/rulesets/victory-margin/fixtures";
import type { BenchRow } from "./bench-row";
import { medianTime } from "./timing";

/**
 * Each rule system's exact odds at its largest documented input, timed against 100,000 sessions
 * played with seeded dice under the same policy, and held to 0.5% of them on every value of the
 * odds a player reads (a larger gap throws). The exact odds' budget is 50 ms (they "stay live"):
 * each row says whether it was met.
 */

const RUNS = 100_000;
const BUDGET_MS = 50;

interface Case {
  readonly name: string;
  /** The exact odds, as one distribution over what a player reads. */
  readonly exact: () => Distribution<string>;
  /** One session played to the end with these dice, read the same way. */
  readonly play: (dice: DiceSource) => string;
  readonly seed: number;
}

const percent = (x: number): string => `${(100 * x).toFixed(2)}%`;

function measure(c: Case): BenchRow {
  const exactMs = medianTime(() => c.exact(), { warmup: 2, min: 5, max: 30, budgetMs: 1000 });
  const exact = c.exact();
  const dice = seededDice(c.seed);
  const counts = new Map<string, number>();
  const start = performance.now();
  for (let run = 0; run < RUNS; run += 1) {
    const key = c.play(dice);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sampledMs = performance.now() - start;
  let worst = 0;
  for (const { value, p } of exact) worst = Math.max(worst, Math.abs((counts.get(value) ?? 0) / RUNS - p));
  const unseen = [...counts.keys()].filter((key) => !exact.some((entry) => entry.value === key));
  if (worst >= 0.005 || unseen.length > 0)
    throw new Error(
      `ruleset-odds bench, ${c.name}: sampled odds differ by ${percent(worst)}; unseen ${unseen.join(", ")}`,
    );
  return {
    name: `${c.name}: exact vs ${RUNS.toLocaleString("en")} sessions`,
    baselineMs: sampledMs,
    candidateMs: exactMs,
    ratio: sampledMs / exactMs,
    // Wall-clock time on a shared machine varies; the note says plainly whether the budget was met.
    note: `${exactMs <= BUDGET_MS ? "within" : "OVER"} the ${BUDGET_MS} ms budget; ${exact.length} values, largest gap ${percent(worst)} (within 0.5%)`,
  };
}

/** Two readings of a distribution's values joined, as one key (a player reads both at once). */
function joint<T>(distribution: Distribution<T>, read: (value: T) => string): Distribution<string> {
  const sums = new Map<string, number>();
  for (const { value, p } of distribution) sums.set(read(value), (sums.get(read(value)) ?? 0) + p);
  return [...sums].map(([value, p]) => ({ value, p }));
}

/** Victory-margin at its cap: 20 attack dice, armour advantage 2 against strength 1 and cover 2, with a rear support going along. */
function victoryMarginCase(): Case {
  const units = [
    ...margin.duel({ armour: 2 }, { cover: 2 }),
    margin.base("R", "blue", 0, -60, { cover: 2 }, { facing: 0 }),
  ];
  const state: VictoryMarginState = margin.begin(margin.cmBoard(units), {
    attackRoll: undefined,
    attackDice: MAX_ATTACK_DICE,
    defenderSupports: ["R"],
  });
  const policy: Decide<VictoryMarginState> = (step, at) =>
    step.id.startsWith("support:") ? ["fall-back"] : FALL_BACK_WHEN_ALLOWED(step, at);
  const read = (outcome: VictoryMarginOutcome): string => `${effectBand(outcome)} ${fallBackBandOf(outcome.fallBack)}`;
  return {
    name: `victory-margin, ${MAX_ATTACK_DICE} attack dice`,
    exact: () => joint(victoryMarginOdds(state, policy).outcomes, read),
    play: (dice) => read(margin.outcomeOf(runSession(victoryMargin, state.setup, policy, dice, state))),
    seed: 20261124,
  };
}

/** Combat-grid: three units a side in the square with Ops for tactics, from the start; blue retreats once hit twice. */
function combatGridCase(): Case {
  const units = [
    grid.unit("t", "red", grid.armor([6, 4], 4), { cameFrom: { i: 5, j: 4 } }),
    grid.unit("i", "red", grid.infantry([5, 3])),
    grid.unit("k", "red", grid.infantry([4, 3, 2])),
    grid.unit("u", "blue", grid.armor([5, 3], 3)),
    grid.unit("v", "blue", grid.infantry([4])),
    grid.unit("w", "blue", grid.infantry([4, 2])),
  ];
  const policy: Decide<CombatGridState> = (step, current) => {
    if (step.id !== "evade") return firstLegal(step);
    const taken = current.units
      .filter((candidate) => candidate.role === "defender")
      .reduce((sum, candidate) => sum + candidate.hits, 0);
    return [taken >= 2 ? "retreat" : "hold"];
  };
  const setup = grid.setup({ units, ops: { red: 2, blue: 2 }, preparedPositions: 1 });
  let state: CombatGridState = combatGrid.start(setup);
  state = grid.decide(grid.decide(state, "tactics:attacker", "recce"), "tactics:defender");
  const read = (outcome: CombatGridOutcome): string =>
    `${outcome.inflicted.attacker}/${outcome.inflicted.defender} ${outcome.result}`;
  return {
    name: "combat-grid, three units a side",
    exact: () => joint(combatGridOdds(state, policy).outcomes, read),
    play: (dice) => read(grid.outcomeOf(runSession(combatGrid, state.setup, policy, dice, state))),
    seed: 20261125,
  };
}

/** Command-test: every hex around the defending stack holds a supporting stack (three red, two blue), each called. */
function commandTestCase(): Case {
  const { counter, hex } = command;
  const board = command.hexBoard([
    counter("r1", "red", hex(0, 0), { strength: 3 }),
    counter("ney", "red", hex(0, 0), { commander: 2, strength: 0 }),
    counter("b1", "blue", hex(1, 0), { strength: 2 }),
    counter("r2", "red", hex(1, -1), { strength: 2 }),
    counter("mur", "red", hex(1, -1), { commander: 1, strength: 0 }),
    counter("r3", "red", hex(0, 1), { strength: 1 }),
    counter("r4", "red", hex(1, 1), { strength: 2 }),
    counter("b2", "blue", hex(2, 0), { strength: 3 }),
    counter("kut", "blue", hex(2, 0), { commander: 3, strength: 0 }),
    counter("b3", "blue", hex(2, -1), { strength: 2 }),
  ]);
  const policy: Decide<CommandTestState> = (step, at) =>
    step.id === "chits:defender" ? ["1"] : callEveryStack(step, at);
  const state = command.decide(
    command.attack(board, { from: hex(0, 0), target: hex(1, 0), chits: { red: 2, blue: 2 } }),
    "chits:attacker",
    "1",
  );
  const read = (outcome: CommandTestOutcome): string =>
    `${String(outcome.goesAhead)} ${String(outcome.result)} ${JSON.stringify(outcome.supporting)}`;
  return {
    name: "command-test, five supporting stacks",
    exact: () => joint(commandTestOdds(state, policy).outcomes, read),
    play: (dice) => read(command.outcomeOf(runSession(commandTest, state.setup, policy, dice, state))),
    seed: 20261126,
  };
}

/** Skirmish-recoil: a flee of its full 12 in across four hedges, after a heroic FER test. */
function skirmishCase(): Case {
  const hedges = [0, 1, 2, 3].map((n) => skirmish.box(`h${n}`, "barrier", -200, -80 - 50 * n, 200, -70 - 50 * n));
  const state = skirmish.begin(skirmish.inchBoard(skirmish.pair({ fer: 1 }), { areas: hedges }), {
    result: "flee",
    options: { crossingTarget: 3 },
  });
  const policy: Decide<SkirmishState> = (step) => (step.id === "heroic" ? ["stand"] : firstLegal(step));
  return {
    name: "skirmish-recoil, a flee across four barriers",
    exact: () => joint(skirmishOdds(state, policy).byResult.flee?.outcomes ?? [], (outcome) => outcome.fate),
    play: (dice) => skirmish.outcomeOf(runSession(skirmishRecoil, state.setup, policy, dice, state)).fate,
    seed: 20261127,
  };
}

export function run(): Promise<BenchRow[]> {
  return Promise.resolve([victoryMarginCase(), combatGridCase(), commandTestCase(), skirmishCase()].map(measure));
}
