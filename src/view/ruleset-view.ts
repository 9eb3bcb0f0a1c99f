import type { Board, Unit } from "../engine/board/types";
import type { GridSpec } from "../engine/model/grid-spec";
import { applyEffects } from "../engine/session/apply-effects";
import type { MoveRequestBase } from "../engine/session/effects";
import type { SessionStateBase, StepInput } from "../engine/session/types";
import type { Ruleset } from "../engine/rulesets/ruleset";
import { decisionView } from "./decision-view";
import { defaultsView } from "./defaults-view";
import { effectWords, logLines } from "./effect-words";
import { type MoveWording, moveWords, unitNames } from "./move-words";
import { type SideNames, wordsFor } from "./named-texts";
import { namedView } from "./named-view";
import { replayWithRolls } from "./roll-history";
import { rollView } from "./roll-view";
import { say } from "./text";
import type {
  CellMarkerView,
  CombatView,
  CounterMarker,
  CounterMarkerDeclaration,
  CounterValue,
  DefaultView,
  LocText,
  OddsTable,
  SideView,
  StepView,
  SummaryView,
  Viewer,
} from "./view-types";

/** What a view is built from: a combat record (ruleset, selection, log), the board it started on, and who looks. */
export interface CombatViewInput {
  readonly board: Board;
  readonly selection: unknown;
  readonly log: readonly StepInput[];
  readonly viewer: Viewer;
  /** Exact odds cost an enumeration of every remaining roll; a chat card does without. */
  readonly odds?: boolean;
  /** The sides' names (a scenario's `sides`); a side not named goes by its id made readable. */
  readonly sideNames?: SideNames;
}

/** Where the parts of a view that only the ruleset knows come from. */
export interface ViewContext {
  readonly board: Board;
  readonly selection: unknown;
  /** The ruleset's setup of the combat (from the board and the selection). */
  readonly setup: unknown;
  readonly viewer: Viewer;
}

/**
 * A ruleset's own view: its participants with their key numbers, its summary, its outcome and odds
 * in words, and the values of its options in a combat. It lives in its ruleset's folder and holds
 * no ruleset object (the ruleset may hold its view without an import cycle); every ruleset has one
 * (`ruleset-views.ts`).
 */
export interface RulesetView<State extends SessionStateBase, Outcome, Odds> {
  sides(state: State, context: ViewContext): SideView[];
  summary(state: State, context: ViewContext): SummaryView | null;
  outcome(outcome: Outcome, state: State): LocText[];
  odds(odds: Odds, state: State): OddsTable[];
  /** How the odds were worked out: the choices still to come they assume. */
  oddsNote(state: State): LocText;
  /** The option values the combat runs with (missing ones are the defaults). */
  optionValues(state: State, context: ViewContext): Readonly<Record<string, unknown>>;
  /** Labelled defaults in use that are not options, e.g. records whose effect is a default. */
  extraDefaults(state: State): DefaultView[];
  /**
   * The values the rule system reads off a unit, from the unit alone (no combat needed): each in the
   * short form its counter prints and in full for the counter's tooltip; throws the engine's error
   * when the unit's data does not read.
   */
  counterValues(unit: Unit, grid: GridSpec): CounterValue[];
  /** The kinds of marker its counters carry (none: an empty list), each named in its own language file. */
  readonly counterMarkers: readonly CounterMarkerDeclaration[];
  /**
   * The markers a unit's counter carries now, each of a declared kind, read from the unit alone as
   * `counterValues` is (throws the engine's error when the unit's data does not read).
   */
  markersOf(unit: Unit, grid: GridSpec): CounterMarker[];
  /** The markers it lays in cells (one per kind of `Ruleset.cellMarkers`), as they are drawn and worded; none: an empty list. */
  readonly cellMarkers: readonly CellMarkerView[];
  /** How its moves are worded, where not by the grid's own word (hexes, squares) with contacts named. */
  readonly moveWording?: MoveWording;
}

export type CombatViewBuilder = (input: CombatViewInput) => CombatView;

/**
 * The view of a combat, replayed from its record with the ruleset's own types (so each ruleset's
 * view reads its state as it is, without casts).
 */
export function viewBuilder<
  UnitData,
  Setup,
  State extends SessionStateBase,
  Outcome,
  Odds,
  Move extends MoveRequestBase,
>(
  ruleset: Ruleset<UnitData, Setup, State, Outcome, Odds, Move>,
  view: RulesetView<State, Outcome, Odds>,
): CombatViewBuilder {
  return (input) => {
    const setup = ruleset.setupFromBoard(input.board, input.selection);
    const context: ViewContext = { board: input.board, selection: input.selection, setup, viewer: input.viewer };
    const { state, rolls } = replayWithRolls(ruleset, (at) => ruleset.effects(at), setup, input.log);
    const pending = ruleset.pending(state);
    const effects = ruleset.effects(state);
    const secret = pending.kind === "decision" && (pending.secret || pending.sealed.length > 0);
    const step: StepView =
      pending.kind === "decision"
        ? {
            kind: "decision",
            decision: decisionView(pending, input.viewer, unitNames(input.board)),
            roll: null,
            done: null,
          }
        : pending.kind === "roll"
          ? { kind: "roll", decision: null, roll: rollView(pending), done: null }
          : {
              kind: "done",
              decision: null,
              roll: null,
              done: doneView(ruleset, view, state, pending.outcome, input.board),
            };
    const showOdds = input.odds !== false && pending.kind !== "done" && !secret;
    const words = wordsFor(input.sideNames ?? {}, input.board.terrain.areas);
    return namedView(
      {
        rulesetId: ruleset.id,
        header: {
          ruleset: say(ruleset.labelKey),
          sides: view.sides(state, context).map((side) => ({ ...side, name: words.side(side.side) })),
        },
        step,
        odds: showOdds ? { tables: view.odds(ruleset.odds(state), state), note: view.oddsNote(state) } : null,
        defaults: [...defaultsView(ruleset.options, view.optionValues(state, context)), ...view.extraDefaults(state)],
        summary: view.summary(state, context),
        log: logLines(effects),
        rolls,
      },
      words,
    );
  };
}

function doneView<UnitData, Setup, State extends SessionStateBase, Outcome, Odds, Move extends MoveRequestBase>(
  ruleset: Ruleset<UnitData, Setup, State, Outcome, Odds, Move>,
  view: RulesetView<State, Outcome, Odds>,
  state: State,
  outcome: Outcome,
  board: Board,
): NonNullable<StepView["done"]> {
  const effects = ruleset.effects(state);
  const plan = ruleset.planMoves(applyEffects(board, effects), state);
  const name = unitNames(board);
  return {
    outcome: view.outcome(outcome, state),
    results: logLines(effects),
    moves: moveWords(plan, board, ruleset.statuses, view.moveWording),
    effects: effectWords(effects, name, view.cellMarkers),
  };
}
