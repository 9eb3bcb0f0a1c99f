import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { ScenarioCombat } from "@engine/scenario/scenario";

/** More steps than any combat takes: a page that stops advancing fails instead of looping. */
const MAX_STEPS = 200;

/** Makes the script's decisions by clicking, and rolls, until the dialog shows the result. */
export async function walkScript(page: Page, combat: ScenarioCombat): Promise<void> {
  const decisions = [...combat.script.decisions];
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    const kind = await page.getAttribute("form.combat-dialog", "data-kind");
    if (kind === "done") return;
    if (kind === "roll") {
      await page.click(".combat-step.roll button[data-action='roll']");
    } else {
      const step = await page.getAttribute(".combat-step.decision", "data-step");
      const decision = decisions.shift();
      expect(step).toBe(decision?.step);
      for (const pick of decision?.picks ?? [])
        await checkPick(page, `.combat-step.decision input[name='picks'][value='${pick}']`);
      await page.click(".combat-step.decision button[type='submit']");
    }
    // A refused input leaves the page where it was, with the reason on the status line.
    expect(await page.getAttribute("footer.status", "data-kind")).not.toBe("refused");
  }
  throw new Error(`The combat did not end within ${MAX_STEPS} steps`);
}

/** Ticks a dialog option as a person would: a place in the folded list of places is reached by opening the list. */
export async function checkPick(page: Page, input: string): Promise<void> {
  const list = page.locator(input).locator("xpath=ancestor::details[1]");
  if ((await list.count()) > 0 && (await list.getAttribute("open")) === null) await list.locator("summary").click();
  await page.check(input);
}
