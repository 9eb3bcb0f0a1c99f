/**
 * Forged dice: for every scripted combat of every scenario, each die of the played log is changed to
 * another face, the changes re-derived from the forged log, and both sent as Petra's request
 * (Petra owns every side).
 * The GM's ledger holds the rolls the combat really posted (fakes/../fake-ports: each roll is posted
 * by the rolling client's user), so every forgery is refused and nothing moves; the honest record is
 * applied.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubRulesetSettings } from "../fakes/settings";
import { EngineError } from "../../../src/engine/errors";
import { parseDice } from "../../../src/engine/session/dice";
import type { StepInput } from "../../../src/engine/session/types";
import { changeSetFor } from "../../../src/foundry/combat/change-set-for";
import { CombatFlow } from "../../../src/foundry/combat/combat-flow";
import { recordRolls } from "../../../src/foundry/combat/record-rolls";
import { combatValidator } from "../../../src/foundry/combat/combat-validator";
import { type CombatRecord, recordJson } from "../../../src/foundry/combat/combat-record";
import { applyChanges } from "../../../src/foundry/gm/apply-changes";
import { v13TokenMover } from "../../../src/foundry/movement/v13-token-mover";
import { sceneBoard } from "../../../src/foundry/board/scene-board";
import { advance } from "../../../src/engine/session/advance";
import { playScript } from "../../../src/foundry/live-tests/scripted-combat";
import { scenarioFiles } from "../../e2e/scenario-files";
import { user } from "../fakes/documents";
import { FakeHooks } from "../fakes/globals";
import { fakes, postedRolls } from "./fake-ports";
import { scenarioScene } from "./scenario-scene";
import { SHIPPED } from "../../rulesets/shipped";

/** Every log with one die of one roll changed, to the next face up (a 6 to a 1). */
function forgeries(record: CombatRecord, faces: (step: string) => number): StepInput[][] {
  return record.log.flatMap((input, at) => {
    if (input.kind !== "roll") return [];
    return input.dice.map((die, index) => {
      const face = (die % faces(input.step)) + 1;
      return record.log.map((entry, k) =>
        k === at && entry.kind === "roll"
          ? { ...entry, dice: entry.dice.map((d, i) => (i === index ? face : d)) }
          : entry,
      );
    });
  });
}

const petra = user("p9", { name: "Petra" });
const gm = user("gm", { isGM: true });

// Combats that roll dice (a turn-only file, or a combat decided without a roll, has none to forge).
const ROLLING = scenarioFiles().filter(({ scenario }) =>
  scenario.combats.some((combat) => combat.script.dice.length > 0),
);

// Combats read the rule systems' options from the world settings (their defaults here).
beforeEach(() => {
  stubRulesetSettings();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(ROLLING.map(({ file, scenario }) => [file, scenario] as const))(
  "forged dice in %s",
  (_file, scenario) => {
    it.each(
      scenario.combats.filter((combat) => combat.script.dice.length > 0).map((combat) => [combat.id, combat] as const),
    )("combat %s: every changed die is refused", async (_id, combat) => {
      // Petra owns every side; she is not among the combat's users, so the GM's client plays it all.
      const owners = Object.fromEntries(scenario.board.units.map((unit) => [unit.side, ["p9"]]));
      const scene = scenarioScene(scenario, owners);
      const f = fakes(scene, [...combat.script.dice], { gmHere: true });
      const flow = new CombatFlow(scene, scenario.ruleset, combat.selection, f.ports);
      await playScript(flow, combat.script);
      const honest = flow.record;
      const board = sceneBoard(scene);
      const ruleset = SHIPPED.ruleset(scenario.ruleset);
      const steps = new Map(recordRolls(honest, board).map((roll) => [roll.step, roll]));
      // Each roll step's dice expression, from replaying the honest log.
      const faces = (step: string): number => {
        const found = steps.get(step);
        if (found === undefined) return 0;
        let state = ruleset.start(ruleset.setupFromBoard(board, honest.selection));
        for (const input of honest.log) {
          const pending = ruleset.pending(state);
          if (pending.kind === "roll" && pending.id === step) return parseDice(pending.dice).faces;
          state = advance(ruleset, state, input);
        }
        return 0;
      };
      const env = {
        findUser: (id: string) => [petra, gm].find((u) => u.id === id),
        findScene: (id: string) => (id === scene.id ? scene : undefined),
        mover: v13TokenMover,
        validator: combatValidator((id) => (id === scene.id ? scene : undefined), postedRolls(f.ledger, [petra, gm])),
        hooks: new FakeHooks(),
      };
      const forged = forgeries(honest, faces);
      expect(forged.length).toBeGreaterThan(0);
      let replayed = 0;
      for (const log of forged) {
        const record = { ...honest, log };
        let changes;
        try {
          changes = changeSetFor(scene, record).changes;
          replayed++;
        } catch (error) {
          if (!(error instanceof EngineError)) throw error;
          changes = changeSetFor(scene, honest).changes;
        }
        const outcome = await applyChanges("p9", { changes, combat: recordJson(record) }, env);
        expect(outcome.ok, JSON.stringify(log)).toBe(false);
      }
      expect(scene.calls).toEqual([]);
      expect(replayed).toBeGreaterThan(0);
      // The honest record, with its own changes, is applied.
      expect(
        await applyChanges("p9", { changes: changeSetFor(scene, honest).changes, combat: recordJson(honest) }, env),
      ).toMatchObject({ ok: true });
    });
  },
);
