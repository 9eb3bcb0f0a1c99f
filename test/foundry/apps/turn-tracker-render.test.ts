// @vitest-environment happy-dom
/**
 * The turn tracker as Foundry draws it: through the fake HandlebarsApplicationMixin with the real
 * template (templates/apps/turn-tracker.hbs, the sandbox's too), answered by submitting its form.
 */
import { describe, expect, it } from "vitest";
import { drawnWithRealTemplates } from "./drawn-app";
import { crossroads, settle, table, trackerModule } from "./turn-table";

describe("the turn tracker as drawn", () => {
  drawnWithRealTemplates();

  it("shows the side on turn, its chits and its orders with Decline; a submitted order starts its attack", async () => {
    const { openTurnTracker } = await trackerModule();
    const scene = crossroads();
    const { ports, opened } = table(scene, []);
    const tracker = await openTurnTracker(scene, true, ports);
    const form = tracker?.element;
    if (!(form instanceof HTMLFormElement)) throw new Error("the tracker is a form");
    expect(form.querySelector(".turn-side.on-turn")?.getAttribute("data-side")).toBe("french");
    expect(form.querySelector(".turn-side.on-turn")?.textContent).toContain("2 command chits left");
    expect(form.querySelector(".combat-step.decision")?.getAttribute("data-step")).toBe("order:1");
    const options = [...form.querySelectorAll<HTMLInputElement>('input[name="picks"]')].map((input) => input.value);
    expect(options).toContain("8,3>8,4");
    expect(options.at(-1)).toBe("decline");

    form.querySelector<HTMLInputElement>('input[value="8,3>8,4"]')?.click();
    form.requestSubmit();
    await settle();
    expect(opened).toHaveLength(1);
    expect(form.querySelector(".combat-step.decision")).toBeNull();
    expect(form.querySelector(".turn-status")?.textContent).toContain("Order 1");
  });
});
