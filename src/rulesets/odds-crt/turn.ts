import { firstCell } from "@engine/board/first-cell";
import type { Board, Unit } from "@engine/board/types";
import { validateBoard } from "@engine/board/validate-board";
import { createCellGrid } from "@engine/grid/cell-grid";
import { isHexKind } from "@engine/grid/hex";
import type { Offset } from "@engine/model/coordinates";
import { applyPlan } from "@engine/movement/apply-plan";
import { concatPlans, type MovePlan } from "@engine/movement/move-plan";
import type { JsonValue, TurnCombat, TurnPlayer } from "@engine/rulesets/ruleset";
import { turnPlayerOf } from "@engine/rulesets/turn-player-of";
import { advance } from "@engine/session/advance";
import { applyEffects } from "@engine/session/apply-effects";
import { type Examination, ask, auto, done, stepScaffold } from "@engine/session/step-scaffold";
import { chooseOne, chooseSome, defined, line, moveRequests, text } from "@engine/session/state-helpers";
import type { DecisionOption, SessionStateBase, StepInput, StepMachine } from "@engine/session/types";
import { ownerOf } from "@engine/validation/field-errors";
import { readId, readRecord } from "@engine/validation/read-fields";
import { readJson } from "@engine/validation/read-json";
import { oddsCrtError } from "./errors";
import * as combatMachine from "./machine";
import { type OddsCrtOptions, validateOptions } from "./options";
import { planMoves } from "./plan-moves";
import { MAX_HEXES, setupFromBoard } from "./setup";
import type { OddsCrtEffect, OddsCrtOutcome, OddsCrtState } from "./state";
import { fighters, hexId } from "./state-helpers";
import { validateUnitData } from "./unit-data";

/**
 * One side's combat phase as a turn: the side attacks enemy hexes one combat at a time, each unit
 * at most once, each combat seeing the board the earlier ones left (their losses, retreats and
 * advances). An order names an enemy hex, then which of the side's ready hexes next to it attack
 * (several stacks against one hex); where the definition allows multi-hex attacks, it may then
 * take in other enemy hexes next to those attackers (one stack against several hexes), so every
 * attacking hex touches a hex attacked and every hex attacked touches an attacker, as a combat's
 * setup asks. Where the definition makes attacks mandatory, every unit of the side in an enemy zone
 * of control (next to an enemy unit) must attack before the phase may end: the option to end it is
 * refused, naming the units that have not. A unit that stands with one that has attacked cannot
 * attack again (every unit of a hex joins its attack), so it is not held to it.
 */

/** The turn's selection: the side whose combat phase it is, and the options every combat is fought with. */
export type OddsTurnSetup = {
  readonly board: Board;
  readonly side: string;
  readonly options: OddsCrtOptions;
  /** The options as written, passed on to each combat's selection. */
  readonly optionValues: JsonValue;
};

/** A combat of the phase, fought or being fought. */
type PhaseCombat = { readonly before: Board; readonly selection: JsonValue; readonly combat: OddsCrtState };

type CombatRecord = PhaseCombat & {
  readonly outcome: OddsCrtOutcome;
  readonly targets: readonly string[];
  readonly plan: MovePlan;
};

type Stage =
  /** The side picks an enemy hex to attack, or ends its combat phase. */
  | { readonly kind: "order" }
  /** It picks which of its hexes next to the target attack. */
  | { readonly kind: "attackers"; readonly target: Offset }
  /** Multi-hex attacks: it picks which other enemy hexes next to the attackers the combat takes in. */
  | { readonly kind: "targets"; readonly target: Offset; readonly attackers: readonly Offset[] }
  | ({ readonly kind: "combat" } & PhaseCombat)
  | { readonly kind: "done"; readonly outcome: OddsTurnOutcome };

export type OddsTurnOutcome = {
  /** Each combat: the hexes attacked ("i,j") and its result code. */
  readonly combats: readonly { readonly targets: readonly string[]; readonly result: string }[];
  /** The units that attacked, in order. */
  readonly attacked: readonly string[];
};

export interface OddsTurnState extends SessionStateBase {
  readonly setup: OddsTurnSetup;
  readonly board: Board;
  /** Orders given so far (attacks and the end); numbers the steps. */
  readonly orders: number;
  readonly attacked: readonly string[];
  readonly stage: Stage;
  readonly combats: readonly CombatRecord[];
  readonly effects: readonly OddsCrtEffect[];
}

const TURN = ownerOf("Turn", "turn", undefined);
const SELECTION = ownerOf("Turn", "selection", undefined);
const END = "end";

/** Checks a turn from any source: a hex board whose units carry valid data, a side on it, options. */
export function validateTurnSetup(input: unknown): OddsTurnSetup {
  const fields = readRecord(input, TURN, "turn");
  const board = validateBoard(fields["board"]);
  if (!isHexKind(board.grid.kind)) throw oddsCrtError("NotHex", { got: board.grid.kind });
  board.units.forEach((unit) => validateUnitData(unit.data, unit.name));
  const side = readId(fields["side"], TURN, "side");
  const options = validateOptions(fields["options"], "options");
  const optionValues = fields["options"] === undefined ? {} : readJson(fields["options"], TURN, "options");
  return { board, side, options, optionValues };
}

const scaffold = stepScaffold("odds-crt turn", examine);
const settle = scaffold.settle;
export const turnMachine: StepMachine<OddsTurnSetup, OddsTurnState, OddsTurnOutcome> = {
  start: (setup) =>
    settle({
      log: [],
      setup,
      board: setup.board,
      orders: 0,
      attacked: [],
      stage: { kind: "order" },
      combats: [],
      effects: [],
    }),
  pending: scaffold.pending,
  apply,
};

function apply(state: OddsTurnState, input: StepInput): OddsTurnState {
  const stage = state.stage;
  const picks = input.kind === "decision" ? input.picks : [];
  switch (stage.kind) {
    case "order": {
      const pick = defined(picks[0], "the order");
      if (pick === END) return settle(endPhase(state, "WARGAME.OddsCrt.Turn.Log.Ends"));
      const target = defined(
        targetsOf(state).find((cell) => hexId(cell) === pick),
        "the hex attacked",
      );
      return settle({ ...state, orders: state.orders + 1, stage: { kind: "attackers", target } });
    }
    case "attackers":
      return settle(attackFrom(state, stage.target, picked(readyHexes(state, hexesOf(state.board)), picks)));
    case "targets": {
      const more = picked(moreTargets(state, stage.target, stage.attackers), picks);
      return settle(beginCombat(state, [stage.target, ...more], stage.attackers));
    }
    case "combat": {
      // The turn has checked the input against the prefixed step; the combat checks it again.
      const inner = { ...input, step: input.step.slice(prefix(state).length) };
      return settle({ ...state, stage: { ...stage, combat: advance(combatMachine, stage.combat, inner) } });
    }
    case "done":
      return state;
  }
}

type Examined = Examination<OddsTurnState, OddsTurnOutcome>;

function examine(state: OddsTurnState): Examined {
  const stage = state.stage;
  switch (stage.kind) {
    case "order":
      return examineOrder(state);
    case "attackers":
      return examineAttackers(state, stage.target);
    case "targets":
      return examineTargets(state, stage.target, stage.attackers);
    case "combat": {
      const step = combatMachine.pending(stage.combat);
      if (step.kind === "done") return auto(closeCombat(state, stage, step.outcome));
      return ask({ ...step, id: `${prefix(state)}${step.id}` });
    }
    case "done":
      return done(stage.outcome);
  }
}

function prefix(state: OddsTurnState): string {
  return `${state.orders}/`;
}

/** The board's hexes and the units in each, for one look at the board. */
type Hexes = { readonly grid: ReturnType<typeof createCellGrid>; readonly at: (cell: Offset) => readonly Unit[] };

function hexesOf(board: Board): Hexes {
  const grid = createCellGrid(board.grid);
  const byHex = new Map<number, Unit[]>();
  for (const unit of board.units) {
    const cell = firstCell(unit);
    if (cell === null) continue;
    const here = byHex.get(grid.key(cell));
    if (here === undefined) byHex.set(grid.key(cell), [unit]);
    else here.push(unit);
  }
  return { grid, at: (cell) => byHex.get(grid.key(cell)) ?? [] };
}

/** The side's hexes whose units may still attack: none of them has attacked this phase. */
function readyHexes(state: OddsTurnState, hexes: Hexes): Offset[] {
  const side = state.setup.side;
  const seen = new Set<number>();
  const ready: Offset[] = [];
  for (const unit of state.board.units) {
    const cell = firstCell(unit);
    if (unit.side !== side || cell === null || seen.has(hexes.grid.key(cell))) continue;
    seen.add(hexes.grid.key(cell));
    const stack = hexes.at(cell).filter((other) => other.side === side);
    if (!stack.some((other) => state.attacked.includes(other.id))) ready.push(cell);
  }
  return ready;
}

/** The units in a hex not of `side`. */
const enemyIn = (side: string, hexes: Hexes, cell: Offset): readonly Unit[] =>
  hexes.at(cell).filter((unit) => unit.side !== side);

const byRowThenColumn = (a: Offset, b: Offset): number => a.i - b.i || a.j - b.j;

/** The enemy hexes next to a hex of the side that may still attack, by row then column. */
function targetsOf(state: OddsTurnState): Offset[] {
  const hexes = hexesOf(state.board);
  const found = new Map<number, Offset>();
  for (const cell of readyHexes(state, hexes))
    for (const next of hexes.grid.neighbours(cell))
      if (enemyIn(state.setup.side, hexes, next).length > 0) found.set(hexes.grid.key(next), next);
  return [...found.values()].sort(byRowThenColumn);
}

/** The units that must still attack: the definition makes attacks mandatory, and they stand ready next to an enemy. */
function mustAttack(state: OddsTurnState): Unit[] {
  if (!state.setup.options.definition.mandatory) return [];
  const hexes = hexesOf(state.board);
  return readyHexes(state, hexes)
    .filter((cell) => hexes.grid.neighbours(cell).some((next) => enemyIn(state.setup.side, hexes, next).length > 0))
    .flatMap((cell) => hexes.at(cell).filter((unit) => unit.side === state.setup.side));
}

const names = (units: readonly Unit[]): string => units.map((unit) => unit.name).join(", ");

function examineOrder(state: OddsTurnState): Examined {
  const side = state.setup.side;
  const targets = targetsOf(state);
  if (targets.length === 0) return auto(endPhase(state, "WARGAME.OddsCrt.Turn.Log.NoAttack"));
  const hexes = hexesOf(state.board);
  const options: DecisionOption[] = targets.map((cell) => ({
    id: hexId(cell),
    labelKey: "WARGAME.OddsCrt.Turn.Option.Target",
    data: { units: names(enemyIn(state.setup.side, hexes, cell)), row: cell.i, column: cell.j },
    legal: true,
  }));
  const held = mustAttack(state);
  const end = { id: END, labelKey: "WARGAME.OddsCrt.Turn.Option.End", data: {} };
  options.push(
    held.length === 0
      ? { ...end, legal: true }
      : { ...end, legal: false, reason: text("WARGAME.OddsCrt.Turn.Reason.MustAttack", { units: names(held) }) },
  );
  const prompt = text("WARGAME.OddsCrt.Turn.Prompt.Order", { side });
  return ask(chooseOne(`order:${state.orders + 1}`, side, prompt, options));
}

/** The side's ready hexes next to the target; one alone attacks without being asked. */
function examineAttackers(state: OddsTurnState, target: Offset): Examined {
  const side = state.setup.side;
  const hexes = hexesOf(state.board);
  const candidates = readyHexes(state, hexes)
    .filter((cell) => hexes.grid.adjacent(cell, target))
    .sort(byRowThenColumn);
  const [only] = candidates;
  if (candidates.length === 1 && only !== undefined) return auto(attackFrom(state, target, [only]));
  const options = candidates.map((cell) => ({
    id: hexId(cell),
    labelKey: "WARGAME.OddsCrt.Turn.Option.Attackers",
    data: { units: names(hexes.at(cell).filter((unit) => unit.side === side)), row: cell.i, column: cell.j },
    legal: true,
  }));
  const prompt = text("WARGAME.OddsCrt.Turn.Prompt.Attackers", {
    side,
    units: names(enemyIn(state.setup.side, hexes, target)),
    row: target.i,
    column: target.j,
  });
  return ask(chooseSome(`attackers:${state.orders}`, side, prompt, options, 1));
}

/** The cells picked, in the order offered. */
const picked = (cells: readonly Offset[], picks: readonly string[]): Offset[] =>
  cells.filter((cell) => picks.includes(hexId(cell)));

/**
 * The other hexes a multi-hex attack may take in: next to an attacking hex, holding units of the
 * target's side only (a combat has one defending side), by row then column; none where the
 * definition attacks one hex at a time.
 */
function moreTargets(state: OddsTurnState, target: Offset, attackers: readonly Offset[]): Offset[] {
  if (!state.setup.options.definition.multiHex) return [];
  const hexes = hexesOf(state.board);
  const defender = enemyIn(state.setup.side, hexes, target)[0]?.side;
  const found = new Map<number, Offset>();
  for (const cell of attackers)
    for (const next of hexes.grid.neighbours(cell)) {
      const here = hexes.at(next);
      if (
        hexes.grid.key(next) !== hexes.grid.key(target) &&
        here.length > 0 &&
        here.every((unit) => unit.side === defender)
      )
        found.set(hexes.grid.key(next), next);
    }
  return [...found.values()].sort(byRowThenColumn);
}

/** The attackers are chosen: the combat begins, unless a multi-hex attack may take in more hexes. */
function attackFrom(state: OddsTurnState, target: Offset, attackers: readonly Offset[]): OddsTurnState {
  if (moreTargets(state, target, attackers).length === 0) return beginCombat(state, [target], attackers);
  return { ...state, stage: { kind: "targets", target, attackers } };
}

/** Which other enemy hexes next to the attackers the attack takes in: none, some or all (a combat attacks six hexes at most). */
function examineTargets(state: OddsTurnState, target: Offset, attackers: readonly Offset[]): Examined {
  const side = state.setup.side;
  const hexes = hexesOf(state.board);
  const more = moreTargets(state, target, attackers);
  const options = more.map((cell) => ({
    id: hexId(cell),
    labelKey: "WARGAME.OddsCrt.Turn.Option.Target",
    data: { units: names(hexes.at(cell)), row: cell.i, column: cell.j },
    legal: true,
  }));
  const prompt = text("WARGAME.OddsCrt.Turn.Prompt.Targets", {
    side,
    units: names(enemyIn(side, hexes, target)),
    row: target.i,
    column: target.j,
  });
  return ask(chooseSome(`targets:${state.orders}`, side, prompt, options, 0, Math.min(more.length, MAX_HEXES - 1)));
}

function beginCombat(state: OddsTurnState, targets: readonly Offset[], attackers: readonly Offset[]): OddsTurnState {
  const selection: JsonValue = {
    attackers: attackers.map((cell) => ({ i: cell.i, j: cell.j })),
    targets: targets.map((cell) => ({ i: cell.i, j: cell.j })),
    options: state.setup.optionValues,
  };
  const combat = combatMachine.start(setupFromBoard(state.board, selection));
  return { ...state, stage: { kind: "combat", before: state.board, selection, combat } };
}

/** The combat is over: its effects and moves onto the board, its attackers spent; then the next order. */
function closeCombat(state: OddsTurnState, stage: PhaseCombat, outcome: OddsCrtOutcome): OddsTurnState {
  const combat = stage.combat;
  const affected = applyEffects(state.board, combat.effects);
  const plan = planMoves(affected, moveRequests(combat));
  const record: CombatRecord = {
    ...stage,
    outcome,
    targets: combat.setup.defending.map(hexId),
    plan,
  };
  return {
    ...state,
    board: applyPlan(affected, plan),
    attacked: [...state.attacked, ...fighters(combat.setup, "attacker").map((unit) => unit.id)],
    combats: [...state.combats, record],
    effects: [...state.effects, ...combat.effects],
    stage: { kind: "order" },
  };
}

function endPhase(state: OddsTurnState, key: string): OddsTurnState {
  const outcome: OddsTurnOutcome = {
    combats: state.combats.map((record) => ({ targets: record.targets, result: record.outcome.result })),
    attacked: state.attacked,
  };
  return {
    ...state,
    orders: state.orders + 1,
    effects: [...state.effects, line(key, { side: state.setup.side })],
    stage: { kind: "done", outcome },
  };
}

function setupOf(board: Board, selection: unknown): OddsTurnSetup {
  return validateTurnSetup({ ...readRecord(selection, SELECTION, "selection"), board });
}

/** A fought combat in a line: the side, its result, and the units it attacked. */
function recordCombat(side: string, record: CombatRecord): TurnCombat {
  const hexes = hexesOf(record.before);
  const target = record.combat.setup.defending.flatMap((cell) => enemyIn(side, hexes, cell));
  return {
    side,
    before: record.before,
    selection: record.selection,
    session: record.combat,
    summary: text("WARGAME.OddsCrt.Turn.Summary", { side, result: record.outcome.result, units: names(target) }),
  };
}

/** odds-crt's turn play: one side's combat phase, its combats shown as combats of the rule system. */
export const oddsCrtTurn: TurnPlayer = turnPlayerOf(turnMachine, {
  setupOf,
  // Each combat's moves, as the turn took them onto its board.
  planOf: (state: OddsTurnState) => concatPlans(...state.combats.map((record) => record.plan)),
  progress: (state: OddsTurnState) => {
    const stage = state.stage;
    const side = state.setup.side;
    // The combats' effects are the turn's too (it takes them onto its board); its own are the rest.
    const fought = new Set<OddsCrtEffect>(state.combats.flatMap((record) => record.combat.effects));
    const over = stage.kind === "done";
    return {
      sides: [side],
      side: over ? null : side,
      chits: {},
      done: over ? [side] : [],
      board: state.board,
      combat:
        stage.kind === "combat"
          ? { side, before: stage.before, selection: stage.selection, session: stage.combat, summary: null }
          : null,
      combats: state.combats.map((record) => recordCombat(side, record)),
      effects: state.effects.filter((effect) => !fought.has(effect)),
      over,
    };
  },
});
