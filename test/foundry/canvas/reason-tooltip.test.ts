// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { foundryReasonTooltip } from "@foundry/canvas/reason-tooltip";
import { FakeTooltipManager } from "../fakes/tooltip";
import { fakeRelease } from "../fakes/v14";

describe("a path's reasons in Foundry's tooltip", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are shown through the html option, never the deprecated content option, and hidden again", () => {
    const tooltip = new FakeTooltipManager();
    vi.stubGlobal("game", { tooltip, release: fakeRelease() });
    const reasons = foundryReasonTooltip();
    reasons.show(["Blocked by a wall", "<b>1st Bn</b> in the way"], { x: 40, y: 60 });
    expect(tooltip.deprecations).toEqual([]);
    // Each reason a line of text: a name is never read as HTML.
    expect(tooltip.shown?.lines).toEqual(["Blocked by a wall", "<b>1st Bn</b> in the way"]);
    expect(tooltip.shown?.element.style.left).toBe("40px");
    reasons.hide();
    expect(tooltip.shown).toBeNull();
  });
});
