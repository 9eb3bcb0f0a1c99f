import type { Page } from "playwright-core";
import type { ContactInput } from "@engine/rulesets/contact-inputs";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { contactFieldName } from "@view/contact-form-view";

/**
 * Answers the contact panel's form for these defenders (each target has its own) as a person would:
 * types numbers, ticks flags and units, picks choices.
 */
export async function fillContactForm(
  page: Page,
  inputs: readonly ContactInput[],
  answers: Readonly<Record<string, JsonValue>>,
  defenders: readonly string[],
): Promise<void> {
  for (const input of inputs) {
    const answer = answers[input.id];
    const control = `.contacts-panel form[data-defenders='${defenders.join(" ")}'] [name='${contactFieldName(input.id)}']`;
    switch (input.kind) {
      case "number":
        await page.fill(control, typeof answer === "number" ? String(answer) : "");
        break;
      case "flag":
        await page.setChecked(control, answer === true);
        break;
      case "choice":
        await page.selectOption(control, typeof answer === "string" ? answer : []);
        break;
      case "units":
        for (const box of await page.locator(control).all()) {
          const value = await box.getAttribute("value");
          await box.setChecked(Array.isArray(answer) && answer.includes(value ?? ""));
        }
    }
  }
}
