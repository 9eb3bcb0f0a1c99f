import type { Effect } from "../engine/session/effects";
import { advance } from "../engine/session/advance";
import type { SessionStateBase, StepInput, StepMachine } from "../engine/session/types";
import { logLines } from "./effect-words";
import { say } from "./text";
import type { RollRecordView } from "./view-types";

/**
 * Every roll of a combat so far, replayed from its log: what it was for (the step's purpose), the
 * faces it showed, and what it did (the ruleset's lines that followed it, up to the next input).
 */
export function rollHistory<Setup, State extends SessionStateBase, Outcome>(
  machine: StepMachine<Setup, State, Outcome>,
  effects: (state: State) => readonly Effect[],
  setup: Setup,
  log: readonly StepInput[],
): RollRecordView[] {
  const records: RollRecordView[] = [];
  let state = machine.start(setup);
  for (const input of log) {
    const step = machine.pending(state);
    const before = effects(state).length;
    state = advance(machine, state, input);
    if (step.kind !== "roll" || input.kind !== "roll") continue;
    records.push({
      purpose: step.purpose,
      faces: say("WARGAME.View.Roll.Faces", { side: step.side, dice: step.dice, faces: input.dice.join(", ") }),
      did: logLines(effects(state).slice(before)),
    });
  }
  return records;
}
