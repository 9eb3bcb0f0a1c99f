/**
 * The host GM leaves, a second GM takes over, and the first reconnects: listed first, it is the
 * active GM again (the fakes' `activeGM`, server.ts header) while the second GM's client is still
 * walking the combat. Every scripted combat of every scenario file, through the production host and
 * its Foundry ports over the fakes: the reconnect lands mid-combat (the second GM stops at its next
 * step and the first goes on), or while the second GM's client is moving the tokens (the first
 * leaves that combat to it). Each ends exactly once, with one card whose Undo works, the board the
 * scenario expects and no die rolled twice, as undisturbed with the same dice.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CombatHost, HostPorts } from "@foundry/host/combat-host";
import {
  expectFinished,
  type HostWorld,
  hostModules,
  hostWorld,
  scenarioCombats,
  Reload,
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

/** gm1 comes back: active again (first listed), its page loads and takes up every open combat, as `ready` does. */
function gm1Returns(w: HostWorld): Promise<void> {
  w.world.setActive("gm1", true);
  expect(w.world.activeGM()?.id).toBe("gm1");
  const host: CombatHost = w.host("gm1");
  return w.world.as(w.world.user("gm1"), () => host.resumeAll());
}

describe.each(COMBATS)("hosted combat %s, its host GM back while another walks it", (_name, scenario, combat) => {
  /** gm1 hosts until its first write (the combat stored), then leaves; gm2 takes over. */
  async function takenOver(wrap: (ports: HostPorts) => HostPorts) {
    const { rolls } = await undisturbed(modules, scenario, combat);
    const w = hostWorld(modules, scenario, combat);
    const before = snapshot(w);
    await expect(start(w, combat, "gm1", stopsAfter(1))).rejects.toBeInstanceOf(Reload);
    w.world.setActive("gm1", false);
    w.world.setActive("gm2", true);
    const gm2 = w.host("gm2", wrap);
    return { w, before, rolls, walk: () => w.world.as(w.world.user("gm2"), () => gm2.resumeAll()) };
  }

  it("mid-combat: gm2 stops at its next step, gm1 goes on, and the combat ends once", async () => {
    // Set by gm2's client as it writes (a closure: kept in an object, not narrowed away).
    const seen: { returned: Promise<void> | null; opened: boolean } = { returned: null, opened: false };
    const setup = await takenOver((ports) => ({
      ...ports,
      store: {
        ...ports.store,
        save: async (saved) => {
          await ports.store.save(saved);
          // gm2's first write of its walk (a roll or a decision kept; in a combat whose steps were
          // all stored before gm1 left, the apply marked): gm1 reconnects meanwhile.
          if (seen.returned === null) {
            seen.opened = saved.status === "open";
            seen.returned = gm1Returns(setup.w);
          }
        },
      },
    }));
    await setup.walk();
    if (seen.returned === null) throw new Error("gm2 wrote nothing");
    await seen.returned;
    await expectFinished(setup.w, combat, setup.before, setup.rolls);
    // The card is the client's that went on: gm1's when gm2 was still mid-combat.
    const card = setup.w.world.messages.get(setup.w.cards()[0] ?? "");
    expect(card?.author?.id).toBe(seen.opened ? "gm1" : "gm2");
  });

  it("during the apply: gm1 leaves the combat gm2 is applying, gm2 finishes it with its card", async () => {
    let returned = 0;
    const setup = await takenOver((ports) => ({
      ...ports,
      apply: async (changes) => {
        // gm1 reconnects and takes up everything while gm2's client is moving the tokens.
        returned++;
        await gm1Returns(setup.w);
        return ports.apply(changes);
      },
    }));
    await setup.walk();
    expect(returned).toBe(1);
    await expectFinished(setup.w, combat, setup.before, setup.rolls);
    expect(setup.w.combats()[0]?.applier).toBeUndefined();
  });
});
