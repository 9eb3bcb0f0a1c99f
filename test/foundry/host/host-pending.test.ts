/**
 * The marks a hosted combat sends each client's counters (`HostNotice.pending`): what its effects so
 * far and, once it is planned, its moves will do, shown before anything is applied and taken away
 * once it is. the-hedge-line.yml "downed-at-the-hedge": the cornered figure's recoil is blocked by
 * the hedge and friends behind it, so the move planner downs it (skirmish-recoil.txt: a figure that
 * cannot recoil is Downed); no effect of the combat does, only the plan's event.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { scenarioFiles } from "../../e2e/scenario-files";
import { hostModules, hostWorld } from "./host-world";

let modules: Awaited<ReturnType<typeof hostModules>>;
beforeAll(async () => {
  modules = await hostModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const HEDGE = scenarioFiles().find(({ file }) => file.endsWith("skirmish-recoil/the-hedge-line.yml"))?.scenario;
const DOWNED = HEDGE?.combats.find((combat) => combat.id === "downed-at-the-hedge");

describe("pending marks from the host", () => {
  it("marks a blocked recoil's Downed while the combat is applied, and takes the marks away once it is", async () => {
    if (HEDGE === undefined || DOWNED === undefined) throw new Error("no downed-at-the-hedge combat");
    const w = hostWorld(modules, HEDGE, DOWNED);
    const host = w.host();
    await w.world.as(w.world.user("gm1"), () =>
      host.request("p1", { kind: "start", combat: { sceneId: w.scene.id, selection: DOWNED.selection } }),
    );
    expect(w.combats().map((stored) => stored.status)).toEqual(["applied"]);
    const notices = (w.shown.get("gm1") ?? []).flatMap((notice) => (notice.kind === "view" ? [notice] : []));
    const applying = notices.find((notice) => notice.status === "applying");
    expect(applying?.pending).toEqual({
      sceneId: w.scene.id,
      marks: [{ unitId: "cornered", lost: 0, added: ["downed"], removed: [], eliminated: false }],
    });
    expect(notices.at(-1)).toMatchObject({ status: "applied", pending: null });
  });
});
