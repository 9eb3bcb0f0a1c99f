import { createBoardIndex, type BoardIndex } from "@engine/board/board-index";
import type { Board } from "@engine/board/types";
import type { AnyRuleset } from "@engine/rulesets/ruleset";
import type { RulesetCatalog } from "@view/ruleset-catalog";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { readOptionValues } from "@engine/rulesets/options";
import type { OptionValues } from "@view/options-form";
import { isRecord } from "@engine/validation/read-fields";
import { readJsonRecord } from "@engine/validation/read-json";
import { ownerOf } from "@engine/validation/field-errors";
import type { JsonValue } from "@engine/rulesets/ruleset";
import type { Scenario } from "@engine/scenario/scenario";
import { advance } from "@engine/session/advance";
import { selectionMisfit, type Engagement } from "@engine/session/selection-fits-board";
import type { Step } from "@engine/session/types";
import { sessionResult } from "@engine/session/session-result";
import type { CombatState } from "./combat-state";
import { answerTurn, awaitingMoves, startTurnPlay, turnCombatState, turnFinished, type TurnPlay } from "./turn-play";

/**
 * The page's state: the scenario, the live board (an index that follows every drag), the combat
 * in progress, and the boards before each combat, for undo. Transitions return a new state; the
 * index is the one mutable part, changed only by drags (`BoardIndex.moveUnit`) between combats.
 */
export interface SandboxState {
  readonly scenario: Scenario;
  /** The rule systems the page runs with (its entry's), the scenario's among them. */
  readonly rulesets: RulesetCatalog;
  readonly ruleset: AnyRuleset;
  readonly index: BoardIndex;
  readonly combat: CombatState | null;
  /** The board before each change (a combat's result, a unit moved by hand), the latest last. */
  readonly history: readonly Undoable[];
  /** A turn of the scenario in play (its combats shown one at a time as `combat`), or null. */
  readonly turn: TurnPlay | null;
  /**
   * The group's option values for the rule system (the options panel; only those set), checked
   * against its declaration: the zones of control and every combat started from now on use them,
   * over what a scenario's selection says.
   */
  readonly options: OptionValues;
}

/** A change Undo takes back: the board before it, and whether it was a combat's result or a move. */
export interface Undoable {
  readonly board: Board;
  readonly cause: "combat" | "move";
}

/** Opens a scenario with the group's option values (from any source, checked first: throws the rule system's EngineError naming the option). */
export function openScenario(rulesets: RulesetCatalog, scenario: Scenario, input: unknown = {}): SandboxState {
  const ruleset = rulesets.ruleset(scenario.ruleset);
  readOptionValues(ruleset.options, input);
  const options = readJsonRecord(input, ownerOf("Options", "options", undefined), "options");
  return {
    scenario,
    rulesets,
    ruleset,
    index: indexOf(ruleset, scenario.board, options),
    combat: null,
    history: [],
    turn: null,
    options,
  };
}

/**
 * Sets the group's option values between combats: checked against the rule system's declaration
 * (throws its EngineError naming the option, the state unchanged), then the zones of control are
 * drawn again with them.
 */
export function setOptions(state: SandboxState, options: OptionValues): SandboxState {
  if (state.combat !== null || state.turn !== null) return state;
  readOptionValues(state.ruleset.options, options);
  return { ...state, options, index: indexOf(state.ruleset, state.index.board(), options) };
}

/** The board's index with the ruleset's zones of control under the group's options. */
export function indexOf(ruleset: AnyRuleset, board: Board, options: OptionValues): BoardIndex {
  return createBoardIndex(board, zocSettingsFor(ruleset, options));
}

/** A selection with the group's option values over its own (a selection that is not a record is left for the rule system to refuse). */
export function withGroupOptions(selection: JsonValue, options: OptionValues): JsonValue {
  if (!isRecord(selection)) return selection;
  const own = Object.hasOwn(selection, "options") ? selection["options"] : undefined;
  return { ...selection, options: { ...(isRecord(own) ? own : {}), ...options } };
}

/**
 * Starts a combat on the board as it stands; throws the ruleset's EngineError for a bad selection,
 * and the board check's for a contact combat whose units no longer touch. Nothing starts during a
 * turn: its combats are its own.
 */
export function startCombat(
  state: SandboxState,
  name: string,
  selection: JsonValue,
  engagement: Engagement | null = null,
): SandboxState {
  if (state.turn !== null) return state;
  const before = state.index.board();
  const misfit = selectionMisfit(state.index, before, [], engagement, state.ruleset);
  if (misfit !== null) throw misfit;
  const chosen = withGroupOptions(selection, state.options);
  const session = state.ruleset.start(state.ruleset.setupFromBoard(before, chosen));
  return withSession(state, { name, selection: chosen, engagement, before, session, result: null, applied: false });
}

/**
 * Throws the board check's EngineError when the board no longer fits the combat: a unit it engaged
 * (a contact combat's units, else every unit of the board it started on) gone or moved, or a
 * contact broken. Asked before a result is applied, so it is never put on a board it was not fought on.
 */
export function checkBoard(state: SandboxState): void {
  const combat = state.combat;
  if (combat === null) return;
  const engaged =
    combat.engagement === null
      ? combat.before.units.map((unit) => unit.id)
      : [combat.engagement.attacker, ...combat.engagement.defenders];
  const misfit = selectionMisfit(state.index, combat.before, engaged, combat.engagement);
  if (misfit !== null) throw misfit;
}

/**
 * What the combat in progress waits for, or the turn in play (its own steps and its combat's,
 * nothing while a combat's moves wait to be made); null when there is neither.
 */
export function pendingStep(state: SandboxState): Step<unknown> | null {
  if (state.turn !== null) return awaitingMoves(state.turn) ? null : state.turn.player.pending(state.turn.session);
  return state.combat === null ? null : state.ruleset.pending(state.combat.session);
}

/** Answers the pending decision; throws the session's EngineError for picks it refuses. */
export function decide(state: SandboxState, picks: readonly string[]): SandboxState {
  const step = pendingStep(state);
  if (step?.kind !== "decision") return state;
  if (state.turn !== null) return withTurn(state, answerTurn(state.turn, { kind: "decision", step: step.id, picks }));
  if (state.combat === null) return state;
  return withSession(state, {
    ...state.combat,
    session: advance(state.ruleset, state.combat.session, { kind: "decision", step: step.id, picks }),
  });
}

/** Answers the pending roll with the dice that fell; throws the session's EngineError for wrong dice. */
export function roll(state: SandboxState, dice: readonly number[]): SandboxState {
  const step = pendingStep(state);
  if (step?.kind !== "roll") return state;
  if (state.turn !== null) return withTurn(state, answerTurn(state.turn, { kind: "roll", step: step.id, dice }));
  if (state.combat === null) return state;
  return withSession(state, {
    ...state.combat,
    session: advance(state.ruleset, state.combat.session, { kind: "roll", step: step.id, dice }),
  });
}

/** Starts one of the scenario's turns on the board as it stands; throws the rule system's EngineError for a bad selection. */
export function startTurn(state: SandboxState, turnId: string): SandboxState {
  const turn = state.scenario.turns.find((candidate) => candidate.id === turnId);
  if (turn === undefined || state.combat !== null || state.turn !== null) return state;
  return withTurn(
    state,
    startTurnPlay(state.rulesets, state.scenario.ruleset, state.index.board(), {
      ...turn,
      selection: withGroupOptions(turn.selection, state.options),
    }),
  );
}

/** Leaves a turn that is over, its combats' moves made. */
export function endTurn(state: SandboxState): SandboxState {
  return state.turn !== null && turnFinished(state.turn) ? { ...state, turn: null, combat: null } : state;
}

/**
 * A position read back on the scenario just opened: the board as it was saved, and Undo able to
 * take back each of its combats, the latest first (the moves made by hand between them were not kept).
 */
export function restore(state: SandboxState, board: Board, combatsBefore: readonly Board[]): SandboxState {
  return {
    ...state,
    index: indexOf(state.ruleset, board, state.options),
    combat: null,
    turn: null,
    history: combatsBefore.map((before) => ({ board: before, cause: "combat" })),
  };
}

/** Puts a finished combat's result on the board: a new index on the board after the moves; throws when the board no longer fits it. */
export function applyResult(state: SandboxState): SandboxState {
  const combat = state.combat;
  if (!combat?.result || combat.applied) return state;
  checkBoard(state);
  return {
    ...state,
    index: indexOf(state.ruleset, combat.result.after, state.options),
    combat: { ...combat, applied: true },
    history: [...state.history, { board: combat.before, cause: "combat" }],
  };
}

/** Keeps the board as it stood before a unit is moved by hand, for Undo; call it before the move. */
export function recordMove(state: SandboxState): SandboxState {
  return { ...state, history: [...state.history, { board: state.index.board(), cause: "move" }] };
}

/**
 * Undo: a combat in progress is dropped; otherwise the board goes back to where it stood before
 * the last change, a combat's result or a unit moved by hand. Nothing is taken back during a turn.
 */
export function undo(state: SandboxState): SandboxState {
  if (state.turn !== null) return state;
  if (state.combat !== null && !state.combat.applied) return { ...state, combat: null };
  const before = state.history.at(-1);
  if (before === undefined) return { ...state, combat: null };
  return {
    ...state,
    index: indexOf(state.ruleset, before.board, state.options),
    combat: null,
    history: state.history.slice(0, -1),
  };
}

/** The chat card's Undo: the board goes back to where it stood before the last combat, moves since included. */
export function undoCombat(state: SandboxState): SandboxState {
  if (state.turn !== null) return state;
  const last = state.history.map((entry) => entry.cause).lastIndexOf("combat");
  const entry = state.history[last];
  if (entry === undefined) return state;
  return {
    ...state,
    index: indexOf(state.ruleset, entry.board, state.options),
    combat: null,
    history: state.history.slice(0, last),
  };
}

/** Leaves the finished combat's dialog; the board keeps its result. In a turn, the turn goes on: its next combat, or its next order. */
export function closeCombat(state: SandboxState): SandboxState {
  if (!state.combat?.applied) return state;
  if (state.turn === null) return { ...state, combat: null };
  return withTurn({ ...state, combat: null }, { ...state.turn, applied: state.turn.applied + 1 });
}

/**
 * The turn with its combat on the page: the one whose moves wait, else the one fought, else none.
 * Once the turn is over and every combat's moves are made, its end (markers removed) goes on the
 * board, undoable like a move.
 */
function withTurn(state: SandboxState, turn: TurnPlay): SandboxState {
  const next = { ...state, turn, combat: turnCombatState(state.ruleset, turn) };
  if (!turnFinished(turn)) return next;
  const end = turn.player.progress(turn.session).board;
  const board = state.index.board();
  if (JSON.stringify(end) === JSON.stringify(board)) return next;
  return {
    ...next,
    index: indexOf(state.ruleset, end, state.options),
    history: [...state.history, { board, cause: "move" }],
  };
}

function withSession(state: SandboxState, combat: CombatState): SandboxState {
  const step = state.ruleset.pending(combat.session);
  const result = step.kind === "done" ? sessionResult(state.ruleset, combat.before, combat.session) : null;
  return { ...state, combat: { ...combat, result } };
}
