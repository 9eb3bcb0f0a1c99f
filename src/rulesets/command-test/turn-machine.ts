import { type Examination, stepScaffold } from "@engine/session/step-scaffold";
import type { Offset } from "@engine/model/coordinates";
import { createCellGrid } from "@engine/grid/cell-grid";
import { applyPlan } from "@engine/movement/apply-plan";
import { advance } from "@engine/session/advance";
import { applyEffects } from "@engine/session/apply-effects";
import type { CommandTestEffect } from "./state";
import type { StepInput, StepMachine } from "@engine/session/types";
import { stacksIn, stacksOf } from "./board-stacks";
// The attack's own step machine and planner, not the rule system's object (which holds this turn as its facet).
import * as attackMachine from "./machine";
import { planMoves } from "./plan-moves";
import { setupFromBoard } from "./setup-from-board";
import { STATUS } from "./statuses";
import { stackLabel } from "./state-helpers";
import { chooseOne, chooseSome, defined, line, moveRequests, text } from "@engine/session/state-helpers";
import { ordersOf } from "./turn-orders";
import type { TurnSetup } from "./turn-setup";
import type { TurnOutcome, TurnStage, TurnState } from "./turn-state";
import type { CommandTestOutcome } from "./state";
import { validateUnitData } from "./unit-data";
import { own } from "@engine/names/own";
import type { JsonValue } from "@engine/rulesets/ruleset";

type AttackStage = Extract<TurnStage, { readonly kind: "attack" }>;

/**
 * A turn's attack sequence (Rules 10.7–10.9) as its own step machine over plain state: the side
 * on turn orders an attack (its stack, the enemy stack, the units) or declines; the order is then
 * played as an attack session whose steps the turn asks for, prefixed "<order>/"; its effects and
 * retreats are taken onto the turn's board and its chits off the side's pool. A side that declines
 * or fails an order is done for the turn; otherwise the sides alternate, and a side whose enemy is
 * done goes on alone. When both are done the force-march markers come off.
 */
const scaffold = stepScaffold("command-test turn", examine);
const settle = scaffold.settle;
export const turnMachine: StepMachine<TurnSetup, TurnState, TurnOutcome> = { start, pending: scaffold.pending, apply };

function start(setup: TurnSetup): TurnState {
  return settle({
    log: [],
    setup,
    board: setup.board,
    attacker: setup.sides[0],
    chits: setup.chits,
    done: [],
    orders: 0,
    stage: { kind: "order" },
    attacks: [],
    effects: [],
  });
}

function apply(state: TurnState, input: StepInput): TurnState {
  const stage = state.stage;
  const picks = input.kind === "decision" ? input.picks : [];
  switch (stage.kind) {
    case "order": {
      const pick = defined(picks[0], "the order");
      if (pick === DECLINE) return settle(decline(state, "WARGAME.CommandTest.Log.Declines"));
      const order = defined(
        ordersOf(state.board, onTurn(state), enemyOf(state)).find((candidate) => candidate.option.id === pick),
        "the order picked",
      );
      return settle({
        ...state,
        orders: state.orders + 1,
        stage: { kind: "units", from: order.from, target: order.target },
      });
    }
    case "units":
      return settle(beginAttack(state, stage.from, stage.target, picks));
    case "attack": {
      // The turn has checked the input against the prefixed step; the attack checks it again.
      const inner = { ...input, step: input.step.slice(prefix(state).length) };
      return settle({ ...state, stage: { ...stage, attack: advance(attackMachine, stage.attack, inner) } });
    }
    case "done":
      return state;
  }
}

const DECLINE = "decline";

type Examined = Examination<TurnState, TurnOutcome>;

function examine(state: TurnState): Examined {
  const stage = state.stage;
  switch (stage.kind) {
    case "order":
      return examineOrder(state);
    case "units":
      return examineUnits(state, stage.from, stage.target);
    case "attack": {
      const step = attackMachine.pending(stage.attack);
      if (step.kind === "done") return { kind: "auto", state: closeAttack(state, stage, step.outcome) };
      return { kind: "ask", step: { ...step, id: `${prefix(state)}${step.id}` } };
    }
    case "done":
      return { kind: "done", outcome: stage.outcome };
  }
}

function onTurn(state: TurnState): string {
  return defined(state.attacker ?? undefined, "the side on turn");
}

function enemyOf(state: TurnState): string {
  const [first, second] = state.setup.sides;
  return onTurn(state) === first ? second : first;
}

/** The prefix of the current order's attack steps. */
function prefix(state: TurnState): string {
  return `${state.orders}/`;
}

/** A side with no order Rule 10.1 allows cannot attack: it is done without being asked. */
function examineOrder(state: TurnState): Examined {
  const side = onTurn(state);
  const orders = ordersOf(state.board, side, enemyOf(state)).map((order) => order.option);
  if (!orders.some((option) => option.legal))
    return { kind: "auto", state: decline(state, "WARGAME.CommandTest.Log.NoOrder") };
  const options = [...orders, { id: DECLINE, labelKey: "WARGAME.CommandTest.Option.Decline", data: {}, legal: true }];
  const prompt = text("WARGAME.CommandTest.Prompt.Order", { side, count: own(state.chits, side) ?? 0 });
  return { kind: "ask", step: chooseOne(`order:${state.orders + 1}`, side, prompt, options) };
}

/** Rule 10.1: the order goes to some or all of the stack's units; a stack of one is not asked. */
function examineUnits(state: TurnState, from: Offset, target: Offset): Examined {
  const side = onTurn(state);
  const grid = createCellGrid(state.board.grid);
  const units = stacksIn(stacksOf(state.board, grid), grid, from).find((stack) => stack.side === side)?.units ?? [];
  const [only] = units;
  if (units.length === 1 && only !== undefined)
    return { kind: "auto", state: beginAttack(state, from, target, [only.id]) };
  const options = units.map((unit) => ({
    id: unit.id,
    labelKey: "WARGAME.CommandTest.Option.Unit",
    data: { name: unit.name, strength: validateUnitData(unit.data, unit.name).strength },
    legal: true,
  }));
  const prompt = text("WARGAME.CommandTest.Prompt.Units", { side, stack: stackLabel({ units }) });
  return { kind: "ask", step: chooseSome(`units:${state.orders}`, side, prompt, options, 1) };
}

function beginAttack(state: TurnState, from: Offset, target: Offset, units: readonly string[]): TurnState {
  const selection: JsonValue = {
    from: { i: from.i, j: from.j },
    target: { i: target.i, j: target.j },
    units: [...units],
    chits: state.chits,
    options: state.setup.options,
  };
  const attack = attackMachine.start(setupFromBoard(state.board, selection));
  return { ...state, stage: { kind: "attack", from, target, before: state.board, selection, attack } };
}

/** The order is resolved: its effects and retreats onto the board, its chits off the pools; then the next order. */
function closeAttack(state: TurnState, stage: AttackStage, outcome: CommandTestOutcome): TurnState {
  const attack = stage.attack;
  const { attacking, defending, ordered } = attack.setup;
  const affected = applyEffects(state.board, attack.effects);
  const plan = planMoves(affected, moveRequests(attack), attack.setup.options);
  const chits = {
    ...state.chits,
    [attacking.side]: (state.chits[attacking.side] ?? 0) - outcome.chitsSpent.attacker,
    [defending.side]: (state.chits[defending.side] ?? 0) - outcome.chitsSpent.defender,
  };
  const record = {
    side: attacking.side,
    from: stage.from,
    target: stage.target,
    ordered,
    outcome,
    plan,
    before: stage.before,
    selection: stage.selection,
    attack,
  };
  const done = outcome.goesAhead ? state.done : [...state.done, attacking.side];
  return next(
    {
      ...state,
      board: applyPlan(affected, plan),
      chits,
      done,
      attacks: [...state.attacks, record],
      effects: [...state.effects, ...attack.effects],
    },
    attacking.side,
  );
}

/** Rule 10.7: declining ends the side's attacks for the turn. */
function decline(state: TurnState, key: string): TurnState {
  const side = onTurn(state);
  return next(
    {
      ...state,
      orders: state.orders + 1,
      done: [...state.done, side],
      effects: [...state.effects, line(key, { side })],
    },
    side,
  );
}

/** The other side orders next if it is not done, else the same side if it is not; else the turn's attacks end. */
function next(state: TurnState, acted: string): TurnState {
  const [first, second] = state.setup.sides;
  const other = acted === first ? second : first;
  const attacker = [other, acted].find((side) => !state.done.includes(side));
  return attacker === undefined ? endAttacks(state) : { ...state, attacker, stage: { kind: "order" } };
}

/** Rule 10.9: both sides done, the force-march markers are removed. */
function endAttacks(state: TurnState): TurnState {
  const marched = state.board.units.filter((unit) => unit.status.includes(STATUS.forceMarch));
  const removed: CommandTestEffect[] = marched.map((unit) => ({
    kind: "status",
    unitId: unit.id,
    status: STATUS.forceMarch,
    on: false,
  }));
  const effects = [
    ...removed,
    ...(marched.length > 0 ? [line("WARGAME.CommandTest.Log.ForceMarchRemoved", { count: marched.length })] : []),
  ];
  const outcome: TurnOutcome = {
    attacks: state.attacks.map((attack) => ({
      side: attack.side,
      goesAhead: attack.outcome.goesAhead,
      result: attack.outcome.result,
    })),
    chitsLeft: state.chits,
    forceMarchRemoved: marched.map((unit) => unit.id),
  };
  return {
    ...state,
    board: applyEffects(state.board, removed),
    attacker: null,
    effects: [...state.effects, ...effects],
    stage: { kind: "done", outcome },
  };
}
