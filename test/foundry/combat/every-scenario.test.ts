/**
 * The host's combat flow, change set, validator and undo over every scripted combat of every
 * scenario file (all five rule systems; new files are picked up by themselves): from the first
 * decision, through the GM's re-derivation and the moves, to the board the scenario expects, and
 * back by undo. The GM plays every side here (no side has an owner), so nothing is asked elsewhere.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubRulesetSettings } from "../fakes/settings";
import { CombatFlow } from "@foundry/combat/combat-flow";
import { sceneBoard } from "@foundry/board/scene-board";
import { undoChanges } from "@foundry/gm/apply-changes";
import { ownTokensOnly } from "@foundry/gm/change-validator";
import { v13TokenMover } from "@foundry/movement/v13-token-mover";
import { expectedDifferences } from "@foundry/live-tests/expected-board";
import { nextDecision, playScript } from "@foundry/live-tests/scripted-combat";
import { scenarioFiles } from "../../e2e/scenario-files";
import { fakes, field } from "./fake-ports";
import { scenarioScene, type FakeCombatScene } from "./scenario-scene";
import { user } from "../fakes/documents";
import { FakeHooks } from "../fakes/globals";
import { SHIPPED } from "../../rulesets/shipped";

/** Every token's place, flags and statuses: what a combat changes and undo must put back. */
function snapshot(scene: FakeCombatScene): unknown {
  return [...scene.tokens].map((token) => ({
    id: token.id,
    source: { ...token._source },
    flags: structuredClone(token.flags),
    statuses: [...(token.actor?.statuses ?? [])].sort(),
  }));
}

const FILES = scenarioFiles();

// Combats read the rule systems' options from the world settings (their defaults here).
beforeEach(() => {
  stubRulesetSettings();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the scenario files", () => {
  it("cover all five rule systems", () => {
    expect(new Set(FILES.map(({ scenario }) => scenario.ruleset))).toEqual(new Set(SHIPPED.ids));
  });
});

// A file of turns alone (command-test's alternating attacks) has no single combat to start in Foundry.
const WITH_COMBATS = FILES.filter(({ scenario }) => scenario.combats.length > 0);

describe.each(WITH_COMBATS.map(({ file, scenario }) => [file, scenario] as const))(
  "scenario %s in Foundry",
  (_file, scenario) => {
    it.each(scenario.combats.map((combat) => [combat.id, combat] as const))(
      "combat %s: played, applied as expected, undone",
      async (_id, combat) => {
        const scene = scenarioScene(scenario);
        const before = snapshot(scene);
        const f = fakes(scene, [...combat.script.dice], { gmHere: true });
        const flow = new CombatFlow(scene, scenario.ruleset, combat.selection, f.ports);
        await playScript(flow, combat.script);
        expect(flow.pending.kind).toBe("done");
        // The preview shows the plan the GM will apply.
        expect(f.previews.length).toBeGreaterThan(0);

        const outcome = await flow.apply();
        if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
        expect(flow.status.kind).toBe("applied");
        expect(expectedDifferences(sceneBoard(scene), combat.expected)).toEqual([]);
        expect(f.cards).toHaveLength(1);

        const undone = await undoChanges(
          "gm",
          { record: f.cards[0]?.undo },
          {
            findUser: (id) => (id === "gm" ? user("gm", { isGM: true }) : undefined),
            findScene: (id) => (id === scene.id ? scene : undefined),
            mover: v13TokenMover,
            validator: ownTokensOnly,
            hooks: new FakeHooks(),
          },
        );
        expect(undone).toEqual({ ok: true });
        expect(snapshot(scene)).toEqual(before);
      },
    );

    it.each(scenario.combats.map((combat) => [combat.id, combat] as const))(
      "combat %s: started by a player, the other side's decisions and dice made on its player's client, applied as expected",
      async (_id, combat) => {
        // Petra (p1) owns the first unit's side and starts the combat; Sasha (p2) owns every other side.
        const [first] = scenario.board.units;
        const owners = Object.fromEntries(
          scenario.board.units.map((unit) => [unit.side, [unit.side === first?.side ? "p1" : "p2"]]),
        );
        const scene = scenarioScene(scenario, owners);
        const played: { flow?: CombatFlow } = {};
        const f = fakes(scene, [...combat.script.dice], {
          decide: (request) => {
            const next = played.flow === undefined ? undefined : nextDecision(played.flow, combat.script);
            return next?.step === field(request, "stepId")
              ? { picks: next?.picks }
              : new Error(`no scripted decision for ${String(field(request, "stepId"))}`);
          },
        });
        const flow = new CombatFlow(scene, scenario.ruleset, combat.selection, f.ports);
        played.flow = flow;
        await playScript(flow, combat.script);
        expect(flow.pending.kind).toBe("done");
        const outcome = await flow.apply();
        if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
        expect(expectedDifferences(sceneBoard(scene), combat.expected)).toEqual([]);
      },
    );
  },
);
