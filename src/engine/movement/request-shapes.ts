import { GRID_MOVE_RULE_FIELDS } from "./grid/grid-move-rules";
import { anyPartOf, type NestedShape, type RequestShape } from "./request-shape";

/**
 * The shapes of the planners' requests (see each request's interface for what the fields mean).
 * Each planner checks its request against its shape as `ShapeOf<its request type>`, so a field of a
 * request left out here does not compile; a request's `rules` are derived from the rules' own declaration.
 */

const optional = (fields: RequestShape): NestedShape => ({ fields, optional: true });
const required = (fields: RequestShape): NestedShape => ({ fields });

/** A request's `rules`: any part of the grid planners' rules, each field as the rules declare it. */
export const GRID_RULES = optional(anyPartOf(GRID_MOVE_RULE_FIELDS));

const AWAY = { awayFrom: "cells?", awayFromUnits: "ids?" } as const satisfies RequestShape;
const FRIENDS = optional({ pass: "text", push: "text", facingTolerance: "number" });
const BLOCKED = { outcome: "text", addStatus: "ids?", remove: "boolean?" } as const satisfies RequestShape;

export const RETREAT_SHAPE = {
  unitId: "id",
  ...AWAY,
  cells: "number?",
  allowance: "number?",
  away: "text?",
  minCells: "number?",
  noRetreat: "text?",
  addStatus: "ids?",
  rules: GRID_RULES,
  zocExempt: "function?",
} as const satisfies RequestShape;

export const WITHDRAWAL_SHAPE = {
  unitId: "id",
  ...AWAY,
  allowance: "number?",
  endFurther: "boolean?",
  leaveZoc: "boolean?",
  destroyIfTrapped: "boolean?",
  trapped: "text?",
  addStatus: "ids?",
  rules: GRID_RULES,
} as const satisfies RequestShape;

export const RETURN_SHAPE = {
  unitId: "id",
  to: "cell",
  addStatus: "ids?",
  blocked: "text?",
  rules: GRID_RULES,
} as const satisfies RequestShape;

const CHARGE_TARGET = {
  target: "id?",
  targetFormations: "ids?",
  maxFriendsInContact: "number?",
  rules: GRID_RULES,
} as const satisfies RequestShape;

export const CHARGE_SHAPE = {
  unitId: "id",
  distance: "number",
  decline: "boolean?",
  ...CHARGE_TARGET,
} as const satisfies RequestShape;

export const CHARGE_CHOICE_SHAPE = { unitId: "id", speed: "number?", ...CHARGE_TARGET } as const satisfies RequestShape;

export const CHARGE_PATH_SHAPE = { ...CHARGE_CHOICE_SHAPE, path: "cells" } as const satisfies RequestShape;

export const COUNTER_CHARGE_SHAPE = {
  unitId: "id",
  fraction: "number?",
  rounding: "text?",
  maxFriendsInContact: "number?",
  decline: "boolean?",
  rules: GRID_RULES,
} as const satisfies RequestShape;

export const CONSOLIDATION_SHAPE = {
  unitId: "id",
  cells: "number?",
  rules: GRID_RULES,
} as const satisfies RequestShape;

export const CONSOLIDATE_TO_SHAPE = { ...CONSOLIDATION_SHAPE, to: "cell" } as const satisfies RequestShape;

const LINE_MOVE = { unitId: "id", friends: FRIENDS, blocking: "ids?" } as const satisfies RequestShape;

export const FALL_BACK_SHAPE = {
  ...LINE_MOVE,
  awayFrom: "record",
  distance: "number",
  blocked: required(BLOCKED),
} as const satisfies RequestShape;

export const FLEE_RULES_SHAPE = {
  recoil: "number",
  maxMove: "number",
  maxDeviation: "number?",
  angleStep: "number?",
  friends: FRIENDS,
  fleeThrough: "text?",
  terrain: required({ impassable: "ids", difficult: "ids", barrier: "ids" }),
  recoilBlocking: "ids?",
  crossing: required({ dice: "text", target: "number" }),
  makesFlee: "function?",
  blocked: required(BLOCKED),
} as const satisfies RequestShape;

export const RECOIL_SHAPE = {
  ...LINE_MOVE,
  distance: "number",
  makesFlee: optional({ applies: "function", flee: required(FLEE_RULES_SHAPE) }),
  blocked: required(BLOCKED),
} as const satisfies RequestShape;

export const SUPPRESSION_SHAPE = {
  ...LINE_MOVE,
  distance: "number",
  maxDistance: "number",
  heading: "number?",
  turnAround: "boolean",
  blocked: optional(BLOCKED),
} as const satisfies RequestShape;

export const FLEE_SHAPE = {
  unitId: "id",
  allowance: "number?",
  from: "point?",
  ...FLEE_RULES_SHAPE,
} as const satisfies RequestShape;

export const PURSUIT_SHAPE = {
  unitId: "id",
  targetId: "id",
  distance: "number",
  blocking: "ids?",
  blocked: optional(BLOCKED),
} as const satisfies RequestShape;

export const RALLY_FORWARD_SHAPE = {
  unitId: "id",
  target: "record",
  blocking: "ids?",
  blocked: optional(BLOCKED),
} as const satisfies RequestShape;

export const BREAKTHROUGH_SHAPE = {
  unitId: "id",
  path: "points",
  allowance: "number?",
  forwardArc: "number?",
  through: "ids?",
  blocking: "ids?",
  blocked: optional(BLOCKED),
} as const satisfies RequestShape;

/** A move plan handed back in by a macro: its moves and events, each an object, read field by field later. */
export const MOVE_PLAN_SHAPE = { moves: "records", events: "records" } as const satisfies RequestShape;
export const PLANNED_MOVE_SHAPE = {
  unitId: "id",
  path: "path",
  facing: "number",
  footprint: "record",
  cells: "cells?",
  // Applying a plan reads neither; a macro's plan may leave them out, and is checked where it gives them.
  distance: "number?",
  why: "record?",
} as const satisfies RequestShape;
export const PLANNED_EVENT_SHAPE = {
  kind: "id",
  unitId: "id",
  add: "ids?",
  remove: "ids?",
} as const satisfies RequestShape;

export const OCCUPY_SHAPE = {
  unitId: "id",
  areaId: "id",
  maxDistance: "number?",
  blocking: "ids?",
  blocked: optional(BLOCKED),
} as const satisfies RequestShape;
