/**
 * The turn tracker through the host's fakes: scenarios/command-test/orders-at-the-crossroads.yml's
 * turn played from the tracker as test/e2e/turn.test.ts plays it in the sandbox, each order's
 * attack fought in a combat flow and applied by the GM, then fed back to the turn by the
 * `resolveCombat` hook; and the tracker refused to a player and on another rule system's scene.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sceneBoard } from "@foundry/board/scene-board";
import { recordJson } from "@foundry/combat/combat-record";
import { expectedDifferences } from "@foundry/live-tests/expected-board";
import { playScript } from "@foundry/live-tests/scripted-combat";
import { moduleHook } from "@foundry/module-hooks";
import { stubNotifications, type Shown } from "../fakes/globals";
import { stubRulesetSettings } from "../fakes/settings";
import { crossroads, NO_RECORD, settle, table, trackerModule, TURN } from "./turn-table";

let shown: Shown;
beforeEach(() => {
  shown = stubNotifications();
  stubRulesetSettings();
});
afterEach(() => vi.unstubAllGlobals());

describe("the turn tracker", () => {
  it("plays the crossroads turn to the end worked out in the file, force-march marker off", async () => {
    // The file's working (its `expected` comments): order 1, the French 1st Division's attack on
    // (8,4), goes ahead, NE; order 2, the Russian reserve's on (8,3), goes ahead, DR1: the 1st
    // Division retreats to (7,2); order 3, the French decline; order 4, the Russian line's order
    // fails (6 < 7). Both done: r2's force-march marker comes off (10.9). Chits: none left.
    const { openTurnTracker } = await trackerModule();
    const scene = crossroads();
    const { ports, opened, said } = table(scene, [...(TURN?.script.dice ?? [])]);
    // The Russian reserve starts the turn force-marched (the file's board).
    expect(sceneBoard(scene).units.find((unit) => unit.id === "r2")?.status).toEqual(["force-march"]);
    const tracker = await openTurnTracker(scene, true, ports);
    if (tracker === null) throw new Error(shown.error.join("; "));
    const decisions = [...(TURN?.script.decisions ?? [])];
    const orders: string[] = [];
    for (let steps = 0; steps < 50 && !tracker.ended; steps++) {
      const flow = opened.shift();
      if (flow !== undefined) {
        // The attack's own steps, as the combat dialog shows them: the script's without the order's number.
        const attack = [];
        while (decisions[0]?.step.includes("/") === true) {
          const next = decisions.shift();
          if (next !== undefined) attack.push({ ...next, step: next.step.replace(/^\d+\//, "") });
        }
        await playScript(flow, { decisions: attack, dice: [] });
        const outcome = await flow.apply();
        if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
        await settle();
        continue;
      }
      const view = await tracker["_prepareContext"]();
      const step = view.step?.decision;
      const next = decisions.shift();
      expect(step?.id).toBe(next?.step);
      orders.push(step?.id ?? "");
      await tracker.decide(next?.picks ?? []);
    }
    expect(tracker.ended).toBe(true);
    expect(decisions).toEqual([]);
    expect(orders).toEqual(["order:1", "order:2", "order:3", "order:4"]);
    expect(opened).toEqual([]);
    // The board the file expects: f1 retreated to (7,2), no unit with a marker (r2's came off).
    expect(expectedDifferences(sceneBoard(scene), TURN?.expected)).toEqual([]);
    expect(sceneBoard(scene).units.flatMap((unit) => unit.status)).toEqual([]);
    const view = await tracker["_prepareContext"]();
    expect(view.over).toBe(true);
    expect(view.sides.map((side) => [side.side, side.done, side.chits])).toEqual([
      ["french", true, { key: "WARGAME.Turn.Chits", data: { count: 0 } }],
      ["russian", true, { key: "WARGAME.Turn.Chits", data: { count: 0 } }],
    ]);
    // An account of each of the three attacks (the decline is a line of the turn's own).
    expect(view.combats).toHaveLength(3);
    expect(said).toEqual([{ key: "WARGAME.Turn.Ended", data: { turn: TURN?.name } }]);
    expect(shown.error).toEqual([]);
  });

  it("refuses a player, and a scene of another rule system, with a notification", async () => {
    const { openTurnTracker } = await trackerModule();
    const scene = crossroads();
    const { ports } = table(scene, []);
    expect(await openTurnTracker(scene, false, ports)).toBeNull();
    scene.flags["ruleset"] = "combat-grid";
    expect(await openTurnTracker(scene, true, ports)).toBeNull();
    expect(shown.error).toEqual(["WARGAME.Error.Combat.TurnGmOnly {}", "WARGAME.Error.Combat.TurnRuleset {}"]);
  });

  it("refuses a turn decision while an attack is being fought, ignores another combat's result, and opens an abandoned attack again", async () => {
    const { openTurnTracker } = await trackerModule();
    const scene = crossroads();
    const { ports, opened } = table(scene, [6]);
    const tracker = await openTurnTracker(scene, true, ports);
    if (tracker === null) throw new Error(shown.error.join("; "));
    await tracker.decide(["8,3>8,4"]);
    const [flow] = opened;
    expect(flow?.record.selection).toMatchObject({ from: { i: 8, j: 3 }, target: { i: 8, j: 4 }, units: ["f1"] });
    await tracker.decide(["decline"]);
    expect(shown.error).toEqual(["WARGAME.Error.Combat.TurnFighting {}"]);
    const fighting = { key: "WARGAME.Turn.Fighting", data: { side: "French", order: 1 } };
    expect((await tracker["_prepareContext"]()).status).toEqual(fighting);
    ports.combat.hooks.callAll(
      moduleHook("resolveCombat"),
      recordJson({ ...(flow?.record ?? NO_RECORD), combatId: "other" }),
    );
    await settle();
    expect((await tracker["_prepareContext"]()).status).toEqual(fighting);
    // The combat dialog closed without applying (the flow abandoned): the keybinding takes the turn
    // up again, the same attack in a new combat.
    flow?.cancel();
    expect(await openTurnTracker(scene, true, ports)).toBe(tracker);
    expect(opened).toHaveLength(2);
    expect(opened[1]?.record.selection).toEqual(flow?.record.selection);
    expect(opened[1]?.record.combatId).not.toBe(flow?.record.combatId);
  });

  it("without a turn in the scene's flag, plays one over the board's two sides with no chits", async () => {
    const { openTurnTracker } = await trackerModule();
    const scene = crossroads();
    delete scene.flags["scenario"];
    const tracker = await openTurnTracker(scene, true, table(scene, []).ports);
    const view = await tracker?.["_prepareContext"]();
    expect(view?.name).toBe(scene.name);
    expect(view?.sides.map((side) => [side.side, side.chits.data])).toEqual([
      ["french", { count: 0 }],
      ["russian", { count: 0 }],
    ]);
    expect(view?.step?.decision.id).toBe("order:1");
  });
});
