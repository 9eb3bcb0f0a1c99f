import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeSetFor } from "@foundry/combat/change-set-for";
import { stubRulesetSettings } from "../fakes/settings";
import { mountainScene, workedRecord, WORKED_LOG } from "./worked-example";

describe("changeSetFor on the combat-grid worked example", () => {
  beforeEach(() => stubRulesetSettings());
  afterEach(() => vi.unstubAllGlobals());

  it("sends the attackers back where they came from, in one phase, and tips and hits as the text says", () => {
    const { changes, plan } = changeSetFor(mountainScene(), workedRecord());
    expect(plan.moves).toHaveLength(3);
    // Square centres: (row i, column j) is at (100 j + 50, 100 i + 50); everyone leaves (5, 5) at (550, 550).
    expect(changes).toEqual({
      sceneId: "scene1",
      phases: [
        [
          { tokenId: "pzg-1", name: "Panzergrenadiers A/17 Pz", waypoints: [{ x: 450, y: 550 }], rotation: 270 },
          { tokenId: "pzg-2", name: "Panzergrenadiers A/17 Pz (2)", waypoints: [{ x: 450, y: 450 }], rotation: 270 },
          { tokenId: "stug", name: "StuG III B/320D", waypoints: [{ x: 450, y: 650 }], rotation: 270 },
        ],
      ],
      edits: [
        // One hit past the prepared position: the Guards lose a step (4 → 3).
        { tokenId: "gds", name: "Infantry 14 Gds", statuses: {}, flags: { state: { stepsLost: 1 } }, actorFlags: {} },
        // The attackers retreat tipped; the Wespe is tipped for barraging.
        { tokenId: "pzg-1", name: "Panzergrenadiers A/17 Pz", statuses: { tipped: true }, flags: {}, actorFlags: {} },
        {
          tokenId: "pzg-2",
          name: "Panzergrenadiers A/17 Pz (2)",
          statuses: { tipped: true },
          flags: {},
          actorFlags: {},
        },
        { tokenId: "stug", name: "StuG III B/320D", statuses: { tipped: true }, flags: {}, actorFlags: {} },
        { tokenId: "wespe", name: "Wespe 17 Pz", statuses: { tipped: true }, flags: {}, actorFlags: {} },
      ],
      // The prepared position in (5, 5) absorbed the first hit and was removed: the scene keeps none
      // (the scenario's `expected.markers: []`).
      markers: [],
    });
  });

  it("adds steps lost to the token's state in the GM's record, keeping its other fields", () => {
    const scene = mountainScene();
    scene.flags["unitState"] = { gds: { stepsLost: 1, note: "dug in" } };
    // The Guards start worn (3): the same 5 gives the same hits, so one more step is lost.
    const { changes } = changeSetFor(scene, workedRecord());
    expect(changes.edits[0]).toMatchObject({ tokenId: "gds", flags: { state: { stepsLost: 2, note: "dug in" } } });
  });

  it("marks a shattered unit removed (downed, state.removed) instead of deleting its token", () => {
    const scene = mountainScene();
    // Two steps already lost: the Guards' last box goes with the one hit.
    scene.flags["unitState"] = { gds: { stepsLost: 2 } };
    // With no defender left there is no evasion and no Soviet roll.
    const log = WORKED_LOG.filter((entry) => entry.step !== "evade" && entry.step !== "roll:defender");
    const { changes } = changeSetFor(scene, workedRecord(log));
    expect(changes.edits.find((edit) => edit.tokenId === "gds")).toEqual({
      tokenId: "gds",
      name: "Infantry 14 Gds",
      statuses: { downed: true },
      flags: { state: { stepsLost: 3, removed: true } },
      actorFlags: {},
    });
  });

  it("refuses a combat that is not finished", () => {
    expect(() => changeSetFor(mountainScene(), workedRecord(WORKED_LOG.slice(0, 3)))).toThrow(/not finished/);
  });
});
