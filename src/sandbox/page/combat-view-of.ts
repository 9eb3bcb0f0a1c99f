import type { CombatView } from "@view/view-types";
import type { SandboxState } from "../state/sandbox-state";
import { type Words, wordsFor } from "@view/named-texts";

/**
 * The view of the combat in progress, replayed from its record like Foundry's dialog does. The
 * sandbox is a hot seat: its viewer referees, so it sees and answers for every side.
 */
export function combatViewOf(state: SandboxState): CombatView | null {
  const combat = state.combat;
  if (combat === null) return null;
  return state.rulesets.entry(state.scenario.ruleset).view({
    board: combat.before,
    selection: combat.selection,
    log: combat.session.log,
    viewer: { sides: [...new Set(combat.before.units.map((unit) => unit.side))], referee: true },
    odds: true,
    sideNames: state.scenario.sideNames,
  });
}

/** The scenario's words for its sides, terrain kinds and areas, for what the page shows outside the dialog. */
export function scenarioWords(state: SandboxState): Words {
  return wordsFor(state.scenario.sideNames, state.scenario.board.terrain.areas);
}
