import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sceneBoard } from "@foundry/board/scene-board";
import { registerSettings } from "@foundry/settings";
import { migrateOnce } from "@foundry/migration/migrate-world";
import { DATA_VERSION } from "@foundry/migration/state-migration";
import { englishI18n } from "../fakes/english";
import { FakeActor, FakeScene, FakeToken, user } from "../fakes/documents";
import { FakeSettings } from "../fakes/settings";
import { fakeRelease } from "../fakes/v14";

const gm = user("gm", { isGM: true, name: "Gamemaster" });
const otherGm = user("gm2", { isGM: true, name: "Assistant" });

interface Shown {
  readonly info: string[];
  readonly warn: string[];
  readonly error: string[];
}

/** A world of an older version: `state` flags on tokens, the module's statuses on actors. */
function oldWorld(): { field: FakeScene; ridge: FakeScene; fresh: FakeScene } {
  const field = new FakeScene({
    tokens: [
      new FakeToken({
        id: "a",
        name: "1st Bn",
        cells: [{ i: 0, j: 0 }],
        flags: { state: { stepsLost: 2, removed: false } },
        actor: new FakeActor({ statuses: ["wargame-combat-tipped", "prone"] }),
      }),
      // A player's own token, its flag forged beyond every cap (or no record at all).
      new FakeToken({
        id: "b",
        name: "Hussars",
        owners: ["p1"],
        cells: [{ i: 0, j: 1 }],
        flags: { state: { removed: "yes", stepsLost: 1e308, shock: -5, note: "<b>".repeat(1000) } },
      }),
      new FakeToken({ id: "c", name: "Guns", cells: [{ i: 0, j: 2 }] }),
      new FakeToken({ id: "d", name: "Dragoons", cells: [{ i: 0, j: 3 }], flags: { state: "gone" } }),
    ],
  });
  // A scene the previous version had begun to record: the record wins over the old flag.
  const ridge = new FakeScene({
    id: "scene2",
    flags: { unitState: { e: { stepsLost: 1 } } },
    tokens: [
      new FakeToken({
        id: "e",
        name: "Grenadiers",
        cells: [{ i: 1, j: 1 }],
        flags: { state: { stepsLost: 3, shock: 4 }, side: "red" },
      }),
    ],
  });
  const fresh = new FakeScene({ id: "scene3", tokens: [new FakeToken({ id: "f", cells: [{ i: 0, j: 0 }] })] });
  return { field, ridge, fresh };
}

describe("moving an old world's unit state into the GM's record, once", () => {
  let settings: FakeSettings;
  let shown: Shown;

  function client(self = gm): void {
    settings = new FakeSettings();
    shown = { info: [], warn: [], error: [] };
    vi.stubGlobal("ui", {
      notifications: {
        info: (text: string) => shown.info.push(text),
        warn: (text: string) => shown.warn.push(text),
        error: (text: string) => shown.error.push(text),
      },
    });
    vi.stubGlobal("game", {
      i18n: englishI18n(),
      release: fakeRelease(),
      settings,
      user: self,
      users: { activeGM: gm },
    });
    registerSettings();
  }

  beforeEach(() => client());
  afterEach(() => vi.unstubAllGlobals());

  it("moves trusted values and statuses into the record, clears the flags, names what it dropped, in one notice", async () => {
    const { field, ridge, fresh } = oldWorld();
    await migrateOnce([field, ridge, fresh]);
    expect(field.flags["unitState"]).toEqual({
      a: { stepsLost: 2, removed: false, statuses: ["tipped"] },
    });
    // The record there already wins; the old flag fills only what it lacks.
    expect(ridge.flags["unitState"]).toEqual({ e: { stepsLost: 1, shock: 4 } });
    expect(fresh.flags["unitState"]).toBeUndefined();
    for (const scene of [field, ridge])
      for (const token of scene.tokens) expect(token.flags["state"], token.id).toBeUndefined();
    expect(ridge.tokens.get("e")?.flags).toEqual({ side: "red" });
    expect(settings.get("wargame-combat", "dataVersion")).toBe(DATA_VERSION);
    expect(shown.info).toEqual([]);
    expect(shown.error).toEqual([]);
    expect(shown.warn).toHaveLength(1);
    const notice = shown.warn[0] ?? "";
    expect(notice).toMatch(/^Wargame Combat moved what only the GM decides .* Tokens moved: 4; scenes: 2\. /);
    expect(notice).toContain("Left out, as beyond what the rule systems allow (5):");
    expect(notice).toContain('Token "Hussars" (b): flags.wargame-combat.state.removed was "yes"');
    expect(notice).toContain('Token "Hussars" (b): flags.wargame-combat.state.stepsLost was 1e+308');
    expect(notice).toContain('Token "Hussars" (b): flags.wargame-combat.state.shock was -5');
    expect(notice).toContain('Token "Hussars" (b): flags.wargame-combat.state.note was "<b><b><b>');
    expect(notice).toContain('Token "Dragoons" (d): flags.wargame-combat.state was "gone"');
    // A hostile value is named briefly, never whole.
    expect(notice.length).toBeLessThan(1500);
    // The board reads what was moved: steps lost, and the status the icon showed.
    expect(sceneBoard(field).units.find((unit) => unit.id === "a")).toMatchObject({
      status: ["tipped"],
      data: { stepsLost: 2, removed: false },
    });
    expect(sceneBoard(field).units.find((unit) => unit.id === "b")?.data).toEqual({});
  });

  it("runs once: a world at the current version is left alone", async () => {
    const first = oldWorld();
    await migrateOnce([first.field, first.ridge]);
    const { field } = oldWorld();
    await migrateOnce([field]);
    expect(field.flags["unitState"]).toBeUndefined();
    expect(field.tokens.get("a")?.flags["state"]).toEqual({ stepsLost: 2, removed: false });
    expect(shown.warn).toHaveLength(1);
  });

  it("runs only on the active GM's client", async () => {
    client(otherGm);
    const { field } = oldWorld();
    await migrateOnce([field]);
    expect(field.flags["unitState"]).toBeUndefined();
    expect(settings.get("wargame-combat", "dataVersion")).toBe(0);
    expect([...shown.info, ...shown.warn, ...shown.error]).toEqual([]);
  });

  it("a world with nothing to move records its version and says nothing", async () => {
    const { fresh } = oldWorld();
    await migrateOnce([fresh]);
    expect(settings.get("wargame-combat", "dataVersion")).toBe(DATA_VERSION);
    expect([...shown.info, ...shown.warn, ...shown.error]).toEqual([]);
  });

  it("says so in an info notice when nothing was dropped", async () => {
    const { ridge } = oldWorld();
    await migrateOnce([ridge]);
    expect(shown.warn).toEqual([]);
    expect(shown.info).toEqual([
      "Wargame Combat moved what only the GM decides (units removed, losses, statuses) into the GM's record on " +
        "each scene. Tokens moved: 1; scenes: 1.",
    ]);
  });

  it("names a scene whose record cannot be read, migrates the others, and tries again next time", async () => {
    const { field, ridge } = oldWorld();
    ridge.flags["unitState"] = "broken";
    await migrateOnce([ridge, field]);
    expect(shown.error).toEqual([
      expect.stringContaining("could not move the state of the units on scene Field") as unknown,
    ]);
    expect(field.flags["unitState"]).toMatchObject({ a: { stepsLost: 2 } });
    expect(settings.get("wargame-combat", "dataVersion")).toBe(0);
  });
});
