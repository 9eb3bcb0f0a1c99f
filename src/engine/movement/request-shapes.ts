import type { NestedShape, RequestShape } from "./request-shape";

/** The shapes of the planners' requests (see each request's interface for what the fields mean). */

const optional = (fields: RequestShape): NestedShape => ({ fields, optional: true });
const required = (fields: RequestShape): NestedShape => ({ fields });

const TERRAIN_RULES: RequestShape = { impassable: "ids", extraCost: "numbers" };

const GRID_RULES = optional({
  zoc: "text?",
  zocCost: "number?",
  passFriends: "boolean?",
  wallsBlock: "boolean?",
  terrain: optional(TERRAIN_RULES),
  terrainByType: "record?",
  unitTypeField: "text?",
  bounds: {
    fields: { minI: "number", maxI: "number", minJ: "number", maxJ: "number" },
    optional: true,
    nullable: true,
  },
});

const AWAY: RequestShape = { awayFrom: "cells?", awayFromUnits: "ids?" };
const FRIENDS = optional({ pass: "text", push: "text", facingTolerance: "number" });
const BLOCKED: RequestShape = { outcome: "text", addStatus: "ids?", remove: "boolean?" };

export const RETREAT_SHAPE: RequestShape = {
  unitId: "id",
  ...AWAY,
  cells: "number?",
  allowance: "number?",
  away: "text?",
  minCells: "number?",
  noRetreat: "text?",
  addStatus: "ids?",
  rules: GRID_RULES,
};

export const WITHDRAWAL_SHAPE: RequestShape = {
  unitId: "id",
  ...AWAY,
  allowance: "number?",
  endFurther: "boolean?",
  leaveZoc: "boolean?",
  destroyIfTrapped: "boolean?",
  trapped: "text?",
  addStatus: "ids?",
  rules: GRID_RULES,
};

export const RETURN_SHAPE: RequestShape = {
  unitId: "id",
  to: "cell",
  addStatus: "ids?",
  blocked: "text?",
  rules: GRID_RULES,
};

const CHARGE_TARGET: RequestShape = {
  target: "id?",
  targetFormations: "ids?",
  maxFriendsInContact: "number?",
  rules: GRID_RULES,
};

export const CHARGE_SHAPE: RequestShape = { unitId: "id", distance: "number", decline: "boolean?", ...CHARGE_TARGET };

export const CHARGE_CHOICE_SHAPE: RequestShape = { unitId: "id", speed: "number?", ...CHARGE_TARGET };

export const CHARGE_PATH_SHAPE: RequestShape = { ...CHARGE_CHOICE_SHAPE, path: "cells" };

export const COUNTER_CHARGE_SHAPE: RequestShape = {
  unitId: "id",
  fraction: "number?",
  rounding: "text?",
  maxFriendsInContact: "number?",
  decline: "boolean?",
  rules: GRID_RULES,
};

export const CONSOLIDATION_SHAPE: RequestShape = { unitId: "id", cells: "number?", rules: GRID_RULES };

export const CONSOLIDATE_TO_SHAPE: RequestShape = { ...CONSOLIDATION_SHAPE, to: "cell" };

const LINE_MOVE: RequestShape = { unitId: "id", friends: FRIENDS, blocking: "ids?" };

export const FALL_BACK_SHAPE: RequestShape = {
  ...LINE_MOVE,
  awayFrom: "record",
  distance: "number",
  blocked: required(BLOCKED),
};

export const FLEE_RULES_SHAPE: RequestShape = {
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
};

export const RECOIL_SHAPE: RequestShape = {
  ...LINE_MOVE,
  distance: "number",
  makesFlee: optional({ applies: "function", flee: required(FLEE_RULES_SHAPE) }),
  blocked: required(BLOCKED),
};

export const SUPPRESSION_SHAPE: RequestShape = {
  ...LINE_MOVE,
  distance: "number",
  maxDistance: "number",
  heading: "number?",
  turnAround: "boolean",
  blocked: optional(BLOCKED),
};

export const FLEE_SHAPE: RequestShape = { unitId: "id", allowance: "number?", from: "point?", ...FLEE_RULES_SHAPE };

export const PURSUIT_SHAPE: RequestShape = {
  unitId: "id",
  targetId: "id",
  distance: "number",
  blocking: "ids?",
  blocked: optional(BLOCKED),
};

export const RALLY_FORWARD_SHAPE: RequestShape = {
  unitId: "id",
  target: "record",
  blocking: "ids?",
  blocked: optional(BLOCKED),
};

export const BREAKTHROUGH_SHAPE: RequestShape = {
  unitId: "id",
  path: "points",
  allowance: "number?",
  forwardArc: "number?",
  through: "ids?",
  blocking: "ids?",
  blocked: optional(BLOCKED),
};

/** A move plan handed back in by a macro: its moves and events, each an object, read field by field later. */
export const MOVE_PLAN_SHAPE: RequestShape = { moves: "records", events: "records" };
export const PLANNED_MOVE_SHAPE: RequestShape = {
  unitId: "id",
  path: "path",
  facing: "number",
  footprint: "record",
  cells: "cells?",
};
export const PLANNED_EVENT_SHAPE: RequestShape = { kind: "id", unitId: "id", add: "ids?", remove: "ids?" };

export const OCCUPY_SHAPE: RequestShape = {
  unitId: "id",
  areaId: "id",
  maxDistance: "number?",
  blocking: "ids?",
  blocked: optional(BLOCKED),
};
