// @vitest-environment happy-dom
/**
 * The turn tracker as Foundry draws it: through the fake HandlebarsApplicationMixin with the real
 * template (templates/apps/turn-tracker.hbs, the sandbox's too), answered by submitting its form.
 */
import { afterEach, describe, expect, it } from "vitest";
import { drawnWithRealTemplates } from "./drawn-app";
import { closeTrackers, settle, trackerModules, turnTable } from "./turn-table";

describe("the turn tracker as drawn", () => {
  drawnWithRealTemplates();
  // After hooks run last-registered first: the trackers close while Foundry's globals are still stubbed.
  afterEach(closeTrackers);

  it("shows the side on turn, its chits and its orders with Decline; a submitted order starts its attack on the host", async () => {
    const table = turnTable(await trackerModules());
    // The French player does not answer yet: the attack waits for their first decision.
    table.world.queries["wargame-combat.decide"] = () => Promise.reject(new Error("away"));
    const tracker = await table.open();
    const form = tracker?.element;
    if (!(form instanceof HTMLFormElement)) throw new Error("the tracker is a form");
    expect(form.querySelector(".turn-side.on-turn")?.getAttribute("data-side")).toBe("french");
    expect(form.querySelector(".turn-side.on-turn")?.textContent).toContain("2 command chits left");
    expect(form.querySelector(".combat-step.decision")?.getAttribute("data-step")).toBe("order:1");
    const options = [...form.querySelectorAll<HTMLInputElement>('input[name="picks"]')].map((input) => input.value);
    expect(options).toContain("8,3>8,4");
    expect(options.at(-1)).toBe("decline");

    form.querySelector<HTMLInputElement>('input[value="8,3>8,4"]')?.click();
    await table.world.as(table.world.user("gm1"), async () => {
      form.requestSubmit();
      await settle();
    });
    expect(table.combats().map((combat) => combat.status)).toEqual(["open"]);
    expect(form.querySelector(".combat-step.decision")).toBeNull();
    expect(form.querySelector(".turn-status")?.textContent).toContain("Order 1");
  });
});
