import type { CommandTestOutcome, CommandTestState } from "./state";
import { joinedStacks, stackId } from "./state-helpers";

/** Ends the session with its outcome. */
export function finish(state: CommandTestState): CommandTestState {
  const combat = state.combat;
  const outcome: CommandTestOutcome = {
    goesAhead: state.command?.passes ?? false,
    chitsSpent: { attacker: state.allocated.attacker ?? 0, defender: state.allocated.defender ?? 0 },
    supporting: {
      attacker: joinedStacks(state, "attacker").map((stack) => stackId(stack.cell)),
      defender: joinedStacks(state, "defender").map((stack) => stackId(stack.cell)),
    },
    strength: combat === null ? null : { attacker: combat.attack, defender: combat.defence },
    column: combat?.column ?? null,
    result: combat?.result ?? null,
  };
  return { ...state, stage: { kind: "done", outcome } };
}
