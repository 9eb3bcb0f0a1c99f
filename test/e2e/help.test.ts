/** The page's help: a first-run guide until it is read, and a panel listing every key and gesture (the ? key or button). */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { HELP_ENTRIES } from "@sandbox/page/help";
import { launchChromium, openSandbox } from "./browser";
import { screenshot } from "./screenshot";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe("the sandbox's help", () => {
  it("shows the first-run guide until it is read, and lists every key and gesture on ? ", async () => {
    const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}?scenario=assault-ridge&speed=0`);
    try {
      expect(await page.locator(".guide").isVisible()).toBe(true);
      expect(await page.locator(".guide li").count()).toBe(3);
      expect(await page.locator(".help-panel").isVisible()).toBe(false);
      await page.keyboard.press("?");
      expect(await page.locator(".help-panel").isVisible()).toBe(true);
      expect(await page.locator(".help-panel dt").count()).toBe(HELP_ENTRIES.length);
      expect(await page.textContent(".help-panel")).toContain("Q and E");
      await screenshot(page, "help");
      await page.click("button[data-action='help']");
      expect(await page.locator(".help-panel").isVisible()).toBe(false);
      // Read once, the guide stays closed on the next visit (the browser's storage remembers).
      await page.click("button[data-action='close-guide']");
      await page.reload();
      await page.waitForSelector("body[data-ready]");
      expect(await page.locator(".guide").isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
