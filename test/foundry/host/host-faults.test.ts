/**
 * Every scripted combat of every scenario file, hosted by the active GM's client through the
 * production host and its Foundry ports over the fakes, started by a player's request: undisturbed,
 * then with a GM reload after each state write, another GM taking over, a player disconnecting
 * during a decision, and a roll question timing out and asked again. Each must end exactly once,
 * with one card whose Undo works, and the board the scenario expects, rolling no die twice.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ScenarioCombat } from "@engine/scenario/scenario";
import { MODULE_ID } from "@foundry/constants";
import { DECIDE_QUERY } from "@foundry/combat/decide-query";
import {
  expectFinished,
  hostModules,
  hostWorld,
  Reload,
  scenarioCombats,
  snapshot,
  start,
  stopsAfter,
  undisturbed,
} from "./host-world";

let modules: Awaited<ReturnType<typeof hostModules>>;
beforeAll(async () => {
  modules = await hostModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const COMBATS = scenarioCombats();

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
      const { writes, rolls } = await undisturbed(modules, scenario, combat);
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
    const { writes, rolls } = await undisturbed(modules, scenario, combat);
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
