import { beforeEach, describe, expect, it } from "vitest";
import type { CellMarker } from "@engine/board/types";
import { applyChanges, undoChanges, type GmEnvironment } from "@foundry/gm/apply-changes";
import type { ApplyOutcome, ChangeSet, UndoRecord } from "@foundry/gm/change-set";
import type { ChangeValidator } from "@foundry/gm/change-validator";
import { ownTokensOnly } from "@foundry/gm/change-validator";
import type { GmUser } from "@foundry/gm/gm-ports";
import { v13TokenMover } from "@foundry/movement/v13-token-mover";
import { FakeActor, FakeScene, FakeToken, user } from "../fakes/documents";
import { FakeHooks } from "../fakes/globals";

const player = user("p1", { name: "Petra" });
const gm = user("gm", { isGM: true, name: "Gamemaster" });

interface World {
  scene: FakeScene;
  own: FakeToken;
  enemy: FakeToken;
  ownActor: FakeActor;
  hooks: FakeHooks;
  env: (validator?: ChangeValidator, users?: GmUser[]) => GmEnvironment;
}

function world(): World {
  const ownActor = new FakeActor({ flags: { unit: { move: 4 } }, statuses: ["wargame-combat-suppressed"] });
  const own = new FakeToken({
    id: "own",
    name: "1st Bn",
    x: 0,
    y: 0,
    rotation: 0,
    owners: ["p1"],
    actor: ownActor,
    flags: { formation: "1st Bde" },
  });
  const enemy = new FakeToken({ id: "enemy", name: "Grenadiers", x: 300, y: 0, rotation: 180 });
  const scene = new FakeScene({
    grid: { type: 0, size: 100 },
    tokens: [own, enemy],
    // The GM's record of each token's state (src/foundry/board/unit-states.ts).
    flags: { unitState: { own: { stepsLost: 0, tired: true, statuses: ["suppressed"] } } },
  });
  const hooks = new FakeHooks();
  const env = (validator: ChangeValidator = ownTokensOnly, users: GmUser[] = [player, gm]): GmEnvironment => ({
    findUser: (id) => users.find((u) => u.id === id),
    findScene: (id) => (id === scene.id ? scene : undefined),
    mover: v13TokenMover,
    validator,
    hooks,
  });
  return { scene, own, enemy, ownActor, hooks, env };
}

const ownChanges: ChangeSet = {
  sceneId: "scene1",
  phases: [
    [
      {
        tokenId: "own",
        name: "1st Bn",
        waypoints: [
          { x: 150, y: 50 },
          { x: 250, y: 50 },
        ],
        rotation: 90,
      },
    ],
  ],
  edits: [
    {
      tokenId: "own",
      name: "1st Bn",
      statuses: {},
      flags: { formation: "2nd Bde", note: "on the ridge" },
      actorFlags: { unit: { move: 2 } },
    },
  ],
};

/** The same with statuses, which only the GM's record holds: a GM's change set. */
const gmChanges: ChangeSet = {
  ...ownChanges,
  edits: ownChanges.edits.map((edit) => ({ ...edit, statuses: { tipped: true, suppressed: false } })),
};

function snapshot(w: World): unknown {
  return {
    tokens: [w.own, w.enemy].map((t) => ({
      id: t.id,
      x: t.x,
      y: t.y,
      rotation: t.rotation,
      flags: structuredClone(t.flags),
    })),
    scene: structuredClone(w.scene.flags),
    actor: { flags: structuredClone(w.ownActor.flags), statuses: [...w.ownActor.statuses].sort() },
  };
}

async function applied(
  w: World,
  changes: ChangeSet,
  requesterId = "p1",
  validator?: ChangeValidator,
): Promise<ApplyOutcome> {
  return applyChanges(requesterId, { changes }, w.env(validator));
}

describe("the GM applying a player's request", () => {
  let w: World;
  beforeEach(() => {
    w = world();
  });

  it("moves, sets statuses (in the GM's record, shown as icons) and flags, and returns the record that undoes it", async () => {
    const outcome = await applied(w, gmChanges, "gm");
    expect(outcome.ok).toBe(true);
    expect(w.own).toMatchObject({ x: 200, y: 0, rotation: 90 });
    expect(w.own.flags).toEqual({ formation: "2nd Bde", note: "on the ridge" });
    expect(w.ownActor.flags).toEqual({ unit: { move: 2 } });
    expect(w.scene.flags["unitState"]).toEqual({ own: { stepsLost: 0, tired: true, statuses: ["tipped"] } });
    expect([...w.ownActor.statuses]).toEqual(["wargame-combat-tipped"]);
    expect(outcome).toEqual({
      ok: true,
      undo: {
        sceneId: "scene1",
        tokens: [
          {
            tokenId: "own",
            name: "1st Bn",
            x: 0,
            y: 0,
            rotation: 0,
            statuses: { tipped: false, suppressed: true },
            flags: { formation: { present: true, value: "1st Bde" }, note: { present: false } },
            actorFlags: { unit: { present: true, value: { move: 4 } } },
          },
        ],
      },
    });
  });

  // Before: the state went onto the token's own flag `state`, which its owner can write.
  it("keeps a token's state in the GM's record on the scene, set by a GM's change set and put back by its undo", async () => {
    const state: ChangeSet = {
      sceneId: "scene1",
      phases: [],
      edits: [
        {
          tokenId: "own",
          name: "1st Bn",
          statuses: {},
          flags: { state: { stepsLost: 1, removed: true } },
          actorFlags: {},
        },
      ],
    };
    const outcome = await applied(w, state, "gm");
    if (!outcome.ok) throw new Error("not applied");
    expect(w.scene.flags["unitState"]).toEqual({ own: { stepsLost: 1, removed: true } });
    expect(w.own.flags).toEqual({ formation: "1st Bde" });
    expect(await undoChanges("gm", { record: outcome.undo }, w.env())).toEqual({ ok: true });
    expect(w.scene.flags["unitState"]).toEqual({ own: { stepsLost: 0, tired: true, statuses: ["suppressed"] } });
  });

  it("refuses a player's request to set the state of their own token, or to undo one, changing nothing", async () => {
    const before = snapshot(w);
    const state: ChangeSet = {
      sceneId: "scene1",
      phases: [],
      edits: [{ tokenId: "own", name: "1st Bn", statuses: {}, flags: { state: null }, actorFlags: {} }],
    };
    expect(await applied(w, state)).toEqual({
      ok: false,
      error: {
        key: "WARGAME.Error.Host.StateByGm",
        data: { user: "Petra", token: "1st Bn", id: "own" },
      },
    });
    const record = {
      sceneId: "scene1",
      tokens: [
        {
          tokenId: "own",
          name: "1st Bn",
          x: 0,
          y: 0,
          rotation: 0,
          statuses: {},
          flags: { state: { present: false } },
          actorFlags: {},
        },
      ],
    };
    expect(await undoChanges("p1", { record }, w.env())).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Host.StateByGm" },
    });
    expect(snapshot(w)).toEqual(before);
  });

  // Before: a player's request could switch their own unit's statuses (Downed off, say).
  it("refuses a player's request to switch a status of their own token, changing nothing", async () => {
    const before = snapshot(w);
    expect(await applied(w, gmChanges)).toEqual({
      ok: false,
      error: { key: "WARGAME.Error.Host.StateByGm", data: { user: "Petra", token: "1st Bn", id: "own" } },
    });
    expect(snapshot(w)).toEqual(before);
  });

  it("announces the moves before (a pre-hook) and after applying them", async () => {
    const outcome = await applied(w, ownChanges);
    expect(w.hooks.called.map((c) => c.hook)).toEqual(["wargame-combat.preApplyMoves", "wargame-combat.applyMoves"]);
    expect(w.hooks.called[0]?.args).toEqual([ownChanges, player]);
    expect(w.hooks.called[1]?.args).toEqual([ownChanges, outcome.ok ? outcome.undo : undefined]);
  });

  it("changes nothing when a pre-hook returns false", async () => {
    w.hooks.answer = false;
    const before = snapshot(w);
    const outcome = await applied(w, ownChanges);
    expect(outcome).toEqual({ ok: false, error: { key: "WARGAME.Error.Host.Cancelled", data: {} } });
    expect(snapshot(w)).toEqual(before);
  });

  it("refuses a forged request to move a token the player does not own, changing nothing", async () => {
    const forged: ChangeSet = {
      sceneId: "scene1",
      phases: [[{ tokenId: "enemy", name: "Grenadiers", waypoints: [{ x: 950, y: 50 }], rotation: 0 }]],
      edits: [],
    };
    const before = snapshot(w);
    const outcome = await applied(w, forged);
    expect(outcome).toEqual({
      ok: false,
      error: { key: "WARGAME.Error.Host.NotAllowed", data: { user: "Petra", token: "Grenadiers", id: "enemy" } },
    });
    expect(w.scene.calls).toEqual([]);
    expect(snapshot(w)).toEqual(before);
  });

  it("lets a plugged-in validator vouch for the enemy's moves, or refuse with its own message", async () => {
    const enemyRetreat: ChangeSet = {
      sceneId: "scene1",
      phases: [[{ tokenId: "enemy", name: "Grenadiers", waypoints: [{ x: 950, y: 50 }], rotation: 0 }]],
      edits: [],
    };
    const seen: string[] = [];
    const fromTheLog: ChangeValidator = (subject, context) => {
      seen.push(`${subject.kind}:${context.foreignTokens.map((t) => t.tokenId).join(",")}`);
      return { ok: true };
    };
    expect((await applied(w, enemyRetreat, "p1", fromTheLog)).ok).toBe(true);
    expect(seen).toEqual(["apply:enemy"]);
    expect(w.enemy.x).toBe(900);

    const mismatch = { key: "WARGAME.Error.Host.Cancelled", data: {} };
    const refusing: ChangeValidator = () => Promise.resolve({ ok: false, error: mismatch });
    expect(await applied(world(), enemyRetreat, "p1", refusing)).toEqual({ ok: false, error: mismatch });
  });

  it("lets a GM change any token", async () => {
    const outcome = await applied(
      w,
      {
        sceneId: "scene1",
        phases: [],
        edits: [{ tokenId: "enemy", name: "Grenadiers", statuses: {}, flags: { side: "red" }, actorFlags: {} }],
      },
      "gm",
    );
    expect(outcome.ok).toBe(true);
    expect(w.enemy.flags).toEqual({ side: "red" });
  });

  it("refuses a request naming an unknown or absent user", async () => {
    expect(await applied(w, ownChanges, "nobody")).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Host.UnknownUser" },
    });
    const away = await applyChanges(
      "p1",
      { changes: ownChanges },
      w.env(ownTokensOnly, [user("p1", { active: false })]),
    );
    expect(away).toMatchObject({ ok: false, error: { key: "WARGAME.Error.Host.UnknownUser", data: { id: "p1" } } });
    expect(w.scene.calls).toEqual([]);
  });

  it("refuses a malformed request, naming the field", async () => {
    const outcome = await applyChanges(
      "p1",
      { changes: { sceneId: "scene1", phases: [[{ tokenId: "own", name: "x", waypoints: [], rotation: "north" }]] } },
      w.env(),
    );
    expect(outcome).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Field.NotFinite", data: { field: "changes.phases[0][0].rotation" } },
    });
  });

  // Before: a legal 590 KB request of 8,000 one-step phases had the GM send 8,000 animated updates,
  // each awaited before the next.
  it("refuses more movement phases than the cap, or a move of more waypoints, before moving anything", async () => {
    const step = (k: number) => [{ tokenId: "own", name: "1st Bn", waypoints: [{ x: k, y: 0 }], rotation: 0 }];
    const many = await applied(w, {
      sceneId: "scene1",
      phases: Array.from({ length: 8_000 }, (_, k) => step(k)),
      edits: [],
    });
    expect(many).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Limit.Phases", data: { field: "changes.phases", got: 8_000, max: 16 } },
    });
    const long = Array.from({ length: 101 }, (_, k) => ({ x: k, y: 0 }));
    const winding = await applied(w, {
      sceneId: "scene1",
      phases: [[{ tokenId: "own", name: "1st Bn", waypoints: long, rotation: 0 }]],
      edits: [],
    });
    expect(winding).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Limit.Waypoints", data: { field: "changes.phases[0][0].waypoints", max: 100 } },
    });
    expect(w.scene.calls).toEqual([]);
    const atCaps = Array.from({ length: 16 }, () => [
      { tokenId: "own", name: "1st Bn", waypoints: long.slice(1), rotation: 0 },
    ]);
    expect(await applied(w, { sceneId: "scene1", phases: atCaps, edits: [] })).toMatchObject({ ok: true });
    expect(w.scene.calls).toHaveLength(16);
  });

  it("refuses the whole change set when one of its tokens was deleted, naming it", async () => {
    w.scene.tokens.delete("enemy");
    const both: ChangeSet = {
      ...ownChanges,
      edits: [
        ...ownChanges.edits,
        { tokenId: "enemy", name: "Grenadiers", statuses: { broken: true }, flags: {}, actorFlags: {} },
      ],
    };
    const before = snapshot(w);
    const outcome = await applied(w, both, "gm");
    expect(outcome).toEqual({
      ok: false,
      error: { key: "WARGAME.Error.Host.TokenGone", data: { token: "Grenadiers", id: "enemy" } },
    });
    expect(w.scene.calls).toEqual([]);
    expect(snapshot(w)).toEqual(before);
  });

  it("puts everything back when a token is deleted part-way, and says which", async () => {
    const twoPhases: ChangeSet = {
      sceneId: "scene1",
      phases: [
        [{ tokenId: "own", name: "1st Bn", waypoints: [{ x: 250, y: 50 }], rotation: 90 }],
        [{ tokenId: "enemy", name: "Grenadiers", waypoints: [{ x: 950, y: 50 }], rotation: 0 }],
      ],
      edits: [],
    };
    w.scene.afterUpdate = () => {
      if (w.scene.calls.length === 1) w.scene.tokens.delete("enemy");
    };
    const outcome = await applied(w, twoPhases, "gm");
    expect(outcome).toEqual({
      ok: false,
      error: { key: "WARGAME.Error.Host.TokenGone", data: { token: "Grenadiers", id: "enemy" } },
    });
    expect(w.own).toMatchObject({ x: 0, y: 0, rotation: 0 });
  });
});

describe("undoing a change set", () => {
  it("restores places, rotations, statuses and flags in one batched token update", async () => {
    const w = world();
    const before = snapshot(w);
    const outcome = await applied(w, gmChanges, "gm");
    if (!outcome.ok) throw new Error("not applied");
    const callsBefore = w.scene.calls.length;
    const undone = await undoChanges("gm", { record: outcome.undo }, w.env());
    expect(undone).toEqual({ ok: true });
    expect(snapshot(w)).toEqual(before);
    expect(w.scene.calls.length - callsBefore).toBe(1);
    // An ordinary update (no `animate: false`): other clients' running animations go on.
    expect(w.scene.calls.at(-1)).toMatchObject({ kind: "update", operation: { movement: {} } });
    expect(w.scene.updates().at(-1)?.operation.animate).toBeUndefined();
  });

  it("refuses, changing nothing, when a recorded token was deleted since", async () => {
    const w = world();
    const record: UndoRecord = {
      sceneId: "scene1",
      tokens: [
        { tokenId: "own", name: "1st Bn", x: 50, y: 50, rotation: 0, statuses: {}, flags: {}, actorFlags: {} },
        { tokenId: "gone", name: "Hussars", x: 0, y: 0, rotation: 0, statuses: {}, flags: {}, actorFlags: {} },
      ],
    };
    const outcome = await undoChanges("gm", { record }, w.env());
    expect(outcome).toEqual({
      ok: false,
      error: { key: "WARGAME.Error.Host.TokenGone", data: { token: "Hussars", id: "gone" } },
    });
    expect(w.scene.calls).toEqual([]);
  });

  it("refuses a player's undo of tokens they do not own", async () => {
    const w = world();
    const record: UndoRecord = {
      sceneId: "scene1",
      tokens: [
        { tokenId: "enemy", name: "Grenadiers", x: 0, y: 0, rotation: 0, statuses: {}, flags: {}, actorFlags: {} },
      ],
    };
    expect(await undoChanges("p1", { record }, w.env())).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Host.NotAllowed" },
    });
  });
});

describe("requests that could reach past the module's flags", () => {
  it("refuses flag keys that are paths or update operators", async () => {
    const w = world();
    for (const key of ["a.b", "-=side", "==state"]) {
      const changes: ChangeSet = {
        sceneId: "scene1",
        phases: [],
        edits: [{ tokenId: "own", name: "1st Bn", statuses: {}, flags: { [key]: 1 }, actorFlags: {} }],
      };
      expect(await applied(w, changes)).toMatchObject({
        ok: false,
        error: { key: "WARGAME.Error.Field.UnknownChoice" },
      });
    }
    expect(w.scene.calls).toEqual([]);
  });
});

describe("the scene's cell markers (combat-grid's prepared positions)", () => {
  const dugIn = [{ marker: "prepared-position", cell: { i: 5, j: 5 }, count: 2 }];
  const oneLeft = [{ marker: "prepared-position", cell: { i: 5, j: 5 }, count: 1 }];
  const markers = (markers: readonly CellMarker[]): ChangeSet => ({
    sceneId: "scene1",
    phases: [],
    edits: [],
    markers,
  });

  it("writes the GM's change set's markers to the scene's flag, and its undo puts the old value back", async () => {
    const w = world();
    w.scene.flags["cellMarkers"] = structuredClone(dugIn);
    const outcome = await applied(w, markers(oneLeft), "gm");
    if (!outcome.ok) throw new Error("not applied");
    expect(w.scene.flags["cellMarkers"]).toEqual(oneLeft);
    expect(outcome.undo).toEqual({ sceneId: "scene1", tokens: [], markers: dugIn });
    expect(await undoChanges("gm", { record: outcome.undo }, w.env())).toEqual({ ok: true });
    expect(w.scene.flags["cellMarkers"]).toEqual(dugIn);
  });

  it("removes the flag when none are left, and its undo takes the scene back to none listed", async () => {
    const w = world();
    const before = snapshot(w);
    const placed = await applied(w, markers(dugIn), "gm");
    if (!placed.ok) throw new Error("not applied");
    expect(placed.undo.markers).toEqual([]);
    expect(w.scene.flags["cellMarkers"]).toEqual(dugIn);
    const cleared = await applied(w, markers([]), "gm");
    expect(w.scene.flags["cellMarkers"]).toBeUndefined();
    if (!cleared.ok) throw new Error("not cleared");
    expect(await undoChanges("gm", { record: cleared.undo }, w.env())).toEqual({ ok: true });
    expect(w.scene.flags["cellMarkers"]).toEqual(dugIn);
    expect(await undoChanges("gm", { record: placed.undo }, w.env())).toEqual({ ok: true });
    expect(snapshot(w)).toEqual(before);
  });

  it("refuses a player's change set or undo that writes markers, changing nothing", async () => {
    const w = world();
    w.scene.flags["cellMarkers"] = structuredClone(dugIn);
    const before = snapshot(w);
    const refused = {
      ok: false,
      error: { key: "WARGAME.Error.Host.MarkersByGm", data: { user: "Petra" } },
    };
    expect(await applied(w, markers([]))).toEqual(refused);
    const record: UndoRecord = { sceneId: "scene1", tokens: [], markers: [] };
    expect(await undoChanges("p1", { record }, w.env())).toEqual(refused);
    expect(snapshot(w)).toEqual(before);
  });

  // A forged undo record or change set, even the GM's, must not write a count or list past the caps
  // (LIMITS.markerCount 99 per cell, LIMITS.markers 10,000 entries).
  it("refuses an undo record or change set whose markers are out of the caps, changing nothing", async () => {
    const w = world();
    w.scene.flags["cellMarkers"] = structuredClone(dugIn);
    const before = snapshot(w);
    const huge = [{ marker: "prepared-position", cell: { i: 5, j: 5 }, count: 1e9 }];
    expect(
      await undoChanges("gm", { record: { sceneId: "scene1", tokens: [], markers: huge } }, w.env()),
    ).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Field.OutOfRange", data: { field: "count", got: "1000000000", max: 99 } },
    });
    expect(await applied(w, markers(huge), "gm")).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Field.OutOfRange", data: { max: 99 } },
    });
    const many = Array.from({ length: 10_001 }, (_, j) => ({
      marker: "prepared-position",
      cell: { i: 0, j },
      count: 1,
    }));
    expect(await applied(w, markers(many), "gm")).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Limit.Markers", data: { field: "changes.markers", got: 10_001, max: 10_000 } },
    });
    expect(snapshot(w)).toEqual(before);
    expect(w.scene.calls).toEqual([]);
  });
});
