/**
 * The turn tracker through the host's fakes: scenarios/command-test/orders-at-the-crossroads.yml's
 * turn played from the tracker on the active GM's client as test/e2e/turn.test.ts plays it in the
 * sandbox. Each order's attack is a combat the production host runs (its id issued by the host, its
 * decisions asked of the player of each side, its dice rolled by the GM's client, applied, a card
 * with Undo), then fed back to the turn from the host's state; the tracker refused to a player, to
 * a GM whose client does not host, and on another rule system's scene.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { isRecord } from "@engine/validation/read-fields";
import { sceneBoard } from "@foundry/board/scene-board";
import { expectedDifferences } from "@foundry/live-tests/expected-board";
import { digestOf } from "@foundry/host/hosted-state";
import { stopsAfter } from "../host/host-world";
import { loadScenario } from "../combat/scenario-scene";
import {
  closeTrackers,
  expectSameTurnEnd,
  playTurn,
  settle,
  TURN,
  trackerModules,
  turnEnd,
  type TurnEnd,
  turnTable,
  type TurnTable,
} from "./turn-table";

let modules: Awaited<ReturnType<typeof trackerModules>>;
beforeAll(async () => {
  modules = await trackerModules();
});
afterEach(async () => {
  await closeTrackers();
  vi.unstubAllGlobals();
});

describe("the turn tracker", () => {
  it("plays the crossroads turn to the end worked out in the file, each attack a hosted combat with its card", async () => {
    // The file's working (its `expected` comments): order 1, the French 1st Division's attack on
    // (8,4), goes ahead, NE; order 2, the Russian reserve's on (8,3), goes ahead, DR1: the 1st
    // Division retreats to (7,2); order 3, the French decline; order 4, the Russian line's order
    // fails (6 < 7). Both done: r2's force-march marker comes off (10.9). Chits: none left.
    const table = turnTable(modules);
    // The Russian reserve starts the turn force-marched (the file's board).
    expect(sceneBoard(table.scene).units.find((unit) => unit.id === "r2")?.status).toEqual(["force-march"]);
    // Where f1's move began this turn, in the GM's record (movement/move-starts.ts): the turn's end clears it.
    table.scene.flags["moveStarts"] = { f1: { x: 0, y: 0 } };
    const tracker = await table.open();
    if (tracker === null) throw new Error(table.world.shown.error.join("; "));
    const orders = await playTurn(table, tracker);
    expect(tracker.ended).toBe(true);
    expect(table.scene.flags["moveStarts"]).toBeUndefined();
    expect(table.script).toEqual([]);
    expect(orders).toEqual(["order:1", "order:2", "order:3", "order:4"]);
    // The board the file expects: f1 retreated to (7,2), no unit with a marker (r2's came off).
    expect(expectedDifferences(sceneBoard(table.scene), TURN?.expected)).toEqual([]);
    expect(sceneBoard(table.scene).units.flatMap((unit) => unit.status)).toEqual([]);
    // Three attacks, each hosted: applied once, its card posted by the GM's client, every die rolled there.
    const combats = table.combats();
    expect(combats.map((combat) => [combat.status, combat.requester])).toEqual([
      ["applied", "gm1"],
      ["applied", "gm1"],
      ["applied", "gm1"],
    ]);
    expect(table.cards()).toEqual(combats.map((combat) => combat.card));
    expect(table.world.rolled.map((roll) => roll.user)).toEqual(Array(9).fill("gm1"));
    // Each attack's decisions were asked of the player of the deciding side (p1 French, p2 Russian).
    const asked = [...table.shown.keys()].sort();
    expect(asked).toEqual(["gm1", "p1", "p2"]);
    const view = await tracker["_prepareContext"]();
    expect(view.over).toBe(true);
    expect(view.sides.map((side) => [side.side, side.done, side.chits])).toEqual([
      ["french", true, { key: "WARGAME.Turn.Chits", data: { count: 0 } }],
      ["russian", true, { key: "WARGAME.Turn.Chits", data: { count: 0 } }],
    ]);
    expect(view.combats).toHaveLength(3);
    const said = [...table.world.messages].filter((message) => message.content.startsWith("WARGAME.Turn.Ended"));
    expect(said).toHaveLength(1);
    expect(table.world.shown.error).toEqual([]);
  });

  it("refuses a player, a GM whose client does not host combats, and a scene of another rule system", async () => {
    const table = turnTable(modules);
    const gm = table.world.user("gm1");
    const ports = modules.foundryTurnPorts(table.host());
    const open = (user: { isGM: boolean; otherHost: string | null }) =>
      table.world.as(gm, () => modules.openTurnTracker(table.scene, user, ports));
    expect(await open({ isGM: false, otherHost: "gm1" })).toBeNull();
    expect(await open({ isGM: true, otherHost: "Gamemaster" })).toBeNull();
    table.scene.flags["ruleset"] = "combat-grid";
    expect(await open({ isGM: true, otherHost: null })).toBeNull();
    expect(table.world.shown.error).toEqual([
      "WARGAME.Error.Combat.TurnGmOnly {}",
      'WARGAME.Error.Combat.NotHost {"gm":"Gamemaster"}',
      "WARGAME.Error.Combat.TurnRuleset {}",
    ]);
  });

  it("refuses a turn decision while an attack is fought, goes on when a question answered later applies it, and starts an abandoned attack anew", async () => {
    const table = turnTable(modules);
    const host = table.host();
    // The French player is away: order 1's first attack decision (theirs) is not answered.
    const answer = table.world.queries["wargame-combat.decide"];
    table.world.queries["wargame-combat.decide"] = () => Promise.reject(new Error("away"));
    const tracker = await table.open(host);
    if (tracker === null) throw new Error(table.world.shown.error.join("; "));
    await playTurn(table, tracker, (step) => step !== "order:1");
    const [first] = table.combats();
    expect(first?.status).toBe("open");
    expect(first?.selection).toMatchObject({ from: { i: 8, j: 3 }, target: { i: 8, j: 4 }, units: ["f1"] });
    await table.world.as(table.world.user("gm1"), () => tracker.decide(["decline"]));
    expect(table.world.shown.error).toEqual(["WARGAME.Error.Combat.TurnFighting {}"]);
    const fighting = { key: "WARGAME.Turn.Fighting", data: { side: "French", order: 1 } };
    expect((await tracker["_prepareContext"]()).status).toEqual(fighting);

    // The GM abandons it (from the hosted dialog); taking the turn up again starts the same attack anew.
    await table.world.as(table.world.user("gm1"), () => host.cancel("gm1", first?.combatId ?? ""));
    expect(table.combats()[0]?.status).toBe("ended");
    expect(await table.open(host)).toBe(tracker);
    const [, second] = table.combats();
    expect(second?.selection).toEqual(first?.selection);
    expect(second?.combatId).not.toBe(first?.combatId);

    // The player answers when the host asks again: the host applies it, and the hook feeds the turn.
    if (answer !== undefined) table.world.queries["wargame-combat.decide"] = answer;
    await table.world.as(table.world.user("gm1"), () => host.resumeAll());
    await settle();
    expect(table.combats()[1]?.status).toBe("applied");
    expect((await tracker["_prepareContext"]()).step?.decision.id).toBe("order:2");
  });

  it("without a turn in the scene's flag, plays one over the board's two sides with no chits", async () => {
    const table = turnTable(modules);
    delete table.scene.flags["scenario"];
    const tracker = await table.open();
    const view = await tracker?.["_prepareContext"]();
    expect(view?.name).toBe(table.scene.name);
    expect(view?.sides.map((side) => [side.side, side.chits.data])).toEqual([
      ["french", { count: 0 }],
      ["russian", { count: 0 }],
    ]);
    expect(view?.step?.decision.id).toBe("order:1");
  });
});

describe("the turn tracker on odds-crt's combat phase", () => {
  it("takes a multi-hex order from the rule system's turn facet: the other hexes asked after the attackers, one hosted combat", async () => {
    // scenarios/odds-crt/classic-one-order-two-hexes.yml, worked in its `expected` comments: order 1
    // attacks (2,3) from (2,2) and (2,4), taking in (1,2): 12 against 4 is 3:1, die 6 DE; order 2
    // the lancers on the battery, 1:1, die 4 NE; then every red unit has attacked.
    const scenario = loadScenario("scenarios/odds-crt/classic-one-order-two-hexes.yml");
    const table = turnTable(modules, scenario);
    const tracker = await table.open();
    if (tracker === null) throw new Error(table.world.shown.error.join("; "));
    const before = await playTurn(table, tracker, (step) => step === "targets:1");
    // The hexes next to (2,2) and (2,4) other than (2,3): the north outpost and the battery; none to both.
    const more = (await tracker["_prepareContext"]()).step?.decision;
    expect([more?.id, more?.options.map((option) => option.id), more?.min, more?.max]).toEqual([
      "targets:1",
      ["1,2", "1,4"],
      0,
      2,
    ]);
    const orders = [...before, ...(await playTurn(table, tracker))];
    expect(orders).toEqual(["order:1", "attackers:1", "targets:1", "order:2"]);
    expect(tracker.ended).toBe(true);
    expect(expectedDifferences(sceneBoard(table.scene), scenario.turns[0]?.expected)).toEqual([]);
    // One hosted combat an order, the first against both outposts.
    const combats = table.combats();
    expect(combats.map((combat) => combat.status)).toEqual(["applied", "applied"]);
    expect(combats[0]?.selection).toMatchObject({
      targets: [
        { i: 2, j: 3 },
        { i: 1, j: 2 },
      ],
    });
    expect(table.world.shown.error).toEqual([]);
  });
});

describe("a tracker order as a hosted combat", () => {
  it("gives the same result and card as the same combat asked for by a player, with the same dice and decisions", async () => {
    const table = turnTable(modules);
    const tracker = await table.open();
    if (tracker === null) throw new Error(table.world.shown.error.join("; "));
    // Order 2, the Russian reserve's attack (order 1 was NE: the board is the file's): DR1, f1 retreats.
    await playTurn(table, tracker, (step) => step === "order:3");
    const [, attack] = table.combats();
    if (attack === undefined) throw new Error("no attack");
    expect(sceneBoard(table.scene).units.find((unit) => unit.id === "f1")?.footprint).toEqual({
      kind: "cells",
      cells: [{ i: 7, j: 2 }],
    });
    const decisions = attack.log.filter((input) => input.kind === "decision");
    const dice = attack.log.flatMap((input) => (input.kind === "roll" ? input.dice : []));

    // The same combat asked for by the Russian player (the server reports p2 as the request's author).
    const other = turnTable(modules);
    other.world.dice.splice(0, other.world.dice.length, ...dice);
    other.script.splice(
      0,
      other.script.length,
      ...decisions.map((input) => ({ step: input.step, picks: input.picks })),
    );
    const host = other.host();
    await other.world.as(other.world.user("gm1"), () =>
      host.request("p2", { kind: "start", combat: { sceneId: other.scene.id, selection: attack.selection } }),
    );
    const [asked] = other.combats();
    expect(asked?.status).toBe("applied");
    expect(asked?.log).toEqual(attack.log);
    expect(asked?.view).toEqual(attack.view);
    expect(asked?.undo).toEqual(attack.undo);
    const content = (w: typeof table, card: string | null | undefined) => w.world.messages.get(card ?? "")?.content;
    expect(content(other, asked?.card)).toBe(content(table, attack.card));
    expect(sceneBoard(other.scene)).toEqual(sceneBoard(table.scene));
  });

  it("a GM reload in the middle of a tracker's attack: the host rebuilt from the world setting finishes it as undisturbed, one card, Undo works", async () => {
    const undisturbed = turnTable(modules);
    const first = await undisturbed.open();
    if (first === null) throw new Error(undisturbed.world.shown.error.join("; "));
    await playTurn(undisturbed, first, (step) => step !== "order:1");
    const [clean] = undisturbed.combats();
    await closeTrackers();

    const table = turnTable(modules);
    const gm = table.world.user("gm1");
    let writes = 0;
    // The GM's client stops after the host's third state write (an attack decision taken, nothing rolled).
    const stopping = table.host("gm1", (ports) => ({
      ...ports,
      store: {
        ...ports.store,
        save: async (combat) => {
          await ports.store.save(combat);
          if (++writes === 3) throw new Error("reload");
        },
      },
    }));
    const tracker = await table.open(stopping);
    if (tracker === null) throw new Error(table.world.shown.error.join("; "));
    await playTurn(table, tracker, (step) => step !== "order:1");
    expect(table.combats().map((combat) => combat.status)).toEqual(["open"]);
    expect(table.cards()).toEqual([]);
    // The reloaded GM's client: a new host from the persisted state alone.
    const reloaded = table.host("gm1");
    await table.world.as(gm, () => reloaded.resumeAll());
    const [attack] = table.combats();
    expect(attack?.status).toBe("applied");
    expect(table.cards()).toEqual([attack?.card]);
    expect(attack?.log).toEqual(clean?.log);
    expect(attack?.view).toEqual(clean?.view);
    expect(table.world.rolled).toHaveLength(undisturbed.world.rolled.length);
    expect(sceneBoard(table.scene)).toEqual(sceneBoard(undisturbed.scene));
    expect(await table.world.as(gm, () => reloaded.undoCard(attack?.card ?? ""))).toEqual({ ok: true });
    expect(await table.world.as(gm, () => reloaded.undoCard(attack?.card ?? ""))).toMatchObject({ ok: false });
  });
});

/** The keys of a JSON object's text. */
function keysOf(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return isRecord(value) ? Object.keys(value) : [];
}

describe("a GM reload in the middle of a turn", () => {
  /**
   * The stored turn on gm1's client (its own browser storage), whether any world write carried it
   * (the turn's own setting, or any write naming a unit: the world's mark holds a digest only).
   */
  const stored = (table: TurnTable) => ({
    turn: table.world.settings.clientValue("gm1", "wargame-combat", "hostTurn"),
    inWorld: table.world.settings.worldWrites.some(
      (write) =>
        write.key === "wargame-combat.hostTurn" ||
        (write.key === "wargame-combat.turnSeal" &&
          keysOf(write.json).some((key) => key !== "host" && key !== "digest")),
    ),
  });

  /** The whole turn played undisturbed: its attacks' logs, the rolls made, the board at the end. */
  async function undisturbedTurn() {
    const table = turnTable(modules);
    const tracker = await table.open();
    if (tracker === null) throw new Error(table.world.shown.error.join("; "));
    await playTurn(table, tracker);
    expect(tracker.ended).toBe(true);
    return turnEnd(table);
  }

  /**
   * The reloaded page: the tracker's memory gone (the GM's browser storage as the page left it: a
   * reload closes nothing), and on `ready` a fresh host resumes the world's open combats and takes
   * the turn up, with no key pressed.
   */
  async function reload(table: TurnTable) {
    const { turn } = stored(table);
    await table.dropPage("gm1");
    expect(stored(table).turn).toEqual(turn);
    const seal = table.world.settings.get("wargame-combat", "turnSeal");
    await table.world.as(table.world.user("gm1"), () => modules.takeUpOnReady());
    await settle();
    // Taken up on `ready`, no key pressed: the tracker stored the turn again (a new nonce, a new digest).
    expect(table.world.settings.get("wargame-combat", "turnSeal")).not.toEqual(seal);
    // The keybinding then finds that tracker open.
    const tracker = await table.open();
    if (tracker === null) throw new Error(`no turn taken up: ${table.world.shown.error.join("; ")}`);
    await settle();
    return tracker;
  }

  /** The turn played on to its end gives what the undisturbed turn gave: the file's board, three cards, no die rolled twice. */
  async function expectSameEnd(table: TurnTable, clean: TurnEnd) {
    const tracker = await reload(table);
    const orders = await playTurn(table, tracker);
    expectSameTurnEnd(table, tracker, clean);
    // Over and its end applied: the stored turn is forgotten, here and in the world's mark; the keybinding starts a new turn.
    expect(stored(table)).toEqual({ turn: {}, inWorld: false });
    expect(table.world.settings.get("wargame-combat", "turnSeal")).toEqual({});
    return orders;
  }

  it("between two attacks: on `ready` the turn is replayed from the GM's client storage with no key pressed, takes order 2 and ends as undisturbed", async () => {
    const clean = await undisturbedTurn();
    await closeTrackers();
    const table = turnTable(modules);
    const tracker = await table.open();
    if (tracker === null) throw new Error(table.world.shown.error.join("; "));
    // Order 1 (its attack applied, NE), then the page reloads before order 2.
    expect(await playTurn(table, tracker, (step) => step === "order:2")).toEqual(["order:1"]);
    expect(table.combats().map((combat) => combat.status)).toEqual(["applied"]);
    const kept = stored(table);
    expect(kept.inWorld).toBe(false);
    expect(kept.turn).toMatchObject({ sceneId: table.scene.id, attack: null });
    // The order and its attack's whole log (its decisions, and its rolls with their dice) as the turn took them.
    const [order] = TURN?.script.decisions ?? [];
    const [attack] = table.combats();
    expect(kept.turn).toMatchObject({
      log: [
        { kind: "decision", step: "order:1", picks: order?.picks },
        ...(attack?.log ?? []).map((entry) => ({ ...entry, step: `1/${entry.step}` })),
      ],
    });
    expect(attack?.log.some((entry) => entry.kind === "roll")).toBe(true);

    expect(await expectSameEnd(table, clean)).toEqual(["order:2", "order:3", "order:4"]);
    expect(table.world.shown.error).toEqual([]);
  });

  it("during an order's attack: on `ready` the host finishes the attack, the turn taken up feeds it and ends as undisturbed", async () => {
    const clean = await undisturbedTurn();
    await closeTrackers();
    const table = turnTable(modules);
    // The GM's client stops after the host's third state write (in order 1's attack).
    const tracker = await table.open(table.host("gm1", stopsAfter(3)));
    if (tracker === null) throw new Error(table.world.shown.error.join("; "));
    await playTurn(table, tracker, (step) => step !== "order:1");
    const [attack] = table.combats();
    expect(attack?.status).toBe("open");
    // The attack's id was stored as soon as the host issued it.
    expect(stored(table)).toMatchObject({ turn: { attack: attack?.combatId }, inWorld: false });

    expect(await expectSameEnd(table, clean)).toEqual(["order:2", "order:3", "order:4"]);
    expect(table.combats()[0]?.combatId).toBe(attack?.combatId);
  });

  it("a closed tracker's turn is left; a stored turn that does not read or that the turn refuses is left with a warning: a new turn starts", async () => {
    const table = turnTable(modules);
    const gm = table.world.user("gm1");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const tracker = await table.open();
    if (tracker === null) throw new Error(table.world.shown.error.join("; "));
    await playTurn(table, tracker, (step) => step === "order:2");
    const stored = table.world.settings.clientValue("gm1", "wargame-combat", "hostTurn");
    // Closing the tracker leaves the turn: forgotten, the keybinding starts a new one.
    await closeTrackers();
    expect(table.world.settings.clientValue("gm1", "wargame-combat", "hostTurn")).toEqual({});
    expect((await (await table.open())?.["_prepareContext"]())?.step?.decision.id).toBe("order:1");
    await closeTrackers();
    expect(warn).not.toHaveBeenCalled();
    if (!isRecord(stored)) throw new Error("no stored turn");
    const cases = [
      // Another module wrote it: an attack that is no id, picks that are no ids, an order the turn does not offer.
      { ...stored, attack: 7 },
      { ...stored, log: [{ kind: "decision", step: "order:1", picks: [[["x"]]] }] },
      { ...stored, log: [{ kind: "decision", step: "order:1", picks: ["no-such-order"] }] },
    ];
    // Each marked in the world as the turn in play (another GM module could write both settings).
    for (const turn of cases) {
      await table.world.as(gm, async () => {
        await table.world.settings.set("wargame-combat", "hostTurn", turn);
        await table.world.settings.set("wargame-combat", "turnSeal", { host: "gm1", digest: digestOf(turn) });
      });
      const fresh = await table.open();
      expect((await fresh?.["_prepareContext"]())?.step?.decision.id).toBe("order:1");
      await closeTrackers();
    }
    expect(warn).toHaveBeenCalledTimes(cases.length);
    // A stored turn the world does not mark (a copy of a turn since ended or changed) is not the turn in play: left, without a warning.
    await table.world.as(gm, async () => {
      await table.world.settings.set("wargame-combat", "hostTurn", stored);
      await table.world.settings.set("wargame-combat", "turnSeal", {});
    });
    expect(await table.takeUp("gm1")).toBeNull();
    expect((await (await table.open())?.["_prepareContext"]())?.step?.decision.id).toBe("order:1");
    expect(warn).toHaveBeenCalledTimes(cases.length);
    expect(table.world.shown.error).toEqual([]);
  });
});
