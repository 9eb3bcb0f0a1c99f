/**
 * Every scripted combat of every scenario file, hosted by the active GM's client through the
 * production host and its Foundry ports over the fakes, started by a player's request: undisturbed,
 * then with a GM reload after each state write, another GM taking over, a player disconnecting
 * during a decision, and a roll question timing out and asked again. Each must end exactly once,
 * with one card whose Undo works, and the board the scenario expects, rolling no die twice.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Scenario, ScenarioCombat } from "@engine/scenario/scenario";
import { sceneBoard } from "@foundry/board/scene-board";
import { MODULE_ID } from "@foundry/constants";
import { expectedDifferences } from "@foundry/live-tests/expected-board";
import { DECIDE_QUERY } from "@foundry/combat/decide-query";
import { scenarioFiles } from "../../e2e/scenario-files";
import type { HostPorts } from "@foundry/host/combat-host";
import { hostModules, hostWorld, type HostWorld } from "./host-world";

let modules: Awaited<ReturnType<typeof hostModules>>;
beforeAll(async () => {
  modules = await hostModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const COMBATS = scenarioFiles().flatMap(({ file, scenario }) =>
  scenario.combats.map((combat) => [`${file} ${combat.id}`, scenario, combat] as const),
);

/** A state write after which the GM's client stops (a reload): thrown from the store, after the write. */
class Reload extends Error {}

/** Stops the host after its `writes`-th state write. */
function stopsAfter(writes: number): (ports: HostPorts) => HostPorts {
  let count = 0;
  return (ports) => ({
    ...ports,
    store: {
      all: () => ports.store.all(),
      save: async (combat) => {
        await ports.store.save(combat);
        if (++count === writes) throw new Reload(`reload after write ${writes}`);
      },
    },
  });
}

function snapshot(w: HostWorld): string {
  return JSON.stringify(
    [...w.scene.tokens].map((token) => [
      token.id,
      token._source,
      token.flags,
      [...(token.actor?.statuses ?? [])].sort(),
    ]),
  );
}

/** p1 asks for the combat; the server reports p1 as the request's author. */
async function start(w: HostWorld, combat: ScenarioCombat, gmId = "gm1", wrap?: (ports: HostPorts) => HostPorts) {
  const host = w.host(gmId, wrap);
  await w.world.as(w.world.user(gmId), () =>
    host.request("p1", { kind: "start", combat: { sceneId: w.scene.id, selection: combat.selection } }),
  );
  return host;
}

/** Ends exactly once, as the scenario expects, with one card whose Undo puts every token back. */
async function expectFinished(w: HostWorld, combat: ScenarioCombat, before: string, rolls: number): Promise<void> {
  const stored = w.combats();
  expect(
    stored.map((entry) => entry.status),
    JSON.stringify(
      [...w.shown.values()].flat().filter((notice) => notice.kind === "refused" || notice.failed !== null),
    ),
  ).toEqual(["applied"]);
  expect(expectedDifferences(sceneBoard(w.scene), combat.expected)).toEqual([]);
  const cards = w.cards();
  expect(cards).toHaveLength(1);
  expect(stored[0]?.card).toBe(cards[0]);
  expect(w.world.rolled).toHaveLength(rolls);
  const gm = w.world.users.find((user) => user.isGM && user.active);
  if (gm === undefined) throw new Error("no GM");
  const host = w.host(gm.id ?? "");
  expect(await w.world.as(gm, () => host.undoCard(cards[0] ?? ""))).toEqual({ ok: true });
  expect(snapshot(w)).toEqual(before);
  // Applied once: resuming or undoing again changes nothing.
  await w.world.as(gm, () => host.resumeAll());
  expect(await w.world.as(gm, () => host.undoCard(cards[0] ?? ""))).toMatchObject({ ok: false });
  expect(snapshot(w)).toEqual(before);
}

/** An undisturbed run's state writes and rolls, to disturb the same combat after each write. */
async function undisturbed(scenario: Scenario, combat: ScenarioCombat): Promise<{ writes: number; rolls: number }> {
  const clean = hostWorld(modules, scenario, combat);
  let writes = 0;
  await start(clean, combat, "gm1", (ports) => ({
    ...ports,
    store: { all: () => ports.store.all(), save: (c) => (writes++, ports.store.save(c)) },
  }));
  const rolls = clean.world.rolled.length;
  vi.unstubAllGlobals();
  return { writes, rolls };
}

function rollSteps(combat: ScenarioCombat): number {
  return combat.script.dice.length;
}

describe.each(COMBATS)("hosted combat %s", (_name, scenario, combat) => {
  it("undisturbed: started by a player, decided by each side's player, rolled by the GM, applied once, undone", async () => {
    const w = hostWorld(modules, scenario, combat);
    const before = snapshot(w);
    await start(w, combat);
    const rolled = w.world.rolled.length;
    expect(w.world.rolled.every((roll) => roll.user === "gm1")).toBe(true);
    await expectFinished(w, combat, before, rolled);
    expect(rolled).toBeLessThanOrEqual(rollSteps(combat));
  });

  it(
    "a GM reload after each state write resumes where it stood, never rolling a step twice",
    { timeout: 300_000 },
    async () => {
      const { writes, rolls } = await undisturbed(scenario, combat);
      for (let at = 1; at < writes; at++) {
        const w = hostWorld(modules, scenario, combat);
        const before = snapshot(w);
        await expect(start(w, combat, "gm1", stopsAfter(at))).rejects.toBeInstanceOf(Reload);
        const reloaded = w.host("gm1");
        await w.world.as(w.world.user("gm1"), () => reloaded.resumeAll());
        await expectFinished(w, combat, before, rolls);
        vi.unstubAllGlobals();
      }
    },
  );

  it("another GM takes over half-way (its own client storage): a pending secret choice is asked again", async () => {
    const { writes, rolls } = await undisturbed(scenario, combat);
    const w = hostWorld(modules, scenario, combat);
    const before = snapshot(w);
    await expect(start(w, combat, "gm1", stopsAfter(Math.max(1, Math.floor(writes / 2))))).rejects.toBeInstanceOf(
      Reload,
    );
    w.world.setActive("gm1", false);
    w.world.setActive("gm2", true);
    const next = w.host("gm2");
    await w.world.as(w.world.user("gm2"), () => next.resumeAll());
    await expectFinished(w, combat, before, rolls);
  });

  it("a player who disconnects during a decision: the GM asks again and answers for that side", async () => {
    const w = hostWorld(modules, scenario, combat);
    const before = snapshot(w);
    const answer = w.world.queries[DECIDE_QUERY];
    let dropped = false;
    w.world.queries[DECIDE_QUERY] = (data, options) => {
      if (!dropped && w.world.current.id === "p2") {
        dropped = true;
        w.world.setActive("p2", false);
        return Promise.reject(new Error("p2 left"));
      }
      return answer === undefined ? Promise.reject(new Error("no handler")) : answer(data, options);
    };
    const host = await start(w, combat);
    const gm = w.world.user("gm1");
    if (dropped) {
      expect(w.combats()[0]?.status).toBe("open");
      await w.world.as(gm, () => host.resumeAll());
    }
    await expectFinished(w, combat, before, w.world.rolled.length);
  });

  it("each side rolls its own dice; a roll question that times out is asked again and the posted roll is used once", async () => {
    const w = hostWorld(modules, scenario, combat);
    const before = snapshot(w);
    await w.world.as(w.world.user("gm1"), () => w.world.settings.set(MODULE_ID, modules.OWN_DICE_SETTING, true));
    w.world.slow.add("p2");
    const host = await start(w, combat);
    w.world.slow.delete("p2");
    await w.world.as(w.world.user("gm1"), () => host.resumeAll());
    const [stored] = w.combats();
    // Every roll was posted by the player who rolls that side (or the GM for none), each once.
    for (const mark of stored?.rolls ?? []) {
      const message = w.world.messages.get(mark.id);
      const asked = stored?.asked.find((entry) => entry.step === mark.step)?.id;
      expect(message?.author.id).toBe(asked ?? "gm1");
    }
    await expectFinished(w, combat, before, w.world.rolled.length);
    expect(new Set(w.world.rolled.map((roll) => roll.user))).not.toContain("gm1");
  });
});
