import { tableError } from "../errors";
import { advance } from "../session/advance";
import { parseDice } from "../session/dice";
import { seededDice } from "../session/dice-source";
import type { DecisionStep, RollStep, SessionStateBase, StepMachine } from "../session/types";
import type { CombatScript } from "../session/combat-run";
import { SCENARIO_ERRORS } from "./scenario-errors";

/** Where a scripted session stopped: done with its outcome, or waiting for a step the script lacks. */
export interface Played<State> {
  readonly state: State;
  readonly status: "done" | "waiting";
  readonly pending?: DecisionStep | RollStep;
  readonly outcome?: unknown;
  /** The state at the first roll the session asked for, before any die was cast (for odds). */
  readonly firstRoll?: State;
}

/**
 * Plays any step machine from a script: decisions are taken in order and must name the step the
 * session asks for; dice come from the list, then from the seed. The session stops, waiting,
 * when the script has nothing for the step at hand.
 */
export function playScript<Setup, State extends SessionStateBase, Outcome>(
  machine: StepMachine<Setup, State, Outcome>,
  start: State,
  script: CombatScript,
  seed?: number,
): Played<State> {
  let state = start;
  let nextDecision = 0;
  let nextDie = 0;
  let firstRoll: State | undefined;
  const random = seed === undefined ? undefined : seededDice(seed);
  const stop = (end: Omit<Played<State>, "state" | "firstRoll">): Played<State> => ({
    state,
    ...end,
    ...(firstRoll === undefined ? {} : { firstRoll }),
  });
  for (;;) {
    const step = machine.pending(state);
    if (step.kind === "done") return stop({ status: "done", outcome: step.outcome });
    if (step.kind === "decision") {
      const scripted = script.decisions[nextDecision];
      if (!scripted) return stop({ status: "waiting", pending: step });
      if (scripted.step !== step.id)
        throw tableError(SCENARIO_ERRORS, "ScriptMismatch", { scripted: scripted.step, pending: step.id });
      state = advance(machine, state, { kind: "decision", step: step.id, picks: scripted.picks });
      nextDecision += 1;
      continue;
    }
    firstRoll ??= state;
    const { count } = parseDice(step.dice);
    let dice: readonly number[] | undefined;
    if (nextDie + count <= script.dice.length) {
      dice = script.dice.slice(nextDie, nextDie + count);
      nextDie += count;
    } else if (random) {
      dice = random(step);
    } else {
      return stop({ status: "waiting", pending: step });
    }
    state = advance(machine, state, { kind: "roll", step: step.id, dice });
  }
}
