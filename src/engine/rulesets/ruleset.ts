import type { Board } from "../board/types";
import type { Targeting } from "../board/target-stacks";
import type { MovePlan } from "../movement/move-plan";
import type { NormalMoveRules } from "../movement/normal-move";
import type { CellMarkerDeclaration, FieldDeclaration, StepDeclaration, TerrainDeclaration } from "./declarations";
import type { Contact, ContactAnswers, ContactInput } from "./contact-inputs";
import type { RulesetId } from "./ids";
import type { DecisionStep, LocText, RollStep, SessionStateBase, StepInput, StepMachine } from "../session/types";
import type { Effect, MoveRequestBase } from "../session/effects";
import type { CombatRun, CombatScript } from "../session/combat-run";
import type { JsonValue, LabelledDefault, RulesetZoc } from "./values";
import type { ErrorTable } from "../errors";

// Plain values live in values.ts, below this file and its neighbours, so no import goes round; most code takes them from here.
export type { JsonValue, LabelledDefault } from "./values";

interface OptionBase {
  /** The option's key in a values record (a scenario's or a setup's `options`, a world setting). */
  readonly id: string;
  readonly labelKey: string;
  readonly hintKey?: string;
  readonly labelledDefault?: LabelledDefault;
}

/**
 * One per-world setting of a ruleset, declared once: the options' validation (`readOptionValues`),
 * documentation (`optionsTable`), views and settings forms all read this declaration.
 */
export type OptionDefinition = OptionBase &
  (
    | { readonly type: "boolean"; readonly default: boolean }
    /** A whole number from `min` to `max`: every number a user sets has a cap. */
    | { readonly type: "number"; readonly default: number; readonly min: number; readonly max: number }
    | {
        readonly type: "choice";
        readonly default: string;
        readonly choices: readonly { readonly id: string; readonly labelKey: string }[];
      }
    /** A list of data records a group may extend, e.g. its own tactics; `read` checks a list (`at` is its path). */
    | {
        readonly type: "records";
        readonly default: readonly JsonValue[];
        readonly read: (value: unknown, at: string) => readonly JsonValue[];
      }
  );

/** A status a rule system reads or sets on units (`Unit.status`), and how hosts show it. */
export interface StatusDeclaration {
  /** The engine's name, e.g. "tipped". */
  readonly id: string;
  /** An icon path a host can show (Foundry's own `icons/svg/`, so nothing ships with the module). */
  readonly icon: string;
  readonly labelKey: string;
  /** A unit with it is out of the fight (skirmish-recoil's Downed): never offered as a target. */
  readonly outOfAction?: boolean;
}

/** The units of one side that take part in a combat, by id. */
export interface SideUnits {
  readonly side: string;
  readonly unitIds: readonly string[];
}

/**
 * What every rule system implements. The session functions (`start`, `pending`, `apply`) are
 * driven through the session core (`advance`, `replay`, `runSession`, `enumerateOutcomes`).
 * `Move` is its own move requests: the kinds its results ask for, declared in its folder.
 */
export interface Ruleset<
  UnitData,
  Setup,
  State extends SessionStateBase,
  Outcome,
  Odds,
  Move extends MoveRequestBase,
> extends StepMachine<Setup, State, Outcome> {
  readonly id: RulesetId;
  /** The rule system's name, a localization key (settings, dialogs and chat cards show it). */
  readonly labelKey: string;
  /** Its zones of control: reach and who exerts one (a group's options may change them: `rulesetZoc`). */
  readonly zoc: RulesetZoc;
  /**
   * A unit's ordinary move between combats (move allowance, terrain, enemy zones of control): what
   * a drag on the board may do when the hosts follow the movement rules. None: a drag goes anywhere.
   */
  readonly normalMove?: NormalMoveRules;
  /** The statuses it reads or sets on units; a host shows exactly these (and refuses others). */
  readonly statuses: readonly StatusDeclaration[];
  /** Its turn play, when its rules order several combats into a turn (scenarios' `turns`, both hosts' turn trackers). */
  readonly turn?: TurnPlayer;
  /** The terrain kinds (areas' `kind`) it gives a meaning to, each with that meaning; any other kind is ordinary ground to it. */
  readonly terrain: readonly TerrainDeclaration[];
  /**
   * The kinds of marker it lays in cells (`Board.markers`, its effects' `marker`): scenarios and
   * scenes are checked against them; none: a board with markers is refused.
   */
  readonly cellMarkers: readonly CellMarkerDeclaration[];
  /** The kinds of move request its results may ask for. */
  readonly moveKinds: readonly Move["kind"][];
  /** The unit data a new unit starts with. */
  readonly defaultUnitData: UnitData;
  /**
   * Every field of a unit's `data` it reads (`validateUnitData`, and per-token state such as steps
   * lost): scenario files are checked against it and the reference docs list it.
   */
  readonly unitDataFields: readonly FieldDeclaration[];
  /** Every field of a combat's `selection` it reads (`setupFromBoard`). */
  readonly selectionFields: readonly FieldDeclaration[];
  /** Every step its sessions may ask for. */
  readonly steps: readonly StepDeclaration[];
  /** Checks a unit's ruleset data, filling defaults; throws an EngineError naming unit and field. */
  validateUnitData(data: unknown, unitLabel: string): UnitData;
  /** The ruleset's tables (results tables, terrain effects, …) as data. */
  readonly tables: Readonly<Record<string, JsonValue>>;
  readonly options: readonly OptionDefinition[];
  /** Its own named errors (keys under `WARGAME.Error.<RuleSystem>` in its language file), for hosts and tests that list them. */
  readonly errors: ErrorTable;
  /** Checks a combat setup from any source (scenario file, host), filling defaults. */
  validateSetup(input: unknown): Setup;
  /**
   * The setup of a combat on a board: what the board shows (units, their data and statuses,
   * terrain) plus the selection, the ruleset's own record of what the board cannot show (who
   * attacks, from where, with what). Throws an EngineError naming the field at fault.
   */
  setupFromBoard(board: Board, selection: unknown): Setup;
  /**
   * What a combat started from contact asks before it starts: every input its selection takes that
   * neither the board nor the contact shows. Both hosts render their form from it.
   */
  readonly contactInputs: readonly ContactInput[];
  /**
   * The selection of a combat started from a unit and the enemies in contact with it (a token's
   * HUD, the sandbox), in the rule system's own terms, with the answers to its `contactInputs`
   * (checked and completed by `readContactAnswers`).
   */
  contactSelection(board: Board, contact: Contact, answers: ContactAnswers): JsonValue;
  /**
   * Who a combat from contact attacks (`targetStacks`): one enemy stack per combat or all those in
   * contact, and units never named as targets. None: every stack in contact, each unit a target.
   */
  readonly targeting?: Targeting;
  /**
   * The units that take part in the combat a setup describes (the fighters, and the friends that
   * may be called to support), by side: a player plays a side of the combat when one of its units
   * is theirs. Bystanders on the board are not listed.
   */
  participants(setup: Setup): readonly SideUnits[];
  /** What the session did to units, markers and resources so far, in order. */
  effects(state: State): readonly Effect<Move>[];
  /** The movements a session's result asks for, in order. */
  moveRequests(state: State): readonly Move[];
  /**
   * The move plan for a finished session, on the board after its effects (`applyEffects`):
   * the ruleset turns its move requests into planner requests with its own rules of movement.
   */
  planMoves(board: Board, state: State): MovePlan;
  /** Exact odds from a state at a decision point. */
  odds(state: State): Odds;
}

/** A rule system seen from code that works with any of them (scenarios, hosts, the resolver). */
export type AnyRuleset = Ruleset<unknown, unknown, SessionStateBase, unknown, unknown, MoveRequestBase>;

/** One combat of a turn: the board it is fought on, its selection, its session, and its result in a line once it is over. */
export interface TurnCombat {
  readonly side: string;
  readonly before: Board;
  readonly selection: JsonValue;
  readonly session: SessionStateBase;
  /** What it came to (null while it is fought). */
  readonly summary: LocText | null;
}

/** A turn in play as a host shows it: whose order, the sides' resources, and its combats so far. */
export interface TurnProgress {
  readonly sides: readonly string[];
  /** The side to act next; null once the turn's combats are over. */
  readonly side: string | null;
  /** Each side's command chits (or the rule system's resource) left for the turn. */
  readonly chits: Readonly<Record<string, number>>;
  /** Sides that act no more this turn. */
  readonly done: readonly string[];
  /** The board as the turn's combats and its end have left it. */
  readonly board: Board;
  /** The combat being fought, answered through the rule system's own steps; null between orders. */
  readonly combat: TurnCombat | null;
  /** Each combat resolved so far, in order. */
  readonly combats: readonly TurnCombat[];
  /** The turn's own effects besides its combats' (a side declining, markers removed at its end). */
  readonly effects: readonly Effect[];
  readonly over: boolean;
}

/**
 * A rule system whose turn a scenario and the hosts can play: a sequence of combats the rules
 * order among themselves (command-test's alternating attack orders, Rule 10.7), each seeing the
 * board the earlier ones left. The selection is the turn's own (command-test: `sides`, `chits`,
 * `options`). The state is the rule system's own; a host only passes it back (like `AnyRuleset`). A rule system offers one as its `turn` facet.
 */
export interface TurnPlayer {
  /** Checks the selection on the board; throws the rule system's EngineError. */
  check(board: Board, selection: unknown): void;
  play(board: Board, selection: unknown, script: CombatScript, seed?: number): CombatRun;
  /** The turn on the board, before any order; throws the rule system's EngineError for a bad selection. */
  start(board: Board, selection: unknown): SessionStateBase;
  /** What the turn waits for (its own steps and its combats', the latter prefixed with the order's number); null once over. */
  pending(state: SessionStateBase): DecisionStep | RollStep | null;
  /** Answers the step waiting; throws the session's EngineError for an answer it refuses. */
  advance(state: SessionStateBase, input: StepInput): SessionStateBase;
  progress(state: SessionStateBase): TurnProgress;
}
