import { checkMoveLimit, MOVE_REQUEST, LIMITS } from "@engine/limits";
import { CHARGE_CHOICE_SHAPE, CHARGE_PATH_SHAPE, CHARGE_SHAPE, COUNTER_CHARGE_SHAPE } from "../request-shapes";
import { checkRequestShape } from "../request-shape";
import type { Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import { EMPTY_PLAN, type MoveEvent, type MovePlan } from "../move-plan";
import { withReasons } from "../move-why";
import { shiftCell } from "./block";
import { cellLine } from "./cell-line";
import { optionOf, type MoveOption } from "./consolidation";
import { gridMoveError } from "./grid-move-errors";
import { requireNonNegative, requireWhole, resolveGridMoveRules, type GridMoveSettings } from "./grid-move-rules";
import type { GridQueries } from "./grid-queries";
import {
  causeOf,
  endObstacle,
  entryObstacle,
  moverOf,
  otherOf,
  requireUnit,
  stepExtra,
  type Mover,
  type Obstacle,
} from "./mover";
import { enemiesInContact, movedPlan } from "./plan-parts";
import { refusal, refusalOf, type Verdict } from "./refusal";
import { checkChoice, requireCell } from "./request-checks";
import { COST_TOLERANCE, mayEnd, searchMoves, type Reached } from "./search";
import { stepLength, stepNeighbours, stepsDiagonally, type Parity } from "./step-length";

/**
 * Charges and counter-charges (assault). A charge may enter the zones of control of its target
 * formations but, by default, no other enemy zone ("forbidden"; `rules.zoc` says what other zones
 * do). A unit stops when it comes into contact (adjacent, by the board index's contact rule) and
 * never enters an enemy's cell or crosses a wall. Distances are allowances in cells (steps cost as
 * MoveLimit says, terrain extras included).
 */

/** Whom a charge is against. */
export interface ChargeTarget {
  /** The enemy unit charged (planCharge's default: the nearest enemy, by grid distance, ties by lowest id). */
  readonly target?: string;
  /** Formations whose zones the charge may enter (default: the target's formation; a target with none: the target alone). */
  readonly targetFormations?: readonly string[];
  /**
   * Contact is refused with an enemy already in contact with this many units of the charger's
   * side (counter-charges: 2); the unit then stops before that contact. Default: no limit.
   */
  readonly maxFriendsInContact?: number;
  /** Default: zones of enemies outside the target formations "forbidden". */
  readonly rules?: GridMoveSettings;
}

export interface ChargeRequest extends ChargeTarget {
  readonly unitId: string;
  /** How far, as an allowance in cells. */
  readonly distance: number;
  /** The unit declines to charge: no move. */
  readonly decline?: boolean;
}

export type Rounding = "floor" | "round" | "ceil";
export const ROUNDINGS = ["floor", "round", "ceil"] as const satisfies readonly Rounding[];

export interface CounterChargeRequest {
  readonly unitId: string;
  /** Share of the unit's speed (`move`) it counter-charges (default 0.25). */
  readonly fraction?: number;
  /** How that share rounds to whole cells (default "floor"). */
  readonly rounding?: Rounding;
  /** Default 2: "so long as the enemy is not already in contact with two defending units". */
  readonly maxFriendsInContact?: number;
  readonly decline?: boolean;
  readonly rules?: GridMoveSettings;
}

/** A counter-charge's distance in cells: the share of the speed, rounded as asked. */
export function counterChargeDistance(speed: number, fraction = 0.25, rounding: Rounding = "floor"): number {
  requireNonNegative(speed, "speed");
  requireNonNegative(fraction, "fraction");
  const share = speed * fraction;
  switch (checkChoice(rounding, ROUNDINGS, "rounding")) {
    case "floor":
      return Math.floor(share + COST_TOLERANCE);
    case "round":
      return Math.round(share);
    case "ceil":
      return Math.ceil(share - COST_TOLERANCE);
  }
}

/** Where a walk has got to. */
interface Walk {
  readonly anchor: Offset;
  readonly cells: readonly Offset[];
  readonly cost: number;
  readonly length: number;
  readonly parity: Parity;
}

type StepResult =
  | { readonly kind: "moved"; readonly walk: Walk; readonly contacts: readonly string[] }
  | { readonly kind: "too-far" }
  | { readonly kind: "blocked"; readonly obstacle: Obstacle }
  | { readonly kind: "refused"; readonly otherId: string };

function startOf(mover: Mover): Walk {
  const anchor = mover.block.anchor;
  return { anchor, cells: mover.block.cellsAt(anchor), cost: 0, length: 0, parity: 0 };
}

/** The units of the mover's side (itself aside) in contact with the enemy. */
function friendsInContact(q: GridQueries, mover: Mover, enemyId: string): number {
  return q.contactsOf(enemyId).filter((id) => id !== mover.unit.id && q.unit(id)?.side === mover.unit.side).length;
}

/** One step of a charge to the neighbouring anchor `next`, with everything that may stop it. */
function stepTo(
  q: GridQueries,
  mover: Mover,
  walk: Walk,
  next: Offset,
  distance: number,
  maxFriends: number | null,
): StepResult {
  const step = stepLength(q.grid.spec, walk.anchor, next, walk.parity);
  if (walk.cost + step.length > distance + COST_TOLERANCE) return { kind: "too-far" };
  const cells = mover.block.cellsAt(next);
  const obstacle = entryObstacle(q, mover, walk.cells, cells);
  if (obstacle !== null) return { kind: "blocked", obstacle };
  const cost = walk.cost + step.length + stepExtra(q, mover, walk.cells, cells);
  if (cost > distance + COST_TOLERANCE) return { kind: "too-far" };
  const contacts = enemiesInContact(q, mover.unit, cells);
  if (maxFriends !== null) {
    const full = contacts.find((id) => friendsInContact(q, mover, id) >= maxFriends);
    if (full !== undefined) return { kind: "refused", otherId: full };
  }
  return {
    kind: "moved",
    walk: { anchor: next, cells, cost, length: walk.length + step.length, parity: step.parity },
    contacts,
  };
}

function checkMaxFriends(value: number | undefined): number | null {
  if (value === undefined) return null;
  requireWhole(value, "maxFriendsInContact", 0);
  return value;
}

/** The charger, exempt from the zones of control of its targets. */
function chargerOf(q: GridQueries, unitId: string, target: string | undefined, request: ChargeTarget): Mover {
  const unit = requireUnit(q, unitId, "unitId");
  let formations = request.targetFormations;
  if (target !== undefined) {
    const enemy = requireUnit(q, target, "target");
    if (enemy.side === unit.side) throw gridMoveError("NotEnemy", { field: "target", got: target, unit: unitId });
    formations ??= enemy.formation === undefined ? [] : [enemy.formation];
  }
  const targeted = new Set(formations ?? []);
  const exempt = (enemy: Unit): boolean =>
    enemy.id === target || (enemy.formation !== undefined && targeted.has(enemy.formation));
  return moverOf(q, unitId, resolveGridMoveRules(request.rules), exempt);
}

/** The pair of cells, one of each unit, nearest on the grid (ties: the target cell lowest by row, then column). */
function nearestPair(q: GridQueries, own: readonly Offset[], other: readonly Offset[]): [Offset, Offset] | null {
  let best: [Offset, Offset] | null = null;
  let bestDistance = Infinity;
  for (const b of [...other].sort((x, y) => x.i - y.i || x.j - y.j)) {
    for (const a of own) {
      const d = q.grid.distance(a, b);
      if (d < bestDistance) {
        best = [a, b];
        bestDistance = d;
      }
    }
  }
  return best;
}

/**
 * A charge straight at its target (default: the nearest enemy), along the cell line from the
 * charger's cell nearest the target to the target's cell nearest it (see cellLine; a block keeps
 * its shape along it). It stops at the first contact, after `distance`, or before the first step
 * that is illegal (`blocked`, outcome "stopped") or that would make a refused contact (`blocked`,
 * cause "enemy", outcome "contact-refused"); then backs off to the last position within the
 * stacking limit. A unit that declines, has no enemy, or starts in contact does not move.
 */
export function planCharge(q: GridQueries, request: ChargeRequest): MovePlan {
  checkRequestShape(request, "charge", CHARGE_SHAPE);
  requireNonNegative(request.distance, "distance");
  checkMoveLimit(request.distance, MOVE_REQUEST, "distance", LIMITS.gridMove);
  const maxFriends = checkMaxFriends(request.maxFriendsInContact);
  const unit = requireUnit(q, request.unitId, "unitId");
  if (request.decline === true) return EMPTY_PLAN;
  const target = request.target ?? q.nearestEnemy(unit.id)?.id;
  if (target === undefined) return EMPTY_PLAN;
  const mover = chargerOf(q, unit.id, target, request);
  const start = startOf(mover);
  if (enemiesInContact(q, unit, start.cells).length > 0) return EMPTY_PLAN;
  const targetFp = q.unit(target)?.footprint;
  const pair = targetFp?.kind === "cells" ? nearestPair(q, start.cells, targetFp.cells) : null;
  if (pair === null) return EMPTY_PLAN;
  const [from, to] = pair;

  const walks: Walk[] = [start];
  const events: MoveEvent[] = [];
  for (const cell of cellLine(q.grid.spec.kind, stepsDiagonally(q.grid.spec), from, to).slice(1)) {
    const walk = walks[walks.length - 1] ?? start;
    const result = stepTo(
      q,
      mover,
      walk,
      shiftCell(q.grid.spec.kind, start.anchor, from, cell),
      request.distance,
      maxFriends,
    );
    if (result.kind === "too-far") break;
    if (result.kind === "blocked") {
      events.push(blockedEvent(unit.id, result.obstacle, "stopped"));
      break;
    }
    if (result.kind === "refused") {
      events.push({
        kind: "blocked",
        unitId: unit.id,
        cause: "enemy",
        otherId: result.otherId,
        outcome: "contact-refused",
      });
      break;
    }
    walks.push(result.walk);
    if (result.contacts.length > 0) break;
  }
  for (let last = walks[walks.length - 1]; last !== undefined && walks.length > 1; last = walks[walks.length - 1]) {
    const crowded = endObstacle(q, mover, last.cells);
    if (crowded === null) break;
    if (!events.some((e) => e.kind === "blocked")) events.push(blockedEvent(unit.id, crowded, "stopped"));
    walks.pop();
  }
  const end = walks[walks.length - 1] ?? start;
  const why = { kind: "charge", distance: request.distance, otherId: target } as const;
  if (walks.length === 1) return withReasons({ moves: [], events }, unit.id, why);
  return withReasons(
    movedPlan(
      q,
      mover,
      walks.map((w) => w.cells),
      walks.map((w) => w.anchor),
      end.length,
      events,
    ),
    unit.id,
    why,
  );
}

function blockedEvent(unitId: string, obstacle: Obstacle, outcome: string): MoveEvent {
  const otherId = otherOf(obstacle);
  const cause = causeOf(obstacle);
  return otherId === undefined
    ? { kind: "blocked", unitId, cause, outcome }
    : { kind: "blocked", unitId, cause, otherId, outcome };
}

/**
 * A counter-charge: `fraction` of the unit's speed (rounded as asked) straight toward the nearest
 * enemy, which may be contacted unless already in contact with `maxFriendsInContact` (default 2)
 * units of the counter-charger's side; any enemy formation may be counter-charged.
 */
export function planCounterCharge(q: GridQueries, request: CounterChargeRequest): MovePlan {
  checkRequestShape(request, "counter-charge", COUNTER_CHARGE_SHAPE);
  const unit = requireUnit(q, request.unitId, "unitId");
  const distance = counterChargeDistance(unit.move, request.fraction, request.rounding);
  const charge: ChargeRequest = {
    unitId: unit.id,
    distance,
    maxFriendsInContact: request.maxFriendsInContact ?? 2,
    decline: request.decline === true,
  };
  const plan = planCharge(q, request.rules === undefined ? charge : { ...charge, rules: request.rules });
  const target = plan.moves[0]?.why?.rule.otherId;
  return withReasons(plan, unit.id, {
    kind: "counter-charge",
    distance,
    ...(target === undefined ? {} : { otherId: target }),
  });
}

export interface ChargeChoice extends ChargeTarget {
  readonly unitId: string;
  /** The allowance in cells (default: the unit's `move`). */
  readonly speed?: number;
}

function chargeSearch(
  q: GridQueries,
  request: ChargeChoice,
): { mover: Mover; speed: number; maxFriends: number | null } {
  const unit = requireUnit(q, request.unitId, "unitId");
  const speed = request.speed ?? unit.move;
  requireNonNegative(speed, request.speed === undefined ? "unit.move" : "speed");
  checkMoveLimit(speed, MOVE_REQUEST, request.speed === undefined ? "unit.move" : "speed", LIMITS.gridMove);
  return {
    mover: chargerOf(q, unit.id, request.target, request),
    speed,
    maxFriends: checkMaxFriends(request.maxFriendsInContact),
  };
}

/**
 * Where a charge may end: every position within the speed reached by legal steps (target zones
 * may be entered, no other enemy zone unless the rules allow it; no moving on after contact; no
 * refused contact), not over the stacking limit; each once by its cheapest path, sorted by anchor
 * row, then column. Its own position is not listed.
 */
export function chargeDestinations(q: GridQueries, request: ChargeChoice): MoveOption[] {
  checkRequestShape(request, "charge", CHARGE_CHOICE_SHAPE);
  const { mover, speed, maxFriends } = chargeSearch(q, request);
  const inContact = (cells: readonly Offset[]): string[] => enemiesInContact(q, mover.unit, cells);
  const reached = searchMoves(q, mover, {
    limit: { allowance: speed },
    expand: (r) => r.steps === 0 || inContact(r.cells).length === 0,
    stepAllowed: (_from, to) =>
      maxFriends === null || inContact(to).every((id) => friendsInContact(q, mover, id) < maxFriends),
  });
  const seen = new Set<number>();
  const ends: Reached[] = [];
  for (const r of reached) {
    const key = q.grid.key(r.anchor);
    if (r.steps === 0 || seen.has(key) || !mayEnd(q, mover, r)) continue;
    seen.add(key);
    ends.push(r);
  }
  return ends.sort((a, b) => a.anchor.i - b.anchor.i || a.anchor.j - b.anchor.j).map(optionOf);
}

/**
 * Checks a player's chosen charge path (anchor cells, from where the unit stands): each step to a
 * neighbour, legal, within the speed, not after contact, without a refused contact, ending within
 * the stacking limit. Gives the plan, or the first refused step and why.
 */
export function validateChargePath(
  q: GridQueries,
  request: ChargeChoice & { readonly path: readonly Offset[] },
): Verdict {
  checkRequestShape(request, "charge", CHARGE_PATH_SHAPE);
  const { mover, speed, maxFriends } = chargeSearch(q, request);
  const path = request.path.map((cell, n) => requireCell(cell, `path[${n}]`));
  const start = startOf(mover);
  const [first] = path;
  if (first === undefined || first.i !== start.anchor.i || first.j !== start.anchor.j)
    return refusal("wrong-start", { step: 0 });
  const walks: Walk[] = [start];
  for (let n = 1; n < path.length; n++) {
    const walk = walks[walks.length - 1] ?? start;
    const next = path[n] ?? walk.anchor;
    if (!stepNeighbours(q.grid, walk.anchor).some((c) => c.i === next.i && c.j === next.j))
      return refusal("not-a-step", { step: n });
    if (n > 1 && enemiesInContact(q, mover.unit, walk.cells).length > 0) return refusal("after-contact", { step: n });
    const result = stepTo(q, mover, walk, next, speed, maxFriends);
    if (result.kind === "too-far") return refusal("too-far", { step: n });
    if (result.kind === "blocked") return refusalOf(result.obstacle, n);
    if (result.kind === "refused") return refusal("contact-refused", { step: n, otherId: result.otherId });
    walks.push(result.walk);
  }
  const end = walks[walks.length - 1] ?? start;
  if (walks.length === 1) return { ok: true, plan: EMPTY_PLAN };
  const crowded = endObstacle(q, mover, end.cells);
  if (crowded !== null) return refusalOf(crowded, walks.length - 1);
  const why = {
    kind: "charge",
    distance: speed,
    ...(request.target === undefined ? {} : { otherId: request.target }),
  } as const;
  return {
    ok: true,
    plan: withReasons(
      movedPlan(
        q,
        mover,
        walks.map((w) => w.cells),
        walks.map((w) => w.anchor),
        end.length,
      ),
      mover.unit.id,
      why,
    ),
  };
}
