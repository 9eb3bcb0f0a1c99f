import type { RollStep } from "../../engine/session/types";
import { MODULE_ID } from "../constants";
import { gmRollsEveryDie } from "../settings";
import { ROLL_FLAG } from "./roll-ledger";
import { parseRollAnswer, parseRollRequest, ROLL_QUERY, rollRequest } from "./roll-query";
import { localizeText } from "../../view/template-helpers";
import { foundryLocalizer } from "../apps/foundry-localizer";

/** How long to wait for Dice So Nice's animation before going on anyway (it can hang when called late). */
const DICE_ANIMATION_TIMEOUT_MS = 10_000;

interface DiceSoNice {
  waitFor3DAnimationByMessageID(messageId: string): Promise<boolean>;
}

/** How long a player waits for the GM's client to roll (Dice So Nice included). */
const ROLL_TIMEOUT_MS = 60_000;

/**
 * Rolls a step's dice on this client, or, when the world has the GM's client roll every die and
 * this user is a player, on the active GM's client (the faces come back as its answer).
 */
export async function rollCombatDice(step: RollStep, combatId: string): Promise<readonly number[]> {
  const gm = game.users?.activeGM ?? null;
  if (game.user?.isGM || !gmRollsEveryDie() || gm === null) return rollStepDice(step, combatId);
  return parseRollAnswer(await gm.query(ROLL_QUERY, rollRequest(step, combatId), { timeout: ROLL_TIMEOUT_MS }));
}

/**
 * The answering side of the roll query (roll-query.ts), on the client of the user asked to roll:
 * the rolling side's owner, or a GM. Rolls as that user rolls (through the GM's client when the world
 * says so) and returns the faces.
 */
export async function answerRoll(data: unknown): Promise<number[]> {
  const { step, combatId } = parseRollRequest(data);
  return [...(await rollCombatDice(step, combatId))];
}

/**
 * Rolls a step's dice as a Foundry `Roll`, posts it to chat marked as this combat's roll (so Dice So
 * Nice animates it, and the GM's client can check a record's dice against it: roll-ledger.ts),
 * waits for the animation (at most ten seconds) and returns the face of every die, in order.
 */
export async function rollStepDice(step: RollStep, combatId: string): Promise<readonly number[]> {
  const roll = await new Roll(step.dice).evaluate();
  const faces = roll.dice.flatMap((term) =>
    term.results.filter((result) => result.active).map((result) => result.result),
  );
  const message = await roll.toMessage({
    flavor: localizeText(step.purpose, foundryLocalizer()),
    speaker: ChatMessage.getSpeaker(),
    flags: { [MODULE_ID]: { [ROLL_FLAG]: { combatId, step: step.id, dice: faces } } },
  });
  const messageId = message?.id ?? null;
  const dice3d = diceSoNice();
  if (dice3d !== null && messageId !== null)
    await withTimeout(dice3d.waitFor3DAnimationByMessageID(messageId), DICE_ANIMATION_TIMEOUT_MS);
  return faces;
}

function diceSoNice(): DiceSoNice | null {
  const candidate: unknown = Reflect.get(game, "dice3d");
  if (typeof candidate !== "object" || candidate === null || !("waitFor3DAnimationByMessageID" in candidate))
    return null;
  const wait = candidate.waitFor3DAnimationByMessageID;
  if (typeof wait !== "function") return null;
  return { waitFor3DAnimationByMessageID: (id) => Promise.resolve(Reflect.apply(wait, candidate, [id])).then(Boolean) };
}

/** Resolves when `promise` settles or after `ms`, whichever comes first; never rejects. */
export function withTimeout(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}
