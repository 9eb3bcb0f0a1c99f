/**
 * What each user's client receives of a hosted combat, through the production host and its Foundry
 * ports over the fakes: a player with an enemy on a hidden token (`TokenDocument#hidden`: every
 * client holds the token, it is only not drawn for players) gets views, questions and chat text that
 * name none of that unit; the GM's "Ask again" asks the unanswered question anew.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DECIDE_QUERY } from "@foundry/combat/decide-query";
import type { HostPorts } from "@foundry/host/combat-host";
import { VIEW_QUERY } from "@foundry/host/host-notice";
import { mentionsOf } from "@view/unseen-units";
import { scenarioFiles } from "../../e2e/scenario-files";
import { SHIPPED } from "../../rulesets/shipped";
import { hiddenEnemy, hiddenEnemyCases, hostModules, hostWorld, type HostWorld } from "./host-world";

let modules: Awaited<ReturnType<typeof hostModules>>;
beforeAll(async () => {
  modules = await hostModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** One scripted combat of each rule system whose combat has an enemy of p1 that can be hidden. */
const CASES = hiddenEnemyCases();

/**
 * Every view and question the GM's client sends each player, serialized as it leaves `User#query`.
 * A view is taken as it arrives (its client only shows it); a question goes on to the player's client.
 * (A view is not awaited by the host, and the fakes run one client at a time: running its client here
 * would leave that client current while the host goes on.)
 */
function sent(w: HostWorld): Map<string, string[]> {
  const payloads = new Map<string, string[]>();
  for (const id of ["p1", "p2"]) {
    const user = w.world.user(id);
    const query = user.query.bind(user);
    Reflect.set(user, "query", (name: string, data: object, options: { readonly timeout: number }) => {
      payloads.set(id, [...(payloads.get(id) ?? []), JSON.stringify(data)]);
      return name === VIEW_QUERY ? Promise.resolve(true) : query(name, data, options);
    });
  }
  return payloads;
}

/** The host's ports with Foundry's own `show` (a query to each other user's client); the GM's own view kept as the fakes keep it. */
function foundryShow(w: HostWorld): (ports: HostPorts) => HostPorts {
  const foundry = w.world.asSync(w.world.user("gm1"), () => modules.foundryHostPorts());
  return (ports) => ({
    ...ports,
    show: (userId, notice) => (userId === "gm1" ? ports.show(userId, notice) : foundry.show(userId, notice)),
  });
}

describe.each(CASES)("hosted combat %s with an enemy of the player on a hidden token", (_name, scenario, combat) => {
  it("sends the player views and questions, and posts chat text, that hold no id or name of it", async () => {
    const enemy = hiddenEnemy(scenario, combat);
    if (enemy === undefined) throw new Error("no enemy to hide");
    const w = hostWorld(modules, scenario, combat);
    const token = w.scene.tokens.get(enemy.id);
    if (token === undefined) throw new Error("no token");
    token.hidden = true;
    const payloads = sent(w);
    const host = w.host("gm1", foundryShow(w));
    await w.world.as(w.world.user("gm1"), () =>
      host.request("p1", { kind: "start", combat: { sceneId: w.scene.id, selection: combat.selection } }),
    );
    expect(w.combats().map((stored) => stored.status)).toEqual(["applied"]);
    const mentions = mentionsOf([enemy]);
    const p1 = payloads.get("p1") ?? [];
    expect(p1.length).toBeGreaterThan(0);
    for (const user of ["p1", "p2"]) expect((payloads.get(user) ?? []).filter(mentions)).toEqual([]);
    // Chat messages reach every client: no card or roll text names it.
    const texts = [...w.world.messages].map((message) => `${message.content ?? ""} ${message.flavor ?? ""}`);
    expect(texts.filter(mentions)).toEqual([]);
    // The combat's own view names it (the checks above are not empty by accident); the card says units were left out.
    const full = SHIPPED.entry(scenario.ruleset).view({
      board: scenario.board,
      selection: combat.selection,
      log: [],
      viewer: { sides: [], referee: true },
    });
    expect(mentions(JSON.stringify(full.header))).toBe(true);
    // The GM's dialog shows the whole result, as it was before anything moved; each player's the card's view.
    const last = w.shown.get("gm1")?.at(-1);
    expect(last?.kind === "view" && last.status === "applied" && mentions(JSON.stringify(last.view))).toBe(true);
    expect(JSON.parse(p1.at(-1) ?? "null")).toMatchObject({ status: "applied", view: w.combats()[0]?.view ?? {} });
    expect(texts.some((text) => text.includes("WARGAME.View.Unseen.Side"))).toBe(true);
  });
});

/** A scripted combat whose first decision is a player's. */
const ASKED = scenarioFiles()
  .flatMap(({ scenario }) => scenario.combats.map((combat) => ({ scenario, combat })))
  .find(({ combat }) => combat.script.decisions.length > 0);

describe("the GM's Ask again", () => {
  it("asks an unanswered question anew, and its answer advances the combat once", async () => {
    if (ASKED === undefined) throw new Error("no combat with a decision");
    const { scenario, combat } = ASKED;
    const w = hostWorld(modules, scenario, combat);
    const asked: { user: string; step: string }[] = [];
    const answer = w.world.queries[DECIDE_QUERY];
    w.world.queries[DECIDE_QUERY] = (data, options) => {
      asked.push({ user: w.world.current.id ?? "", step: String(Reflect.get(Object(data), "stepId")) });
      return answer === undefined ? Promise.reject(new Error("no handler")) : answer(data, options);
    };
    // Neither player's answer comes back in time (their clients ran the question; the answer is lost).
    w.world.slow.add("p1");
    w.world.slow.add("p2");
    const host = w.host();
    const gm = w.world.user("gm1");
    await w.world.as(gm, () =>
      host.request("p1", { kind: "start", combat: { sceneId: w.scene.id, selection: combat.selection } }),
    );
    const [first] = asked;
    if (first === undefined) throw new Error("no question asked");
    expect(asked).toHaveLength(1);
    const [open] = w.combats();
    if (open === undefined) throw new Error("no combat");
    expect(open.status).toBe("open");
    expect(open.log).toEqual([]);
    const last = (user: string) => (w.shown.get(user) ?? []).at(-1);
    expect(last("gm1")).toMatchObject({ failed: { key: "WARGAME.Error.Combat.NoAnswer" } });

    // A player's "Ask again" only shows the combat again: nobody is asked.
    await w.world.as(gm, () => host.request(first.user, { kind: "ask", combatId: open.combatId }));
    expect(asked).toHaveLength(1);

    // The GM's asks the same user the same question again; answered, the combat goes on to its end.
    w.world.slow.clear();
    await w.world.as(gm, () => host.request("gm1", { kind: "ask", combatId: open.combatId }));
    expect(asked.slice(0, 2)).toEqual([first, first]);
    const [done] = w.combats();
    expect(done?.status).toBe("applied");
    // That step's answer is in the log once.
    expect(done?.log.filter((input) => input.kind === "decision" && input.step === first.step)).toHaveLength(1);
    expect(w.cards()).toHaveLength(1);
  });
});
