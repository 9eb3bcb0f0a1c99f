/**
 * Each rule system's odds, as the dialog shows them, against numbers worked by hand from its text,
 * at a step of its scenario (the scenario's script played until its dice run out).
 */
import { describe, expect, it } from "vitest";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import type { OddsTable } from "@view/view-types";
import { implementedScenarios } from "./sessions";
import { renderer } from "./templates";
import { SHIPPED } from "../rulesets/shipped";

const referee = { sides: [], referee: true };

/** The view where the scenario's first combat waits, given only the first `dice` of its dice. */
function viewAt(id: string, dice: number) {
  const scenario = implementedScenarios().find((candidate) => candidate.id === id);
  const combat = scenario?.combats[0];
  if (scenario === undefined || combat === undefined) throw new Error(`no scenario ${id}`);
  const run = resolveCombat(SHIPPED.ruleset(scenario.ruleset), scenario.board, combat.selection, {
    decisions: combat.script.decisions,
    dice: combat.script.dice.slice(0, dice),
  });
  const view = SHIPPED.entry(scenario.ruleset).view({
    board: scenario.board,
    selection: combat.selection,
    log: run.log,
    viewer: referee,
  });
  return { view, scenario, combat };
}

function rows(table: OddsTable | undefined): [string, number][] {
  return (table?.rows ?? []).map((row) => [`${row.label.key} ${JSON.stringify(row.label.data)}`, Number(row.percent)]);
}

function percentOf(
  table: OddsTable | undefined,
  test: (key: string, data: Readonly<Record<string, string | number>>) => boolean,
): number {
  return Number(table?.rows.find((row) => test(row.label.key, row.label.data))?.percent ?? NaN);
}

describe("odds that answer the player's question", () => {
  it("victory-margin: the Rifle company must fall back 2d6 cm", () => {
    // After the attack's 6, 6, 6, 4, 2: margin 2 against cover 1, so it must fall back (100%),
    // margin × d6 = 2d6 cm. Sums 2–5: 1+2+3+4 = 10 of 36 (27.8%); 6–10: 5+6+5+4+3 = 23 (63.9%);
    // 11–12: 2+1 = 3 (8.3%).
    const { view } = viewAt("victory-margin-breakthrough-at-the-ridge", 5);
    expect(view.step.roll?.id).toBe("fall-back");
    const [effect, distance] = view.odds?.tables ?? [];
    expect(rows(effect)).toEqual([['WARGAME.View.VictoryMargin.OddsMust {"unit":"Rifle company"}', 100]]);
    expect(rows(distance).map(([label, p]) => [label.replace("WARGAME.View.VictoryMargin.", ""), p])).toEqual([
      ['Band {"min":1,"max":5}', 27.8],
      ['Band {"min":6,"max":10}', 63.9],
      ['Band {"min":11,"max":20}', 8.3],
    ]);
    expect(renderer()("apps/combat-dialog/odds.hbs", view)).toContain("Rifle company must fall back");
  });

  it("skirmish-recoil: a flee over the hedge crosses on 4 or more, else the figure is destroyed there", () => {
    // The crossing test is 1d6 against the labelled default 4: 4, 5, 6 cross (50%); 1–3 destroy it.
    const { view } = viewAt("skirmish-recoil-flight-over-the-hedge", 0);
    expect(view.step.roll?.id).toMatch(/^crossing/);
    const [fate] = view.odds?.tables ?? [];
    expect(rows(fate)).toEqual([
      ['WARGAME.View.SkirmishRecoil.Fate.destroyed {"unit":"Redcoat"}', 50],
      ['WARGAME.View.SkirmishRecoil.Fate.fled {"unit":"Redcoat"}', 50],
    ]);
  });

  it("command-test: the attack goes ahead on 4 or more; each support joins on its own test after it", () => {
    // Order: d6 + 1 CC + CR 2 ≥ 7, not a 1: 4, 5, 6 (50%). Murat: d6 + 1 + 1 ≥ 7: 5, 6 (1/3), so
    // 1/2 × 1/3 = 16.7%; Light Cavalry: d6 + 1 + 0 ≥ 7: 6 (1/6), 1/2 × 1/6 = 8.3%. Bagration's
    // Jägers, given no chits (the first option), d6 + 0 + 2 ≥ 7: 5, 6, so 16.7% too. The foraging
    // Cossacks may not support: not listed.
    const { view } = viewAt("command-test-mill-crossing", 0);
    expect(view.step.roll?.id).toBe("command");
    const [order, supports] = view.odds?.tables ?? [];
    expect(percentOf(order, (key) => key === "WARGAME.View.CommandTest.OddsGoesAhead")).toBe(50);
    expect((supports?.rows ?? []).map((row) => [row.label.data["stack"], Number(row.percent)])).toEqual([
      ["2nd Division, Murat", 16.7],
      ["Light Cavalry", 8.3],
      ["Jägers, Bagration", 16.7],
    ]);
  });

  it("assault: at blue's result roll, red's 8 stands against blue's best die + 3", () => {
    // Red kept 5, +3: 8. Blue: best of 2d6 (m with (2m − 1)/36) + 3. A 6 (11/36) makes 9: blue
    // wins outright; 1–4 (16/36) red wins outright; a 5 (9/36) ties, and the next round splits
    // that quarter. So red ≥ 44.4%, blue ≥ 30.6%, and the two make 100%.
    const { view } = viewAt("assault-ridge", 11);
    expect(view.step.roll?.id).toBe("result:1:defender");
    const [who, redLosses] = view.odds?.tables ?? [];
    const red = percentOf(who, (_key, data) => data["side"] === "Red");
    const blue = percentOf(who, (_key, data) => data["side"] === "Blue");
    expect(red).toBeGreaterThanOrEqual(44.4);
    expect(blue).toBeGreaterThanOrEqual(30.5);
    expect(red + blue).toBeCloseTo(100, 0);
    expect(redLosses?.title.key).toBe("WARGAME.View.Assault.OddsLosses");
  });

  it("combat-grid: hits each way and whether the defender holds", () => {
    const { view } = viewAt("combat-grid-mountain-attack", 0);
    expect(view.odds?.tables.map((table) => table.title.key)).toEqual([
      "WARGAME.View.CombatGrid.OddsHits",
      "WARGAME.View.CombatGrid.OddsHits",
      "WARGAME.View.CombatGrid.OddsResult",
    ]);
  });
});
