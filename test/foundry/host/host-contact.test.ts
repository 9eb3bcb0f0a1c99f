/**
 * A combat started from a token's contact with the answers to its rule system's contact inputs,
 * hosted by the GM's client through the production host over the fakes: it ends as the scenario's
 * scripted combat with the same selection does; a refused answer starts nothing.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sceneBoard } from "@foundry/board/scene-board";
import { registerSettings } from "@foundry/settings";
import { expectedDifferences } from "@foundry/live-tests/expected-board";
import { scenarioFiles } from "../../e2e/scenario-files";
import { hostModules, hostWorld } from "./host-world";

let modules: Awaited<ReturnType<typeof hostModules>>;
beforeAll(async () => {
  modules = await hostModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// The mill crossing: the 1st Division at (2,3) attacks the grenadiers at (2,4), the French with 2
// chits left and the Russians with 1, as the file's selection says.
const found = scenarioFiles().find(({ file }) => file.endsWith("mill-crossing.yml"));
if (found === undefined) throw new Error("no mill-crossing.yml");
const { scenario } = found;
const [combat] = scenario.combats;
if (combat === undefined) throw new Error("no combat");
const FROM_CONTACT = { tokenId: "div-1", contacts: ["grenadiers"], answers: { attackerChits: 2, defenderChits: 1 } };

describe("a hosted combat from a token's contact", () => {
  it("with the answers the scripted selection gives, ends on the board the scenario expects", async () => {
    const w = hostWorld(modules, scenario, combat);
    // A combat from a token checks the contact with the world's contact tolerance.
    registerSettings();
    const host = w.host();
    await w.world.as(w.world.user("gm1"), () =>
      host.request("p1", { kind: "start", combat: { sceneId: w.scene.id, ...FROM_CONTACT } }),
    );
    expect(w.combats().map((entry) => entry.status)).toEqual(["applied"]);
    expect(w.combats()[0]?.selection).toMatchObject({ chits: { french: 2, russian: 1 } });
    expect(expectedDifferences(sceneBoard(w.scene), combat.expected)).toEqual([]);
  });

  it("refuses an answer out of its declared range, naming it, and starts nothing", async () => {
    const w = hostWorld(modules, scenario, combat);
    // A combat from a token checks the contact with the world's contact tolerance.
    registerSettings();
    const host = w.host();
    await w.world.as(w.world.user("gm1"), () =>
      host.request("p1", {
        kind: "start",
        combat: { sceneId: w.scene.id, ...FROM_CONTACT, answers: { attackerChits: 21 } },
      }),
    );
    expect(w.combats()).toEqual([]);
    expect(w.shown.get("p1")).toEqual([
      expect.objectContaining({
        kind: "refused",
        error: expect.objectContaining({ key: "WARGAME.Error.Field.OutOfRange" }) as unknown,
      }),
    ]);
  });
});
