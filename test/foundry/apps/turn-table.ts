/** The crossroads turn on the GM's client, through the host's fakes: shared by the turn tracker's tests. */
import { shippedCatalog } from "@rulesets/shipped";
import { vi } from "vitest";
import type { CombatFlow } from "@foundry/combat/combat-flow";
import { ownTokensOnly } from "@foundry/gm/change-validator";
import type { CombatRecord } from "@foundry/combat/combat-record";
import { applyChanges } from "@foundry/gm/apply-changes";
import { moduleHook, type HookBus } from "@foundry/module-hooks";
import { v13TokenMover } from "@foundry/movement/v13-token-mover";
import type { LocText } from "@view/view-types";
import type { TurnPorts } from "@foundry/apps/turn-tracker";
import { fakeApplicationsApi } from "../fakes/applications";
import { user } from "../fakes/documents";
import { FakeHooks } from "../fakes/globals";
import { fakes } from "../combat/fake-ports";
import { loadScenario, scenarioScene, type FakeCombatScene } from "../combat/scenario-scene";

export const SCENARIO = loadScenario("scenarios/command-test/orders-at-the-crossroads.yml");
export const [TURN] = SCENARIO.turns;
export const NO_RECORD: CombatRecord = {
  combatId: "none",
  ruleset: "command-test",
  sceneId: "",
  selection: null,
  log: [],
};

export async function trackerModule() {
  vi.stubGlobal("foundry", { applications: { api: fakeApplicationsApi() } });
  vi.resetModules();
  // A fresh copy of the host's modules: hand it the rule systems as the entry would.
  (await import("@foundry/rulesets")).useRulesets(shippedCatalog());
  return import("@foundry/turn/open-turn-tracker");
}

/** Lets the tracker finish what a hook started (its renders are promises). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The crossroads as a built scene: its rule system and its turn in the scene's flags, as the Adventure writes them. */
export function crossroads(): FakeCombatScene {
  const scene = scenarioScene(SCENARIO);
  scene.flags["ruleset"] = SCENARIO.ruleset;
  scene.flags["scenario"] = { turns: [{ id: TURN?.id, name: TURN?.name, selection: TURN?.selection }] };
  return scene;
}

export interface Table {
  ports: TurnPorts;
  /** The combats the tracker opened, for the test to fight as the combat dialog would. */
  opened: CombatFlow[];
  said: LocText[];
}

/** The GM's client: combats on the fakes' ports, the GM applying every change set at once. */
export function table(scene: FakeCombatScene, dice: number[]): Table {
  const f = fakes(scene, dice, { gmHere: true });
  const hooks = new FakeHooks();
  // Foundry's Hooks.callAll runs every listener registered with Hooks.on, in order
  // (https://foundryvtt.com/api/classes/foundry.helpers.Hooks.html, v13: callAll, on).
  const bus: HookBus = {
    call: (hook, ...args) => hooks.call(hook, ...args),
    callAll: (hook, ...args) => {
      hooks.callAll(hook, ...args);
      hooks.fire(hook, ...args);
      return true;
    },
  };
  const gm = user("gm", { isGM: true });
  const opened: CombatFlow[] = [];
  const said: LocText[] = [];
  const ports: TurnPorts = {
    combat: { ...f.ports, hooks: bus },
    openCombat: (flow) => {
      opened.push(flow);
      return Promise.resolve();
    },
    onResolved: (listener) => {
      hooks.on(moduleHook("resolveCombat"), (combat: unknown) => listener(combat));
      return () => hooks.handlers.delete(moduleHook("resolveCombat"));
    },
    requestChanges: (changes) =>
      applyChanges(
        "gm",
        { changes },
        {
          findUser: (id) => (id === "gm" ? gm : undefined),
          findScene: (id) => (id === scene.id ? scene : undefined),
          mover: v13TokenMover,
          validator: ownTokensOnly,
          hooks,
        },
      ),
    say: (line) => {
      said.push(line);
      return Promise.resolve();
    },
  };
  return { ports, opened, said };
}
