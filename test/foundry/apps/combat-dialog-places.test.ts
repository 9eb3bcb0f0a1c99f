// @vitest-environment happy-dom
/**
 * A decision whose options are places reaches Foundry's canvas in a hosted combat: odds-crt's retreat
 * of the village assault (scenarios/odds-crt/classic-village-assault.yml, die 6: DR, the defender
 * picks one of the two tied best hexes). The production host on the GM's client asks the defending
 * player (p2) through the production query handler; p2's decision prompt outlines those two hexes
 * on the canvas's highlight layer, and a click on one answers the decision through the same layer
 * and clicks the module uses live.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Point } from "@engine/model/coordinates";
import { createCellGrid } from "@engine/grid/cell-grid";
import type { DecisionStep } from "@engine/session/types";
import { decisionView } from "@view/decision-view";
import { DESTINATION_LAYER } from "@foundry/canvas/destination-layer";
import { parseDecideRequest } from "@foundry/combat/decide-query";
import { parseHostNotice } from "@foundry/host/host-notice";
import { scenarioScene } from "../combat/scenario-scene";
import { fakeRelease } from "../fakes/v14";
import { SHIPPED } from "../../rulesets/shipped";
import { FakeHighlightGrid } from "../canvas/canvas-fakes";
import { hostModules, hostWorld } from "../host/host-world";
import { scenarioFiles } from "../../e2e/scenario-files";
import { drawnWithRealTemplates } from "./drawn-app";

/** A left click at a point of the scene, as PIXI's federated event gives it (`button`, `getLocalPosition`). */
type FakePointer = { readonly button: number; getLocalPosition(): Point };

/** The stage's `pointerdown` listeners (PIXI v7 `on`/`off`, https://pixijs.download/v7.x/docs/PIXI.Container.html). */
class FakeStage {
  readonly handlers = new Set<(event: FakePointer) => void>();
  on(_event: string, handler: (event: FakePointer) => void): void {
    this.handlers.add(handler);
  }
  off(_event: string, handler: (event: FakePointer) => void): void {
    this.handlers.delete(handler);
  }
  click(at: Point): void {
    for (const handler of [...this.handlers]) handler({ button: 0, getLocalPosition: () => at });
  }
}

let modules: Awaited<ReturnType<typeof hostModules>>;
let apps: Awaited<ReturnType<typeof appModules>>;
beforeAll(async () => {
  modules = await hostModules();
  apps = await appModules();
});

/** The prompt and the hosted dialog, from the same modules the host loaded (after the fake applications API). */
async function appModules() {
  const [prompt, hosted] = await Promise.all([
    import("@foundry/apps/decision-prompt"),
    import("@foundry/apps/hosted-combat-dialog"),
  ]);
  return { ...prompt, ...hosted };
}

function villageAssault() {
  const found = scenarioFiles().find(({ scenario }) => scenario.id === "odds-crt-classic-village-assault");
  const combat = found?.scenario.combats[0];
  if (found === undefined || combat === undefined) throw new Error("the village assault is missing");
  return { scenario: found.scenario, combat };
}

describe("an odds-crt retreat in a hosted combat", () => {
  drawnWithRealTemplates();

  it("outlines the best hexes on the answering player's canvas, and a click on one answers the decision", async () => {
    const { scenario, combat } = villageAssault();
    const w = hostWorld(modules, scenario, combat);
    // Each client answers a question with its own prompt window (production handlers), not the script.
    modules.registerHostQueries();
    const grid = new FakeHighlightGrid();
    const stage = new FakeStage();
    vi.stubGlobal("canvas", { interface: { grid }, stage, scene: { id: w.scene.id } });
    const host = w.host();
    const started = w.world.as(w.world.user("gm1"), () =>
      host.request("p1", { kind: "start", combat: { sceneId: w.scene.id, selection: combat.selection } }),
    );

    // Two hexes outlined, each at its hex's top-left corner: (1,3) and (2,4), nothing refused.
    const cells = createCellGrid(scenario.board.grid);
    const corner = (i: number, j: number) => {
      const vertices = cells.vertices({ i, j });
      return [Math.min(...vertices.map((v) => v.x)), Math.min(...vertices.map((v) => v.y))];
    };
    await vi.waitFor(() => expect(grid.drawn(DESTINATION_LAYER)).toHaveLength(2));
    const drawn = grid.drawn(DESTINATION_LAYER).map((options) => [options.x, options.y]);
    expect(drawn).toEqual(expect.arrayContaining([corner(1, 3), corner(2, 4)]));

    // A click on a refused hex (row 1, column 2: in a zone of control) answers nothing.
    stage.click(cells.center({ i: 1, j: 2 }));
    await Promise.resolve();
    expect(w.combats().map((stored) => stored.log)).toEqual([[{ kind: "roll", step: "combat", dice: [6] }]]);
    expect(stage.handlers.size).toBe(1);

    // A click on (2,4) answers at once (one hex to choose): the combat goes on to its end, the outline gone.
    stage.click(cells.center({ i: 2, j: 4 }));
    await started;
    const [done] = w.combats();
    expect(done?.status).toBe("applied");
    expect(done?.log.filter((input) => input.kind === "decision")).toEqual([
      { kind: "decision", step: "retreat:fusiliers", picks: ["2,4"] },
    ]);
    expect(stage.handlers.size).toBe(0);
    expect(grid.calls.at(-1)).toEqual({ op: "destroy", layer: DESTINATION_LAYER });
  });

  it("ticks a place of a choice of several, and takes the outline away once the combat moves past the step", async () => {
    const { scenario, combat } = villageAssault();
    const scene = scenarioScene(scenario);
    vi.stubGlobal("game", {
      release: fakeRelease(),
      scenes: { get: (id: string) => (id === scene.id ? scene : undefined) },
    });
    const grid = new FakeHighlightGrid();
    const stage = new FakeStage();
    vi.stubGlobal("canvas", { interface: { grid }, stage, scene: { id: scene.id } });
    const place = (i: number, j: number, legal: boolean) => ({
      id: `${i},${j}`,
      labelKey: "WARGAME.CombatGrid.Option.Hold",
      data: { i, j },
      legal,
      ...(legal ? {} : { reason: { key: "WARGAME.CombatGrid.Option.Hold", data: {} } }),
    });
    const step: DecisionStep = {
      kind: "decision",
      id: "advance",
      side: "red",
      secret: false,
      sealed: [],
      prompt: { key: "WARGAME.View.Side", data: { side: "red" } },
      options: [place(1, 3, true), place(2, 4, true), place(1, 2, false)],
      min: 0,
      max: 2,
    };
    const decision = decisionView(step, { sides: ["red"], referee: false }, (id) => id);
    // The village assault's own view (header and all), standing at that decision.
    const full = SHIPPED.entry(scenario.ruleset).view({
      board: scenario.board,
      selection: combat.selection,
      log: [],
      viewer: { sides: ["red"], referee: false },
    });
    const view = { ...full, step: { kind: "decision", decision, roll: null, done: null } };
    // The question as it arrives over the wire, read by the production parser.
    const question = parseDecideRequest(
      JSON.parse(JSON.stringify({ combatId: "c1", sceneId: scene.id, side: "red", stepId: "advance", view })),
    );
    let answered: readonly string[] | null | undefined;
    void apps.DecisionPrompt.ask(question).then((picks) => (answered = picks));
    const cells = createCellGrid(scenario.board.grid);
    // Only the two legal places are outlined.
    await vi.waitFor(() => expect(grid.drawn(DESTINATION_LAYER)).toHaveLength(2));
    const box = (id: string) =>
      [...document.querySelectorAll<HTMLInputElement>('input[name="picks"]')].find((input) => input.value === id);
    expect(box("1,3")?.type).toBe("checkbox");
    stage.click(cells.center({ i: 1, j: 3 }));
    stage.click(cells.center({ i: 1, j: 2 }));
    expect([box("1,3")?.checked, box("2,4")?.checked, box("1,2")?.checked]).toEqual([true, false, false]);
    stage.click(cells.center({ i: 1, j: 3 }));
    stage.click(cells.center({ i: 2, j: 4 }));
    expect([box("1,3")?.checked, box("2,4")?.checked]).toEqual([false, true]);
    await Promise.resolve();
    expect(answered).toBeUndefined();

    // The combat's view at the same step leaves the outline; at the next step it goes (the prompt stays).
    const ask = () => Promise.resolve();
    // The combat's view as it arrives over the wire, read by the production parser.
    const notice = (stepId: string, status = "open") =>
      parseHostNotice(
        JSON.parse(
          JSON.stringify({
            kind: "view",
            combatId: "c1",
            status,
            view: { ...view, step: { ...view.step, decision: { ...decision, id: stepId } } },
            asking: null,
            failed: null,
          }),
        ),
      );
    apps.HostedCombatDialog.show(notice("advance"), ask);
    expect(stage.handlers.size).toBe(1);
    apps.HostedCombatDialog.show(notice("next"), ask);
    expect(stage.handlers.size).toBe(0);
    expect(grid.calls.at(-1)).toEqual({ op: "destroy", layer: DESTINATION_LAYER });
    stage.click(cells.center({ i: 1, j: 3 }));
    expect(box("1,3")?.checked).toBe(false);

    // Once the host applies it, the combat can no longer be abandoned (the host refuses): no Abandon button.
    const abandon = () => document.querySelector('[data-application-part="footer"] [data-action="cancel"]');
    await vi.waitFor(() => expect(abandon()).not.toBeNull());
    apps.HostedCombatDialog.show(notice("next", "applying"), ask);
    await vi.waitFor(() => expect(abandon()).toBeNull());
  });
});
