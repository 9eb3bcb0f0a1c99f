import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyChanges, undoChanges, type GmEnvironment } from "../../../src/foundry/gm/apply-changes";
import type { ChangeSet } from "../../../src/foundry/gm/change-set";
import type { GmUser } from "../../../src/foundry/gm/gm-ports";
import { changeSetFor } from "../../../src/foundry/combat/change-set-for";
import { combatValidator } from "../../../src/foundry/combat/combat-validator";
import { recordJson } from "../../../src/foundry/combat/combat-record";
import { v13TokenMover } from "../../../src/foundry/movement/v13-token-mover";
import { user } from "../fakes/documents";
import { RollLedger } from "../../../src/foundry/combat/roll-ledger";
import { postRoll, postedRolls } from "./fake-ports";
import { FakeHooks } from "../fakes/globals";
import { stubRulesetSettings } from "../fakes/settings";
import type { FakeCombatScene } from "./scenario-scene";
import { mountainScene, workedRecord, WORKED_COMBAT, WORKED_LOG } from "./worked-example";

const petra = user("p1", { name: "Petra" });
const sasha = user("p2", { name: "Sasha" });
const olga = user("p3", { name: "Olga" });
const gm = user("gm", { isGM: true, name: "Gamemaster" });

/** Each side's owner rolled its die and posted it: Petra the attacking Germans' 5, Sasha the defending Soviets' 3. */
function workedLedger(defenderRoller = "p2"): RollLedger {
  const ledger = new RollLedger();
  postRoll(ledger, "p1", { combatId: WORKED_COMBAT, step: "roll:attacker", dice: [5] });
  postRoll(ledger, defenderRoller, { combatId: WORKED_COMBAT, step: "roll:defender", dice: [3] });
  return ledger;
}

function environment(scene: FakeCombatScene, ledger: RollLedger = workedLedger()): GmEnvironment {
  return {
    findUser: (id) => [petra, sasha, olga, gm].find((u) => u.id === id),
    findScene: (id) => (id === scene.id ? scene : undefined),
    mover: v13TokenMover,
    validator: combatValidator(
      (id) => (id === scene.id ? scene : undefined),
      postedRolls(ledger, [petra, sasha, olga, gm]),
    ),
    hooks: new FakeHooks(),
  };
}

function snapshot(scene: FakeCombatScene): unknown {
  return [...scene.tokens].map((token) => ({
    id: token.id,
    x: token.x,
    y: token.y,
    rotation: token.rotation,
    flags: structuredClone(token.flags),
    statuses: [...(token.actor?.statuses ?? [])].sort(),
  }));
}

async function request(
  scene: FakeCombatScene,
  requester: GmUser,
  changes: ChangeSet,
  combat: unknown = recordJson(workedRecord()),
) {
  return applyChanges(requester.id ?? "", { changes, combat }, environment(scene));
}

describe("the GM applying a combat's result", () => {
  let scene: FakeCombatScene;
  beforeEach(() => {
    scene = mountainScene();
    stubRulesetSettings();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("applies a player's result, moving the enemy's tokens too, after re-deriving it from the record", async () => {
    const { changes } = changeSetFor(scene, workedRecord());
    const outcome = await request(scene, petra, changes);
    expect(outcome.ok).toBe(true);
    // Top-left corners: each centre less half a square.
    expect(["pzg-1", "pzg-2", "stug"].map((id) => scene.tokens.get(id)).map((t) => [t?.x, t?.y, t?.rotation])).toEqual([
      [400, 500, 270],
      [400, 400, 270],
      [400, 600, 270],
    ]);
    expect(scene.tokens.get("gds")?.flags["state"]).toEqual({ stepsLost: 1 });
    expect([...(scene.tokens.get("wespe")?.actor?.statuses ?? [])]).toEqual(["wargame-combat-tipped"]);
  });

  it("lets the defending player apply it as well, and the GM", async () => {
    const { changes } = changeSetFor(scene, workedRecord());
    expect((await request(mountainScene(), sasha, changes)).ok).toBe(true);
    expect((await request(scene, gm, changes)).ok).toBe(true);
  });

  it("refuses positions that are not the log's, changing nothing", async () => {
    const { changes } = changeSetFor(scene, workedRecord());
    const [phase = []] = changes.phases;
    const forged: ChangeSet = {
      ...changes,
      phases: [phase.map((move) => ({ ...move, waypoints: [{ x: 50, y: 50 }] }))],
    };
    const before = snapshot(scene);
    const outcome = await request(scene, petra, forged);
    expect(outcome).toEqual({ ok: false, error: { key: "WARGAME.Error.Combat.Mismatch", data: { user: "Petra" } } });
    expect(snapshot(scene)).toEqual(before);
    expect(scene.calls).toEqual([]);
  });

  it("refuses a log whose dice do not give the changes sent", async () => {
    const { changes } = changeSetFor(scene, workedRecord());
    const rolled6 = WORKED_LOG.map((entry) => (entry.step === "roll:defender" ? { ...entry, dice: [6] } : entry));
    const outcome = await request(scene, petra, changes, recordJson(workedRecord(rolled6)));
    expect(outcome).toMatchObject({ ok: false, error: { key: "WARGAME.Error.Combat.Mismatch" } });
    expect(scene.calls).toEqual([]);
  });

  it("refuses a die posted by the other side's player, though its faces are the record's", async () => {
    // Petra posted the Soviets' roll herself: she could have rolled until it suited her.
    const { changes } = changeSetFor(scene, workedRecord());
    const outcome = await applyChanges(
      "p1",
      { changes, combat: recordJson(workedRecord()) },
      environment(scene, workedLedger("p1")),
    );
    expect(outcome).toEqual({
      ok: false,
      error: { key: "WARGAME.Error.Combat.DiceNotPosted", data: { user: "Petra", step: "roll:defender" } },
    });
    expect(scene.calls).toEqual([]);
    // A player who plays no side of the combat cannot roll for one either.
    expect(
      await applyChanges("p1", { changes, combat: recordJson(workedRecord()) }, environment(scene, workedLedger("p3"))),
    ).toMatchObject({ ok: false });
  });

  it("accepts each die posted by its side's owner, or by a GM; with the GM's client rolling every die, only a GM's", async () => {
    const { changes } = changeSetFor(scene, workedRecord());
    expect(
      await applyChanges(
        "p1",
        { changes, combat: recordJson(workedRecord()) },
        environment(mountainScene(), workedLedger("gm")),
      ),
    ).toMatchObject({ ok: true });
    const gmRolls: GmEnvironment = {
      ...environment(scene),
      validator: combatValidator(
        (id) => (id === scene.id ? scene : undefined),
        postedRolls(workedLedger(), [petra, sasha, olga, gm], true),
      ),
    };
    expect(await applyChanges("p1", { changes, combat: recordJson(workedRecord()) }, gmRolls)).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Combat.DiceNotPosted", data: { step: "roll:attacker" } },
    });
    expect(await applyChanges("p1", { changes, combat: recordJson(workedRecord()) }, environment(scene))).toMatchObject(
      { ok: true },
    );
  });

  it("counts a step's first posted roll only: rolling again until it suits is refused", async () => {
    // Sasha posted the Soviets' 3 (the record's die) only after a first roll of 1 she did not like.
    const ledger = new RollLedger();
    postRoll(ledger, "p1", { combatId: WORKED_COMBAT, step: "roll:attacker", dice: [5] });
    postRoll(ledger, "p2", { combatId: WORKED_COMBAT, step: "roll:defender", dice: [1] });
    postRoll(ledger, "p2", { combatId: WORKED_COMBAT, step: "roll:defender", dice: [3] });
    const { changes } = changeSetFor(scene, workedRecord());
    const outcome = await applyChanges(
      "p2",
      { changes, combat: recordJson(workedRecord()) },
      environment(scene, ledger),
    );
    expect(outcome).toEqual({
      ok: false,
      error: { key: "WARGAME.Error.Combat.DiceNotPosted", data: { user: "Sasha", step: "roll:defender" } },
    });
    expect(scene.calls).toEqual([]);
  });

  it("refuses a player who plays neither side", async () => {
    const { changes } = changeSetFor(scene, workedRecord());
    const outcome = await request(scene, olga, changes);
    expect(outcome).toEqual({
      ok: false,
      error: { key: "WARGAME.Error.Combat.NotYourCombat", data: { user: "Olga" } },
    });
    expect(scene.calls).toEqual([]);
  });

  it("refuses a record for another scene, and one it cannot read", async () => {
    const { changes } = changeSetFor(scene, workedRecord());
    const elsewhere = { ...(recordJson(workedRecord()) as object), sceneId: "scene2" };
    expect(await request(scene, petra, changes, elsewhere)).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Combat.WrongScene" },
    });
    expect(await request(scene, petra, changes, { combatId: "combat0000000001", ruleset: "chess" })).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Field.UnknownChoice" },
    });
  });

  it("refuses, changing nothing, when a token of the combat was deleted before the GM got the request", async () => {
    const { changes } = changeSetFor(scene, workedRecord());
    scene.tokens.delete("wespe");
    const before = snapshot(scene);
    const outcome = await request(scene, petra, changes);
    expect(outcome.ok).toBe(false);
    expect(snapshot(scene)).toEqual(before);
    expect(scene.calls).toEqual([]);
  });

  it("still lets players change their own tokens without a combat", async () => {
    const own: ChangeSet = {
      sceneId: "scene1",
      phases: [[{ tokenId: "pzg-1", name: "P", waypoints: [{ x: 450, y: 550 }], rotation: 0 }]],
      edits: [],
    };
    expect((await applyChanges("p1", { changes: own }, environment(scene))).ok).toBe(true);
    const theirs: ChangeSet = {
      ...own,
      phases: [[{ tokenId: "gds", name: "G", waypoints: [{ x: 450, y: 550 }], rotation: 0 }]],
    };
    expect(await applyChanges("p1", { changes: theirs }, environment(scene))).toMatchObject({
      ok: false,
      error: { key: "WARGAME.Error.Host.NotAllowed" },
    });
  });

  it("undoes the whole combat: places, statuses and steps lost", async () => {
    const before = snapshot(scene);
    const { changes } = changeSetFor(scene, workedRecord());
    const outcome = await request(scene, petra, changes);
    if (!outcome.ok) throw new Error("the combat was not applied");
    expect(snapshot(scene)).not.toEqual(before);
    const undone = await undoChanges("gm", { record: outcome.undo }, environment(scene));
    expect(undone).toEqual({ ok: true });
    expect(snapshot(scene)).toEqual(before);
  });
});
