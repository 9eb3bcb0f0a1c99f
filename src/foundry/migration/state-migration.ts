import type { EngineError } from "@engine/errors";
import type { NumberRange } from "@engine/rulesets/declarations";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { isRecord } from "@engine/validation/read-fields";
import { readJsonRecord } from "@engine/validation/read-json";
import { FLAG, flagPath } from "../board/module-flags";
import { documentOwner } from "../board/owners";
import type { TokenSource } from "../board/sources";
import { recordedStatuses, stateData, STATUSES_KEY, unitStates } from "../board/unit-states";
import { MODULE_ID } from "../constants";
import { flagChanges } from "../gm/flag-changes";
import type { GmScene } from "../gm/gm-ports";
import { writeUnitStates, type RecordChange } from "../gm/token-edits";
import { hostError } from "../host-errors";
import { hostRulesets } from "../rulesets";
import { shownStatuses } from "../statuses/token-statuses";

/**
 * The layout of the module's world data this version writes: 1, each token's removed state, losses
 * and statuses in the GM's record on its scene (board/unit-states.ts). Before it, the module wrote a
 * token's `state` flag, and its statuses lived on actors as status effects; both their owners could
 * write, so they are read now only to move them, once, into the record.
 */
export const DATA_VERSION = 1;

/** A scene as the migration reads and writes it: its tokens, its record, and token updates. */
export interface MigrationScene extends GmScene {
  readonly tokens: Iterable<TokenSource> & GmScene["tokens"];
}

/** What one scene's migration moved, and what it left out (each value named, with why). */
export interface SceneMigration {
  readonly tokens: number;
  readonly dropped: readonly EngineError[];
}

/**
 * Moves each token's old `state` flag, and the module's statuses its icons show, into the scene's
 * record, then clears the flags. The record already there wins, field by field. Of an old flag only
 * what the rule systems declare is trusted (a token's owner could have written it): `removed` as
 * true or false, and each number a system declares per token (steps lost, shock) within its declared
 * range; anything else is dropped and named.
 */
export async function migrateScene(scene: MigrationScene): Promise<SceneMigration> {
  const record = unitStates(scene);
  const who = documentOwner("Scene", scene);
  const dropped: EngineError[] = [];
  const changes = new Map<string, RecordChange>();
  const cleared: string[] = [];
  for (const token of scene.tokens) {
    const tokenId = token.id ?? "";
    const old = token.getFlag(MODULE_ID, FLAG.state);
    const icons = shownStatuses(token);
    if (old === undefined && icons.length === 0) continue;
    if (old !== undefined) cleared.push(tokenId);
    const kept = record.get(tokenId) ?? {};
    const trusted = old === undefined ? {} : trustedState(old, token, dropped);
    const statuses =
      kept[STATUSES_KEY] === undefined ? icons : recordedStatuses(kept, documentOwner("Token", token), tokenId);
    changes.set(tokenId, {
      state: { value: readJsonRecord({ ...trusted, ...stateData(kept) }, who, flagPath(FLAG.unitState)) },
      statuses: Object.fromEntries(statuses.map((status) => [status, true])),
    });
  }
  await writeUnitStates(scene, changes);
  if (cleared.length > 0) {
    const clear = flagChanges(new Map([[FLAG.state, undefined]]));
    const updates = cleared.map((tokenId) => ({ _id: tokenId, flags: { [MODULE_ID]: clear } }));
    await scene.updateEmbeddedDocuments("Token", updates, { animate: true, movement: {} });
  }
  return { tokens: changes.size, dropped };
}

/** The ranges the rule systems declare for each number kept per token, by field name. */
function perTokenRanges(): ReadonlyMap<string, readonly NumberRange[]> {
  const ranges = new Map<string, NumberRange[]>();
  for (const { ruleset } of hostRulesets().entries)
    for (const field of ruleset.unitDataFields)
      if (field.perToken === true && field.range !== undefined)
        ranges.set(field.name, [...(ranges.get(field.name) ?? []), field.range]);
  return ranges;
}

function within(value: number, range: NumberRange): boolean {
  return value >= range.min && value <= range.max && (!range.whole || Number.isInteger(value));
}

/** The fields of an old `state` flag that are within what is declared; each other one is dropped and named. */
function trustedState(old: unknown, token: TokenSource, dropped: EngineError[]): Record<string, JsonValue> {
  const owner = documentOwner("Token", token).owner;
  const drop = (field: string, value: unknown): void => {
    dropped.push(hostError("StateDropped", { owner, field, value: shown(value) }));
  };
  if (!isRecord(old)) {
    drop(flagPath(FLAG.state), old);
    return {};
  }
  const ranges = perTokenRanges();
  const trusted: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(old)) {
    const field = `${flagPath(FLAG.state)}.${key}`;
    if (key === "removed" && typeof value === "boolean") trusted[key] = value;
    else if (typeof value === "number" && (ranges.get(key) ?? []).some((range) => within(value, range)))
      trusted[key] = value;
    else drop(field, value);
  }
  return trusted;
}

/** A dropped value as a message shows it: short, whatever its size (a hostile flag may be huge). */
function shown(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
