import { describe, expect, it } from "vitest";
import type { DecisionStep } from "@engine/session/types";
import { decisionView } from "@view/decision-view";
import { localizeText } from "@view/template-helpers";
import { renderer, strictEnglish } from "./templates";

const step: DecisionStep = {
  kind: "decision",
  id: "evade",
  side: "blue",
  secret: false,
  sealed: [],
  prompt: { key: "WARGAME.View.Side", data: { side: "blue" } },
  options: [
    { id: "hold", labelKey: "WARGAME.CombatGrid.Option.Hold", data: {}, legal: true },
    {
      id: "retreat",
      labelKey: "WARGAME.CombatGrid.Option.Retreat",
      data: {},
      legal: true,
      fatal: { unitId: "u1", outcome: "eliminated", certain: true },
    },
  ],
  min: 1,
  max: 1,
};

describe("a fatal option", () => {
  it("says so in its label, naming the unit, for whoever sees the options", () => {
    const names = (id: string): string => (id === "u1" ? "Rifle company" : id);
    for (const viewer of [
      { sides: ["blue"], referee: false },
      { sides: ["red"], referee: false },
    ]) {
      const view = decisionView(step, viewer, names);
      const [hold, retreat] = view.options;
      expect(hold?.fatal).toBeUndefined();
      expect(retreat?.fatal === undefined ? "" : localizeText(retreat.fatal, strictEnglish)).toBe(
        "(Rifle company is eliminated: it has no way out.)",
      );
      const html = renderer()("apps/combat-dialog/decision.hbs", { step: { decision: view } });
      expect(html).toContain('<strong class="fatal">(Rifle company is eliminated: it has no way out.)</strong>');
    }
  });
});

describe("a decision whose options are places on the board", () => {
  const placeStep = (count: number): DecisionStep => ({
    ...step,
    id: "charge:u1",
    options: [
      { id: "stay", labelKey: "WARGAME.CombatGrid.Option.Hold", data: {}, legal: true },
      ...Array.from({ length: count }, (_, k) => ({
        id: `${k},0`,
        labelKey: "WARGAME.CombatGrid.Option.Hold",
        data: { i: k, j: 0 },
        legal: true,
      })),
    ],
  });
  const blue = { sides: ["blue"], referee: false };

  it("folds more than four places under a summary, the board first; other options stay in view", () => {
    const view = decisionView(placeStep(6), blue, (id) => id);
    expect(view.options.map((option) => option.id)).toEqual(["stay"]);
    expect(view.places.map((option) => option.id)).toEqual(["0,0", "1,0", "2,0", "3,0", "4,0", "5,0"]);
    const html = renderer()("apps/combat-dialog/decision.hbs", { step: { decision: view } });
    expect(html).toContain("Click one of the highlighted places on the board.");
    expect(html).toMatch(/<details class="place-list">\s*<summary>Or choose from the list of all 6 places<\/summary>/);
    // Stay is outside the folded list; every place is inside it, still a radio button of the form.
    const [before, folded = ""] = html.split('<details class="place-list">');
    expect(before).toContain('value="stay"');
    expect(folded.match(/name="picks"/g)).toHaveLength(6);
  });

  it("lists four places or fewer as they are, and folds nothing for a viewer who may not answer", () => {
    const few = renderer()("apps/combat-dialog/decision.hbs", {
      step: { decision: decisionView(placeStep(4), blue, (id) => id) },
    });
    expect(few).not.toContain("<details");
    expect(few.match(/name="picks"/g)).toHaveLength(5);
    const theirs = decisionView(placeStep(6), { sides: ["red"], referee: false }, (id) => id);
    expect(theirs.placeList).toBeNull();
    expect(theirs.places).toHaveLength(6);
  });
});
