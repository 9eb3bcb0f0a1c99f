import { fieldError, type Owner, ownerNamed } from "@engine/validation/field-errors";
import {
  readBoolean,
  readChoice,
  readFinite,
  readId,
  readItems,
  readListAtMost,
  readPixel,
  readPoint,
  readRecord,
  readText,
  type Fields,
} from "@engine/validation/read-fields";
import type { JsonValue } from "@engine/rulesets/ruleset";
import type { MovementPhase, TokenMove } from "../movement/token-move";
import { statusIds, type StatusId } from "../statuses/status-effects";
import type {
  ApplyOutcome,
  ChangeRequest,
  ChangeSet,
  Refusal,
  SavedFlag,
  TokenBefore,
  TokenEdit,
  UndoOutcome,
  UndoRecord,
  UndoRequest,
} from "./change-set";
import { checkJsonSize, readJson, readJsonRecord } from "@engine/validation/read-json";
import { LIMITS } from "@engine/limits";
import { readCellMarkers } from "@engine/board/validate-board";
import type { CellMarker } from "@engine/board/types";

/*
 * Requests arrive from other clients as plain data, so each is read field by field; a malformed
 * one throws an EngineError naming the field (e.g. `changes.phases[0][1].rotation`).
 */

const REQUEST: Owner = ownerNamed("ChangeRequest");
const ANSWER: Owner = ownerNamed("GmAnswer");

export function parseChangeRequest(input: unknown): ChangeRequest {
  checkJsonSize(input, REQUEST, "request");
  const fields = readRecord(input, REQUEST, "request");
  const request = { changes: parseChangeSet(fields["changes"], "changes") };
  return fields["combat"] === undefined
    ? request
    : { ...request, combat: readJson(fields["combat"], REQUEST, "combat") };
}

export function parseUndoRequest(input: unknown): UndoRequest {
  checkJsonSize(input, REQUEST, "request");
  const fields = readRecord(input, REQUEST, "request");
  return { record: parseUndoRecord(fields["record"], REQUEST, "record") };
}

function parseChangeSet(input: unknown, field: string): ChangeSet {
  const fields = readRecord(input, REQUEST, field);
  return {
    sceneId: readId(fields["sceneId"], REQUEST, `${field}.sceneId`),
    phases: optionalList(fields, "phases", field, [LIMITS.phases, "Phases"], readPhase),
    edits: optionalList(fields, "edits", field, [LIMITS.units, "Units"], readEdit),
    ...optionalMarkers(fields, REQUEST, field),
  };
}

/** A scene's cell markers, when given: within the board's caps (entries, count per cell). */
function optionalMarkers(fields: Fields, who: Owner, field: string): { markers?: CellMarker[] } {
  const value = fields["markers"];
  return value === undefined ? {} : { markers: readCellMarkers(value, who, `${field}.markers`) };
}

/** An undo record as it comes back from a request or a chat card's flags. */
export function parseUndoRecord(input: unknown, who: Owner, field: string): UndoRecord {
  const fields = readRecord(input, who, field);
  return {
    sceneId: readId(fields["sceneId"], who, `${field}.sceneId`),
    tokens: readItems(fields["tokens"], 0, who, `${field}.tokens`, readTokenBefore),
    ...optionalMarkers(fields, who, field),
  };
}

/** The GM's answer to an apply query, as the asking client receives it. */
export function parseApplyOutcome(input: unknown): ApplyOutcome {
  checkJsonSize(input, ANSWER, "answer");
  const fields = readRecord(input, ANSWER, "answer");
  if (fields["ok"] === true) return { ok: true, undo: parseUndoRecord(fields["undo"], ANSWER, "undo") };
  return parseRefusal(fields);
}

export function parseUndoOutcome(input: unknown): UndoOutcome {
  checkJsonSize(input, ANSWER, "answer");
  const fields = readRecord(input, ANSWER, "answer");
  return fields["ok"] === true ? { ok: true } : parseRefusal(fields);
}

function parseRefusal(fields: Fields): Refusal {
  const error = readRecord(fields["error"], ANSWER, "error");
  const data = readRecord(error["data"], ANSWER, "error.data");
  return {
    ok: false,
    error: {
      key: readId(error["key"], ANSWER, "error.key"),
      data: Object.fromEntries(
        Object.entries(data).map(([name, value]) => [name, typeof value === "number" ? value : String(value)]),
      ),
    },
  };
}

/** A list that may be left out, of at most `max` items (checked before any is read). */
function optionalList<T>(
  fields: Fields,
  name: string,
  field: string,
  [max, problem]: readonly [number, "Phases" | "Units"],
  read: (item: unknown, who: Owner, field: string) => T,
): T[] {
  const value = fields[name];
  if (value === undefined) return [];
  const list = readListAtMost(value, max, problem, REQUEST, `${field}.${name}`);
  return list.map((item, k) => read(item, REQUEST, `${field}.${name}[${k}]`));
}

/** A phase moves each token once: at most a board's units. */
function readPhase(value: unknown, who: Owner, field: string): MovementPhase {
  return readListAtMost(value, LIMITS.units, "Units", who, field).map((move, k) =>
    readMove(move, who, `${field}[${k}]`),
  );
}

function readMove(value: unknown, who: Owner, field: string): TokenMove {
  const fields = readRecord(value, who, field);
  return {
    tokenId: readId(fields["tokenId"], who, `${field}.tokenId`),
    name: readText(fields["name"], who, `${field}.name`),
    waypoints: readListAtMost(fields["waypoints"], LIMITS.waypoints, "Waypoints", who, `${field}.waypoints`).map(
      (point, k) => readPoint(point, who, `${field}.waypoints[${k}]`),
    ),
    rotation: readRotation(fields["rotation"], who, `${field}.rotation`),
  };
}

function readEdit(value: unknown, who: Owner, field: string): TokenEdit {
  const fields = readRecord(value, who, field);
  return {
    tokenId: readId(fields["tokenId"], who, `${field}.tokenId`),
    name: readText(fields["name"], who, `${field}.name`),
    statuses: readStatuses(fields["statuses"], who, `${field}.statuses`),
    flags: readFlagValues(fields["flags"], who, `${field}.flags`),
    actorFlags: readFlagValues(fields["actorFlags"], who, `${field}.actorFlags`),
  };
}

/**
 * Flag keys are plain names: a dot would reach into another key's object, and `-=`/`==` are
 * update operators, so neither may come from a request.
 */
const FLAG_KEY = /^[A-Za-z][A-Za-z0-9_-]*$/;

function readFlagKey(key: string, who: Owner, field: string): string {
  if (!FLAG_KEY.test(key))
    throw fieldError("UnknownChoice", who, `${field} key`, key, { choices: "plain names (letters, digits, - and _)" });
  return key;
}

function readFlagValues(value: unknown, who: Owner, field: string): Readonly<Record<string, JsonValue>> {
  if (value === undefined) return {};
  const values = readJsonRecord(value, who, field);
  for (const key of Object.keys(values)) readFlagKey(key, who, field);
  return values;
}

/** A rotation in degrees, one turn either way (Foundry keeps 0 to 360). */
function readRotation(value: unknown, who: Owner, field: string): number {
  const degrees = readFinite(value, who, field);
  if (Math.abs(degrees) > 360) throw fieldError("OutOfRange", who, field, degrees, { min: -360, max: 360 });
  return degrees;
}

function readTokenBefore(value: unknown, who: Owner, field: string): TokenBefore {
  const fields = readRecord(value, who, field);
  return {
    tokenId: readId(fields["tokenId"], who, `${field}.tokenId`),
    name: readText(fields["name"], who, `${field}.name`),
    // Within the coordinate cap: a token put back at x = 1e308 would blank every client's overlay.
    x: readPixel(fields["x"], who, `${field}.x`),
    y: readPixel(fields["y"], who, `${field}.y`),
    rotation: readRotation(fields["rotation"], who, `${field}.rotation`),
    statuses: readStatuses(fields["statuses"], who, `${field}.statuses`),
    flags: readSavedFlags(fields["flags"], who, `${field}.flags`),
    actorFlags: readSavedFlags(fields["actorFlags"], who, `${field}.actorFlags`),
  };
}

function readStatuses(value: unknown, who: Owner, field: string): Partial<Record<StatusId, boolean>> {
  if (value === undefined) return {};
  const entries = Object.entries(readRecord(value, who, field)).map(([name, active]): [StatusId, boolean] => [
    readChoice(name, statusIds(), who, `${field} key`),
    readBoolean(active, who, `${field}.${name}`, false),
  ]);
  return Object.fromEntries(entries);
}

function readSavedFlags(value: unknown, who: Owner, field: string): Record<string, SavedFlag> {
  if (value === undefined) return {};
  const entries = Object.entries(readRecord(value, who, field)).map(([key, saved]): [string, SavedFlag] => {
    const flag = readRecord(saved, who, `${field}.${key}`);
    readFlagKey(key, who, field);
    return flag["present"] === true
      ? [key, { present: true, value: readJson(flag["value"], who, `${field}.${key}.value`) }]
      : [key, { present: false }];
  });
  return Object.fromEntries(entries);
}
