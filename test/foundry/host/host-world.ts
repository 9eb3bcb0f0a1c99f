/**
 * A world of several clients for the host's tests: two players (p1 plays the scenario's first unit's
 * side, p2 every other side), two GMs (gm1 active, gm2 offline until a takeover), the scenario's scene,
 * and the production host (`CombatHost` with `foundryHostPorts()`) on the GM's client. Only what a
 * person does is scripted: each player's client answers a decision from the scenario's script (the
 * production `answerDecide` with a scripted prompt in place of the window), and the GM's own prompt
 * the same way; what each client is shown is kept per user.
 */
import { vi } from "vitest";
import type { ScenarioCombat, Scenario } from "@engine/scenario/scenario";
import { isRecord } from "@engine/validation/read-fields";
import { answerDecide, DECIDE_QUERY, parseDecideRequest, type DecideQuestion } from "@foundry/combat/decide-query";
import { MODULE_ID } from "@foundry/constants";
import type { CombatHost, HostPorts } from "@foundry/host/combat-host";
import { type HostedCombat, parseHostedCombat } from "@foundry/host/hosted-state";
import { parseHostNotice, type ShownNotice, VIEW_QUERY } from "@foundry/host/host-notice";
import { registerOptionSettings } from "@foundry/settings/ruleset-options";
import { user } from "../fakes/documents";
import { fakeApplicationsApi } from "../fakes/applications";
import { FakeWorld } from "../fakes/server";
import { scenarioScene, type FakeCombatScene } from "../combat/scenario-scene";

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
  const combats = (): HostedCombat[] => {
    const stored = world.settings.get(MODULE_ID, modules.HOSTED_SETTING);
    const list = isRecord(stored) && Array.isArray(stored["combats"]) ? stored["combats"] : [];
    return list.map((item: unknown) => parseHostedCombat(item));
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
