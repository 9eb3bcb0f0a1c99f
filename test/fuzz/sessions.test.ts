import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { validateBoard } from "@engine/board/validate-board";
import { advance } from "@engine/session/advance";
import { parseDice } from "@engine/session/dice";
import { nextRandom } from "@engine/session/prng";
import { replay } from "@engine/session/replay";
import type { SessionStateBase, Step, StepInput } from "@engine/session/types";
import { CaseCount, fuzzRuns, fuzzTimeout, PROTOTYPE_NAMES } from "./fuzz-runs";
import { HOSTILE_VALUES, namedOutcome } from "./named-errors";
import { rawScenarios } from "./scenario-files";
import { SHIPPED } from "../rulesets/shipped";

/*
 * Random and hostile decisions and dice through every rule system's session, from each scenario's
 * combats. At each step a seeded generator offers either a random answer within the step's rules
 * or a hostile one (garbage, a wrong step or kind, unknown or illegal or repeated picks, too few
 * or too many dice, faces off the die). A refused input must leave the state as it was; every
 * session must finish within MAX_STEPS accepted inputs and replay from its log to the same state.
 */

/** Accepted inputs a session may take before it must have finished (the longest scripted turn takes a few dozen). */
const MAX_STEPS = 200;
/** Inputs tried in all, refused ones included. */
const MAX_TRIES = 20 * MAX_STEPS;

class Dice {
  constructor(private state: number) {}
  next(): number {
    const { value, state } = nextRandom(this.state);
    this.state = state;
    return value;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T | undefined {
    return items[this.int(items.length)];
  }
}

function fairInput(step: Exclude<Step<unknown>, { kind: "done" }>, r: Dice): StepInput {
  if (step.kind === "roll") {
    const { count, faces } = parseDice(step.dice);
    return { kind: "roll", step: step.id, dice: Array.from({ length: count }, () => 1 + r.int(faces)) };
  }
  const legal = step.options.filter((option) => option.legal).map((option) => option.id);
  const shuffled = [...legal].sort(() => r.next() - 0.5);
  const n = Math.min(legal.length, step.min + r.int(step.max - step.min + 1));
  return { kind: "decision", step: step.id, picks: shuffled.slice(0, n) };
}

function hostileInput(step: Exclude<Step<unknown>, { kind: "done" }>, r: Dice): unknown {
  const fair = fairInput(step, r);
  const junk = r.pick(HOSTILE_VALUES);
  const name = r.pick(PROTOTYPE_NAMES) ?? "__proto__";
  const options = step.kind === "decision" ? step.options.map((option) => option.id) : [];
  const illegal =
    step.kind === "decision" ? step.options.filter((option) => !option.legal).map((option) => option.id) : [];
  const variants: unknown[] = [
    junk,
    { ...fair, step: name },
    { ...fair, kind: fair.kind === "roll" ? "decision" : "roll" },
    fair.kind === "decision" ? { ...fair, picks: junk } : { ...fair, dice: junk },
    fair.kind === "decision" ? { ...fair, picks: [name] } : { ...fair, dice: [...fair.dice, 1] },
    fair.kind === "decision"
      ? { ...fair, picks: [...fair.picks, ...fair.picks] }
      : { ...fair, dice: fair.dice.map(() => 0) },
    fair.kind === "decision" ? { ...fair, picks: illegal.slice(0, 1) } : { ...fair, dice: fair.dice.slice(1) },
    fair.kind === "decision" ? { ...fair, picks: options } : { ...fair, dice: fair.dice.map((d) => d + 0.5) },
  ];
  return variants[r.int(variants.length)];
}

const count = new CaseCount("random and hostile inputs through every rule system's session");
let refused = 0;
let finished = 0;
afterAll(() => count.report(`${finished} sessions finished and replayed, ${refused} hostile inputs refused`));

const combats = rawScenarios().flatMap(({ file, raw }) => {
  const scenario = raw as { ruleset: unknown; board: unknown; combats?: { id: string; selection?: unknown }[] };
  if (!SHIPPED.has(scenario.ruleset)) return [];
  const ruleset = SHIPPED.entry(scenario.ruleset).ruleset;
  const board = validateBoard(scenario.board);
  return (scenario.combats ?? []).map((combat) => ({
    name: `${file} ${combat.id}`,
    ruleset,
    setup: ruleset.setupFromBoard(board, combat.selection ?? {}),
  }));
});

describe.each(combats)("session of $name", ({ ruleset, setup }) => {
  it(
    "refuses hostile inputs without a change and replays every finished session",
    () => {
      fc.assert(
        fc.property(fc.integer(), fc.double({ min: 0, max: 0.7, noNaN: true }), (seed, hostility) => {
          count.tried += 1;
          const r = new Dice(seed);
          let state: SessionStateBase = ruleset.start(setup);
          // Only accepted inputs move a session on; refused ones are counted apart, so hostility cannot end it early.
          let accepted = 0;
          for (let tries = 0; accepted < MAX_STEPS && tries < MAX_TRIES; tries++) {
            const step = ruleset.pending(state);
            if (step.kind === "done") {
              finished += 1;
              expect(replay(ruleset, setup, state.log)).toEqual(state);
              return;
            }
            const before = JSON.stringify(state);
            const input = r.next() < hostility ? hostileInput(step, r) : fairInput(step, r);
            let next: SessionStateBase | undefined;
            if (namedOutcome(() => (next = advance(ruleset, state, input as StepInput))) === "refused") {
              refused += 1;
              expect(JSON.stringify(state)).toBe(before);
            } else if (next !== undefined) {
              state = next;
              accepted += 1;
            }
          }
          expect.unreachable(
            `the session did not finish after ${accepted} accepted inputs: ${ruleset.pending(state).kind}`,
          );
        }),
        { numRuns: fuzzRuns(40) },
      );
    },
    fuzzTimeout(),
  );
});
