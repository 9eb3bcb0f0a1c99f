/** Combat ports as typed fakes: dice from a list, other users answering from a queue, the GM applying at once. */
import type { MovePlan } from "@engine/movement/move-plan";
import type { JsonValue } from "@engine/rulesets/ruleset";
import type { RollStep } from "@engine/session/types";
import type { CardView } from "@view/view-types";
import type { CombatPorts } from "@foundry/combat/combat-flow";
import { ownTokensOnly } from "@foundry/gm/change-validator";
import { parseRollRequest, ROLL_QUERY } from "@foundry/combat/roll-query";
import type { CombatRecord } from "@foundry/combat/combat-record";
import type { DeciderUser } from "@foundry/combat/deciders";
import { applyChanges } from "@foundry/gm/apply-changes";
import type { ChangeSet, UndoRecord } from "@foundry/gm/change-set";
import { v13TokenMover } from "@foundry/movement/v13-token-mover";
import { user } from "../fakes/documents";
import { FakeHooks } from "../fakes/globals";
import type { FakeCombatScene } from "./scenario-scene";

/** A field of a query's payload. */
export function field(data: object, name: string): unknown {
  return new Map<string, unknown>(Object.entries(data)).get(name);
}

type Query = (name: string, data: object, options: { readonly timeout: number }) => Promise<unknown>;

function decider(id: string, options: { isGM?: boolean; active?: boolean; query?: Query } = {}): DeciderUser {
  const base = user(id, { name: id, isGM: options.isGM ?? false, active: options.active ?? true });
  return { ...base, query: options.query ?? (() => Promise.reject(new Error(`${id} was not expected to be asked`))) };
}

/** A roll a client posted to chat: its combat and step, its faces, and its author as the server reports it. */
export interface PostedRoll {
  readonly combatId: string;
  readonly step: string;
  readonly dice: readonly number[];
  readonly userId: string;
}

/** The chat's combat rolls, as the tests read them. */
export class RollLog {
  readonly #posted: PostedRoll[] = [];

  post(roll: PostedRoll): void {
    this.#posted.push(roll);
  }

  rolls(combatId: string): readonly PostedRoll[] {
    return this.#posted.filter((roll) => roll.combatId === combatId);
  }
}

export interface Fakes {
  /** The rolls posted to chat (each fake roll is posted by the rolling client's user). */
  ledger: RollLog;
  ports: CombatPorts;
  queries: { name: string; data: object }[];
  previews: MovePlan[];
  cards: { card: CardView; record: CombatRecord; undo: UndoRecord }[];
  hooks: FakeHooks;
  answers: unknown[];
}

/**
 * Petra (p1) plays the Germans on this client; Sasha (p2), the Soviets, answers on hers (from the
 * queued answers, or `decide`) and rolls her side's dice there; the GM applies.
 */
export function fakes(
  scene: FakeCombatScene,
  dice: number[],
  options: { sashaOnline?: boolean; gmHere?: boolean; decide?: (request: object) => unknown } = {},
): Fakes {
  const queries: Fakes["queries"] = [];
  const answers: unknown[] = [];
  const hooks = new FakeHooks();
  const ledger = new RollLog();
  /** A client rolls the next faces from the list and posts them as its user's (the server names the author). */
  const rollOn = (userId: string, step: RollStep, combatId: string): number[] => {
    const faces = dice.splice(0, Number(step.dice.split("d")[0] || 1));
    ledger.post({ combatId, step: step.id, dice: faces, userId });
    return faces;
  };
  // Another user's client: a roll query rolls there (roll-query.ts); a decision takes the next queued
  // answer (none queued: the user does not answer).
  const client =
    (userId: string): Query =>
    (name, data) => {
      queries.push({ name, data: structuredClone(data) });
      if (name === ROLL_QUERY) {
        const { step, combatId } = parseRollRequest(data);
        return Promise.resolve(rollOn(userId, step, combatId));
      }
      const next =
        options.decide !== undefined
          ? options.decide(data)
          : answers.length === 0
            ? new Error(`${userId} did not answer`)
            : answers.shift();
      if (next instanceof Error) return Promise.reject(next);
      // The answering client names the question it answers (answerDecide), unless a test forges it.
      const question = { combatId: field(data, "combatId"), stepId: field(data, "stepId"), side: field(data, "side") };
      return Promise.resolve(
        typeof next === "object" && next !== null && "picks" in next && !("stepId" in next)
          ? { ...question, ...next }
          : next,
      );
    };
  const sasha = decider("p2", { active: options.sashaOnline ?? true, query: client("p2") });
  const gm = decider("gm", { isGM: true, query: client("gm") });
  const current = options.gmHere === true ? gm : decider("p1");
  const previews: MovePlan[] = [];
  let combats = 0;
  const cards: Fakes["cards"] = [];
  const ports: CombatPorts = {
    currentUser: current,
    users: () => [decider("p1"), sasha, gm],
    rollDice: (step: RollStep, combatId: string) => Promise.resolve(rollOn(current.id ?? "", step, combatId)),
    newCombatId: () => `combat${String(++combats).padStart(10, "0")}`,
    previewMoves: (plan) => previews.push(plan),
    clearPreview: () => previews.push({ moves: [], events: [] }),
    // The flow's result applied by the GM's client (a combat flow runs on a GM's client: the turn tracker).
    requestChanges: (changes: ChangeSet, combat: JsonValue) =>
      applyChanges(
        "gm",
        { changes, combat },
        {
          findUser: (id) => [current, sasha, gm].find((u) => u.id === id),
          findScene: (id) => (id === scene.id ? scene : undefined),
          mover: v13TokenMover,
          validator: ownTokensOnly,
          hooks,
        },
      ),
    postCard: (card, record, undo) => {
      cards.push({ card, record, undo });
      return Promise.resolve();
    },
    hooks,
    decideTimeoutMs: 1000,
  };
  return { ports, queries, previews, cards, hooks, answers, ledger };
}
