import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdAlone, listen as listenMoveRules } from "@foundry/hooks/move-rules";
import { listen as listenMoveGuard, resetMoves } from "@foundry/hooks/move-guard";
import { useRulesets } from "@foundry/rulesets";
import { registerSettings } from "@foundry/settings";
import { registerOptionSettings } from "@foundry/settings/ruleset-options";
import { shippedCatalog } from "../../../src/rulesets/shipped";
import { englishStrings } from "../../../tools/language-files";
import { englishI18n } from "../fakes/english";
import { FakeActor, FakeScene, FakeToken, user } from "../fakes/documents";
import { FakeWorld } from "../fakes/server";
import { stackDragProblems } from "@foundry/live-tests/live-checks";

/**
 * A combat-grid scene of 100-pixel squares (combat-grid's ordinary move ignores zones of control,
 * declarations.ts NORMAL_MOVE, so only the allowance counts, in squares along a row): the player
 * p1's stack at row 0, column 0, the Guards (move 3) and the Lancers (move 4), so the stack moves 3;
 * the Hussars (move 5) of p1 alone at row 2, column 0; an enemy battery far off at row 0, column 9.
 * The GM's client and p1's are both connected, each showing the scene.
 */
function world(): { w: FakeWorld; scene: FakeScene; guards: FakeToken; lancers: FakeToken; hussars: FakeToken } {
  const unit = (id: string, i: number, j: number, move: number, owners: string[], disposition = 1): FakeToken =>
    new FakeToken({
      id,
      name: id[0]?.toUpperCase() + id.slice(1),
      cells: [{ i, j }],
      x: j * 100,
      y: i * 100,
      owners,
      disposition,
      actor: new FakeActor({ flags: { unit: { move } } }),
    });
  const guards = unit("guards", 0, 0, 3, ["p1"]);
  const lancers = unit("lancers", 0, 0, 4, ["p1"]);
  const hussars = unit("hussars", 2, 0, 5, ["p1"]);
  const battery = unit("battery", 0, 9, 0, [], -1);
  const scene = new FakeScene({ tokens: [guards, lancers, hussars, battery], flags: { ruleset: "combat-grid" } });
  const w = new FakeWorld([user("gm", { isGM: true }), user("p1")], [scene], "p1");
  w.stub();
  w.serveTokens(scene);
  const english = englishStrings();
  Reflect.set(game, "i18n", { ...englishI18n(), lang: "en", has: (key: string) => key in english });
  vi.stubGlobal("canvas", { scene });
  registerSettings();
  registerOptionSettings();
  listenMoveRules();
  listenMoveGuard();
  w.asSync(w.user("gm"), () => w.hooks.fire("ready"));
  return { w, scene, guards, lancers, hussars };
}

/** Lets every client's unawaited work (a stack's batch, the GM's judgement and put-back) run to its end. */
async function settle(): Promise<void> {
  for (let k = 0; k < 30; k++) await new Promise((resolve) => setImmediate(resolve));
}

function places(...tokens: FakeToken[]): { x: number; y: number }[] {
  return tokens.map((token) => ({ x: token._source.x, y: token._source.y }));
}

describe("stacks that move as stacks, under rules the GM's client holds", () => {
  let w: FakeWorld;
  let scene: FakeScene;
  let guards: FakeToken;
  let lancers: FakeToken;
  let hussars: FakeToken;

  beforeEach(() => {
    useRulesets(shippedCatalog());
    holdAlone(false);
    ({ w, scene, guards, lancers, hussars } = world());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("moves a dragged counter's whole stack by the same offset, in one update, and the GM records where it began", async () => {
    // Two squares down the row: within the Guards' 3.
    const dropped = await w.as(w.user("p1"), () => guards.update({ x: 200, y: 0 }, "p1"));
    await settle();
    expect(dropped).toBeUndefined();
    expect(places(guards, lancers)).toEqual([
      { x: 200, y: 0 },
      { x: 200, y: 0 },
    ]);
    expect(scene.updates().map((call) => call.updates.map((update) => update._id))).toEqual([["guards", "lancers"]]);
    expect(scene.flags["moveStarts"]).toEqual({ guards: { x: 0, y: 0 }, lancers: { x: 0, y: 0 } });
    expect(w.shown.warn).toEqual([]);
    expect(w.messages[Symbol.iterator]().next().done).toBe(true);
  });

  it("moves none of the stack when the drop is too far for one of it, saying why", async () => {
    // The Lancers dragged four squares: they may move 4, but the Guards with them only 3.
    await w.as(w.user("p1"), () => lancers.update({ x: 400, y: 0 }, "p1"));
    await settle();
    expect(places(guards, lancers)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ]);
    expect(scene.calls).toEqual([]);
    expect(w.shown.warn).toEqual(["Guards can move 3 squares; this is 4."]);
  });

  it("moves the dragged counter alone while the drag-alone key (Shift) is held", async () => {
    holdAlone(true);
    await w.as(w.user("p1"), () => lancers.update({ x: 400, y: 0 }, "p1"));
    await settle();
    expect(places(guards, lancers)).toEqual([
      { x: 0, y: 0 },
      { x: 400, y: 0 },
    ]);
    expect(scene.flags["moveStarts"]).toEqual({ lancers: { x: 0, y: 0 } });
  });

  it("moves none of a stack holding a counter the player does not own, saying which", async () => {
    lancers.owners.clear();
    await w.as(w.user("p1"), () => guards.update({ x: 100, y: 0 }, "p1"));
    await settle();
    expect(places(guards, lancers)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ]);
    expect(w.shown.warn).toEqual([
      "You do not own Lancers, so the stack stays where it is. Hold the key for dragging one counter alone (Shift) to move a counter by itself.",
    ]);
  });

  it("puts back a forged move past the allowance on the GM's client, whispering the player why, and changes nothing else", async () => {
    w.modified.add("p1");
    holdAlone(true);
    // Six squares: the Hussars may move 5. A modified client sends it unchecked.
    await w.as(w.user("p1"), () => hussars.update({ x: 600, y: 200 }, "p1"));
    await settle();
    expect(places(hussars, guards, lancers)).toEqual([
      { x: 0, y: 200 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ]);
    const [forged, putBack, ...more] = scene.updates();
    expect(forged?.updates).toEqual([{ _id: "hussars", x: 600, y: 200 }]);
    expect(putBack?.updates).toEqual([{ _id: "hussars", x: 0, y: 200, rotation: 0 }]);
    expect(putBack?.operation.movement["hussars"]?.waypoints.map((point) => point.action)).toEqual(["displace"]);
    expect(more).toEqual([]);
    expect(scene.flags["moveStarts"]).toBeUndefined();
    const messages = [...w.messages];
    expect(messages.map((message) => [message.author.id, message.whisper, message.content])).toEqual([
      ["gm", ["p1"], "Your move was put back. Hussars can move 5 squares; this is 6."],
    ]);
  });

  it("counts every move from where the unit's move began this turn: three short moves cannot add up past the allowance", async () => {
    holdAlone(true);
    const p1 = w.user("p1");
    // 2 + 2 squares: the player's own client lets the first go and refuses the second (4 > 3 from the start).
    await w.as(p1, () => guards.update({ x: 200, y: 0 }, "p1"));
    await settle();
    await w.as(p1, () => guards.update({ x: 400, y: 0 }, "p1"));
    await settle();
    expect(places(guards)).toEqual([{ x: 200, y: 0 }]);
    expect(w.shown.warn).toEqual(["Guards can move 3 squares; this is 4."]);
    // A modified client sends 1 then 1 more square: 3 from the start holds, then 4 is put back to 3.
    w.modified.add("p1");
    await w.as(p1, () => guards.update({ x: 300, y: 0 }, "p1"));
    await settle();
    await w.as(p1, () => guards.update({ x: 400, y: 0 }, "p1"));
    await settle();
    expect(places(guards)).toEqual([{ x: 300, y: 0 }]);
    expect(scene.flags["moveStarts"]).toEqual({ guards: { x: 0, y: 0 } });
    expect([...w.messages].map((message) => message.content)).toEqual([
      "Your move was put back. Guards can move 3 squares; this is 4.",
    ]);
  });

  it("lets a GM move anywhere, a stack as a stack, recording nothing", async () => {
    await w.as(w.user("gm"), () => guards.update({ x: 800, y: 0 }, "gm"));
    await settle();
    expect(places(guards, lancers)).toEqual([
      { x: 800, y: 0 },
      { x: 800, y: 0 },
    ]);
    expect(scene.flags["moveStarts"]).toBeUndefined();
    expect([...w.messages]).toEqual([]);
  });

  it("starts every move afresh when a Foundry Combat's turn changes, and on the GM's reset", async () => {
    holdAlone(true);
    const p1 = w.user("p1");
    await w.as(p1, () => guards.update({ x: 300, y: 0 }, "p1"));
    await settle();
    expect(scene.flags["moveStarts"]).toEqual({ guards: { x: 0, y: 0 } });
    // updateCombat(combat, changed) on every client (hookEvents.updateDocument); the combat's scene is this one.
    for (const who of w.users) w.asSync(who, () => w.hooks.fire("updateCombat", { scene }, { turn: 1 }));
    await settle();
    expect(scene.flags["moveStarts"]).toBeUndefined();
    // A fresh allowance: three more squares from where the Guards stand.
    await w.as(p1, () => guards.update({ x: 600, y: 0 }, "p1"));
    await settle();
    expect(places(guards)).toEqual([{ x: 600, y: 0 }]);
    expect(scene.flags["moveStarts"]).toEqual({ guards: { x: 300, y: 0 } });
    await w.as(w.user("gm"), () => resetMoves());
    await settle();
    expect(scene.flags["moveStarts"]).toBeUndefined();
    expect(w.info).toEqual(["Every unit on Field may move afresh from where it stands."]);
  });

  it("passes the Quench batch's check (live-checks.ts stackDragProblems) as the GM, and fails it when the stack stays", async () => {
    const gm = w.user("gm");
    const drag = (token: { readonly id: string | null }, to: { x: number; y: number }): Promise<unknown> =>
      w.as(gm, () => scene.tokens.get(token.id ?? "")?.update(to, "gm"));
    expect(await stackDragProblems(scene, drag, settle)).toEqual([]);
    expect(places(guards, lancers, hussars)).toEqual([
      { x: 100, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: 200 },
    ]);
    // Dragged alone, the Lancers stay behind: the check names them.
    holdAlone(true);
    expect(await stackDragProblems(scene, drag, settle)).toEqual(["Lancers did not move with the stack"]);
  });
});
