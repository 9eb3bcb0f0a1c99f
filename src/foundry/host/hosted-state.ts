import { type Owner, ownerOf } from "@engine/validation/field-errors";
import { readBoolean, readChoice, readId, readItems, readRecord } from "@engine/validation/read-fields";
import { checkJsonSize, readJsonRecord } from "@engine/validation/read-json";
import type { StepInput } from "@engine/session/types";
import { type CombatRecord, parseCombatRecord, recordJson } from "../combat/combat-record";
import type { UndoRecord } from "../gm/change-set";
import { parseUndoRecord } from "../gm/parse-requests";
import type { JsonValue } from "@engine/rulesets/ruleset";

/** Where a hosted combat stands: running, being applied, applied (its card posted), or over unapplied. */
export const HOSTED_STATUSES = ["open", "applying", "applied", "ended"] as const;
export type HostedStatus = (typeof HOSTED_STATUSES)[number];

/** A step's posted roll message, or the user asked to roll it. */
export interface StepMark {
  readonly step: string;
  readonly id: string;
}

/**
 * A combat as the host keeps it in the world (a GM-only document every client receives): only what
 * every player may know. `log` is the public log: a secret pick whose round is not complete is kept
 * on the host's client alone (`SecretStore`).
 */
export interface HostedCombat extends CombatRecord {
  /** The user who asked for it (as the server reported the request's author). */
  readonly requester: string;
  readonly status: HostedStatus;
  /** Each roll step's first accepted roll message. */
  readonly rolls: readonly StepMark[];
  /** Each roll step asked of a side's user (the setting "each side rolls its own dice"). */
  readonly asked: readonly StepMark[];
  /** The card's view of the finished combat (public: built for no side), made before anything moved. */
  readonly view: Readonly<Record<string, JsonValue>> | null;
  /** The chat card's id once posted; only the host's own cards undo. */
  readonly card: string | null;
  /** What undoes the applied combat, kept here rather than in the card a player could forge. */
  readonly undo: UndoRecord | null;
  readonly undone: boolean;
}

/** The world's hosted combats (a GM-owned document: the world setting `hostedCombats`). */
export interface CombatStore {
  all(): readonly HostedCombat[];
  save(combat: HostedCombat): Promise<void>;
}

/** The host client's own storage of secret picks not yet revealed, by combat. */
export interface SecretStore {
  get(combatId: string): readonly StepInput[];
  set(combatId: string, log: readonly StepInput[]): Promise<void>;
}

const STATE: Owner = ownerOf("HostedCombat", "hostedCombats", undefined);

/** Reads a stored combat back, with the same caps as any request (the setting is JSON any GM module could write). */
export function parseHostedCombat(input: unknown): HostedCombat {
  checkJsonSize(input, STATE, "combat");
  const fields = readRecord(input, STATE, "combat");
  const marks = (name: string): StepMark[] =>
    readItems(fields[name], 0, STATE, name, (item, who, field) => {
      const mark = readRecord(item, who, field);
      return { step: readId(mark["step"], who, `${field}.step`), id: readId(mark["id"], who, `${field}.id`) };
    });
  return {
    ...parseCombatRecord(input),
    requester: readId(fields["requester"], STATE, "requester"),
    status: readChoice(fields["status"], HOSTED_STATUSES, STATE, "status"),
    rolls: marks("rolls"),
    asked: marks("asked"),
    view: fields["view"] === null ? null : readJsonRecord(fields["view"], STATE, "view"),
    card: fields["card"] === null ? null : readId(fields["card"], STATE, "card"),
    undo: fields["undo"] === null ? null : parseUndoRecord(fields["undo"], STATE, "undo"),
    undone: readBoolean(fields["undone"], STATE, "undone", false),
  };
}

/** The combat as plain JSON, to store. */
export function hostedJson(combat: HostedCombat): JsonValue {
  const marks = (list: readonly StepMark[]) => list.map((mark) => ({ step: mark.step, id: mark.id }));
  return {
    ...recordJson(recordOf(combat)),
    requester: combat.requester,
    status: combat.status,
    rolls: marks(combat.rolls),
    asked: marks(combat.asked),
    view: combat.view,
    card: combat.card,
    undo: combat.undo === null ? null : (JSON.parse(JSON.stringify(combat.undo)) as JsonValue),
    undone: combat.undone,
  };
}

/** The record of a hosted combat (what the engine replays, and the module's hooks receive). */
export function recordOf(combat: HostedCombat, log: readonly StepInput[] = combat.log): CombatRecord {
  return {
    combatId: combat.combatId,
    ruleset: combat.ruleset,
    sceneId: combat.sceneId,
    selection: combat.selection,
    log,
  };
}
