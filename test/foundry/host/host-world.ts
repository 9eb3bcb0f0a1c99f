/**
 * A world of several clients for the host's tests: two players (p1 plays the scenario's first unit's
 * side, p2 every other side), two GMs (gm1 active, gm2 offline until a takeover), the scenario's scene,
 * and the production host (`CombatHost` with `foundryHostPorts()`) on the GM's client. Only what a
 * person does is scripted: each player's client answers a decision from the scenario's script (the
 * production `answerDecide` with a scripted prompt in place of the window), and the GM's own prompt
 * the same way; what each client is shown is kept per user.
 */
import { expect, vi } from "vitest";
import { sceneBoard } from "@foundry/board/scene-board";
import { expectedDifferences } from "@foundry/live-tests/expected-board";
import type { ScenarioCombat, Scenario } from "@engine/scenario/scenario";
import { answerDecide, DECIDE_QUERY, parseDecideRequest, type DecideQuestion } from "@foundry/combat/decide-query";
import { MODULE_ID } from "@foundry/constants";
import type { CombatHost, HostPorts } from "@foundry/host/combat-host";
import type { HostedCombat } from "@foundry/host/hosted-state";
import { parseHostNotice, type ShownNotice, VIEW_QUERY } from "@foundry/host/host-notice";
import { registerOptionSettings } from "@foundry/settings/ruleset-options";
import { user } from "../fakes/documents";
import { fakeApplicationsApi } from "../fakes/applications";
import { FakeWorld } from "../fakes/server";
import { scenarioScene, type FakeCombatScene } from "../combat/scenario-scene";
import { mentionsOf } from "@view/unseen-units";
import { scenarioFiles } from "../../e2e/scenario-files";
import { SHIPPED } from "../../rulesets/shipped";

/** The host's modules, imported once the fake applications API is in place (their windows extend it). */
export async function hostModules() {
  vi.stubGlobal("foundry", { applications: { api: fakeApplicationsApi() } });
  const [host, foundryHost] = await Promise.all([
    import("@foundry/host/combat-host"),
    import("@foundry/host/foundry-host"),
  ]);
  return { ...host, ...foundryHost };
}

type Modules = Awaited<ReturnType<typeof hostModules>>;

export interface HostWorld {
  readonly world: FakeWorld;
  readonly scene: FakeCombatScene;
  /** What each user was shown, in order. */
  readonly shown: Map<string, ShownNotice[]>;
  /** Builds the host on `gmId`'s client (a fresh one: as after a reload). */
  host(gmId?: string, wrap?: (ports: HostPorts) => HostPorts): CombatHost;
  /** The stored combats. */
  combats(): HostedCombat[];
  /** The host's chat cards. */
  cards(): string[];
}

/** Which side each player plays: p1 the first unit's side, p2 every other. */
export function owners(scenario: Scenario): Record<string, string[]> {
  const [first] = scenario.board.units;
  return Object.fromEntries(scenario.board.units.map((unit) => [unit.side, [unit.side === first?.side ? "p1" : "p2"]]));
}

export function hostWorld(modules: Modules, scenario: Scenario, combat: ScenarioCombat | null): HostWorld {
  const scene = scenarioScene(scenario, owners(scenario));
  // The scene names its rule system, as a built or imported scene does.
  Object.assign(scene.flags, { ruleset: scenario.ruleset });
  const world = new FakeWorld(
    [user("p1"), user("p2"), user("gm1", { isGM: true }), user("gm2", { isGM: true, active: false })],
    [scene],
    "gm1",
  );
  world.stub();
  registerOptionSettings();
  modules.registerHostSettings();
  modules.registerHostQueries();
  world.dice.push(...(combat?.script.dice ?? []));
  const shown = new Map<string, ShownNotice[]>();
  // Each notice as its client reads it (it travels as JSON).
  const keep = (userId: string, notice: unknown) =>
    shown.set(userId, [...(shown.get(userId) ?? []), parseHostNotice(structuredClone(notice))]);
  world.queries[VIEW_QUERY] = (data) => {
    keep(world.current.id ?? "", data);
    return Promise.resolve(true);
  };
  // The combats as the active GM's client reads them (a sealed one whole only where its part is kept).
  const combats = (): HostedCombat[] => {
    const gm = world.users.find((candidate) => candidate.isGM && candidate.active) ?? world.current;
    return world.asSync(gm, () => [...modules.foundryHostPorts().store.all()]);
  };
  /** The script's decision for the question: the one after as many as the combat holds so far (public and secret). */
  const scripted = (question: DecideQuestion): readonly string[] | null => {
    const stored = combats().find((candidate) => candidate.combatId === question.combatId);
    const gm = world.users.find((candidate) => candidate.isGM && candidate.active) ?? world.current;
    const secret = world.asSync(gm, () => modules.foundryHostPorts().secrets.get(question.combatId));
    const made = [...(stored?.log ?? []), ...secret].filter((input) => input.kind === "decision").length;
    const next = combat?.script.decisions[made];
    return next?.step === question.stepId ? next.picks : null;
  };
  world.queries[DECIDE_QUERY] = (data) => answerDecide(data, (question) => Promise.resolve(scripted(question)));
  return {
    world,
    scene,
    shown,
    host: (gmId = "gm1", wrap = (ports) => ports) =>
      world.asSync(world.user(gmId), () => {
        const ports = modules.foundryHostPorts();
        return new modules.CombatHost(
          wrap({
            ...ports,
            prompt: (question) => Promise.resolve(scripted(parseDecideRequest(question))),
            show: (userId, notice) => keep(userId, notice),
          }),
        );
      }),
    combats,
    cards: () =>
      [...world.messages].filter((message) => message.getFlag(MODULE_ID, "hostedCard") === true).map((m) => m.id),
  };
}

/** An enemy of p1 (a unit of a side p1 does not play) that takes part in the combat, whose name no other unit's holds. */
export function hiddenEnemy(scenario: Scenario, combat: ScenarioCombat) {
  const ruleset = SHIPPED.ruleset(scenario.ruleset);
  const sides = ruleset.participants(ruleset.setupFromBoard(scenario.board, combat.selection));
  const p1Sides = Object.entries(owners(scenario)).flatMap(([side, users]) => (users.includes("p1") ? [side] : []));
  return sides
    .filter((side) => !p1Sides.includes(side.side))
    .flatMap((side) => side.unitIds)
    .map((id) => scenario.board.units.find((unit) => unit.id === id))
    .find((unit) => {
      if (unit === undefined) return false;
      const mentions = mentionsOf([unit]);
      return !scenario.board.units.some((other) => other.id !== unit.id && mentions(other.name));
    });
}

/** One scripted combat of each rule system whose combat has an enemy of p1 that can be hidden. */
export function hiddenEnemyCases() {
  return SHIPPED.ids.flatMap((id) => {
    const found = scenarioFiles()
      .filter(({ scenario }) => scenario.ruleset === id)
      .flatMap(({ file, scenario }) => scenario.combats.map((combat) => ({ file, scenario, combat })))
      .find(({ scenario, combat }) => hiddenEnemy(scenario, combat) !== undefined);
    return found === undefined ? [] : [[`${found.file} ${found.combat.id}`, found.scenario, found.combat] as const];
  });
}

/** A state write after which the GM's client stops (a reload): thrown from the store, after the write. */
export class Reload extends Error {}

/** Stops the host after its `writes`-th state write. */
export function stopsAfter(writes: number): (ports: HostPorts) => HostPorts {
  let count = 0;
  return (ports) => ({
    ...ports,
    store: {
      ...ports.store,
      save: async (combat) => {
        await ports.store.save(combat);
        if (++count === writes) throw new Reload(`reload after write ${writes}`);
      },
    },
  });
}

/** Every token's place, flags and status icons, and the scene's cell markers: what Undo puts back. */
export function snapshot(w: HostWorld): string {
  return JSON.stringify([
    [...w.scene.tokens].map((token) => [
      token.id,
      token._source,
      token.flags,
      [...(token.actor?.statuses ?? [])].sort(),
    ]),
    w.scene.getFlag(MODULE_ID, "cellMarkers") ?? null,
  ]);
}

/** p1 asks for the combat; the server reports p1 as the request's author. */
export async function start(
  w: HostWorld,
  combat: ScenarioCombat,
  gmId = "gm1",
  wrap?: (ports: HostPorts) => HostPorts,
) {
  const host = w.host(gmId, wrap);
  await w.world.as(w.world.user(gmId), () =>
    host.request("p1", { kind: "start", combat: { sceneId: w.scene.id, selection: combat.selection } }),
  );
  return host;
}

/** Ends exactly once, as the scenario expects, with one card whose Undo puts every token back. */
export async function expectFinished(
  w: HostWorld,
  combat: ScenarioCombat,
  before: string,
  rolls: number,
): Promise<void> {
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
export async function undisturbed(
  modules: Modules,
  scenario: Scenario,
  combat: ScenarioCombat,
): Promise<{ writes: number; rolls: number }> {
  const clean = hostWorld(modules, scenario, combat);
  let writes = 0;
  await start(clean, combat, "gm1", (ports) => ({
    ...ports,
    store: { ...ports.store, save: (c) => (writes++, ports.store.save(c)) },
  }));
  const rolls = clean.world.rolled.length;
  vi.unstubAllGlobals();
  return { writes, rolls };
}

/** Lets each client finish what it started without waiting (a hook's work, the host's copies to other GMs): every promise, no timer. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Every scripted combat of every scenario file, named "file combat-id", for `describe.each`. */
export function scenarioCombats() {
  return scenarioFiles().flatMap(({ file, scenario }) =>
    scenario.combats.map((combat) => [`${file} ${combat.id}`, scenario, combat] as const),
  );
}
