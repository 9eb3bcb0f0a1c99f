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
