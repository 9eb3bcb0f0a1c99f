import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { LIMITS } from "@engine/limits";
import { applyChanges, type GmEnvironment } from "@foundry/gm/apply-changes";
import type { ApplyOutcome } from "@foundry/gm/change-set";
import { ownTokensOnly } from "@foundry/gm/change-validator";
import { v13TokenMover } from "@foundry/movement/v13-token-mover";
import { englishStrings } from "../../tools/language-files";
import { FakeActor, FakeScene, FakeToken, user } from "../foundry/fakes/documents";
import { FakeHooks } from "../foundry/fakes/globals";
import { CaseCount, fuzzRuns, fuzzTimeout, PROTOTYPE_NAMES } from "./fuzz-runs";
import { HOSTILE_VALUES } from "./named-errors";

/*
 * Forged requests against the GM's side (the test fakes stand for Foundry): a player's honest
 * request on its own token, then one to four forgeries: moving or editing the enemy's token or one
 * that does not exist, changed statuses and flags (odd keys included), another requester or scene,
 * hostile numbers, a combat record with changed dice, oversized or deeply nested payloads, and the
 * same request replayed. The GM must answer every one (never throw), with a refusal whose key
 * lang/en.json defines; a refused request changes nothing, and the enemy's token never moves.
 */

const DEFINED = new Set(Object.keys(englishStrings()));

function world() {
  const ownActor = new FakeActor({ flags: { unit: { move: 4 } } });
  const own = new FakeToken({
    id: "own",
    name: "1st Bn",
    x: 0,
    y: 0,
    rotation: 0,
    owners: ["p1"],
    actor: ownActor,
    flags: { state: { stepsLost: 0 } },
  });
  const enemy = new FakeToken({ id: "enemy", name: "Grenadiers", x: 300, y: 0, rotation: 180 });
  const scene = new FakeScene({ grid: { type: 0, size: 100 }, tokens: [own, enemy] });
  const env: GmEnvironment = {
    findUser: (id) =>
      [user("p1", { name: "Petra" }), user("p2", { name: "Paul", active: false }), user("gm", { isGM: true })].find(
        (u) => u.id === id,
      ),
    findScene: (id) => (id === scene.id ? scene : undefined),
    mover: v13TokenMover,
    validator: ownTokensOnly,
    hooks: new FakeHooks(),
  };
  const snapshot = (): string =>
    JSON.stringify([own, enemy].map((t) => [t.x, t.y, t.rotation, t.flags, [...(t.actor?.statuses ?? [])]]));
  return { own, enemy, scene, env, snapshot };
}

/** The sender as the server reports it: always the player p1, whatever the payload claims. */
const SENDER = "p1";

const honest = (): Record<string, unknown> => ({
  changes: {
    sceneId: "scene1",
    phases: [[{ tokenId: "own", name: "1st Bn", waypoints: [{ x: 100, y: 0 }], rotation: 90 }]],
    edits: [{ tokenId: "own", name: "1st Bn", statuses: { tipped: true }, flags: { state: { stepsLost: 1 } } }],
  },
  combat: { ruleset: "assault", log: [{ kind: "roll", step: "attack", dice: [3, 5] }] },
});

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let k = 0; k < depth; k++) value = { a: value };
  return value;
}

type Forgery = (request: Record<string, unknown>) => Record<string, unknown>;
const withChanges = (
  request: Record<string, unknown>,
  change: (changes: Record<string, unknown>) => Record<string, unknown>,
) => ({
  ...request,
  changes: change(request["changes"] as Record<string, unknown>),
});

const forgeryArb: fc.Arbitrary<Forgery> = fc.oneof(
  fc.constantFrom("enemy", "ghost", "").map(
    (tokenId): Forgery =>
      (r) =>
        withChanges(r, (c) => ({
          ...c,
          phases: [[{ tokenId, name: "x", waypoints: [{ x: 900, y: 0 }], rotation: 0 }]],
        })),
  ),
  fc.constantFrom("enemy", "ghost").map(
    (tokenId): Forgery =>
      (r) =>
        withChanges(r, (c) => ({ ...c, edits: [{ tokenId, name: "x", statuses: { broken: true } }] })),
  ),
  fc.constantFrom(...PROTOTYPE_NAMES, "-=state", "==state", "a.b", "broken").map(
    (key): Forgery =>
      (r) =>
        withChanges(r, (c) => ({
          ...c,
          edits: [
            {
              tokenId: "own",
              name: "1st Bn",
              statuses: Object.fromEntries([[key, true]]),
              flags: Object.fromEntries([[key, 1]]),
            },
          ],
        })),
  ),
  // A payload claiming another sender changes nothing: the GM reads who asks from the server.
  fc.constantFrom("p2", "gm", "nobody", "").map((requesterId): Forgery => (r) => ({ ...r, requesterId })),
  fc.constantFrom("scene2", "__proto__").map(
    (sceneId): Forgery =>
      (r) =>
        withChanges(r, (c) => ({ ...c, sceneId })),
  ),
  fc.constantFrom(...HOSTILE_VALUES).map(
    (value): Forgery =>
      (r) =>
        withChanges(r, (c) => ({
          ...c,
          phases: [[{ tokenId: "own", name: "1st Bn", waypoints: [{ x: value, y: 0 }], rotation: value }]],
        })),
  ),
  fc.constantFrom(...HOSTILE_VALUES).map((value): Forgery => (r) => ({ ...r, changes: value })),
  fc.array(fc.integer({ min: -1, max: 9 }), { maxLength: 4 }).map((dice): Forgery => (r) => ({
    ...r,
    combat: { ruleset: "assault", log: [{ kind: "roll", step: "attack", dice }] },
  })),
  fc.constantFrom(LIMITS.requestDepth + 1, 100_000).map((depth): Forgery => (r) => ({ ...r, combat: nested(depth) })),
  fc.constant<Forgery>((r) => ({ ...r, combat: "x".repeat(LIMITS.requestCharacters + 1) })),
);

const count = new CaseCount("forged requests against the GM's side");
const refusedKeys = new Map<string, number>();
afterAll(() => {
  count.report();
  console.log(`fuzz GM: refusals by key ${JSON.stringify(Object.fromEntries(refusedKeys))}`);
});

describe("the GM's side under forged requests", () => {
  it(
    "answers each with a defined refusal (changing nothing) or applies only the requester's own token",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(forgeryArb, { minLength: 1, maxLength: 4 }),
          fc.boolean(),
          async (forgeries, replay) => {
            const w = world();
            const requests = [honest(), ...forgeries.map((forge) => forge(honest()))];
            if (replay) requests.push(honest());
            for (const request of requests) {
              count.tried += 1;
              const before = w.snapshot();
              const outcome: ApplyOutcome = await applyChanges(SENDER, request, w.env);
              if (!outcome.ok) {
                refusedKeys.set(outcome.error.key, (refusedKeys.get(outcome.error.key) ?? 0) + 1);
                expect(DEFINED.has(outcome.error.key), outcome.error.key).toBe(true);
                // Host.Failed wraps an error that is not an EngineError: a raw error escaped a check.
                expect(outcome.error.key, JSON.stringify(outcome.error.data)).not.toBe("WARGAME.Error.Host.Failed");
                expect(w.snapshot()).toBe(before);
              }
              expect([w.enemy.x, w.enemy.y, w.enemy.rotation]).toEqual([300, 0, 180]);
            }
          },
        ),
        { numRuns: fuzzRuns(150) },
      );
    },
    fuzzTimeout(),
  );
});
