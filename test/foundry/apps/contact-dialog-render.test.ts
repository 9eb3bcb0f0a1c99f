// @vitest-environment happy-dom
/**
 * The form of a combat from contact as Foundry draws it: through the fake HandlebarsApplicationMixin
 * with the real template (templates/apps/contact-inputs.hbs, the sandbox's panel's too), answered
 * by submitting it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { validateScenario } from "@engine/scenario/scenario";
import { SHIPPED } from "../../rulesets/shipped";
import { fakeApplicationsApi } from "../fakes/applications";
import { englishI18n } from "../fakes/english";
import { fakeRelease } from "../fakes/v14";
import { drawnWithRealTemplates } from "./drawn-app";

const FILE = "scenarios/command-test/mill-crossing.yml";
const scenario = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);
// The 1st Division and Ney at (2,3) in contact with the grenadiers at (2,4).
const REQUEST = { sceneId: "scene1", tokenId: "div-1", contacts: ["grenadiers"] };

async function dialogModule() {
  vi.stubGlobal("foundry", { applications: { api: fakeApplicationsApi() } });
  vi.stubGlobal("game", { release: fakeRelease(), i18n: englishI18n() });
  return import("@foundry/apps/contact-dialog");
}

function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe("the contact form as drawn", () => {
  drawnWithRealTemplates();

  it("shows every input the rule system declares; a submission starts the combat with its answers", async () => {
    const { ContactDialog } = await dialogModule();
    const started: unknown[] = [];
    const start = (request: unknown) => Promise.resolve(started.push(request));
    const names = { french: "The French", russian: "The Russians" };
    const dialog = new ContactDialog(REQUEST, SHIPPED.ruleset("command-test"), scenario.board, names, start);
    await dialog.render({ force: true });
    const form = dialog.element;
    if (!(form instanceof HTMLFormElement)) throw new Error("the dialog is a form");
    expect(form.querySelector(".contact-title")?.textContent).toContain("1st Division attacks Grenadiers");
    const fields = [...form.querySelectorAll<HTMLElement>(".contact-field")];
    expect(fields.map((field) => field.dataset["field"])).toEqual(["attackerChits", "defenderChits", "units"]);
    expect(fields[0]?.textContent).toContain("The French: command chits left this turn");
    expect(fields[1]?.textContent).toContain("The Russians: command chits left this turn");
    const chits = form.querySelector<HTMLInputElement>('input[name="contact.attackerChits"]');
    expect([chits?.min, chits?.max, chits?.value]).toEqual(["0", "20", "0"]);
    const units = [...form.querySelectorAll<HTMLInputElement>('input[name="contact.units"]')];
    expect(units.map((unit) => [unit.value, unit.checked])).toEqual([
      ["div-1", true],
      ["ney", true],
    ]);

    // Too many chits: the input's own range keeps the browser from submitting; an answer that gets
    // past it anyway is named in the form, nothing starts, the form stays open.
    if (chits) chits.value = "25";
    form.requestSubmit();
    await settle();
    expect(started).toEqual([]);
    expect(await dialog.submitAnswers({ attackerChits: 25 })).toBe(false);
    expect(started).toEqual([]);
    expect(dialog.element?.querySelector(".wargame-combat-form-errors")?.textContent).toContain(
      "attackerChits must be between 0 and 20, got 25",
    );

    const again = dialog.element;
    if (!(again instanceof HTMLFormElement)) throw new Error("the dialog is a form");
    const chitsAgain = again.querySelector<HTMLInputElement>('input[name="contact.attackerChits"]');
    if (chitsAgain) chitsAgain.value = "2";
    again.querySelector<HTMLInputElement>('input[name="contact.units"][value="ney"]')?.click();
    again.requestSubmit();
    await settle();
    expect(started).toEqual([{ ...REQUEST, answers: { attackerChits: 2, defenderChits: 0, units: ["div-1"] } }]);
    expect(dialog).toHaveProperty("closed", true);
  });

  it("asks which enemy stack to attack when the rule system takes one and several touch, and attacks the one chosen", async () => {
    const { ContactDialog } = await dialogModule();
    const started: unknown[] = [];
    const start = (request: unknown) => Promise.resolve(started.push(request));
    // The Grenadiers in (2,4) touch three French hexes: the 1st Division (with Ney, never a target:
    // the HUD's contacts leave him out), the 2nd Division (with Murat) and the light cavalry.
    const request = { sceneId: "scene1", tokenId: "grenadiers", contacts: ["div-1", "div-2", "light-cav"] };
    const dialog = new ContactDialog(request, SHIPPED.ruleset("command-test"), scenario.board, {}, start);
    await dialog.render({ force: true });
    const form = dialog.element;
    if (!(form instanceof HTMLFormElement)) throw new Error("the dialog is a form");
    const choices = [...form.querySelectorAll<HTMLInputElement>('.contact-target input[name="target"]')];
    expect(choices.map((choice) => [choice.parentElement?.textContent?.trim(), choice.checked])).toEqual([
      ["1st Division", true],
      ["2nd Division", false],
      ["Light Cavalry", false],
    ]);
    expect(form.querySelector(".contact-target legend")?.textContent).toBe(
      "The enemy stack to attack (one per combat)",
    );
    expect(form.querySelector(".contact-title")?.textContent).toContain("Grenadiers attack 1st Division");
    choices[1]?.click();
    form.requestSubmit();
    await settle();
    expect(started).toEqual([
      { ...request, contacts: ["div-2"], answers: { attackerChits: 0, defenderChits: 0, units: ["grenadiers"] } },
    ]);
  });

  it("asks no such thing where one combat attacks every stack in contact (odds-crt)", async () => {
    const { ContactDialog, targetChoice } = await dialogModule();
    const oddsCrt = SHIPPED.ruleset("odds-crt");
    expect(targetChoice(oddsCrt, scenario.board, ["div-1", "div-2", "light-cav"])).toEqual([]);
    const dialog = new ContactDialog(
      { sceneId: "scene1", tokenId: "grenadiers", contacts: ["div-1", "div-2"] },
      oddsCrt,
      scenario.board,
      {},
      () => Promise.resolve(),
    );
    await dialog.render({ force: true });
    expect(dialog.element?.querySelector(".contact-target")).toBeNull();
  });
});
