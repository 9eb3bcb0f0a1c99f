/**
 * A decision whose options are places reaches Foundry's canvas: odds-crt's retreat of the village
 * assault (scenarios/odds-crt/classic-village-assault.yml, die 6: DR, the defender picks one of the
 * two tied best hexes). The dialog outlines those two hexes on the canvas's highlight layer and a
 * click on one answers the decision, through the same layer and clicks the dialog uses live.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Point } from "@engine/model/coordinates";
import { createCellGrid } from "@engine/grid/cell-grid";
import { CombatFlow } from "@foundry/combat/combat-flow";
import { DESTINATION_LAYER } from "@foundry/canvas/destination-layer";
import { fakeApplicationsApi } from "../fakes/applications";
import { stubNotifications } from "../fakes/globals";
import { stubRulesetSettings } from "../fakes/settings";
import { FakeHighlightGrid } from "../canvas/canvas-fakes";
import { fakes } from "../combat/fake-ports";
import { scenarioScene } from "../combat/scenario-scene";
import { scenarioFiles } from "../../e2e/scenario-files";

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

async function dialogModule() {
  vi.stubGlobal("foundry", { applications: { api: fakeApplicationsApi() } });
  vi.resetModules();
  return import("@foundry/apps/combat-dialog");
}

describe("an odds-crt retreat in Foundry", () => {
  beforeEach(() => {
    stubNotifications();
    stubRulesetSettings();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("outlines the best hexes on the canvas, and a click on one answers the decision", async () => {
    const found = scenarioFiles().find(({ scenario }) => scenario.id === "odds-crt-classic-village-assault");
    if (found === undefined) throw new Error("the village assault scenario is missing");
    const { scenario } = found;
    const combat = scenario.combats[0];
    if (combat === undefined) throw new Error("the village assault has no combat");
    const scene = scenarioScene(scenario);
    const grid = new FakeHighlightGrid();
    const stage = new FakeStage();
    vi.stubGlobal("canvas", { interface: { grid }, stage, scene: { id: scene.id } });
    const { CombatDialog } = await dialogModule();
    const f = fakes(scene, [6], { gmHere: true });
    const flow = new CombatFlow(scene, "odds-crt", combat.selection, f.ports);
    const dialog = new CombatDialog(flow);
    await CombatDialog.DEFAULT_OPTIONS.actions.roll.call(dialog);
    expect(flow.pending).toMatchObject({ kind: "decision", id: "retreat:fusiliers" });

    // Two hexes outlined, each at its hex's top-left corner: (1,3) and (2,4), nothing refused.
    const cells = createCellGrid(scenario.board.grid);
    const corner = (i: number, j: number) => {
      const vertices = cells.vertices({ i, j });
      return [Math.min(...vertices.map((v) => v.x)), Math.min(...vertices.map((v) => v.y))];
    };
    const drawn = grid.drawn(DESTINATION_LAYER).map((options) => [options.x, options.y]);
    expect(drawn).toHaveLength(2);
    expect(drawn).toEqual(expect.arrayContaining([corner(1, 3), corner(2, 4)]));

    // A click on a refused hex (row 1, column 2: in a zone of control) answers nothing.
    stage.click(cells.center({ i: 1, j: 2 }));
    expect(flow.pending).toMatchObject({ kind: "decision", id: "retreat:fusiliers" });
    stage.click(cells.center({ i: 2, j: 4 }));
    await vi.waitFor(() => expect(flow.pending.kind).toBe("done"));
    expect(flow.pending).toMatchObject({ outcome: { retreats: [{ unit: "fusiliers", hex: "2,4" }] } });
  });
});
