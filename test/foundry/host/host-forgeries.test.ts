/**
 * Forgeries against the host, as a player with a modified client could try them, through the
 * production host and its Foundry ports over the fakes: each is refused, and nothing changes (no
 * token moves, no combat is applied, no die is rolled again).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LIMITS } from "@engine/limits";
import { MODULE_ID } from "@foundry/constants";
import { DECIDE_QUERY } from "@foundry/combat/decide-query";
import { applyChanges } from "@foundry/gm/apply-changes";
import { foundryEnvironment } from "@foundry/gm/gm-queries";
import { ROLL_FLAG, ROLL_QUERY, parseRollQuestion } from "@foundry/host/roll-question";
import { rollStepDice } from "@foundry/combat/foundry-dice";
import { recordOf } from "@foundry/host/hosted-state";
import { FakeRoll } from "../fakes/server";
import { readRecord } from "@engine/validation/read-fields";
import { ownerNamed } from "@engine/validation/field-errors";
import { scenarioFiles } from "../../e2e/scenario-files";
import { hostModules, hostWorld, type HostWorld } from "./host-world";

const OWNER = ownerNamed("CombatRequest");

let modules: Awaited<ReturnType<typeof hostModules>>;
beforeAll(async () => {
  modules = await hostModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const ALL = scenarioFiles().flatMap(({ scenario }) => scenario.combats.map((combat) => ({ scenario, combat })));
const [FIRST] = ALL;
const COMMAND = ALL.find((entry) => entry.scenario.ruleset === "command-test");
if (FIRST === undefined || COMMAND === undefined) throw new Error("no scenario combat");
const { scenario, combat } = FIRST;

function snapshot(w: HostWorld): string {
  return JSON.stringify([...w.scene.tokens].map((token) => [token.id, token._source, token.flags]));
}

const startData = (w: HostWorld) => ({ kind: "start", combat: { sceneId: w.scene.id, selection: combat.selection } });

/** The host on gm1's client takes p1's request (the server reports p1 as its author). */
async function started(w: HostWorld, data: unknown = startData(w), from = "p1") {
  const host = w.host();
  await w.world.as(w.world.user("gm1"), () => host.request(from, data));
  return host;
}

const refusals = (w: HostWorld, user: string) =>
  (w.shown.get(user) ?? []).flatMap((notice) => (notice.kind === "refused" ? [notice.error.key] : []));

describe("the host refuses", () => {
  it("an answer naming another side, another step or another combat than the question asked", async () => {
    for (const forged of [{ side: "someone-else" }, { stepId: "not-asked" }, { combatId: "other0000000000" }]) {
      const w = hostWorld(modules, scenario, combat);
      const before = snapshot(w);
      const honest = w.world.queries[DECIDE_QUERY];
      w.world.queries[DECIDE_QUERY] = async (data, options): Promise<unknown> => ({
        ...readRecord(await honest?.(data, options), OWNER, "answer"),
        ...forged,
      });
      const host = await started(w);
      const [stored] = w.combats();
      expect(stored?.status).toBe("open");
      expect(stored?.log.filter((input) => input.kind === "decision")).toEqual([]);
      expect(snapshot(w)).toEqual(before);
      // Answered honestly when asked again, the combat goes on to its end.
      if (honest !== undefined) w.world.queries[DECIDE_QUERY] = honest;
      await w.world.as(w.world.user("gm1"), () => host.resumeAll());
      expect(w.combats()[0]?.status).toBe("applied");
    }
  });

  it("a finished combat sent again as a player's apply request (its moves touch the enemy), and re-applying it", async () => {
    const w = hostWorld(modules, scenario, combat);
    const host = await started(w);
    const [stored] = w.combats();
    if (stored === undefined) throw new Error("no combat");
    const after = snapshot(w);
    // The player sends the combat's own changes again (as the GM applied them): the enemy's tokens are not theirs.
    const applied = w.world.hooks.called.find((call) => call.hook === "wargame-combat.applyMoves");
    const changes = applied?.args[0];
    const outcome = await w.world.as(w.world.user("p1"), () =>
      applyChanges("p1", { changes, combat: recordOf(stored) }, foundryEnvironment()),
    );
    expect(outcome.ok).toBe(false);
    await w.world.as(w.world.user("gm1"), () => host.resumeAll());
    await w.world.as(w.world.user("gm1"), () => host.request("p1", { kind: "view", combatId: stored.combatId }));
    expect(w.cards()).toHaveLength(1);
    expect(snapshot(w)).toEqual(after);
  });

  it("a restarted combat: the same selection asked again while open is the same combat, its dice not rolled again", async () => {
    const w = hostWorld(modules, scenario, combat);
    const honest = w.world.queries[DECIDE_QUERY];
    // The first decision is not answered: the combat waits, open.
    w.world.queries[DECIDE_QUERY] = () => Promise.reject(new Error("away"));
    const host = await started(w);
    const rolled = w.world.rolled.length;
    await w.world.as(w.world.user("gm1"), () => host.request("p1", startData(w)));
    await w.world.as(w.world.user("gm1"), () => host.request("p2", startData(w)));
    expect(w.combats()).toHaveLength(1);
    expect(w.world.rolled).toHaveLength(rolled);
    if (honest !== undefined) w.world.queries[DECIDE_QUERY] = honest;
  });

  it("two requests racing for the same selection: one combat", async () => {
    const w = hostWorld(modules, scenario, combat);
    w.world.queries[DECIDE_QUERY] = () => Promise.reject(new Error("away"));
    const host = w.host();
    await w.world.as(w.world.user("gm1"), () =>
      Promise.all([host.request("p1", startData(w)), host.request("p2", startData(w))]),
    );
    expect(w.combats()).toHaveLength(1);
  });

  it("rolls that are not the asked user's first Foundry roll of the step's formula for this combat and step", async () => {
    const w = hostWorld(modules, scenario, combat);
    await w.world.as(w.world.user("gm1"), () => w.world.settings.set(MODULE_ID, modules.OWN_DICE_SETTING, true));
    const honest = w.world.queries[ROLL_QUERY];
    const forgers: string[] = [];
    w.world.queries[ROLL_QUERY] = async (data, options) => {
      const question = parseRollQuestion(data);
      const asked = w.world.current;
      const other = w.world.user(asked.id === "p1" ? "p2" : "p1");
      const flags = (combatId: string, step: string) => ({ [MODULE_ID]: { [ROLL_FLAG]: { combatId, step } } });
      const post = async (formula: string, combatId: string, step: string) => {
        // A roll made up on the forging client: its faces never come from the world's dice.
        const roll = new FakeRoll(w.world, formula);
        roll.dice = [{ results: [{ result: 1, active: true }] }];
        return roll.toMessage({ flags: flags(combatId, step) });
      };
      // Another player's roll of the right formula, a flag-only message, another combat's and another
      // step's roll, and the asked user's roll of another formula: none counts.
      await w.world.as(other, () => post(question.formula, question.combatId, question.stepId));
      await w.world.createChatMessage({ flags: flags(question.combatId, question.stepId) });
      await post(question.formula, "other0000000000", question.stepId);
      await post(question.formula, question.combatId, "another-step");
      await post(`${question.formula}0`, question.combatId, question.stepId);
      forgers.push(other.id ?? "");
      return honest?.(data, options);
    };
    await started(w);
    const [stored] = w.combats();
    expect(forgers.length).toBeGreaterThan(0);
    // Each accepted roll is the asked user's own, posted after the forgeries.
    for (const mark of stored?.rolls ?? []) {
      const message = w.world.messages.get(mark.id);
      expect(message?.author.id).toBe(stored?.asked.find((entry) => entry.step === mark.step)?.id);
      expect(message?.rolls).toHaveLength(1);
    }
    expect(
      stored?.status,
      JSON.stringify([...w.shown.values()].flat().map((n) => (n.kind === "view" ? n.failed : n.error))),
    ).toBe("applied");
  });

  it("a roll question with a formula or flavour not the module's own, and HTML in a flavour", async () => {
    const question = { combatId: "c", stepId: "s", side: "a", formula: "2d6", purpose: { key: "WARGAME.X", data: {} } };
    for (const formula of ["100000000d6", "1d6min6", "<b>1d6</b>", `${LIMITS.dice + 1}d6`])
      expect(() => parseRollQuestion({ ...question, formula })).toThrow();
    expect(() =>
      parseRollQuestion({ ...question, purpose: { key: "<img src=x onerror=alert(1)>", data: {} } }),
    ).toThrow();
    const w = hostWorld(modules, scenario, null);
    w.world.dice.push(3, 4);
    await w.world.as(w.world.user("p1"), () =>
      rollStepDice(
        { kind: "roll", id: "s", side: "a", dice: "2d6", purpose: { key: "WARGAME.X", data: { unit: "<img src=x>" } } },
        "c",
      ),
    );
    const [message] = [...w.world.messages];
    expect(message?.flavor).not.toContain("<");
  });

  it("a forged card, a card not in the host's state, and an undo record beyond the caps", async () => {
    const w = hostWorld(modules, scenario, combat);
    const host = await started(w);
    const after = snapshot(w);
    const forged = await w.world.as(w.world.user("p1"), () =>
      w.world.createChatMessage({
        content: "<button data-action='wargame-combat-undo'>Undo</button>",
        flags: { [MODULE_ID]: { hostedCard: true, undo: { sceneId: w.scene.id, tokens: [] } } },
      }),
    );
    const byGm = await w.world.as(w.world.user("gm1"), () =>
      w.world.createChatMessage({ flags: { [MODULE_ID]: { hostedCard: true } } }),
    );
    const gm = w.world.user("gm1");
    expect(await w.world.as(gm, () => host.undoCard(forged.id))).toMatchObject({ ok: false });
    expect(await w.world.as(gm, () => host.undoCard(byGm.id))).toMatchObject({ ok: false });
    // A stored undo record whose token stands at x = 1e308 (written by some other GM-side module) is not read.
    const stored = w.world.settings.get(MODULE_ID, modules.HOSTED_SETTING);
    const tampered = JSON.parse(JSON.stringify(stored).replace(/"x":\d+(\.\d+)?/, '"x":1e308')) as unknown;
    await w.world.as(gm, () => w.world.settings.set(MODULE_ID, modules.HOSTED_SETTING, tampered));
    expect(await w.world.as(gm, () => host.undoCard(w.cards()[0] ?? ""))).toMatchObject({ ok: false });
    expect(snapshot(w)).toEqual(after);
  });

  it("oversized and deeply nested requests, and a selection beyond the rule system's caps, before any replay", async () => {
    const w = hostWorld(modules, scenario, combat);
    let deep: unknown = {};
    for (let depth = 0; depth < 100_000; depth++) deep = { a: deep };
    const huge = { ...startData(w), padding: "x".repeat(LIMITS.requestCharacters + 1) };
    for (const data of [deep, huge, { kind: "start", combat: deep }]) await started(w, data);
    // command-test's chits: every way to spend them is an option; ten million would take the GM's memory.
    const c = hostWorld(modules, COMMAND.scenario, COMMAND.combat);
    const selection = {
      ...readRecord(COMMAND.combat.selection, OWNER, "selection"),
      chits: { [COMMAND.scenario.board.units[0]?.side ?? ""]: 1e7 },
    };
    await started(c, { kind: "start", combat: { sceneId: c.scene.id, selection } });
    // Each is refused by a cap or a declared range, which are read before any replay (a replay of
    // ten million chits ran out of memory); how fast is bench/limits.ts's "GM request" row.
    expect(w.combats()).toEqual([]);
    expect(c.combats()).toEqual([]);
    expect(refusals(w, "p1")).toEqual([
      "WARGAME.Error.Limit.RequestDepth",
      "WARGAME.Error.Limit.RequestSize",
      "WARGAME.Error.Limit.RequestDepth",
    ]);
    expect(refusals(c, "p1")).toEqual(["WARGAME.Error.Field.OutOfRange"]);
  });

  it("a start with no GM connected: the player is told, and no request goes out", async () => {
    const w = hostWorld(modules, scenario, combat);
    w.world.setActive("gm1", false);
    const ok = await w.world.as(w.world.user("p1"), () =>
      modules.startHostedCombat({ sceneId: w.scene.id, selection: combat.selection }),
    );
    expect(ok).toBe(false);
    expect(w.world.shown.error.join()).toContain("WARGAME.Error.Host.NoGM");
    expect([...w.world.messages]).toEqual([]);
  });
});

describe("a player's start request", () => {
  it("reaches every client (crucible#942), is hidden, taken by the active GM as its server-reported author's, and deleted", async () => {
    const w = hostWorld(modules, scenario, combat);
    modules.listenForHostRequests();
    const seen: string[] = [];
    w.world.hooks.on("createChatMessage", () => seen.push(w.world.current.id ?? ""));
    // p2 asks, claiming to be p1 in the payload: the host takes p2, the author the server reports.
    const sent = await w.world.as(w.world.user("p2"), () =>
      modules.startHostedCombat({ sceneId: w.scene.id, selection: combat.selection, requesterId: "p1" }),
    );
    expect(sent).toBe(true);
    await vi.waitFor(() => expect(w.combats()).toHaveLength(1));
    expect(new Set(seen)).toEqual(new Set(["p1", "p2", "gm1"]));
    expect(w.combats()[0]?.requester).toBe("p2");
    await vi.waitFor(() =>
      expect([...w.world.messages].filter((m) => m.getFlag(MODULE_ID, "hostRequest"))).toEqual([]),
    );
  });
});
