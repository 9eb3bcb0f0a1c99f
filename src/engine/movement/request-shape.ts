import { describeValue } from "../validation/field-errors";
import { OFFSET_LIMIT } from "../validation/read-fields";
import { tableError, type ErrorTable } from "../errors";
import { LIMITS } from "../limits";

/**
 * The shape of a planner's request, checked at the planner's entry so that a request from a macro
 * or another module (any JSON, or worse) gets a named error, never a TypeError from deep inside.
 * A field's kind ends in "?" when it may be left out; a nested record is a shape of its own.
 */
export type FieldKind =
  | "id"
  | "ids"
  | "number"
  | "numbers"
  | "boolean"
  | "text"
  | "cell"
  | "cells"
  | "point"
  | "points"
  | "path"
  | "function"
  | "record"
  | "records";
export type RequestShape = {
  readonly [field: string]: `${FieldKind}` | `${FieldKind}?` | NestedShape | NullableField;
};
export interface NestedShape {
  readonly fields: RequestShape;
  readonly optional?: boolean;
  /** Also accepts null (no bounds). */
  readonly nullable?: boolean;
}
/** A plain field that also accepts null (e.g. no stacking limit). */
export interface NullableField {
  readonly kind: `${FieldKind}` | `${FieldKind}?`;
  readonly nullable: true;
}

/**
 * A field as a record of rules declares it, once, beside its type (e.g. `GRID_MOVE_RULE_FIELDS`):
 * required there; `anyPartOf` makes the shape of a request that gives any part of the rules.
 */
export type RuleField =
  | FieldKind
  | { readonly fields: RequestShape; readonly nullable?: boolean }
  | { readonly kind: FieldKind; readonly nullable: true };

/** The shape of a request that may give any part of a record of rules (each field may be left out). */
export function anyPartOf(rules: Readonly<Record<string, RuleField>>): RequestShape {
  return Object.fromEntries(
    Object.entries(rules).map(([name, field]) => [
      name,
      typeof field === "string"
        ? (`${field}?` as const)
        : "fields" in field
          ? { ...field, optional: true }
          : { kind: `${field.kind}?` as const, nullable: true as const },
    ]),
  );
}

export const REQUEST_ERRORS = {
  NotRequest: ["WARGAME.Error.Request.NotRequest", "{planner}: {field} must be an object, got {got}."],
  Missing: ["WARGAME.Error.Request.Missing", "{planner}: {field} is missing."],
  NotId: ["WARGAME.Error.Request.NotId", "{planner}: {field} must be a non-empty string, got {got}."],
  NotIds: ["WARGAME.Error.Request.NotIds", "{planner}: {field} must be a list of non-empty strings, got {got}."],
  NotNumber: ["WARGAME.Error.Request.NotNumber", "{planner}: {field} must be a finite number, got {got}."],
  NotNumbers: ["WARGAME.Error.Request.NotNumbers", "{planner}: {field} must be a record of finite numbers, got {got}."],
  NotBoolean: ["WARGAME.Error.Request.NotBoolean", "{planner}: {field} must be true or false, got {got}."],
  NotText: ["WARGAME.Error.Request.NotText", "{planner}: {field} must be a string, got {got}."],
  NotCell: [
    "WARGAME.Error.Request.NotCell",
    "{planner}: {field} must be a cell {i, j} of whole numbers within ±{max}, got {got}.",
  ],
  NotCells: [
    "WARGAME.Error.Request.NotCells",
    "{planner}: {field} must be a list of cells {i, j} of whole numbers within ±{max}, got {got}.",
  ],
  NotPoint: [
    "WARGAME.Error.Request.NotPoint",
    "{planner}: {field} must be a point {x, y} within ±{max} pixels, got {got}.",
  ],
  NotPoints: [
    "WARGAME.Error.Request.NotPoints",
    "{planner}: {field} must be a list of points {x, y} within ±{max} pixels, got {got}.",
  ],
  NotRecords: ["WARGAME.Error.Request.NotRecords", "{planner}: {field} must be a list of objects, got {got}."],
  NotFunction: ["WARGAME.Error.Request.NotFunction", "{planner}: {field} must be a function, got {got}."],
  TooLong: ["WARGAME.Error.Request.TooLong", "{planner}: {field} lists {got} entries; at most {max}."],
} as const satisfies ErrorTable;

/**
 * A shape that declares every field of `Request`: the planners pass their request's own type, so a
 * field added to a request and left out of its shape does not compile.
 */
export type ShapeOf<Request> = RequestShape & { readonly [K in keyof Request]-?: RequestShape[string] };

/** Throws the named error for the first field of `request` that does not fit `shape`. */
export function checkRequestShape<Request>(request: Request, planner: string, shape: ShapeOf<Request>): void {
  checkRecord(request, planner, "request", shape);
}

function checkRecord(value: unknown, planner: string, at: string, shape: RequestShape): void {
  if (!isRecord(value))
    throw tableError(REQUEST_ERRORS, "NotRequest", { planner, field: at, got: describeValue(value) });
  for (const [name, declared] of Object.entries(shape)) {
    const field = at === "request" ? name : `${at}.${name}`;
    const given = Object.hasOwn(value, name) ? value[name] : undefined;
    if (typeof declared !== "string" && "fields" in declared) {
      if (given === undefined && declared.optional === true) continue;
      if (given === null && declared.nullable === true) continue;
      if (given === undefined) throw tableError(REQUEST_ERRORS, "Missing", { planner, field });
      checkRecord(given, planner, field, declared.fields);
      continue;
    }
    if (given === null && typeof declared !== "string") continue;
    const kind = typeof declared === "string" ? declared : declared.kind;
    const optional = kind.endsWith("?");
    if (given === undefined) {
      if (optional) continue;
      throw tableError(REQUEST_ERRORS, "Missing", { planner, field });
    }
    checkField(given, (optional ? kind.slice(0, -1) : kind) as FieldKind, planner, field);
  }
}

function checkField(value: unknown, kind: FieldKind, planner: string, field: string): void {
  const fail = (problem: keyof typeof REQUEST_ERRORS, max?: number): never => {
    throw tableError(REQUEST_ERRORS, problem, {
      planner,
      field,
      got: describeValue(value),
      ...(max === undefined ? {} : { max }),
    });
  };
  const list = (max: number): readonly unknown[] => {
    if (!Array.isArray(value))
      return [
        fail(
          kind === "ids" ? "NotIds" : kind === "cells" ? "NotCells" : kind === "records" ? "NotRecords" : "NotPoints",
        ),
      ];
    if (value.length > max) throw tableError(REQUEST_ERRORS, "TooLong", { planner, field, got: value.length, max });
    return value;
  };
  switch (kind) {
    case "id":
      if (!isId(value)) fail("NotId");
      return;
    case "ids":
      if (!list(LIMITS.units).every(isId)) fail("NotIds");
      return;
    case "number":
      if (!isFiniteNumber(value)) fail("NotNumber");
      return;
    case "numbers":
      if (!isRecord(value) || !Object.values(value).every(isFiniteNumber)) fail("NotNumbers");
      return;
    case "boolean":
      if (typeof value !== "boolean") fail("NotBoolean");
      return;
    case "text":
      if (typeof value !== "string") fail("NotText");
      return;
    case "cell":
      if (!isCell(value)) fail("NotCell", OFFSET_LIMIT);
      return;
    case "cells":
      if (!list(LIMITS.shapePoints).every(isCell)) fail("NotCells", OFFSET_LIMIT);
      return;
    case "point":
      if (!isPoint(value)) fail("NotPoint", LIMITS.coordinate);
      return;
    case "points":
      if (!list(LIMITS.shapePoints).every(isPoint)) fail("NotPoints", LIMITS.coordinate);
      return;
    case "path":
      // Its start, then the waypoints a change set moves the token through.
      if (!list(LIMITS.waypoints + 1).every(isPoint)) fail("NotPoints", LIMITS.coordinate);
      return;
    case "function":
      if (typeof value !== "function") fail("NotFunction");
      return;
    case "record":
      if (!isRecord(value)) fail("NotRequest");
      return;
    case "records":
      if (!list(LIMITS.units * 4).every(isRecord)) fail("NotRecords");
      return;
  }
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isId(value: unknown): boolean {
  return typeof value === "string" && value !== "";
}

function isFiniteNumber(value: unknown): boolean {
  return typeof value === "number" && Number.isFinite(value);
}

function isCell(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { i, j } = value;
  return [i, j].every((n) => typeof n === "number" && Number.isInteger(n) && Math.abs(n) <= OFFSET_LIMIT);
}

function isPoint(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { x, y } = value;
  return [x, y].every((n) => typeof n === "number" && Number.isFinite(n) && Math.abs(n) <= LIMITS.coordinate);
}
