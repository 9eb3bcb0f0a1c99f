/**
 * The turn in play when GMs come and go, through the production listeners (`listenForTakeover`, as
 * `init` installs them) over the fakes: scenarios/command-test/orders-at-the-crossroads.yml's turn
 * (turn-table.ts: p1 the French, p2 the Russians, gm1 hosting). A GM who connects gets a copy of the
 * turn from the host's client; when gm1 leaves, gm2 is the active GM and takes the turn up from
 * its copy with no key pressed, and the turn ends as the undisturbed one (the file's board, three
 * cards, no die rolled twice). A copy a player forges is refused; the active GM is chosen as
 * Foundry documents it.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MODULE_ID } from "@foundry/constants";
import { digestOf } from "@foundry/host/hosted-state";
import { isRecord } from "@engine/validation/read-fields";
import { user } from "../fakes/documents";
import { FakeWorld } from "../fakes/server";
import { stopsAfter } from "../host/host-world";
import {
  closeTrackers,
  expectSameTurnEnd,
  playTurn,
  settle,
  trackerModules,
  turnEnd,
  type TurnEnd,
  turnTable,
  type TurnTable,
} from "../apps/turn-table";

let modules: Awaited<ReturnType<typeof trackerModules>>;
beforeAll(async () => {
  modules = await trackerModules();
});
afterEach(async () => {
  await closeTrackers();
  vi.unstubAllGlobals();
});

const turnOn = (table: TurnTable, gmId: string) => table.world.settings.clientValue(gmId, MODULE_ID, "hostTurn");

/** The whole turn played undisturbed on gm1's client: its attacks' logs, the rolls made, the board at the end. */
async function undisturbedTurn() {
  const table = turnTable(modules);
  const tracker = await table.open();
  if (tracker === null) throw new Error(table.world.shown.error.join("; "));
  await playTurn(table, tracker);
  expect(tracker.ended).toBe(true);
  const clean = turnEnd(table);
  await closeTrackers();
  vi.unstubAllGlobals();
  return clean;
}

/** gm1's page goes and gm1 leaves: the server tells every other client (`userConnected`), and their listeners run. */
async function hostLeaves(table: TurnTable): Promise<void> {
  await table.dropPage("gm1");
  await table.world.connect("gm1", false);
  await settle();
}

/** gm2 plays the rest of the turn on the tracker its client took up, which ends as the undisturbed turn did. */
async function expectGm2Finishes(table: TurnTable, clean: TurnEnd) {
  expect(table.world.activeGM()?.id).toBe("gm2");
  // gm2's listener took the turn up with no key pressed: its tracker stored it again, marked as gm2's.
  expect(table.world.settings.get(MODULE_ID, "turnSeal")).toMatchObject({ host: "gm2" });
  // The keybinding on gm2's client finds the turn already taken up (the tracker open there).
  const tracker = await table.open(undefined, "gm2");
  if (tracker === null) throw new Error(table.world.shown.error.join("; "));
  const orders = await playTurn(table, tracker, () => false, "gm2");
  await settle();
  expectSameTurnEnd(table, tracker, clean);
  // Over: gm2 forgets it and the world's mark is cleared, so gm1's old copy is no turn in play.
  expect(turnOn(table, "gm2")).toEqual({});
  expect(table.world.settings.get(MODULE_ID, "turnSeal")).toEqual({});
  expect(table.world.asSync(table.world.user("gm1"), () => modules.storedTurn())).toBeNull();
  return orders;
}

describe("the turn in play when the host GM leaves", () => {
  it("between two attacks: gm2, connected after order 1, gets a copy from gm1's client, takes the turn up when gm1 leaves and ends it as undisturbed", async () => {
    const clean = await undisturbedTurn();
    const table = turnTable(modules);
    table.world.setActive("gm2", false);
    modules.listenForTakeover();
    const tracker = await table.open();
    if (tracker === null) throw new Error(table.world.shown.error.join("; "));
    expect(await playTurn(table, tracker, (step) => step === "order:2")).toEqual(["order:1"]);
    expect(turnOn(table, "gm2")).toBeUndefined();
    // gm2 connects: gm1's client (the active GM's) sends it the turn in play, which gm2's keeps (digest checked).
    await table.world.connect("gm2", true);
    await settle();
    expect(turnOn(table, "gm2")).toEqual(turnOn(table, "gm1"));

    await hostLeaves(table);
    expect(await expectGm2Finishes(table, clean)).toEqual(["order:2", "order:3", "order:4"]);
    expect(table.world.shown.error).toEqual([]);
  });

  it("during an order's attack: gm2's copy names the attack, its host finishes it once, and the turn ends as undisturbed", async () => {
    const clean = await undisturbedTurn();
    const table = turnTable(modules);
    table.world.setActive("gm2", true);
    modules.listenForTakeover();
    // gm1's client stops after the host's third state write (in order 1's attack, nothing rolled yet).
    const tracker = await table.open(table.host("gm1", stopsAfter(3)));
    if (tracker === null) throw new Error(table.world.shown.error.join("; "));
    await playTurn(table, tracker, (step) => step !== "order:1");
    await settle();
    const [attack] = table.combats();
    expect(attack?.status).toBe("open");
    // Each change of the turn was copied to gm2's client as gm1 stored it.
    expect(turnOn(table, "gm2")).toMatchObject({ attack: attack?.combatId });

    await hostLeaves(table);
    expect(await expectGm2Finishes(table, clean)).toEqual(["order:2", "order:3", "order:4"]);
    expect(table.combats()[0]?.combatId).toBe(attack?.combatId);
  });

  it("a copy a player forges is refused by a GM's client; a player's client keeps none; a player asking the host to share sends a player nothing", async () => {
    const table = turnTable(modules);
    table.world.setActive("gm2", true);
    modules.listenForTakeover();
    const tracker = await table.open();
    if (tracker === null) throw new Error(table.world.shown.error.join("; "));
    await playTurn(table, tracker, (step) => step === "order:2");
    await settle();
    const copy = turnOn(table, "gm2");
    if (!isRecord(copy)) throw new Error("no copy");
    const p1 = table.world.user("p1");
    const ask = (to: string, query: string, data: object) =>
      table.world.as(p1, () => table.world.user(to).query(query, data, { timeout: 1000 }));
    const forgeries = [{ ...copy, log: [] }, { ...copy, attack: "forged" }, { ...copy, nonce: "forged" }, "no turn"];
    for (const turn of forgeries) expect(await ask("gm2", modules.KEEP_TURN_QUERY, { turn })).toBe(false);
    expect(turnOn(table, "gm2")).toEqual(copy);
    // Even the true copy is not kept by a player's client.
    expect(await ask("p2", modules.KEEP_TURN_QUERY, { turn: copy })).toBe(false);
    expect(turnOn(table, "p2")).toBeUndefined();
    // Asked by a player, the host shares its copies with the GMs only; a GM that is not the host shares nothing.
    expect(await ask("gm1", modules.SHARE_QUERY, {})).toBe(true);
    expect(await ask("gm2", modules.SHARE_QUERY, {})).toBe(false);
    await settle();
    for (const player of ["p1", "p2"]) expect(turnOn(table, player)).toBeUndefined();
    // The world's mark holds the host and a digest, nothing of the turn.
    expect(table.world.settings.get(MODULE_ID, "turnSeal")).toEqual({ host: "gm1", digest: digestOf(copy) });
  });
});

describe("game.users.activeGM in the fakes", () => {
  it("is a connected full GM over an assistant, then the first listed of the same role; null with no GM connected", () => {
    const world = new FakeWorld(
      [
        user("p1"),
        user("assistant", { isGM: true, role: 3 }),
        user("gm1", { isGM: true }),
        user("gm2", { isGM: true }),
      ],
      [],
      "p1",
    );
    expect(world.activeGM()?.id).toBe("gm1");
    world.setActive("gm1", false);
    expect(world.activeGM()?.id).toBe("gm2");
    world.setActive("gm2", false);
    expect(world.activeGM()?.id).toBe("assistant");
    world.setActive("gm1", true);
    expect(world.activeGM()?.id).toBe("gm1");
    world.setActive("gm1", false);
    world.setActive("assistant", false);
    expect(world.activeGM()).toBeNull();
  });
});
