/**
 * A scenario's first turn (the crossroads' by default) through the host's fakes, shared by the turn tracker's tests: a world of
 * several clients (host-world.ts: p1 plays the French, p2 the Russians, gm1 the active GM), the
 * scene built with its rule system and its turn in its flags as the Adventure writes them, and the
 * tracker opened on gm1's client with the production ports, whose attacks the production host runs.
 * Each attack's decisions are answered on the deciding player's client from the turn's script.
 */
import { expect } from "vitest";
import type { Board } from "@engine/board/types";
import type { Scenario } from "@engine/scenario/scenario";
import { sceneBoard } from "@foundry/board/scene-board";
import { expectedDifferences } from "@foundry/live-tests/expected-board";
import { answerDecide, DECIDE_QUERY } from "@foundry/combat/decide-query";
import type { CombatHost } from "@foundry/host/combat-host";
import type { TurnTracker } from "@foundry/apps/turn-tracker";
import { loadScenario } from "../combat/scenario-scene";
import { hostModules, hostWorld, type HostWorld } from "../host/host-world";
import { MODULE_ID } from "@foundry/constants";
import { TURN_SETTING } from "@foundry/turn/turn-state";

export const SCENARIO = loadScenario("scenarios/command-test/orders-at-the-crossroads.yml");
export const [TURN] = SCENARIO.turns;

type Decision = NonNullable<typeof TURN>["script"]["decisions"][number];

export async function trackerModules() {
  const modules = await hostModules();
  const [tracker, ports, takeover, copies] = await Promise.all([
    import("@foundry/turn/open-turn-tracker"),
    import("@foundry/turn/foundry-turn-ports"),
    import("@foundry/hooks/takeover"),
    import("@foundry/turn/turn-copies"),
  ]);
  return { ...modules, ...tracker, ...ports, ...takeover, ...copies };
}

type Modules = Awaited<ReturnType<typeof trackerModules>>;

export { settle } from "../host/host-world";

export interface TurnTable extends HostWorld {
  /** The turn's script still to play: the tracker's own decisions and its attacks' (order number prefixed). */
  readonly script: Decision[];
  /** Opens (or takes up) the tracker on `gmId`'s client (gm1), its attacks hosted by `host` (the production host by default). */
  open(host?: CombatHost, gmId?: string): Promise<TurnTracker | null>;
  /** What `ready` does on `gmId`'s client (hooks/takeover.ts `takeUp`), its attacks hosted by `host`: the tracker taken up, if any. */
  takeUp(gmId: string, host?: CombatHost): Promise<TurnTracker | null>;
  /**
   * `gmId`'s page goes away (a reload, or the GM leaves): its trackers' memory with it, but a page
   * that goes runs no close handler, so what closing wrote (the stored turn forgotten, the world's
   * mark of it cleared) is put back as the page left it.
   */
  dropPage(gmId: string): Promise<void>;
}

/**
 * The scenario's world (the crossroads' by default) with its first turn's dice queued: a player asked for an attack's decision answers
 * the script's next one when it is that step (the order's number taken off), else closes the prompt.
 */
export function turnTable(modules: Modules, scenario: Scenario = SCENARIO): TurnTable {
  const [turn] = scenario.turns;
  const w = hostWorld(modules, scenario, null);
  modules.registerTurnSettings();
  modules.registerTurnQueries();
  w.scene.flags["scenario"] = { turns: [{ id: turn?.id, name: turn?.name, selection: turn?.selection }] };
  w.world.dice.push(...(turn?.script.dice ?? []));
  const script = [...(turn?.script.decisions ?? [])];
  w.world.queries[DECIDE_QUERY] = (data) =>
    answerDecide(data, (question) => {
      const next = script[0];
      if (next === undefined || next.step.replace(/^\d+\//, "") !== question.stepId) return Promise.resolve(null);
      script.shift();
      return Promise.resolve(next.picks);
    });
  const kept = (tracker: TurnTracker | null) => {
    if (tracker !== null) opened.add(tracker);
    return tracker;
  };
  return {
    ...w,
    script,
    open: async (host, gmId = "gm1") =>
      kept(
        await w.world.as(w.world.user(gmId), () =>
          modules.openTurnTracker(
            w.scene,
            { isGM: true, otherHost: null },
            modules.foundryTurnPorts(host ?? w.host(gmId)),
          ),
        ),
      ),
    takeUp: async (gmId, host) => {
      const ports = modules.foundryTurnPorts(host ?? w.host(gmId));
      return kept(await w.world.as(w.world.user(gmId), () => modules.takeUp(host ?? w.host(gmId), ports)));
    },
    dropPage: async (gmId) => {
      const gm = w.world.user(gmId);
      const turn = w.world.settings.clientValue(gmId, MODULE_ID, TURN_SETTING);
      const seal = w.world.settings.get(MODULE_ID, modules.TURN_SEAL_SETTING);
      await closeTrackers();
      await w.world.as(gm, async () => {
        await w.world.settings.set(MODULE_ID, TURN_SETTING, turn ?? {});
        await w.world.settings.set(MODULE_ID, modules.TURN_SEAL_SETTING, seal);
      });
    },
  };
}

const opened = new Set<TurnTracker>();

/** Closes every tracker a test opened: the keybinding takes an open turn up again, so the next test starts its own. */
export async function closeTrackers(): Promise<void> {
  for (const tracker of opened) await tracker.close();
  opened.clear();
}

/** Plays the turn's own decisions from the script on the tracker (the attacks' are answered by the players), until `stop` or its end. */
export async function playTurn(
  table: TurnTable,
  tracker: TurnTracker,
  stop: (step: string) => boolean = () => false,
  gmId = "gm1",
): Promise<string[]> {
  const orders: string[] = [];
  const gm = table.world.user(gmId);
  for (let steps = 0; steps < 20 && !tracker.ended; steps++) {
    const view = await tracker["_prepareContext"]();
    const step = view.step?.decision.id;
    const next = table.script[0];
    if (step === undefined || next?.step !== step || stop(step)) break;
    table.script.shift();
    orders.push(step);
    await table.world.as(gm, () => tracker.decide(next.picks));
  }
  return orders;
}

/** What a turn played to its end gave: its attacks' logs, the rolls made, the board at the end. */
export interface TurnEnd {
  readonly logs: unknown[];
  readonly rolled: number;
  readonly board: Board;
}

export function turnEnd(table: TurnTable): TurnEnd {
  return {
    logs: table.combats().map((combat) => combat.log),
    rolled: table.world.rolled.length,
    board: sceneBoard(table.scene),
  };
}

/** The turn ended as the undisturbed one did: its file's board, three cards, no die rolled twice, one "ended" line. */
export function expectSameTurnEnd(table: TurnTable, tracker: TurnTracker, clean: TurnEnd): void {
  expect(tracker.ended).toBe(true);
  expect(table.script).toEqual([]);
  expect(table.combats().map((combat) => combat.status)).toEqual(["applied", "applied", "applied"]);
  expect(table.combats().map((combat) => combat.log)).toEqual(clean.logs);
  expect(table.cards()).toHaveLength(3);
  expect(table.world.rolled).toHaveLength(clean.rolled);
  expect(sceneBoard(table.scene)).toEqual(clean.board);
  expect(expectedDifferences(sceneBoard(table.scene), TURN?.expected)).toEqual([]);
  const said = [...table.world.messages].filter((message) => message.content.startsWith("WARGAME.Turn.Ended"));
  expect(said).toHaveLength(1);
}
