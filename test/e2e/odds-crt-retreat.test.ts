import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { drawnUnits, launchChromium, openSandbox } from "./browser";
import { screenshot } from "./screenshot";

/*
 * odds-crt's retreat chosen on the board (scenarios/odds-crt/classic-village-assault.yml): 13
 * against the fusiliers' doubled 6 is 2:1; die 6 is DR, one hex, the defender picks. Of the
 * village's six neighbours, (2,2) and (3,2) hold the attackers, (1,2) and (3,3) lie in their zones
 * of control; (1,3) and (2,4) are tied best (2 hexes from the nearest attacker, clear ground).
 * The file picks (1,3); here the player clicks (2,4) on the board instead.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe("an odds-crt retreat", () => {
  it("is picked by clicking a ranked hex on the board; the refused hexes are listed with why", async () => {
    const url = `${inject("sandboxUrl")}?scenario=odds-crt-classic-village-assault&combat=village-assault&dice=6&seed=1&speed=4000`;
    const { page, errors } = await openSandbox(browser, url);
    try {
      await page.click("button[data-action='start-combat']");
      await page.click(".combat-step.roll button[data-action='roll']");
      await page.waitForSelector(".combat-step.decision[data-step='retreat:fusiliers']");
      // Only the two best hexes are outlined on the board.
      const outlined = await page.$$eval(".destination[data-option]", (nodes) =>
        nodes.map((node) => (node as SVGElement).dataset["option"]).sort(),
      );
      expect(outlined).toEqual(["1,3", "2,4"]);
      // The dialog names every hex by row and column; the refused ones, not places to click, with their reason.
      const dialog = (await page.textContent(".combat-step.decision")) ?? "";
      expect(dialog).toContain("Row 1, column 3");
      expect(dialog).toContain("Row 2, column 4");
      expect(dialog).toMatch(/Row 1, column 2 is in [^.]*zone of control/);
      expect(dialog).toMatch(/Row 3, column 3 is in [^.]*zone of control/);
      expect(dialog).toMatch(/Row 2, column 2 is held by/);
      await page.locator(".destination[data-option='2,4']").hover();
      await screenshot(page, "odds-crt-retreat-1-choose");
      await page.locator(".destination[data-option='2,4']").click();
      await page.waitForSelector("form.combat-dialog[data-kind='done']");
      const outcome = (await page.textContent("form.combat-dialog")) ?? "";
      expect(outcome).toContain("Fusiliers retreated to row 2, column 4.");
      await screenshot(page, "odds-crt-retreat-2-done");
      await page.click(".combat-step.done button[data-action='apply']");
      await page.waitForSelector("body[data-phase='idle'] .chat .chat-card");
      const fusiliers = (await drawnUnits(page)).find((unit) => unit.id === "fusiliers");
      expect(fusiliers?.cells).toBe("2,4");
      const chat = (await page.textContent(".chat")) ?? "";
      expect(chat).toContain("row 2, column 4");
      expect(chat).not.toContain("(2,4)");
      await screenshot(page, "odds-crt-retreat-3-applied");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
