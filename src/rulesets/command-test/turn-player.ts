import { ownerOf } from "@engine/validation/field-errors";
import { readRecord } from "@engine/validation/read-fields";
import type { Board } from "@engine/board/types";
import { concatPlans } from "@engine/movement/move-plan";
import type { TurnCombat, TurnPlayer } from "@engine/rulesets/ruleset";
import { turnPlayerOf } from "@engine/rulesets/turn-player-of";
import { text } from "@engine/session/state-helpers";
import { turnMachine } from "./turn-machine";
import { validateTurnSetup } from "./turn-setup";
import type { AttackRecord, TurnState } from "./turn-state";

const SELECTION = ownerOf("Turn", "selection", undefined);

function setupOf(board: Board, selection: unknown) {
  return validateTurnSetup({ ...readRecord(selection, SELECTION, "selection"), board });
}

/**
 * The command-test turn (Rules 10.7–10.9) as scenarios and hosts play it: the turn machine over
 * the board, its attack orders shown as combats of the rule system.
 */
export const commandTestTurn: TurnPlayer = turnPlayerOf(turnMachine, {
  setupOf,
  // Each attack's retreats, as the turn took them onto its board.
  planOf: (state: TurnState) => concatPlans(...state.attacks.map((attack) => attack.plan)),
  progress: (state: TurnState) => {
    const stage = state.stage;
    // The attacks' effects are the turn's too (it takes them onto its board); its own are the rest.
    const attacks = new Set(state.attacks.flatMap((record) => record.attack.effects));
    return {
      sides: state.setup.sides,
      side: state.attacker,
      chits: state.chits,
      done: state.done,
      board: state.board,
      combat:
        stage.kind === "attack"
          ? {
              side: state.attacker ?? "",
              before: stage.before,
              selection: stage.selection,
              session: stage.attack,
              summary: null,
            }
          : null,
      combats: state.attacks.map(recordCombat),
      effects: state.effects.filter((effect) => !attacks.has(effect)),
      over: stage.kind === "done",
    };
  },
});

/** A resolved order as a combat, with what it came to: the order failed its test, or went ahead to its result. */
function recordCombat(record: AttackRecord): TurnCombat {
  const names = (ids: readonly string[]): string =>
    ids.map((id) => record.before.units.find((unit) => unit.id === id)?.name ?? id).join(", ");
  const target = names(record.attack.setup.defending.units.map((unit) => unit.id));
  const summary = record.outcome.goesAhead
    ? text("WARGAME.CommandTest.Turn.WentAhead", {
        side: record.side,
        units: names(record.ordered),
        target,
        result: record.outcome.result ?? "",
      })
    : text("WARGAME.CommandTest.Turn.Failed", { side: record.side, units: names(record.ordered), target });
  return { side: record.side, before: record.before, selection: record.selection, session: record.attack, summary };
}
