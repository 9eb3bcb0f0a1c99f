import { combatGrid } from "../src/rulesets/combat-grid/combat-grid-ruleset";
import { combatGridOdds } from "../src/rulesets/combat-grid/odds";
import type { CombatGridOutcome, CombatGridState } from "../src/rulesets/combat-grid/state";
import { commandTest } from "../src/rulesets/command-test/command-test-ruleset";
import { callEveryStack, commandTestOdds } from "../src/rulesets/command-test/odds";
import type { CommandTestOutcome, CommandTestState } from "../src/rulesets/command-test/state";
import { firstChoice, oddsCrtOdds } from "../src/rulesets/odds-crt/odds";
import { oddsCrt } from "../src/rulesets/odds-crt/odds-crt-ruleset";
import type { OddsCrtOutcome, OddsCrtState } from "../src/rulesets/odds-crt/state";
import { LIMITS } from "../src/engine/limits";
import type { Unit } from "../src/engine/board/types";
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
import * as crt from "../test/rulesets/odds-crt/fixtures";
import * as command from "../test/rulesets/command-test/fixtures";
import * as skirmish from "../test/rulesets/skirmish-recoil/fixtures";
import * as margin from "../test/rulesets/victory-margin/fixtures";
import type { BenchRow } from "./bench-row";
import { cpuClock, medianTime } from "./timing";

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
  /** Sessions sampled (default RUNS) and the gap allowed on any value (default 0.5%). */
  readonly runs?: number;
  readonly tolerance?: number;
  /** The exact odds, as one distribution over what a player reads. */
  readonly exact: () => Distribution<string>;
  /** One session played to the end with these dice, read the same way. */
  readonly play: (dice: DiceSource) => string;
  readonly seed: number;
}

const percent = (x: number): string => `${(100 * x).toFixed(2)}%`;

function measure(c: Case): BenchRow {
  const runs = c.runs ?? RUNS;
  const tolerance = c.tolerance ?? 0.005;
  const exactMs = medianTime(() => c.exact(), { warmup: 2, min: 5, max: 30, budgetMs: 1000 });
  const exact = c.exact();
  const dice = seededDice(c.seed);
  const counts = new Map<string, number>();
  // CPU time, as the exact odds are timed (wall time on a shared machine would flatter the ratio).
  const start = cpuClock();
  for (let run = 0; run < runs; run += 1) {
    const key = c.play(dice);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sampledMs = cpuClock() - start;
  let worst = 0;
  for (const { value, p } of exact) worst = Math.max(worst, Math.abs((counts.get(value) ?? 0) / runs - p));
  const unseen = [...counts.keys()].filter((key) => !exact.some((entry) => entry.value === key));
  if (worst >= tolerance || unseen.length > 0)
    throw new Error(
      `ruleset-odds bench, ${c.name}: sampled odds differ by ${percent(worst)}; unseen ${unseen.join(", ")}`,
    );
  return {
    name: `${c.name}: exact vs ${runs.toLocaleString("en")} sessions`,
    baselineMs: sampledMs,
    candidateMs: exactMs,
    ratio: sampledMs / exactMs,
    // Wall-clock time on a shared machine varies; the note says plainly whether the budget was met.
    note: `${exactMs <= BUDGET_MS ? "within" : "OVER"} the ${BUDGET_MS} ms budget; ${exact.length} values, largest gap ${percent(worst)} (within ${percent(tolerance)})`,
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

/** Twenty codes, one per die face, so that no two faces of a column give the same result. */
function codes(): Record<string, unknown> {
  const results: Record<string, unknown> = {};
  for (let face = 0; face < 20; face += 1)
    results[`R${face}`] =
      face === 19
        ? { exchange: true }
        : face === 18
          ? { defender: { eliminated: true } }
          : {
              attacker: { steps: face % 3, retreat: face % 4 },
              defender: { steps: Math.min(4, (face >> 2) % 5), retreat: (face + 1) % 4 },
            };
  return results;
}

const COLUMNS = [
  "1:10",
  "1:9",
  "1:8",
  "1:7",
  "1:6",
  "1:5",
  "1:4",
  "1:3",
  "1:2",
  "1:1",
  "2:1",
  "3:1",
  "4:1",
  "5:1",
  "6:1",
  "7:1",
  "8:1",
  "9:1",
  "10:1",
  "11:1",
];

/**
 * odds-crt at its caps: a definition with a 20-faced die, 20 columns and a different result on
 * every face (steps, retreats of up to 3 hexes both ways, an exchange, an elimination), several
 * defending hexes, displacement and advance at their caps; six attacking hexes against six
 * defending hexes, twelve units in each, on a board filled to LIMITS.units. The policy takes the
 * first legal option everywhere (the best-ranked hex, the first unit), the exact odds' default.
 */
function oddsCrtCapsState(): OddsCrtState {
  const definition = {
    id: "caps",
    columns: COLUMNS,
    table: Array.from({ length: 20 }, (_, face) => COLUMNS.map((_, column) => `R${(face + column) % 20}`)),
    results: codes(),
    terrain: [
      { kind: "woods", shift: -1 },
      { kind: "urban", multiplier: 2 },
      { kind: "river", where: "attackers", shift: -1 },
    ],
    friendsNegateZoc: true,
    retreat: {
      chooser: "defender",
      priorities: ["furthest-from-enemy", "empty-hex", "defensive-terrain"],
      displacement: true,
      stackingLimit: 12,
    },
    advance: { units: 12, ignoresZoc: false },
    mandatory: true,
    multiHex: true,
  };
  const units: Unit[] = [];
  const stack = (side: string, q: number, r: number, prefix: string): void => {
    for (let n = 0; n < 12; n += 1)
      units.push(
        crt.counter(`${prefix}${q}-${n}`, side, crt.hex(q, r), {
          attack: 3 + (n % 4),
          defence: 2 + (n % 3),
          steps: 1 + (n % 4),
        }),
      );
  };
  for (let q = 0; q < 6; q += 1) {
    stack("red", q, -1, "a");
    stack("blue", q, 0, "d");
  }
  // The rest of the board: one counter a hex from the fourth row on, the sides alternating by column.
  for (let r = 4; units.length < LIMITS.units; r += 1)
    for (let q = -50; q < 50 && units.length < LIMITS.units; q += 1)
      units.push(crt.counter(`b${q},${r}`, q % 2 === 0 ? "red" : "blue", crt.hex(q - (r >> 1), r)));
  const board = crt.hexBoard(units);
  const hexes = (r: number) => Array.from({ length: 6 }, (_, q) => crt.hex(q, r));
  return crt.combat(board, hexes(-1), hexes(0), "custom", { customDefinition: [definition] });
}

/** odds-crt at its caps (above): a different result on each of the 20 faces, so no two faces merge. */
function oddsCrtCase(): Case {
  const state = oddsCrtCapsState();
  const read = (outcome: OddsCrtOutcome): string =>
    `${outcome.result} ${outcome.eliminated.length} ${outcome.stepsLost.length} ${outcome.retreats.filter((entry) => entry.hex === null).length}`;
  return {
    name: "odds-crt, 20-faced die, 6 hexes of 12 against 6, 10,000 units",
    // A session walks every retreat of the largest input: 20,000 of them, the gap allowed 1% (6 standard errors of a 1-in-20 chance).
    runs: 10_000,
    tolerance: 0.01,
    exact: () => joint(oddsCrtOdds(state).outcomes, read),
    play: (dice) => read(crt.outcomeOf(runSession(oddsCrt, state.setup, firstChoice, dice, state))),
    seed: 20261128,
  };
}

export function run(): Promise<BenchRow[]> {
  return Promise.resolve(
    [victoryMarginCase(), combatGridCase(), commandTestCase(), skirmishCase(), oddsCrtCase()].map(measure),
  );
}
