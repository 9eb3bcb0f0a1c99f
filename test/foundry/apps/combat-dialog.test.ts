import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CombatFlow } from "@foundry/combat/combat-flow";
import { DIALOG_PARTS } from "@view/dialog-parts";
import { fakeApplicationsApi } from "../fakes/applications";
import { stubNotifications } from "../fakes/globals";
import { fakes } from "../combat/fake-ports";
import { mountainScene, SELECTION } from "../combat/worked-example";

async function dialogModule() {
  vi.stubGlobal("foundry", { applications: { api: fakeApplicationsApi() } });
  vi.resetModules();
  return import("@foundry/apps/combat-dialog");
}

describe("the combat dialog", () => {
  beforeEach(() => {
    stubNotifications();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("has the parts both hosts show (view/dialog-parts.ts), in their order, then its own footer", async () => {
    const { COMBAT_PARTS } = await dialogModule();
    expect(Object.keys(COMBAT_PARTS)).toEqual([...DIALOG_PARTS, "footer"]);
  });

  it("renders the pending step with the flow's view, and rolls by its action", async () => {
    const { CombatDialog } = await dialogModule();
    const scene = mountainScene();
    const f = fakes(scene, [5]);
    f.answers.push({ picks: [] });
    const flow = new CombatFlow(scene, "combat-grid", SELECTION, f.ports);
    const dialog = new CombatDialog(flow);
    const first = await dialog["_prepareContext"]();
    expect(first.step.decision?.id).toBe("barrage:pzg-1");
    expect(first.controls).toEqual({ asking: null, failed: null });

    flow.decide(["wespe"]);
    flow.decide([]);
    await flow.proceed();
    expect((await dialog["_prepareContext"]()).step.roll?.id).toBe("roll:attacker");
    await CombatDialog.DEFAULT_OPTIONS.actions.roll.call(dialog);
    expect(flow.record.log.at(-1)).toEqual({ kind: "roll", step: "roll:attacker", dice: [5] });
    expect(new Map<string, unknown>(Object.entries(dialog)).get("renders")).toBeGreaterThan(0);
  });

  it("shows a failed question in its footer, and asks again by its action", async () => {
    const { CombatDialog } = await dialogModule();
    const scene = mountainScene();
    const f = fakes(scene, []);
    f.answers.push(new Error("timed out"), { picks: [] });
    const flow = new CombatFlow(scene, "combat-grid", SELECTION, f.ports);
    const dialog = new CombatDialog(flow);
    flow.decide(["wespe"]);
    flow.decide([]);
    await flow.proceed();
    expect((await dialog["_prepareContext"]()).controls.failed).toEqual({
      key: "WARGAME.Error.Combat.NoAnswer",
      data: { user: "p2", side: "Soviet", reason: "timed out" },
    });
    await CombatDialog.DEFAULT_OPTIONS.actions.askAgain.call(dialog);
    expect((await dialog["_prepareContext"]()).controls.failed).toBeNull();
    expect(flow.pending).toMatchObject({ kind: "roll" });
  });
});
