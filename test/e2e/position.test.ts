/**
 * Keep and share a position: a unit moved by hand and a combat applied, saved to a file, the page
 * reloaded (the board back to the scenario's), the file loaded: the same board, the combat's card in
 * the chat; the Link button puts the same position in the link; a card's Export saves the combat's
 * record as a Markdown page.
 */
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { drawnUnits, launchChromium, openSandbox, seeded } from "./browser";
import { scenarioFiles } from "./scenario-files";
import { screenshot } from "./screenshot";
import { walkScript } from "./walk-script";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const SCENARIO = "combat-grid-mountain-attack";

describe("a position kept and shared", () => {
  it("saves the board to a file, and loads it back after a reload; the link holds it too; a combat exports as a page", async () => {
    const combat = scenarioFiles().find((entry) => entry.scenario.id === SCENARIO)?.scenario.combats[0];
    if (combat === undefined) throw new Error("no combat");
    const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}?scenario=${SCENARIO}&speed=0`);
    try {
      // The combat, applied (the file's dice), then the Wespe moved one square by hand.
      await page.click("button[data-action='start-combat']");
      await walkScript(page, combat);
      await page.click(".combat-step.done button[data-action='apply']");
      await page.waitForSelector("body[data-phase='idle']");
      await page.click("g.unit[data-unit-id='wespe']");
      await page.keyboard.press("ArrowRight");
      const board = await drawnUnits(page);
      expect(board.find((unit) => unit.id === "wespe")?.cells).toBe("5,1");
      expect(board.find((unit) => unit.id === "gds")?.data).toMatchObject({ stepsLost: 1 });

      const [saved] = await Promise.all([
        page.waitForEvent("download"),
        page.click("button[data-action='save-position']"),
      ]);
      const file = await saved.path();
      expect(saved.suggestedFilename()).toBe(`${SCENARIO}-position.json`);

      // A reload shows the scenario as its file has it: the combat and the move are gone.
      await page.goto(seeded(`${inject("sandboxUrl")}?scenario=${SCENARIO}&speed=0`));
      await page.waitForSelector("body[data-ready]");
      expect((await drawnUnits(page)).find((unit) => unit.id === "wespe")?.cells).toBe("5,0");
      expect(await page.locator(".chat .chat-card").count()).toBe(0);

      await page.setInputFiles("input[name='load-position']", file);
      await page.waitForSelector(".chat .chat-card");
      expect(await drawnUnits(page)).toEqual(board);
      expect(await page.textContent("footer.status")).toBe(
        "Position loaded: Attack in the mountains, with 1 combat fought.",
      );
      expect(await page.textContent(".chat .chat-card")).toContain("14th Guards Division holds the square.");
      await screenshot(page, "position-loaded");

      // The link: the same position, shown on a page opened from it.
      await page.click("button[data-action='link-position']");
      const link = page.url();
      expect(new URL(link).searchParams.get("position")).not.toBeNull();
      const { page: shared, errors: sharedErrors } = await openSandbox(browser, link);
      expect(await drawnUnits(shared)).toEqual(board);
      expect(sharedErrors).toEqual([]);
      await shared.close();

      // The card's Export: the combat's record as a Markdown page.
      const [exported] = await Promise.all([
        page.waitForEvent("download"),
        page.click(".chat .chat-card button[data-action='export-combat']"),
      ]);
      const markdown = readFileSync(await exported.path(), "utf8");
      expect(markdown.startsWith(`# ${combat.name}\n`)).toBe(true);
      expect(markdown).toContain("- 14th Guards Division holds the square.");

      // A file that is not a position is named, and nothing changes.
      await page.setInputFiles("input[name='load-position']", {
        name: "notes.json",
        mimeType: "application/json",
        buffer: Buffer.from('{"hello": 1}'),
      });
      await page.waitForSelector("footer.status[data-kind='refused']");
      expect(await page.textContent("footer.status")).toContain("This is not a position saved by the sandbox");
      expect(await drawnUnits(page)).toEqual(board);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
