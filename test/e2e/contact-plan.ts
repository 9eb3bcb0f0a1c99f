import type { Unit } from "@engine/board/types";
import { SHIPPED } from "../rulesets/shipped";
import type { Footprint } from "@engine/model/footprint";
import type { Point } from "@engine/model/coordinates";
import { createCellGrid, type CellGrid } from "@engine/grid/cell-grid";
import { footprintCenter, placeFootprint } from "@engine/grid/footprint";
import type { Scenario } from "@engine/scenario/scenario";
import { draggedWith } from "@engine/board/target-stacks";
import { contactOf, contactTargets, startContactCombat } from "@sandbox/state/contact-combat";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { placeOptions } from "@engine/session/place-options";
import * as sandbox from "@sandbox/state/sandbox-state";
import { pageDice } from "@sandbox/state/dice-supply";

const MAX_STEPS = 200;

/** How the browser test answers each decision, the same way in the page and here. */
export type Answer =
  { readonly kind: "click"; readonly optionId: string } | { readonly kind: "list"; readonly picks: readonly string[] };

/** A drag that brings a unit into a new contact with an enemy, and the combat that follows. */
export interface ContactPlan {
  readonly attacker: string;
  readonly defender: string;
  /** The defender's stack as the panel offers it (`contactTargets`): what its Attack button attacks. */
  readonly defenders: readonly string[];
  /** Grids: the cell the attacker is dropped on. Gridless: the point its centre is dragged to. */
  readonly cell: { readonly i: number; readonly j: number } | null;
  readonly point: Point | null;
  readonly answers: readonly Answer[];
  /** The answers to the rule system's contact inputs: each other than its default, or none (all defaults) when those do not play out. */
  readonly inputs: Readonly<Record<string, JsonValue>>;
  readonly board: sandbox.SandboxState;
}

/**
 * An answer other than the default for every contact input the rule system declares: a number one
 * up (one down at its maximum), a flag turned, a choice's first other choice, one unit of a list
 * ticked (or, when all are ticked by default, the last one of several unticked).
 */
export function otherAnswers(
  state: sandbox.SandboxState,
  attacker: string,
  defenders: readonly string[],
): Record<string, JsonValue> {
  const board = state.index.board();
  const contact = contactOf(state, attacker, defenders);
  const inputs = state.ruleset.contactInputs;
  return Object.fromEntries(
    inputs.map((input): [string, JsonValue] => {
      switch (input.kind) {
        case "number":
          return [input.id, input.default < input.range.max ? input.default + 1 : input.default - 1];
        case "flag":
          return [input.id, !input.default];
        case "choice":
          return [input.id, input.choices.find((choice) => choice.id !== input.default)?.id ?? input.default];
        case "units": {
          const offered = input.candidates(board, contact);
          if (input.default === "all") return [input.id, offered.length > 1 ? offered.slice(0, -1) : [...offered]];
          return [input.id, offered.slice(0, 1)];
        }
      }
    }),
  );
}

/**
 * The policy: a decision with places on the board is answered by clicking the nearest (several
 * picks: that one ticked); any other takes its first `min` legal options from the list.
 */
export function answerFor(state: sandbox.SandboxState, grid: CellGrid | null): Answer | null {
  const step = sandbox.pendingStep(state);
  if (step?.kind !== "decision" || state.combat === null) return null;
  const [nearest] = placeOptions(step, state.combat.before, grid);
  if (nearest !== undefined) return { kind: "click", optionId: nearest.optionId };
  return {
    kind: "list",
    picks: step.options
      .filter((option) => option.legal)
      .slice(0, step.min)
      .map((option) => option.id),
  };
}

/** Plays a combat started on `state` to its end by the policy, with the page's dice from `seed`; the answers given. */
export function playOut(
  state: sandbox.SandboxState,
  seed: number,
  grid: CellGrid | null,
): { state: sandbox.SandboxState; answers: Answer[] } {
  const dice = pageDice([], seed);
  const answers: Answer[] = [];
  let current = state;
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    const step = sandbox.pendingStep(current);
    if (step === null || step.kind === "done") return { state: current, answers };
    if (step.kind === "roll") {
      current = sandbox.roll(current, dice.roll(step));
      continue;
    }
    const answer = answerFor(current, grid);
    if (answer === null) break;
    answers.push(answer);
    const picks = answer.kind === "click" ? [answer.optionId] : answer.picks;
    // A decision of several picks gets the clicked place and the first `min` legal others besides.
    current = sandbox.decide(
      current,
      answer.kind === "click" && step.min > 1
        ? [...new Set([...picks, ...answerList(step)])].slice(0, step.max)
        : picks,
    );
  }
  throw new Error("the combat did not end");
}

function answerList(step: {
  readonly options: readonly { readonly id: string; readonly legal: boolean }[];
  readonly min: number;
}): string[] {
  return step.options
    .filter((option) => option.legal)
    .slice(0, step.min)
    .map((option) => option.id);
}

/**
 * Moves a unit on a fresh state, as a drag does (kept for undo, so the page knows where it came
 * from): with its stack (`draggedWith`) to a cell on grids, its centre to a point gridless.
 */
export function movedState(scenario: Scenario, unitId: string, footprint: Footprint): sandbox.SandboxState {
  const state = sandbox.recordMove(sandbox.openScenario(SHIPPED, scenario));
  for (const id of draggedWith(state.index.board(), unitId, false)) state.index.moveUnit(id, { footprint });
  return state;
}

/**
 * The first drag, in board order, that brings a unit into a new contact with an enemy (to a new place beside it)
 * and whose combat plays to its end; one with a place decision (clicked on the board) first.
 */
export function findContactPlan(scenario: Scenario, seed: number): ContactPlan {
  // A board where every combat needs the square the two sides already share (combat-grid with one
  // unit a side) has no new place to fight from: the attacker is then dropped back where it stands.
  return contactPlan(scenario, seed, true) ?? contactPlan(scenario, seed, false) ?? noPlan(scenario);
}

function noPlan(scenario: Scenario): never {
  throw new Error(`${scenario.id}: no drag brings two enemies into a contact that plays out`);
}

function contactPlan(scenario: Scenario, seed: number, newPlace: boolean): ContactPlan | null {
  const grid = scenario.board.grid.kind === "gridless" ? null : createCellGrid(scenario.board.grid);
  const open = sandbox.openScenario(SHIPPED, scenario);
  const plans: ContactPlan[] = [];
  for (const attacker of scenario.board.units) {
    for (const defender of scenario.board.units) {
      if (defender.side === attacker.side) continue;
      // Units already in contact are dragged to a new place beside each other.
      const current = JSON.stringify(open.index.unit(attacker.id)?.footprint);
      for (const footprint of placesBeside(attacker, defender, grid).filter(
        (place) => !newPlace || JSON.stringify(place) !== current,
      )) {
        // The drag is chosen with the form as it first shows; it is then played with every input
        // answered other than its default when that plays out too.
        const first = tryPlan(scenario, attacker, defender, footprint, seed, grid, false);
        if (first === null) continue;
        const plan = tryPlan(scenario, attacker, defender, footprint, seed, grid, true) ?? first;
        if (plan.answers.some((answer) => answer.kind === "click")) return plan;
        plans.push(plan);
        break;
      }
      if (plans.length > 20) break;
    }
  }
  return plans[0] ?? null;
}

function tryPlan(
  scenario: Scenario,
  attacker: Unit,
  defender: Unit,
  footprint: Footprint,
  seed: number,
  grid: CellGrid | null,
  answered: boolean,
): ContactPlan | null {
  try {
    const state = movedState(scenario, attacker.id, footprint);
    // Only an enemy the panel offers (a commander is not), with its stack.
    const defenders = contactTargets(state, attacker.id).find((stack) => stack.includes(defender.id));
    if (defenders === undefined) return null;
    const inputs = answered ? otherAnswers(state, attacker.id, defenders) : {};
    const started = startContactCombat(state, "", attacker.id, defenders, inputs);
    const { state: done, answers } = playOut(started, seed, grid);
    const applied = sandbox.applyResult(done);
    const cell = footprint.kind === "cells" ? (footprint.cells[0] ?? null) : null;
    const point = footprint.kind === "cells" ? null : footprint.center;
    return { attacker: attacker.id, defender: defender.id, defenders, cell, point, answers, inputs, board: applied };
  } catch (error) {
    if (process.env["PLAN_DEBUG"]) console.log(attacker.id, defender.id, JSON.stringify(footprint), String(error));
    return null;
  }
}

/** Empty places next to an enemy: the cells around it, or points around it with the footprints a little apart. */
function placesBeside(attacker: Unit, defender: Unit, grid: CellGrid | null): Footprint[] {
  if (grid !== null) {
    const fp = defender.footprint;
    const [cell] = fp.kind === "cells" ? fp.cells : [];
    // Its own cell last: in combat-grid a combat is fought in a square both sides hold.
    return cell === undefined
      ? []
      : [...grid.neighbours(cell, true), cell].map((next) => ({ kind: "cells", cells: [next] }));
  }
  const from = footprintCenter(defender);
  const reach = radiusOf(attacker) + radiusOf(defender);
  return [0, 90, 180, 270].flatMap((degrees) => {
    const angle = (degrees * Math.PI) / 180;
    return [reach + 1, reach + 2].map((distance) =>
      placeFootprint(attacker.footprint, {
        x: from.x + distance * Math.sin(angle),
        y: from.y + distance * Math.cos(angle),
      }),
    );
  });
}

/** How far a footprint reaches from its centre along the axes (a circle's radius, half a rectangle's depth or width). */
function radiusOf(unit: Unit): number {
  const fp = unit.footprint;
  if (fp.kind === "circle") return fp.radius;
  if (fp.kind === "cells") return 0;
  return Math.max(fp.width, fp.depth) / 2;
}
