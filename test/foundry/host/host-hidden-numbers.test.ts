/**
 * No number a player is shown counts a unit hidden from them. For one scripted combat of each rule
 * system, one unit of each side on a hidden token: the combat is run through the production host over
 * the fakes again with each hidden unit's data changed, one number at a time (a stronger or weaker
 * unit). Where the combat goes the same way (the same steps, dice and picks, the same board after it),
 * everything each player was shown and everything posted to chat must be the same, word for word and
 * number for number, while the GM's own view shows the change (so the change is one the view carries).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Unit } from "@engine/board/types";
import type { Scenario, ScenarioCombat } from "@engine/scenario/scenario";
import { mentionsOf } from "@view/unseen-units";
import { hiddenEnemy, hostModules, hostWorld, owners, snapshot, start } from "./host-world";
import { scenarioFiles } from "../../e2e/scenario-files";
import { SHIPPED } from "../../rulesets/shipped";

let modules: Awaited<ReturnType<typeof hostModules>>;
beforeAll(async () => {
  modules = await hostModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A unit of the combat on `side`'s players' sides (or not), whose name no other unit's holds. */
function participant(scenario: Scenario, combat: ScenarioCombat, p1Side: boolean): Unit | undefined {
  const ruleset = SHIPPED.ruleset(scenario.ruleset);
  const sides = ruleset.participants(ruleset.setupFromBoard(scenario.board, combat.selection));
  const mine = Object.entries(owners(scenario)).flatMap(([side, users]) => (users.includes("p1") ? [side] : []));
  return sides
    .filter((side) => mine.includes(side.side) === p1Side)
    .flatMap((side) => side.unitIds)
    .map((id) => scenario.board.units.find((unit) => unit.id === id))
    .find((unit): unit is Unit => {
      if (unit === undefined) return false;
      const mentions = mentionsOf([unit]);
      return !scenario.board.units.some((other) => other.id !== unit.id && mentions(other.name));
    });
}

/** One scripted combat per rule system with a unit of each side to hide (the enemy the sealed tests hide first). */
function cases() {
  return SHIPPED.ids.flatMap((id) => {
    const found = scenarioFiles()
      .filter(({ scenario }) => scenario.ruleset === id)
      .flatMap(({ file, scenario }) => scenario.combats.map((combat) => ({ file, scenario, combat })))
      .flatMap(({ file, scenario, combat }) => {
        const enemy = hiddenEnemy(scenario, combat);
        const own = participant(scenario, combat, true);
        return enemy === undefined || own === undefined ? [] : [{ file, scenario, combat, hidden: [enemy, own] }];
      });
    return found.map((entry) => [`${entry.file} ${entry.combat.id}`, entry] as const);
  });
}

/** The unit's data with one number changed; one variant per number and change (a count never below 0). */
function variants(unit: Unit): { readonly label: string; readonly data: Unit["data"] }[] {
  const changed = (value: unknown, path: string): { label: string; value: unknown }[] => {
    if (typeof value === "number" && Number.isInteger(value))
      return [1, -1]
        .filter((change) => value + change >= 0)
        .map((change) => ({ label: `${path} ${value} → ${value + change}`, value: value + change }));
    if (Array.isArray(value))
      return value.flatMap((inner: unknown, index) =>
        changed(inner, `${path}[${index}]`).map((one) => ({
          ...one,
          value: value.map((old: unknown, at) => (at === index ? one.value : old)),
        })),
      );
    if (value !== null && typeof value === "object")
      return Object.entries(value).flatMap(([key, inner]) =>
        changed(inner, `${path}.${key}`).map((one) => ({ ...one, value: { ...value, [key]: one.value } })),
      );
    return [];
  };
  return changed(unit.data, unit.id).map(({ label, value }) => ({ label, data: value as Unit["data"] }));
}

/** A run of the combat with `hidden` on hidden tokens: what went on (for the GM) and what each player and chat got. */
async function run(scenario: Scenario, combat: ScenarioCombat, hidden: readonly Unit[]) {
  const w = hostWorld(modules, scenario, combat);
  for (const unit of hidden) {
    const token = w.scene.tokens.get(unit.id);
    if (token === undefined) throw new Error("no token");
    token.hidden = true;
  }
  await start(w, combat);
  const [stored] = w.combats();
  // Combat ids are random: the same combat run twice is compared without them.
  const plain = (value: unknown): string =>
    stored === undefined
      ? String(JSON.stringify(value))
      : String(JSON.stringify(value)).replaceAll(stored.combatId, "<combat>");
  const course = {
    status: stored?.status,
    log: stored?.log,
    rolled: w.world.rolled.map((roll) => roll.formula),
    board: snapshot(w),
  };
  const result = {
    course: JSON.stringify(course),
    gm: plain(w.shown.get("gm1")),
    players: Object.fromEntries(["p1", "p2"].map((user) => [user, plain(w.shown.get(user))])),
    chat: [...w.world.messages].map((message) =>
      plain({
        content: message.content,
        flavor: message.flavor,
        rolls: message.rolls.map((roll) => ({ formula: roll.formula, dice: roll.dice })),
      }),
    ),
  };
  vi.unstubAllGlobals();
  return result;
}

/** Each leaf (by its path) whose value differs between the two, with both values: what a player could tell apart. */
function differences(a: unknown, b: unknown): string[] {
  const leaves = (value: unknown, path: string, into: Map<string, string>): Map<string, string> => {
    const parsed = typeof value === "string" && /^[[{]/.test(value) ? (JSON.parse(value) as unknown) : value;
    if (parsed !== null && typeof parsed === "object")
      for (const [key, inner] of Object.entries(parsed)) leaves(inner, `${path}.${key}`, into);
    else into.set(path, JSON.stringify(parsed));
    return into;
  };
  const left = leaves(a, "", new Map());
  const right = leaves(b, "", new Map());
  return [...new Set([...left.keys(), ...right.keys()])]
    .filter((path) => left.get(path) !== right.get(path))
    .map((path) => `${path}: ${left.get(path)} / ${right.get(path)}`);
}

const CASES = cases();

describe.each(CASES)(
  "hosted combat %s with a unit of each side on a hidden token",
  (_name, { scenario, combat, hidden }) => {
    it(
      "whatever the hidden units' numbers, each player is shown and chat gets the same, while the GM's view shows them",
      { timeout: 300_000 },
      async () => {
        const base = await run(scenario, combat, hidden);
        expect(JSON.parse(base.course), base.gm).toMatchObject({ status: "applied" });
        let compared = 0;
        let changedForGm = 0;
        for (const unit of hidden)
          for (const variant of variants(unit)) {
            const changed: Scenario = {
              ...scenario,
              board: {
                ...scenario.board,
                units: scenario.board.units.map((other) =>
                  other.id === unit.id ? { ...other, data: variant.data } : other,
                ),
              },
            };
            const other = await run(changed, combat, hidden);
            // A combat that went another way (another step, die or place) differs on the board anyway.
            if (other.course !== base.course) continue;
            compared++;
            if (other.gm !== base.gm) changedForGm++;
            expect(differences(other.players, base.players), variant.label).toEqual([]);
            expect(differences(other.chat, base.chat), variant.label).toEqual([]);
          }
        expect(compared).toBeGreaterThan(0);
        expect(changedForGm).toBeGreaterThan(0);
      },
    );
  },
);
