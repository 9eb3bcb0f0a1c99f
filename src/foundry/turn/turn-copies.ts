import type { JsonValue } from "@engine/rulesets/ruleset";
import { EngineError } from "@engine/errors";
import { ownerOf } from "@engine/validation/field-errors";
import { isRecord } from "@engine/validation/read-fields";
import { readJsonRecord } from "@engine/validation/read-json";
import { MODULE_ID } from "../constants";
import type { QueryUser } from "../host/active-gm";
import { otherGms, sendToGms } from "../host/gm-copies";
import { digestOf } from "../host/hosted-state";
import { TURN_SETTING } from "./turn-state";

/**
 * The world's mark of the turn in play (a world setting: only a GM writes it, every client reads it):
 * `{host, digest}`, the GM whose client hosts the turn and the SHA-256 of the turn as stored (a random
 * nonce in it, so the digest tells nothing of the units); `{}` when no turn is in play. The turn
 * itself names every unit, hidden ones included, so it stays in GMs' browsers (`TURN_SETTING`).
 */
export const TURN_SEAL_SETTING = "turnSeal";
/** A copy of the turn in play, sent to every other connected GM's client. */
export const KEEP_TURN_QUERY = `${MODULE_ID}.keepTurn` as const;

/** Registers the world's mark of the turn in play (hidden). */
export function registerTurnSeal(): void {
  game.settings.register(MODULE_ID, TURN_SEAL_SETTING, { scope: "world", config: false, type: Object, default: {} });
}

/** Registers, on every client, the copy of the turn a host sends: kept by a GM's client when its digest is the world's. */
export function registerTurnQueries(): void {
  CONFIG.queries[KEEP_TURN_QUERY] = (data: unknown) => keepTurnCopy(isRecord(data) ? data["turn"] : undefined);
}

function worldDigest(): string | null {
  const seal: unknown = game.settings.get(MODULE_ID, TURN_SEAL_SETTING);
  return isRecord(seal) && typeof seal["digest"] === "string" ? seal["digest"] : null;
}

/**
 * The turn this client stores, when it is the turn in play (its digest the world's): the host's own
 * (its page reloaded), or the copy a host sent. Null otherwise: none, or one the world no longer
 * marks (the turn ended, was left, or changed since this copy).
 */
export function storedTurn(): Readonly<Record<string, unknown>> | null {
  const stored: unknown = game.settings.get(MODULE_ID, TURN_SETTING);
  const digest = worldDigest();
  return isRecord(stored) && digest !== null && digestOf(stored) === digest ? stored : null;
}

/**
 * Stores the turn in play on this client, marks it in the world and sends every other connected GM
 * a copy; null forgets it here and, when it was the turn in play, in the world.
 */
export async function storeTurn(turn: Readonly<Record<string, JsonValue>> | null): Promise<void> {
  if (turn === null) {
    const inPlay = storedTurn() !== null;
    await game.settings.set(MODULE_ID, TURN_SETTING, {});
    if (inPlay) await game.settings.set(MODULE_ID, TURN_SEAL_SETTING, {});
    return;
  }
  const kept = { ...turn, nonce: foundry.utils.randomID() };
  // The turn is on this client before the world's mark names it.
  await game.settings.set(MODULE_ID, TURN_SETTING, kept);
  await game.settings.set(MODULE_ID, TURN_SEAL_SETTING, { host: game.user?.id ?? "", digest: digestOf(kept) });
  void sendToGms(otherGms(), KEEP_TURN_QUERY, { turn: kept });
}

/** Sends these GMs' clients a copy of the turn in play this client holds, if any. */
export async function shareTurn(users: readonly QueryUser[]): Promise<void> {
  const turn = storedTurn();
  if (turn !== null) await sendToGms(users, KEEP_TURN_QUERY, { turn });
}

/**
 * On a GM's client: keeps a copy of the turn in play when its digest is the world's mark (a query's
 * handler is not told who sent it, foundryvtt/foundryvtt#13418: a player's forgery has another
 * digest). True when kept.
 */
async function keepTurnCopy(turn: unknown): Promise<boolean> {
  const digest = worldDigest();
  if (game.user?.isGM !== true || digest === null) return false;
  const copy = readCopy(turn);
  if (copy === null || digestOf(copy) !== digest) return false;
  await game.settings.set(MODULE_ID, TURN_SETTING, copy);
  return true;
}

const COPY = ownerOf("Turn", KEEP_TURN_QUERY, undefined);

/** A copy as JSON within the request caps (a stored turn is read back with them), before hashing it; null otherwise. */
function readCopy(turn: unknown): Readonly<Record<string, JsonValue>> | null {
  try {
    return readJsonRecord(turn, COPY, "turn");
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return null;
  }
}
