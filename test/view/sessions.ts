/**
 * Random sessions of every implemented ruleset, from the scenario files: random legal decisions
 * (a random number of picks between min and max) and seeded dice, every step kept with the log
 * that leads to it, so a view can be built at each moment of each combat.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { isRecord } from "@engine/validation/read-fields";
import type { Board } from "@engine/board/types";
import type { RulesetId } from "@engine/rulesets/ids";
import { validateScenario } from "@engine/scenario/scenario";
import { advance } from "@engine/session/advance";
import { seededDice } from "@engine/session/dice-source";
import { nextRandom } from "@engine/session/prng";
import type { DecisionStep, Step, StepInput } from "@engine/session/types";
import { SHIPPED } from "../rulesets/shipped";

export interface Moment {
  readonly rulesetId: RulesetId;
  readonly combat: string;
  readonly board: Board;
  readonly selection: unknown;
  readonly log: readonly StepInput[];
  readonly step: Step<unknown>;
}

/** The scenario files whose ruleset is implemented. */
export function implementedScenarios() {
  return readdirSync("scenarios", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.ya?ml$|\.json$/.test(file))
    .map((file) => ({ file, data: parse(readFileSync(join("scenarios", file), "utf8")) as unknown }))
    .filter(({ data }) => isRecord(data) && SHIPPED.has(data["ruleset"]))
    .map(({ file, data }) => validateScenario(data, file, SHIPPED));
}

function randomPicks(step: DecisionStep, seed: number): { picks: string[]; seed: number } {
  let state = seed;
  const draw = (n: number): number => {
    const next = nextRandom(state);
    state = next.state;
    return Math.floor(next.value * n);
  };
  const legal = step.options.filter((option) => option.legal).map((option) => option.id);
  const count = step.min + draw(Math.min(step.max, legal.length) - step.min + 1);
  const picks: string[] = [];
  while (picks.length < count) {
    const [pick] = legal.splice(draw(legal.length), 1);
    if (pick !== undefined) picks.push(pick);
  }
  return { picks, seed: state };
}

/**
 * Every moment of random sessions of every combat of every implemented scenario: `runs` sessions
 * per rule system, shared out among its combats (at least one each), so the cost stays the same
 * as the scenario library grows.
 */
export function randomMoments(runs: number): Moment[] {
  const moments: Moment[] = [];
  const scenarios = implementedScenarios();
  const combatsOf = (id: string): number =>
    scenarios.filter((s) => s.ruleset === id).reduce((sum, s) => sum + s.combats.length, 0);
  for (const scenario of scenarios) {
    const ruleset = SHIPPED.ruleset(scenario.ruleset);
    const perCombat = Math.max(1, Math.ceil(runs / combatsOf(scenario.ruleset)));
    for (const combat of scenario.combats) {
      for (let run = 0; run < perCombat; run += 1) {
        const dice = seededDice(run + 1);
        let seed = 1000 + run;
        let state = ruleset.start(ruleset.setupFromBoard(scenario.board, combat.selection));
        for (;;) {
          const step = ruleset.pending(state);
          moments.push({
            rulesetId: scenario.ruleset,
            combat: combat.id,
            board: scenario.board,
            selection: combat.selection,
            log: state.log,
            step,
          });
          if (step.kind === "done") break;
          if (step.kind === "roll") {
            state = advance(ruleset, state, { kind: "roll", step: step.id, dice: dice(step) });
          } else {
            const chosen = randomPicks(step, seed);
            seed = chosen.seed;
            state = advance(ruleset, state, { kind: "decision", step: step.id, picks: chosen.picks });
          }
        }
      }
    }
  }
  return moments;
}
