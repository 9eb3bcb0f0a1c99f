import { describe, expect, it } from "vitest";
import type { CombatView, Viewer } from "@view/view-types";
import { implementedScenarios, randomMoments, type Moment } from "./sessions";
import { dialogContext, renderer, type Render } from "./templates";
import { SHIPPED } from "../rulesets/shipped";

const DIALOG_PARTS = ["header", "decision", "roll", "done", "odds"] as const;

function sidesOf(moment: Moment): string[] {
  return [...new Set(moment.board.units.map((unit) => unit.side))];
}

function viewersOf(moment: Moment): Viewer[] {
  return [
    { sides: [], referee: true },
    { sides: [], referee: false },
    ...sidesOf(moment).map((side) => ({ sides: [side], referee: false })),
  ];
}

function renderAll(render: Render, view: CombatView): string {
  const parts = DIALOG_PARTS.filter((part) => ["header", "odds", view.step.kind].includes(part)).map((part) =>
    render(`apps/combat-dialog/${part}.hbs`, dialogContext(view)),
  );
  const card =
    view.step.kind === "done" ? [render("chat/combat-card.hbs", { combat: view, undoable: true, undone: false })] : [];
  return [...parts, ...card].join("\n");
}

describe("combat views of random sessions", () => {
  const moments = randomMoments(8);
  const render = renderer();

  it.each(SHIPPED.ids)("cover every kind of step of %s (from its scenario files)", (id) => {
    const kinds = new Set(moments.filter((moment) => moment.rulesetId === id).map((moment) => moment.step.kind));
    expect([...kinds].sort()).toEqual(["decision", "done", "roll"]);
  });

  it("render through every template for every viewer, every key and placeholder found", () => {
    let rendered = 0;
    for (const moment of moments) {
      for (const viewer of viewersOf(moment)) {
        const view = SHIPPED.entry(moment.rulesetId).view({ ...moment, viewer, odds: viewer.referee });
        expect(view.step.kind).toBe(moment.step.kind);
        rendered += renderAll(render, view).length;
      }
    }
    expect(rendered).toBeGreaterThan(0);
    // Hundreds of views, each replaying its combat (exact odds for the referee): more than the default time on a loaded machine.
  }, 120_000);

  it("show a secret decision's options to its side alone, and only that the other side has chosen", () => {
    const secret = moments.filter((moment) => moment.step.kind === "decision" && moment.step.secret);
    expect(secret.length).toBeGreaterThan(0);
    for (const moment of secret) {
      if (moment.step.kind !== "decision") continue;
      const { side, sealed } = moment.step;
      const other = sidesOf(moment).find((candidate) => candidate !== side) ?? "";
      const theirs = SHIPPED.entry(moment.rulesetId).view({ ...moment, viewer: { sides: [other], referee: false } });
      const mine = SHIPPED.entry(moment.rulesetId).view({ ...moment, viewer: { sides: [side], referee: false } });
      expect(theirs.step.decision?.options).toEqual([]);
      expect(theirs.step.decision?.waiting?.key).toBe("WARGAME.View.Decision.WaitingSecret");
      expect(mine.step.decision?.options.length).toBe(moment.step.options.length);
      // Named, not by id: the sides of these scenarios have no name, so their ids capitalised ("german" → "German").
      expect(mine.step.decision?.sealed).toEqual(
        sealed.map((s) => ({
          key: "WARGAME.View.Decision.Sealed",
          data: { side: s.charAt(0).toUpperCase() + s.slice(1) },
        })),
      );
      // Odds from a state holding one side's secret picks would give them away.
      expect(mine.odds).toBeNull();
      const html = render("apps/combat-dialog/decision.hbs", theirs);
      expect(html).not.toContain('name="picks"');
    }
  });
});

describe("the combat-grid worked example (scenarios/combat-grid/mountain-attack.yml)", () => {
  const scenario = implementedScenarios().find((s) => s.id === "combat-grid-mountain-attack");
  const combat = scenario?.combats[0];
  if (scenario === undefined || combat === undefined) throw new Error("the mountain attack scenario is missing");
  const decisions = combat.script.decisions
    .slice(0, 4)
    .map((d) => ({ kind: "decision" as const, step: d.step, picks: d.picks }));
  const referee: Viewer = { sides: [], referee: true };
  const input = { board: scenario.board, selection: combat.selection, viewer: { sides: ["german"], referee: false } };

  it("sums each side at the first roll, saying why each unit is halved or doubled", () => {
    const view = SHIPPED.entry("combat-grid").view({ ...input, log: decisions });
    expect(view.step.roll).toMatchObject({ id: "roll:attacker", side: "german", dice: "1d6" });
    const sections = view.summary?.sections ?? [];
    const german = sections.find(
      (s) => s.title.data["side"] === "German" && s.title.key === "WARGAME.View.CombatGrid.Total",
    );
    // 20 = Panzergrenadiers A doubled by Infiltration 5 → 10, the second 5, the worn StuG 4
    // halved off open ground → 2, and the Wespe's barrage 3 (called by the first).
    expect(german?.title.data["total"]).toBe(20);
    expect(german?.rows.map((row) => [row.label.data["name"], row.value?.data, row.notes.map((n) => n.key)])).toEqual([
      ["Panzergrenadiers A/17 Pz", { base: 5, value: 10 }, ["WARGAME.View.CombatGrid.Doubled"]],
      ["Panzergrenadiers A/17 Pz (2)", { value: 5 }, []],
      ["StuG III B/320D", { base: 4, value: 2 }, ["WARGAME.View.CombatGrid.Vulnerable.armor-off-open"]],
      ["Wespe 17 Pz", { value: 3 }, ["WARGAME.View.CombatGrid.CalledBy"]],
    ]);
    const shifts = sections.find(
      (s) => s.title.key === "WARGAME.View.CombatGrid.Shifts" && s.title.data["side"] === "German",
    );
    // +1 flanking, −1 infantry in the mountains, −1 two elements, −1 Defense in Depth.
    expect(shifts?.rows.map((row) => [row.label.key, row.value?.key])).toEqual([
      ["WARGAME.CombatGrid.Reason.ShiftFlanking", "WARGAME.View.CombatGrid.ShiftUp"],
      ["WARGAME.CombatGrid.Reason.ShiftTerrain", "WARGAME.View.CombatGrid.ShiftDown"],
      ["WARGAME.CombatGrid.Reason.ShiftElements", "WARGAME.View.CombatGrid.ShiftDown"],
      ["WARGAME.CombatGrid.Reason.ShiftTacticDown", "WARGAME.View.CombatGrid.ShiftDown"],
    ]);
    expect(
      view.header.sides.map((side) => [side.side, side.name, side.role?.key, side.yours, side.units.length]),
    ).toEqual([
      ["german", "German", "WARGAME.View.Role.Attacker", true, 3],
      ["soviet", "Soviet", "WARGAME.View.Role.Defender", false, 1],
    ]);
  });

  it("gives exact odds at the roll: the Germans' hits on a d6 after their shifts", () => {
    const view = SHIPPED.entry("combat-grid").view({ ...input, log: decisions });
    const tables = view.odds?.tables ?? [];
    expect(tables.map((table) => table.title.key)).toEqual([
      "WARGAME.View.CombatGrid.OddsHits",
      "WARGAME.View.CombatGrid.OddsHits",
      "WARGAME.View.CombatGrid.OddsResult",
    ]);
    const total = (rows: readonly { percent: string }[]) => rows.reduce((sum, row) => sum + Number(row.percent), 0);
    for (const table of tables) expect(total(table.rows)).toBeCloseTo(100, 0);
  });

  it("shows the labelled defaults the combat runs with", () => {
    const view = SHIPPED.entry("combat-grid").view({ ...input, log: [] });
    expect(view.defaults.map((d) => d.reference.key)).toEqual([
      "WARGAME.CombatGrid.Gap.Evasion",
      "WARGAME.CombatGrid.Gap.Retreat",
    ]);
    const tactics = SHIPPED.entry("combat-grid").view({ ...input, log: decisions.slice(0, 1) });
    expect(tactics.defaults.map((d) => d.reference.key)).toEqual([
      "WARGAME.CombatGrid.Gap.Evasion",
      "WARGAME.CombatGrid.Gap.Retreat",
      "WARGAME.CombatGrid.Gap.Airpower",
      "WARGAME.CombatGrid.Gap.Airpower",
    ]);
  });

  it("lists the labelled defaults folded, under their heading, so the dialog stays short (both hosts' template)", () => {
    const view = SHIPPED.entry("combat-grid").view({ ...input, log: [] });
    const html = renderer()("apps/combat-dialog/header.hbs", dialogContext(view));
    const details = /<details class="defaults"[^>]*>/.exec(html)?.[0];
    expect(details).toBe('<details class="defaults">');
    expect(html).toMatch(/<summary>Labelled defaults[^<]*<\/summary>/);
    // Still named in the dialog: each default's option is in the folded list.
    expect((html.match(/<li><strong>/g) ?? []).length).toBe(2);
  });

  it("tells the end: the Soviets hold, two hits to none, every attacker back where it came from", () => {
    // Recce: the Germans shoot first, the Soviets choose to hold, then shoot back.
    const log = [
      ...decisions,
      { kind: "roll" as const, step: "roll:attacker", dice: [5] },
      { kind: "decision" as const, step: "evade", picks: ["hold"] },
      { kind: "roll" as const, step: "roll:defender", dice: [3] },
    ];
    const view = SHIPPED.entry("combat-grid").view({ ...input, viewer: referee, log });
    const done = view.step.done;
    expect(view.odds).toBeNull();
    expect(done?.outcome).toEqual([
      { key: "WARGAME.View.CombatGrid.Result.holds", data: { side: "Soviet" } },
      // Each side's hits count its units: a reader who may not see one of them is not shown them.
      { key: "WARGAME.View.CombatGrid.Inflicted", data: { side: "German", count: 2 }, counts: ["german"] },
      { key: "WARGAME.View.CombatGrid.Inflicted", data: { side: "Soviet", count: 0 }, counts: ["soviet"] },
    ]);
    // Each attacker returns one square to where it came from, ending beside the defender's square:
    // no contact between 1 km squares, where combat is fought inside a square.
    expect(
      done?.moves.map((move) => [
        move.unitId,
        move.text.key,
        move.text.data["i"] ?? move.text.data["other"],
        move.text.data["j"] ?? null,
      ]),
    ).toEqual([
      ["pzg-1", "WARGAME.View.Move.ToSquare", 5, 4],
      ["pzg-2", "WARGAME.View.Move.ToSquare", 4, 4],
      ["stug", "WARGAME.View.Move.ToSquare", 6, 4],
    ]);
    const html = renderer()("chat/combat-card.hbs", { combat: view, undoable: true, undone: false });
    expect(html).toContain("Soviet holds the square.");
    expect(html).toContain("Panzergrenadiers A/17 Pz moves 1 square to row 5, column 4.");
    expect(html).toContain('data-action="wargame-combat-undo"');
  });
});
