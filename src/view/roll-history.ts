import type { Effect } from "../engine/session/effects";
import { advance } from "../engine/session/advance";
import type { SessionStateBase, StepInput, StepMachine } from "../engine/session/types";
import { logLines } from "./effect-words";
import { say } from "./text";
import type { RollRecordView } from "./view-types";

/**
 * A combat replayed from its log (as `replay` does), with every roll made on the way: what it was
 * for (the step's purpose), the faces it showed, and what it did (the ruleset's lines that
 * followed it, up to the next input).
 */
export function replayWithRolls<Setup, State extends SessionStateBase, Outcome>(
  machine: StepMachine<Setup, State, Outcome>,
  effects: (state: State) => readonly Effect[],
  setup: Setup,
  log: readonly StepInput[],
): { readonly state: State; readonly rolls: readonly RollRecordView[] } {
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
  return { state, rolls: records };
}
