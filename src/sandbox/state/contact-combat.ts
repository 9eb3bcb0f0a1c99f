import { enemyTargets } from "@engine/board/enemy-contacts";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { startCombat, type SandboxState } from "./sandbox-state";

/** What a table adds to a contact's selection that the board cannot show. */
export interface ContactExtras {
  /** Victory-margin: the attacker's dice of the round (only the table knows them). */
  readonly attackDice: number;
}

/** The enemies a unit may attack from the board: those in contact, never one out of action (a Downed figure). */
export function contactTargets(state: SandboxState, unitId: string): string[] {
  return enemyTargets(state.index, unitId, state.ruleset.statuses);
}

/**
 * Starts a combat from a unit and enemies it touches, in the rule system's own terms: the one
 * place the sandbox asks the engine for a contact's selection. Throws the board check's
 * EngineError when they are not in contact, and the ruleset's for a selection it refuses.
 */
export function startContactCombat(
  state: SandboxState,
  name: string,
  attacker: string,
  defenders: readonly string[],
  extras: ContactExtras,
): SandboxState {
  const made = state.ruleset.contactSelection(state.index.board(), attacker, defenders);
  const selection: JsonValue =
    state.scenario.ruleset === "victory-margin" && isRecord(made) ? { ...made, attackDice: extras.attackDice } : made;
  return startCombat(state, name, selection, { attacker, defenders });
}

function isRecord(value: JsonValue): value is { readonly [key: string]: JsonValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
