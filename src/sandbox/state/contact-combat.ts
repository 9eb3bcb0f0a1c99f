import { allTargets, targetStacks } from "@engine/board/target-stacks";
import { firstCell } from "@engine/board/first-cell";
import type { Offset } from "@engine/model/coordinates";
import type { Contact } from "@engine/rulesets/contact-inputs";
import { defaultAnswers } from "@engine/rulesets/contact-inputs";
import { selectionFromContact } from "@engine/rulesets/selection-from-contact";
import { contactFormView, type ContactFieldView } from "@view/contact-form-view";
import { startCombat, type SandboxState } from "./sandbox-state";

/**
 * The enemy stacks a unit may attack from the board (`targetStacks`): never a unit out of action
 * (a Downed figure) or one the rule system never targets (a commander).
 */
export function contactTargets(state: SandboxState, unitId: string): string[][] {
  return targetStacks(state.index, unitId, state.ruleset);
}

/** What "attack them all" (and Enter) attacks: every target stack, or none where the rules take one per combat and several touch. */
export function allContactTargets(state: SandboxState, unitId: string): string[] {
  return allTargets(contactTargets(state, unitId), state.ruleset);
}

/**
 * The cell each unit stood in before its last move since the last combat (the page's undo history
 * holds the board before each move): the square a combat-grid attacker came from. A unit that has
 * not moved since then is left out.
 */
export function movedFrom(state: SandboxState): Record<string, Offset> {
  const now = state.index.board();
  const since = state.history.map((entry) => entry.cause).lastIndexOf("combat") + 1;
  const found: Record<string, Offset> = {};
  for (const entry of state.history.slice(since).reverse()) {
    if (entry.cause !== "move") continue;
    for (const unit of entry.board.units) {
      const before = firstCell(unit);
      const after = firstCell(now.units.find((other) => other.id === unit.id));
      if (before === null || after === null || Object.hasOwn(found, unit.id)) continue;
      if (before.i !== after.i || before.j !== after.j) found[unit.id] = before;
    }
  }
  return found;
}

/** The contact a combat starts from: the unit, the enemies it attacks, and where units moved from. */
export function contactOf(state: SandboxState, attackerId: string, defenderIds: readonly string[]): Contact {
  return { attackerId, defenderIds, movedFrom: movedFrom(state) };
}

/** The rule system's questions for a combat from this contact, as the panel shows them first (their defaults). */
export function contactForm(
  state: SandboxState,
  attackerId: string,
  defenderIds: readonly string[],
): ContactFieldView[] {
  if (defenderIds.length === 0) return [];
  const board = state.index.board();
  const contact = contactOf(state, attackerId, defenderIds);
  const inputs = state.ruleset.contactInputs;
  return contactFormView(inputs, board, contact, defaultAnswers(inputs, board, contact), state.scenario.sideNames);
}

/**
 * Starts a combat from a unit and enemies it touches, in the rule system's own terms, with the
 * answers to its contact inputs: the one place the sandbox asks the engine for a contact's
 * selection. Throws the board check's EngineError when they are not in contact, and the rule
 * system's for an answer or a selection it refuses.
 */
export function startContactCombat(
  state: SandboxState,
  name: string,
  attacker: string,
  defenders: readonly string[],
  answers: unknown,
): SandboxState {
  const board = state.index.board();
  const selection = selectionFromContact(state.ruleset, board, contactOf(state, attacker, defenders), answers);
  return startCombat(state, name, selection, { attacker, defenders });
}
