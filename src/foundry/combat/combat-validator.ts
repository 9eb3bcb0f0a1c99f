import { EngineError } from "../../engine/errors";
import { isRecord } from "../../engine/validation/read-fields";
import { hostError } from "../host-errors";
import { messageOf } from "../localize";
import type { ChangeValidator, Verdict } from "../gm/change-validator";
import { ownTokensOnly } from "../gm/change-validator";
import { changeSetFor } from "./change-set-for";
import { combatError } from "./combat-errors";
import { type CombatRecord, parseCombatRecord } from "./combat-record";
import type { CombatScene } from "./combat-scene";
import { participantsBySide, sidesOf } from "./participants";
import { recordRolls } from "./record-rolls";
import type { PostedRoll } from "./roll-ledger";
import type { GmUser } from "../gm/gm-ports";
import type { Board } from "../../engine/board/types";

/** Where the validator finds the rolls a combat posted (roll-ledger.ts) and who posted them. */
export interface PostedRolls {
  posted(combatId: string): readonly PostedRoll[];
  findUser(id: string): GmUser | undefined;
  /** The world setting "the gamemaster's client rolls every die": then only a GM's rolls count. */
  gmRollsEveryDie(): boolean;
}

/**
 * The GM's check of every request. A request from a combat carries its record: the GM rebuilds the
 * combat from it on the scene as it is now and re-derives every change; the request must be exactly
 * those changes, and a player must play one side of the combat (a GM may resolve any). That
 * re-derivation is what lets a player's result move the enemy's tokens. Requests without a record,
 * and undos, get `fallback` (players change only their own tokens).
 */
export function combatValidator(
  findScene: (id: string) => CombatScene | undefined,
  rolls: PostedRolls,
  fallback: ChangeValidator = ownTokensOnly,
): ChangeValidator {
  return (subject, context) => {
    if (subject.kind !== "apply" || subject.combat === undefined) return fallback(subject, context);
    const user = context.requester.name;
    let record: CombatRecord;
    try {
      record = parseCombatRecord(subject.combat);
    } catch (error) {
      if (error instanceof EngineError) return refuse(error);
      throw error;
    }
    if (record.sceneId !== subject.changes.sceneId)
      return refuse(combatError("WrongScene", { combat: record.sceneId, changes: subject.changes.sceneId }));
    const scene = findScene(record.sceneId);
    if (scene === undefined) return refuse(hostError("SceneGone", { id: record.sceneId }));
    try {
      const derived = changeSetFor(scene, record);
      if (
        !context.requester.isGM &&
        sidesOf(context.requester, scene, participantsBySide(record, derived.board)).length === 0
      ) {
        return refuse(combatError("NotYourCombat", { user }));
      }
      if (canonical(derived.changes) !== canonical(subject.changes)) return refuse(combatError("Mismatch", { user }));
      const unposted = unpostedRoll(record, derived.board, scene, rolls);
      if (unposted !== null) return refuse(combatError("DiceNotPosted", { user, step: unposted }));
      return { ok: true };
    } catch (error) {
      // The record does not replay on the scene as it is now (a token gone, a log that does not fit).
      if (error instanceof EngineError) return refuse(combatError("Mismatch", { user }), error);
      throw error;
    }
  };
}

/**
 * The first roll of the record whose dice are not the first roll the combat posted to chat for that
 * step (each posted roll counts once) by a user who owns a unit of the side that rolls it, or by a GM
 * (only a GM when the GM's client rolls every die); null when every die was posted so. The posting user is the one the
 * server reported (roll-ledger.ts), so a player cannot post the other side's dice.
 */
function unpostedRoll(record: CombatRecord, board: Board, scene: CombatScene, rolls: PostedRolls): string | null {
  const participants = participantsBySide(record, board);
  const available = [...rolls.posted(record.combatId)];
  const postedBySide = (posted: PostedRoll, side: string): boolean => {
    const author = rolls.findUser(posted.userId);
    if (author === undefined) return false;
    if (author.isGM) return true;
    return !rolls.gmRollsEveryDie() && sidesOf(author, scene, participants).includes(side);
  };
  for (const roll of recordRolls(record, board)) {
    // The step's first roll posted by its side counts, so rolling again until it suits is refused.
    const match = available.findIndex((posted) => posted.step === roll.step && postedBySide(posted, roll.side));
    if (match < 0 || !sameDice(available[match]?.dice ?? [], roll.dice)) return roll.step;
    available.splice(match, 1);
  }
  return null;
}

function sameDice(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((die, index) => die === b[index]);
}

function refuse(error: EngineError, cause?: EngineError): Verdict {
  if (cause !== undefined) console.warn(cause.message);
  return { ok: false, error: messageOf(error) };
}

/** JSON with every object's keys sorted, so equal data compares equal however it was built. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner) && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
