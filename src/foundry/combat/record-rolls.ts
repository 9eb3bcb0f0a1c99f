import type { Board } from "../../engine/board/types";
import { hostRulesets } from "../rulesets";
import { advance } from "../../engine/session/advance";
import type { CombatRecord } from "./combat-record";

/** One roll of a record: its step, the side that rolls it, and the dice the record says came up. */
export interface RecordRoll {
  readonly step: string;
  readonly side: string;
  readonly dice: readonly number[];
}

/** The rolls of a record in order, each with the side its step belongs to (replayed on `board`). */
export function recordRolls(record: CombatRecord, board: Board): RecordRoll[] {
  const ruleset = hostRulesets().ruleset(record.ruleset);
  let state = ruleset.start(ruleset.setupFromBoard(board, record.selection));
  const rolls: RecordRoll[] = [];
  for (const input of record.log) {
    const pending = ruleset.pending(state);
    if (input.kind === "roll" && pending.kind === "roll")
      rolls.push({ step: input.step, side: pending.side, dice: input.dice });
    state = advance(ruleset, state, input);
  }
  return rolls;
}
