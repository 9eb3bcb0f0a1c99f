import { type Owner, ownerOf } from "@engine/validation/field-errors";
import { isRecord, readBoolean, readChoice, readId, readItems, readRecord } from "@engine/validation/read-fields";
import { checkJsonSize, readJsonRecord } from "@engine/validation/read-json";
import type { StepInput } from "@engine/session/types";
import { type CombatRecord, parseCombatRecord, recordJson } from "../combat/combat-record";
import type { UndoRecord } from "../gm/change-set";
import { parseUndoRecord } from "../gm/parse-requests";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { hostRulesets } from "../rulesets";
import { sha256 } from "./sha256";
import { EngineError } from "@engine/errors";
import type { Board } from "@engine/board/types";
import { participantsBySide } from "../combat/participants";

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
  /**
   * The GM whose client is applying it (status "applying", or "applied" until its card is posted):
   * another GM's client leaves it alone while that GM is connected.
   */
  readonly applier?: string;
}

/** The fields of a hosted combat that can name units: sealed away from the world when one is hidden. */
export const SEALED_FIELDS = ["selection", "log", "undo", "rolls", "asked"] as const;
export type SealedField = (typeof SEALED_FIELDS)[number];

/** What the world may hold of a combat that names a unit hidden on the map. */
export type CombatHead = Omit<HostedCombat, SealedField>;

/**
 * A sealed combat's mark in the world: which GM's client holds its sealed part, and that part's
 * SHA-256 (with a random nonce inside it, so the digest tells nothing of the units) to check a
 * part handed over by that client.
 */
export interface Seal {
  readonly host: string;
  readonly digest: string;
}

/** A sealed combat whose part this client does not hold (another GM's client hosted it). */
export interface WithheldCombat extends CombatHead {
  readonly seal: Seal;
}

/**
 * The world's hosted combats (a GM-owned document: the world setting `hostedCombats`), each whole
 * or, when it names a unit hidden on the map, its head in the world and the rest (selection, log,
 * undo record, roll marks) on the host GM's client only.
 */
export interface CombatStore {
  /** Every combat this client can read whole. */
  all(): readonly HostedCombat[];
  /** The sealed combats whose part is on another client. */
  withheld(): readonly WithheldCombat[];
  save(combat: HostedCombat): Promise<void>;
  /** Writes a withheld combat's head (ended, or its card posted), its seal kept. */
  saveHead(combat: WithheldCombat): Promise<void>;
  /** A sealed combat's part as this client holds it, to hand over to the next host GM; null when it holds none. */
  sealedPart(combatId: string): JsonValue | null;
  /** Takes a sealed part handed over: kept only when its digest is the world's seal's. */
  takeSealed(combatId: string, part: unknown): Promise<boolean>;
  /** The GM's whole view of an applied combat's result, kept on this client (the card's view is the players'). */
  result(combatId: string): Readonly<Record<string, JsonValue>> | null;
  keepResult(combatId: string, view: Readonly<Record<string, JsonValue>>): Promise<void>;
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
    ...headFields(fields),
    rolls: marks("rolls"),
    asked: marks("asked"),
    undo: fields["undo"] === null ? null : parseUndoRecord(fields["undo"], STATE, "undo"),
  };
}

/** The fields that never name a unit (the card's view is built without hidden units). */
function headFields(fields: Readonly<Record<string, unknown>>): Omit<CombatHead, keyof CombatRecord> {
  return {
    requester: readId(fields["requester"], STATE, "requester"),
    status: readChoice(fields["status"], HOSTED_STATUSES, STATE, "status"),
    view: fields["view"] === null ? null : readJsonRecord(fields["view"], STATE, "view"),
    card: fields["card"] === null ? null : readId(fields["card"], STATE, "card"),
    undone: readBoolean(fields["undone"], STATE, "undone", false),
    ...(fields["applier"] === undefined ? {} : { applier: readId(fields["applier"], STATE, "applier") }),
  };
}

/** A world entry: a whole combat, or a sealed one's head and seal. */
export type WorldCombat = { readonly whole: HostedCombat } | { readonly sealed: WithheldCombat };

/** Reads a world entry back (see `parseHostedCombat`). */
export function parseWorldCombat(input: unknown): WorldCombat {
  checkJsonSize(input, STATE, "combat");
  const fields = readRecord(input, STATE, "combat");
  if (fields["seal"] === undefined) return { whole: parseHostedCombat(input) };
  const seal = readRecord(fields["seal"], STATE, "seal");
  return {
    sealed: {
      combatId: readId(fields["combatId"], STATE, "combatId"),
      ruleset: readChoice(fields["ruleset"], hostRulesets().ids, STATE, "ruleset"),
      sceneId: readId(fields["sceneId"], STATE, "sceneId"),
      ...headFields(fields),
      seal: { host: readId(seal["host"], STATE, "seal.host"), digest: readId(seal["digest"], STATE, "seal.digest") },
    },
  };
}

/** The combat as plain JSON, to store whole. */
export function hostedJson(combat: HostedCombat): Record<string, JsonValue> {
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
    ...applierJson(combat),
  };
}

function applierJson(combat: CombatHead): Record<string, JsonValue> {
  return combat.applier === undefined ? {} : { applier: combat.applier };
}

/** A sealed combat's world entry: its head and seal, nothing that can name a unit. */
export function headJson(combat: CombatHead, seal: Seal): Record<string, JsonValue> {
  return {
    combatId: combat.combatId,
    ruleset: combat.ruleset,
    sceneId: combat.sceneId,
    requester: combat.requester,
    status: combat.status,
    view: combat.view,
    card: combat.card,
    undone: combat.undone,
    ...applierJson(combat),
    seal: { host: seal.host, digest: seal.digest },
  };
}

/** A combat's sealed part as its host's client keeps it: the sealed fields and a random nonce. */
export function sealedPartOf(combat: HostedCombat, nonce: string): Record<string, JsonValue> {
  const whole = hostedJson(combat);
  return { nonce, ...Object.fromEntries(SEALED_FIELDS.map((field) => [field, whole[field] ?? null])) };
}

/** Whether a sealed part's JSON names one of the units (`mentions` of the hidden units). */
export function namesHidden(part: JsonValue, mentions: (text: string) => boolean): boolean {
  return mentions(JSON.stringify(part));
}

/**
 * Whether the combat's selection takes one of the hidden units (`hidden`, by id) into the fight on
 * `board`: a selection by cells or areas names no unit, yet says where the hidden unit stands. False
 * when the selection no longer reads on the board (its units moved: the host judged it when it started).
 */
export function takesHidden(combat: HostedCombat, board: Board, hidden: ReadonlySet<string>): boolean {
  try {
    return [...participantsBySide(combat, board).values()].some((ids) => ids.some((id) => hidden.has(id)));
  } catch (error) {
    if (error instanceof EngineError) return false;
    throw error;
  }
}

/** The digest the world keeps of a sealed part (its JSON with sorted keys). */
export function digestOf(part: unknown): string {
  return sha256(canonical(part));
}

/** The whole combat from its world head and a sealed part; null when the part is not the one sealed (its digest differs). */
export function unsealed(head: WithheldCombat, part: unknown): HostedCombat | null {
  if (digestOf(part) !== head.seal.digest || !isRecord(part)) return null;
  const fields: Record<string, unknown> = { ...headJson(head, head.seal), seal: undefined };
  for (const field of SEALED_FIELDS) fields[field] = part[field];
  return parseHostedCombat(fields);
}

/** JSON with every object's keys sorted, so equal data compares equal however it was built. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner) && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
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
