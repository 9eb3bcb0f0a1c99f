import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, openSandbox } from "./browser";
import { scenarioFiles } from "./scenario-files";
import { walkScript } from "./walk-script";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Reads a token's animation offset, "translate(x y)", as numbers. */
function offsetOf(transform: string | null): { x: number; y: number } | null {
  const match = /translate\((-?[\d.e-]+)[ ,]+(-?[\d.e-]+)\)/.exec(transform ?? "");
  return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
}

describe("the sandbox's animation", () => {
  it("moves tokens along the plan's waypoints, frame by frame, at the speed set", async () => {
    const found = scenarioFiles().find(({ scenario }) => scenario.id === "combat-grid-mountain-attack");
    const combat = found?.scenario.combats[0];
    if (combat === undefined) throw new Error("combat-grid/mountain-attack.yml has no combat");
    // 100 pixels a second: the second panzergrenadier's diagonal step back, from (550, 550) to
    // (450, 450), 141 pixels, takes 1.4 s.
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=combat-grid-mountain-attack&dice=5,3&seed=1&speed=100`,
    );
    try {
      await page.click("button[data-action='start-combat']");
      await walkScript(page, combat);
      await page.click(".combat-step.done button[data-action='apply']");
      await page.waitForSelector("body[data-phase='moving']");
      await page.waitForTimeout(400);
      const midway = offsetOf(await page.getAttribute("g.unit[data-unit-id='pzg-2']", "transform"));
      // On the way: up and left by the same amount, neither at the start nor at the end.
      expect(midway).not.toBeNull();
      expect(midway?.x).toBeCloseTo(midway?.y ?? Number.NaN, 6);
      expect(midway?.x).toBeLessThan(0);
      expect(midway?.x).toBeGreaterThan(-100);
      expect(await page.locator("button[data-action='undo']").isDisabled()).toBe(true);
      await page.waitForSelector("body[data-phase='idle']", { timeout: 10_000 });
      expect(await page.getAttribute("g.unit[data-unit-id='pzg-2']", "data-cell")).toBe("4,4");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
