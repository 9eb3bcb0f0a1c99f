import { EngineError } from "../../engine/errors";
import { isRecord } from "../../engine/board/read-fields";
import { hostError } from "../host-errors";
import { messageOf } from "../localize";
import type { ChangeValidator, Verdict } from "../gm/change-validator";
import { ownTokensOnly } from "../gm/change-validator";
import { changeSetFor } from "./change-set-for";
import { combatError } from "./combat-errors";
import { type CombatRecord, parseCombatRecord } from "./combat-record";
import type { CombatScene } from "./combat-scene";
import { participantsBySide, sidesOf } from "./participants";

/**
 * The GM's check of every request. A request from a combat carries its record: the GM rebuilds the
 * combat from it on the scene as it is now and re-derives every change; the request must be exactly
 * those changes, and a player must play one side of the combat (a GM may resolve any). That
 * re-derivation is what lets a player's result move the enemy's tokens. Requests without a record,
 * and undos, get `fallback` (players change only their own tokens).
 */
export function combatValidator(findScene: (id: string) => CombatScene | undefined, fallback: ChangeValidator = ownTokensOnly): ChangeValidator {
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
    if (record.sceneId !== subject.changes.sceneId) return refuse(combatError("WrongScene", { combat: record.sceneId, changes: subject.changes.sceneId }));
    const scene = findScene(record.sceneId);
    if (scene === undefined) return refuse(hostError("SceneGone", { id: record.sceneId }));
    try {
      const derived = changeSetFor(scene, record);
      if (!context.requester.isGM && sidesOf(context.requester, scene, participantsBySide(record, derived.board)).length === 0) {
        return refuse(combatError("NotYourCombat", { user }));
      }
      if (canonical(derived.changes) !== canonical(subject.changes)) return refuse(combatError("Mismatch", { user }));
      return { ok: true };
    } catch (error) {
      // The record does not replay on the scene as it is now (a token gone, a log that does not fit).
      if (error instanceof EngineError) return refuse(combatError("Mismatch", { user }), error);
      throw error;
    }
  };
}

function refuse(error: EngineError, cause?: EngineError): Verdict {
  if (cause !== undefined) console.warn(cause.message);
  return { ok: false, error: messageOf(error) };
}

/** JSON with every object's keys sorted, so equal data compares equal however it was built. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner) && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}
