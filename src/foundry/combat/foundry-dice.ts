import type { RollStep } from "@engine/session/types";
import { MODULE_ID } from "../constants";
import { escapeHtml, ROLL_FLAG } from "../host/roll-question";
import { localizeText } from "@view/template-helpers";
import { foundryLocalizer } from "../apps/foundry-localizer";

/** How long to wait for Dice So Nice's animation before going on anyway (it can hang when called late). */
const DICE_ANIMATION_TIMEOUT_MS = 10_000;

interface DiceSoNice {
  waitFor3DAnimationByMessageID(messageId: string): Promise<boolean>;
}

/**
 * Rolls a step's dice as a Foundry `Roll`, posts it to chat flagged as this combat's roll of this step
 * (so Dice So Nice animates it, and the host takes it from chat: host/combat-host.ts), its flavour
 * the purpose in words with HTML escaped (chat shows a flavour as HTML), waits for the animation (at
 * most ten seconds) and returns the face of every die, in order.
 */
export async function rollStepDice(step: RollStep, combatId: string): Promise<readonly number[]> {
  const roll = await new Roll(step.dice).evaluate();
  const faces = roll.dice.flatMap((term) =>
    term.results.filter((result) => result.active).map((result) => result.result),
  );
  const message = await roll.toMessage({
    flavor: escapeHtml(localizeText(step.purpose, foundryLocalizer())),
    speaker: ChatMessage.getSpeaker(),
    flags: { [MODULE_ID]: { [ROLL_FLAG]: { combatId, step: step.id } } },
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
