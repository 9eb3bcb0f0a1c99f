/**
 * State that stays true: the link carries only what belongs to the scenario shown, a scripted
 * example plays its file's dice without a link parameter, the status line tells the last thing
 * that happened (the chat card's Undo offered only where it acts: turn.test.ts).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, openSandbox } from "./browser";
import { scenarioFiles } from "./scenario-files";
import { walkScript, checkPick } from "./walk-script";
import { seededDice } from "@engine/session/dice-source";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

function scripted(id: string) {
  const scenario = scenarioFiles().find((entry) => entry.scenario.id === id)?.scenario;
  const combat = scenario?.combats[0];
  if (scenario === undefined || combat === undefined) throw new Error(`no scenario ${id}`);
  return { scenario, combat };
}

const status = "footer.status";
/** A seed whose first die is not the file's 5. */
const SEED = 1;

describe("the sandbox's state", () => {
  it("plays a scripted example with its file's dice, unless fresh dice are asked for, and says each step on the status line", async () => {
    // mountain-attack.yml: the Germans roll a 5, the Soviets a 3; the Soviets hold (README's worked outcome).
    const { combat } = scripted("combat-grid-mountain-attack");
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=combat-grid-mountain-attack&seed=${SEED}&speed=0`,
    );
    try {
      expect(await page.textContent(status)).toContain("Attack in the mountains: drag units");
      await page.click("button[data-action='start-combat']");
      expect(await page.textContent(status)).toBe(`Combat started: ${combat.name}.`);
      await walkScript(page, combat);
      const rolled = await page.$$eval(".chat .roll-line", (lines) =>
        lines.map((line) => (line as HTMLElement).dataset["values"] ?? "").reverse(),
      );
      expect(rolled).toEqual(["5", "3"]);
      expect(await page.textContent(".combat-step.done .outcome")).toContain("14th Guards Division holds the square");
      expect(await page.textContent(status)).toMatch(/rolled 1d6: 3$/);
      await page.click(".combat-step.done button[data-action='apply']");
      await page.waitForSelector("body[data-phase='idle']");
      expect(await page.textContent(status)).toBe(`Applied: ${combat.name}. Its card is in the chat.`);
      // The card's Undo acts now: it takes the combat back, and says so.
      await page.click(".chat button[data-action='wargame-combat-undo']");
      expect(await page.textContent(status)).toBe("The last combat is undone, with the moves made since.");

      // Fresh dice: the seed's, not the file's: the first roll is the seed's first die.
      await page.check("input[name='fresh-dice']");
      expect(new URL(page.url()).searchParams.get("fresh")).toBe("1");
      await page.click("button[data-action='start-combat']");
      for (const decision of combat.script.decisions) {
        if ((await page.getAttribute("form.combat-dialog", "data-kind")) !== "decision") break;
        for (const pick of decision.picks)
          await checkPick(page, `.combat-step.decision input[name='picks'][value='${pick}']`);
        await page.click(".combat-step.decision button[type='submit']");
      }
      await page.click(".combat-step.roll button[data-action='roll']");
      const first = await page.getAttribute(".chat .roll-line", "data-values");
      const seeded = seededDice(SEED)({
        kind: "roll",
        id: "x",
        side: "german",
        dice: "1d6",
        purpose: { key: "WARGAME.X", data: {} },
      });
      expect(seeded).not.toEqual([5]);
      expect(first).toBe(seeded.join(","));
      // Escape drops it, and the status line says so.
      await page.keyboard.press("Escape");
      expect(await page.textContent(status)).toBe(`Combat dropped: ${combat.name}. The board is as it was.`);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("drops the link's dice and combat when another scenario is shown, and says a refused option value was not set", async () => {
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=combat-grid-mountain-attack&combat=attack&dice=6,6&seed=3&speed=0`,
    );
    try {
      const entry = scenarioFiles().find((candidate) => candidate.scenario.id === "assault-ridge");
      if (entry === undefined) throw new Error("no ridge");
      await page.selectOption("select[name='scenario']", entry.file);
      const url = new URL(page.url());
      expect(url.searchParams.get("scenario")).toBe("assault-ridge");
      expect(url.searchParams.get("dice")).toBeNull();
      expect(url.searchParams.get("combat")).toBeNull();
      expect(url.searchParams.get("seed")).toBe("3");

      // A valid value, then a refused one: the status line tells the refusal, not "Options set".
      await page.click(".options-panel summary");
      await page.fill(".options-panel input[name='value-zocRadius']", "2");
      await page.dispatchEvent(".options-panel input[name='value-zocRadius']", "change");
      expect(await page.textContent(status)).toContain("Options set");
      await page.fill(".options-panel input[name='value-zocRadius']", "1.5");
      await page.dispatchEvent(".options-panel input[name='value-zocRadius']", "change");
      expect(await page.getAttribute(status, "data-kind")).toBe("refused");
      expect(await page.textContent(status)).toContain(
        "Options not set: Zone of control in tiles: must be a whole number, got 1.5.",
      );
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
