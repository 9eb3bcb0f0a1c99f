/**
 * A hosted combat with an enemy of the player on a hidden token, through the production host and
 * its Foundry ports over the fakes: nothing the server sends every client (each world setting
 * write, each chat message) names that unit; the GM's client keeps its sealed part. A GM reload on
 * that client resumes it exactly; another GM takes it over only with the part handed over by the
 * host GM's client (checked against the world's digest), else it ends unapplied and says why.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Scenario, ScenarioCombat } from "@engine/scenario/scenario";
import { MODULE_ID } from "@foundry/constants";
import { isRecord } from "@engine/validation/read-fields";
import { mentionsOf } from "@view/unseen-units";
import {
  expectFinished,
  hiddenEnemy,
  hiddenEnemyCases,
  hostModules,
  hostWorld,
  type HostWorld,
  Reload,
  settle,
  snapshot,
  start,
  stopsAfter,
  undisturbed,
} from "./host-world";

let modules: Awaited<ReturnType<typeof hostModules>>;
let takeover: Awaited<ReturnType<typeof takeoverModules>>;
beforeAll(async () => {
  modules = await hostModules();
  takeover = await takeoverModules();
});

/** The takeover listeners and the turn's settings (imported after the host's modules, whose windows need the fake API). */
async function takeoverModules() {
  const [listeners, turnPorts] = await Promise.all([
    import("@foundry/hooks/takeover"),
    import("@foundry/turn/foundry-turn-ports"),
  ]);
  return { ...listeners, ...turnPorts };
}
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The world of the combat with p1's enemy on a hidden token; `host` the GM connected first (gm2: gm1
 * offline; "both": gm1 hosts with gm2 connected too).
 */
function hiddenWorld(scenario: Scenario, combat: ScenarioCombat, host: "gm1" | "gm2" | "both" = "gm1") {
  const enemy = hiddenEnemy(scenario, combat);
  if (enemy === undefined) throw new Error("no enemy to hide");
  const w = hostWorld(modules, scenario, combat);
  const token = w.scene.tokens.get(enemy.id);
  if (token === undefined) throw new Error("no token");
  token.hidden = true;
  if (host === "gm2") w.world.setActive("gm1", false);
  if (host !== "gm1") w.world.setActive("gm2", true);
  return { w, mentions: mentionsOf([enemy]) };
}

/** Everything of the combat that reached every client: each world setting write, and each chat message whole. */
function everyClientGot(w: HostWorld): string[] {
  return [
    ...w.world.settings.worldWrites.map((write) => `${write.key} ${write.json}`),
    ...[...w.world.messages].map((message) =>
      JSON.stringify({
        content: message.content,
        flavor: message.flavor,
        flags: message.flags,
        rolls: message.rolls.map((roll) => ({ formula: roll.formula, dice: roll.dice })),
      }),
    ),
  ];
}

/** The world's entries of the hosted combats, as every client reads them. */
function worldEntries(w: HostWorld): Record<string, unknown>[] {
  const stored = w.world.settings.get(MODULE_ID, modules.HOSTED_SETTING);
  const list = isRecord(stored) && Array.isArray(stored["combats"]) ? stored["combats"] : [];
  return list.filter(isRecord);
}

/** The first state write after which the world holds the combat sealed, and the combat's status then. */
async function firstSealed(scenario: Scenario, combat: ScenarioCombat): Promise<{ at: number; status: unknown }> {
  const { w } = hiddenWorld(scenario, combat);
  let writes = 0;
  let found: { at: number; status: unknown } | null = null;
  await start(w, combat, "gm1", (ports) => ({
    ...ports,
    store: {
      ...ports.store,
      save: async (saved) => {
        await ports.store.save(saved);
        writes++;
        const [entry] = worldEntries(w);
        if (found === null && entry?.["seal"] !== undefined) found = { at: writes, status: entry["status"] };
      },
    },
  }));
  vi.unstubAllGlobals();
  if (found === null) throw new Error("never sealed");
  return found;
}

const CASES = hiddenEnemyCases();

describe.each(CASES)("hosted combat %s with an enemy of the player on a hidden token", (_name, scenario, combat) => {
  it("no world setting write or chat message names it; the GM's client keeps the sealed part", async () => {
    const { w, mentions } = hiddenWorld(scenario, combat);
    const before = snapshot(w);
    await start(w, combat);
    expect(everyClientGot(w).length).toBeGreaterThan(0);
    expect(everyClientGot(w).filter(mentions)).toEqual([]);
    // The world holds a seal; the GM's client the part, which does name it (the scan above is not empty by accident).
    const [entry] = worldEntries(w);
    expect(entry).toMatchObject({ status: "applied", seal: { host: "gm1" } });
    expect(entry).not.toHaveProperty("selection");
    const kept = w.world.settings.clientValue("gm1", MODULE_ID, modules.HOST_PARTS_SETTING);
    expect(mentions(JSON.stringify(kept))).toBe(true);
    // No other client's storage holds it.
    for (const other of ["p1", "p2", "gm2"])
      expect(w.world.settings.clientValue(other, MODULE_ID, modules.HOST_PARTS_SETTING)).toBeUndefined();
    await expectFinished(w, combat, before, w.world.rolled.length);
    expect(everyClientGot(w).filter(mentions)).toEqual([]);
  });

  it("no world write holds its selection, nor its log: a selection by cells names where the hidden unit stands", async () => {
    const { w } = hiddenWorld(scenario, combat);
    await start(w, combat);
    const written = w.world.settings.worldWrites
      .filter((write) => write.key === `${MODULE_ID}.${modules.HOSTED_SETTING}`)
      .flatMap((write) => {
        const stored: unknown = JSON.parse(write.json);
        return isRecord(stored) && Array.isArray(stored["combats"]) ? stored["combats"].filter(isRecord) : [];
      });
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((entry) => "selection" in entry || "log" in entry)).toEqual([]);
  });

  it(
    "a GM reload on the host's client after each state write resumes exactly; its reopened dialog shows the GM the whole result",
    { timeout: 300_000 },
    async () => {
      const { writes, rolls } = await undisturbed(modules, scenario, combat);
      for (let at = 1; at < writes; at++) {
        const { w, mentions } = hiddenWorld(scenario, combat);
        const before = snapshot(w);
        await expect(start(w, combat, "gm1", stopsAfter(at))).rejects.toBeInstanceOf(Reload);
        const gm = w.world.user("gm1");
        await w.world.as(gm, () => w.host("gm1").resumeAll());
        // After the reload, the GM's dialog reopened on a fresh host shows the whole result, naming the hidden unit.
        const [applied] = w.combats();
        await w.world.as(gm, () => w.host("gm1").request("gm1", { kind: "view", combatId: applied?.combatId }));
        const last = w.shown.get("gm1")?.at(-1);
        expect(last?.kind === "view" && last.status === "applied" && mentions(JSON.stringify(last.view))).toBe(true);
        await expectFinished(w, combat, before, rolls);
        expect(everyClientGot(w).filter(mentions)).toEqual([]);
        vi.unstubAllGlobals();
      }
    },
  );

  it("another GM takes over while the host GM is connected: the part is handed over, and the combat ends as undisturbed", async () => {
    const { rolls } = await undisturbed(modules, scenario, combat);
    const { at } = await firstSealed(scenario, combat);
    const { w, mentions } = hiddenWorld(scenario, combat, "gm2");
    const before = snapshot(w);
    await expect(start(w, combat, "gm2", stopsAfter(at))).rejects.toBeInstanceOf(Reload);
    // gm1 joins late and becomes the active GM (the first connected GM); gm2 stays connected.
    w.world.setActive("gm1", true);
    const gm1 = w.world.user("gm1");
    expect(w.world.asSync(gm1, () => modules.foundryHostPorts().store.withheld())).toHaveLength(1);
    await w.world.as(gm1, () => w.host("gm1").resumeAll());
    await expectFinished(w, combat, before, rolls);
    expect(everyClientGot(w).filter(mentions)).toEqual([]);
  });

  it(
    "the host GM leaves after any state write with another GM connected: that GM's copy lets it finish as undisturbed, one card, Undo working",
    { timeout: 300_000 },
    async () => {
      const { writes, rolls } = await undisturbed(modules, scenario, combat);
      const { at } = await firstSealed(scenario, combat);
      for (let after = at; after < writes; after++) {
        const { w, mentions } = hiddenWorld(scenario, combat, "both");
        const before = snapshot(w);
        await expect(start(w, combat, "gm1", stopsAfter(after))).rejects.toBeInstanceOf(Reload);
        // The copies the host sent as it wrote reach gm2's client (its own browser storage), checked there.
        await settle();
        // (A selection by cells may hold no unit's name: the copy is the host's own part, whatever it names.)
        // The GM's own result view of an applied combat is not copied; the sealed part is.
        const sealedOf = (user: string): unknown[] =>
          Object.values(w.world.settings.clientValue(user, MODULE_ID, modules.HOST_PARTS_SETTING) ?? {}).map(
            (parts) => (parts as { sealed?: unknown }).sealed,
          );
        expect(sealedOf("gm2")).toHaveLength(1);
        expect(sealedOf("gm2")).toEqual(sealedOf("gm1"));
        // gm1's page goes; gm2 is the active GM and goes on from its own copy (nothing asked of gm1's client).
        w.world.setActive("gm1", false);
        const gm2 = w.world.user("gm2");
        expect(w.world.asSync(gm2, () => modules.foundryHostPorts().store.withheld())).toEqual([]);
        await w.world.as(gm2, () => w.host("gm2").resumeAll());
        await expectFinished(w, combat, before, rolls);
        // Taken over, the combat is sealed to gm2 now; still nothing of it in what every client got.
        expect(worldEntries(w)[0]).toMatchObject({ seal: { host: "gm2" } });
        expect(everyClientGot(w).filter(mentions)).toEqual([]);
        for (const player of ["p1", "p2"])
          expect(w.world.settings.clientValue(player, MODULE_ID, modules.HOST_PARTS_SETTING)).toBeUndefined();
        vi.unstubAllGlobals();
      }
    },
  );

  it("a GM who joined after the host GM left holds no copy: the combat ends unapplied, nothing moved, and the GM is told why", async () => {
    const { at, status } = await firstSealed(scenario, combat);
    const { w } = hiddenWorld(scenario, combat, "gm2");
    const before = snapshot(w);
    // Stopped right after that write: nothing of the combat had moved yet.
    await expect(start(w, combat, "gm2", stopsAfter(at))).rejects.toBeInstanceOf(Reload);
    w.world.setActive("gm2", false);
    w.world.setActive("gm1", true);
    const gm1 = w.world.user("gm1");
    await w.world.as(gm1, () => w.host("gm1").resumeAll());
    expect(worldEntries(w).map((entry) => entry["status"])).toEqual(["ended"]);
    expect(snapshot(w)).toEqual(before);
    expect(w.cards()).toEqual([]);
    for (const user of ["gm1", "p1"])
      expect(w.shown.get(user)?.at(-1)).toMatchObject({
        kind: "refused",
        error: {
          key: status === "open" ? "WARGAME.Error.Combat.SealedAway" : "WARGAME.Error.Combat.SealedAwayApplying",
        },
      });
    // Resuming again changes nothing.
    await w.world.as(gm1, () => w.host("gm1").resumeAll());
    expect(snapshot(w)).toEqual(before);
    expect(worldEntries(w).map((entry) => entry["status"])).toEqual(["ended"]);
  });

  it("a player cannot slip another GM's client a forged copy, nor have the host send a copy to a player", async () => {
    const { at } = await firstSealed(scenario, combat);
    const { w, mentions } = hiddenWorld(scenario, combat, "both");
    takeover.listenForTakeover();
    takeover.registerTurnSettings();
    await expect(start(w, combat, "gm1", stopsAfter(at))).rejects.toBeInstanceOf(Reload);
    await settle();
    const copy = w.world.settings.clientValue("gm2", MODULE_ID, modules.HOST_PARTS_SETTING);
    const [entry] = worldEntries(w);
    const combatId = String(entry?.["combatId"]);
    if (!isRecord(copy)) throw new Error("no copy");
    const sealed = Reflect.get(Object(copy[combatId]), "sealed") as Record<string, unknown>;
    const p1 = w.world.user("p1");
    const timeout = { timeout: 1000 };
    // gm2 is not the active GM: a copy is still kept only with the world's digest; a forgery is refused.
    for (const forged of [{ ...sealed, log: [] }, { ...sealed, nonce: "forged" }, "not a part"])
      expect(
        await w.world.as(p1, () =>
          w.world.user("gm2").query(modules.TAKE_OVER_QUERY, { combatId, part: forged }, timeout),
        ),
      ).toBe(false);
    expect(w.world.settings.clientValue("gm2", MODULE_ID, modules.HOST_PARTS_SETTING)).toEqual(copy);
    // A player's client never keeps one, even the true part.
    expect(
      await w.world.as(p1, () =>
        w.world.user("p2").query(modules.TAKE_OVER_QUERY, { combatId, part: sealed }, timeout),
      ),
    ).toBe(false);
    // Asked by a player to share its copies, the host sends them to the GMs only.
    await w.world.as(p1, () => w.world.user("gm1").query(takeover.SHARE_QUERY, {}, timeout));
    await settle();
    for (const player of ["p1", "p2"])
      expect(
        mentions(JSON.stringify(w.world.settings.clientValue(player, MODULE_ID, modules.HOST_PARTS_SETTING) ?? null)),
      ).toBe(false);
  });

  it("a player can neither hand the active GM a forged part nor get the host GM's part", async () => {
    const { at } = await firstSealed(scenario, combat);
    const { w, mentions } = hiddenWorld(scenario, combat, "gm2");
    await expect(start(w, combat, "gm2", stopsAfter(at))).rejects.toBeInstanceOf(Reload);
    const part = w.world.settings.clientValue("gm2", MODULE_ID, modules.HOST_PARTS_SETTING);
    w.world.setActive("gm1", true);
    const [held] = w.world.asSync(w.world.user("gm1"), () => modules.foundryHostPorts().store.withheld());
    if (held === undefined || !isRecord(part)) throw new Error("no sealed combat");
    const sealed = Reflect.get(Object(part[held.combatId]), "sealed") as Record<string, unknown>;
    const p1 = w.world.user("p1");
    const timeout = { timeout: 1000 };
    // A part with another log (or another nonce) is not the one sealed: refused.
    const forgeries = [
      { ...sealed, asked: [{ step: "forged", id: "p1" }] },
      { ...sealed, nonce: "forged" },
      "not a part",
    ];
    for (const forged of forgeries)
      expect(
        await w.world.as(p1, () =>
          w.world.user("gm1").query(modules.TAKE_OVER_QUERY, { combatId: held.combatId, part: forged }, timeout),
        ),
      ).toBe(false);
    expect(w.world.asSync(w.world.user("gm1"), () => modules.foundryHostPorts().store.withheld())).toHaveLength(1);
    // Asked by a player, the host GM's client sends the part to the active GM's client only.
    const answer = await w.world.as(p1, () =>
      w.world.user("gm2").query(modules.HAND_OVER_QUERY, { combatId: held.combatId }, timeout),
    );
    expect(mentions(JSON.stringify(answer))).toBe(false);
    expect(w.world.settings.clientValue("p1", MODULE_ID, modules.HOST_PARTS_SETTING)).toBeUndefined();
    expect(w.world.asSync(w.world.user("gm1"), () => modules.foundryHostPorts().store.withheld())).toEqual([]);
  });
});
