import { MODULE_ID } from "../constants";
import { isRecord } from "../../engine/validation/read-fields";

/** The chat message flag that marks a combat's roll: `{combatId, step, dice}`. */
export const ROLL_FLAG = "roll";

/** A roll as the GM's client saw it posted: which step of which combat, its faces, and who posted it (server-reported). */
export interface PostedRoll {
  readonly step: string;
  readonly dice: readonly number[];
  readonly userId: string;
}

/** A chat message as the ledger reads it (a ChatMessage fits). */
export interface RollMessage {
  getFlag(scope: typeof MODULE_ID, key: string): unknown;
}

/**
 * The GM client's account of every roll a combat posted to chat, kept from the `createChatMessage`
 * hook, whose user id the server reports (foundryvtt.com/api/functions/hookEvents.createDocument.html,
 * Version 13). A record's dice count only when they match a roll posted here for its combat and step.
 */
export class RollLedger {
  readonly #byCombat = new Map<string, PostedRoll[]>();

  created(message: RollMessage, userId: string): void {
    const flag = message.getFlag(MODULE_ID, ROLL_FLAG);
    if (!isRecord(flag)) return;
    const { combatId, step, dice } = flag;
    if (
      typeof combatId !== "string" ||
      typeof step !== "string" ||
      !Array.isArray(dice) ||
      !dice.every((die) => typeof die === "number")
    )
      return;
    const rolls = this.#byCombat.get(combatId) ?? [];
    rolls.push({ step, dice: dice.map(Number), userId });
    this.#byCombat.set(combatId, rolls);
  }

  /** The rolls posted for a combat, in the order they arrived. */
  rolls(combatId: string): readonly PostedRoll[] {
    return this.#byCombat.get(combatId) ?? [];
  }
}

/** The GM client's ledger. */
export const rollLedger = new RollLedger();

/** Keeps, on a GM's client, every combat roll posted to chat with the user the server says posted it. */
export function listenForRolls(): void {
  Hooks.on("createChatMessage", (message: RollMessage, _options: unknown, userId: string) => {
    if (game.user?.isGM) rollLedger.created(message, userId);
  });
}
