import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { validateScenario } from "@engine/scenario/scenario";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import type { ScriptedDecision } from "@engine/session/combat-run";
import { startContactCombat } from "@sandbox/state/contact-combat";
import { contactFieldName } from "@view/contact-form-view";
import { pageDice } from "@sandbox/state/dice-supply";
import * as sandbox from "@sandbox/state/sandbox-state";
import { SHIPPED } from "../rulesets/shipped";
import { drawnUnits, launchChromium, openSandbox } from "./browser";
import { answerFor } from "./contact-plan";
import { fillContactForm } from "./contact-form";
import { expectDrawn } from "./expect-drawn";
import { centreOf, drag, fannedGrip, grip } from "./pointer";
import { screenshot } from "./screenshot";
import { checkPick } from "./walk-script";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function cellsOf(page: Page, ids: readonly string[]): Promise<(string | null)[]> {
  const drawn = await drawnUnits(page);
  return ids.map((id) => drawn.find((unit) => unit.id === id)?.cells ?? null);
}

/** Drags a unit's counter by its grip to the middle of a cell; with Shift held, it leaves its stack. */
async function dragTo(page: Page, unitId: string, cell: string, shift = false): Promise<void> {
  const from = await fannedGrip(page, unitId);
  const to = await centreOf(page, `.cell[data-cell='${cell}']`);
  if (shift) await page.keyboard.down("Shift");
  await drag(page, from, to);
  if (shift) await page.keyboard.up("Shift");
}

const panelRows = (page: Page) =>
  page
    .locator(".contacts-panel li")
    .evaluateAll((rows) =>
      rows.map((row) => ({ ids: (row as HTMLElement).dataset["enemy"], text: row.querySelector("span")?.textContent })),
    );

describe("stacks in the sandbox (issue 24)", () => {
  // mill-crossing (hex-odd-r): the 1st Division and Ney share (2,3), the 2nd Division and Murat (3,3),
  // the light cavalry stands alone in (1,3); the Grenadiers in (2,4) touch all three French hexes.
  const MILL = "?scenario=command-test-mill-crossing&seed=1";

  it("a stack's counter drags the whole stack in one undo step; Shift drags one counter out", async () => {
    const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}${MILL}`);
    try {
      await page.keyboard.press("0");
      const stack = ["div-1", "ney"];
      expect(await cellsOf(page, stack)).toEqual(["2,3", "2,3"]);
      // The top counter of (2,3), as drawn last.
      const top = await page.locator("g.unit[data-cell='2,3']").last().getAttribute("data-unit-id");
      if (top === null) throw new Error("no counter on (2,3)");
      await dragTo(page, top, "1,2");
      expect(await cellsOf(page, stack)).toEqual(["1,2", "1,2"]);
      expect(await page.textContent("footer.status")).toContain("1st Division");
      await screenshot(page, "stack-dragged");

      await page.click("button[data-action='undo']");
      expect(await cellsOf(page, stack)).toEqual(["2,3", "2,3"]);

      // Shift: Ney alone leaves the stack.
      await dragTo(page, "ney", "1,2", true);
      expect(await cellsOf(page, stack)).toEqual(["2,3", "1,2"]);
      await screenshot(page, "stack-one-dragged-out");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("lists enemy stacks, never a commander, and attacks a whole stack", async () => {
    const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}${MILL}`);
    try {
      await page.keyboard.press("0");
      // The 2nd Division's stack joins the 1st's in (2,3): four counters, two of them commanders.
      await dragTo(page, "div-2", "2,3");
      expect(await cellsOf(page, ["div-1", "ney", "div-2", "murat"])).toEqual(["2,3", "2,3", "2,3", "2,3"]);
      await page.mouse.move(2, 2);
      await page.locator("g.unit[data-unit-id='grenadiers']").click();
      await page.locator(".contacts-panel li").first().waitFor();
      // Two French hexes touch the Grenadiers now; Ney and Murat are in them but never named as targets.
      expect(await panelRows(page)).toEqual([
        { ids: "div-1 div-2", text: "1st Division, 2nd Division" },
        { ids: "light-cav", text: "Light Cavalry" },
      ]);
      // Rule 10.1: an order attacks one enemy stack, so nothing attacks both hexes at once.
      expect(await page.locator(".contacts-panel > button[data-action='attack']").count()).toBe(0);
      await page.keyboard.press("Enter");
      expect(await page.getAttribute("footer.status", "data-kind")).toBe("refused");
      expect(await page.textContent("footer.status")).toContain("more than one enemy stack");
      await screenshot(page, "stack-targets");

      await page.click(".contacts-panel li[data-enemy='div-1 div-2'] button[data-action='attack']");
      await page.waitForSelector("body[data-phase='combat']");
      expect(await page.textContent("footer.status")).toContain("1st Division, 2nd Division");
      await screenshot(page, "stack-attacked");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("in odds-crt, attack them all attacks every stack in contact, each whole", async () => {
    // classic-village-assault: the fusiliers touch the two infantry in one hex and the guns in another.
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=odds-crt-classic-village-assault&seed=1`,
    );
    try {
      await page.keyboard.press("0");
      const at = await grip(page, "fusiliers");
      await page.mouse.click(at.x, at.y);
      await page.locator(".contacts-panel li").first().waitFor();
      expect((await panelRows(page)).map((row) => row.ids)).toEqual(["inf-1 inf-2", "guns"]);
      const all = page.locator(".contacts-panel > button[data-action='attack']");
      expect(await all.getAttribute("data-defenders")).toBe("inf-1 inf-2 guns");
      await all.click();
      await page.waitForSelector("body[data-phase='combat']");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("asks each enemy stack its own questions, and attacks the one picked as a scripted combat of it does", async () => {
    // breakthrough-at-the-ridge (victory-margin, one stack a combat) with the anti-tank gun brought
    // round behind the panzers: they touch the rifles (first in the board's order) and the gun.
    // A round's defender supports and eliminated units are the defender's own: the gun's form
    // offers the rifles as its support, and names the gun first among the units it may lose.
    const FILE = "scenarios/victory-margin/breakthrough-at-the-ridge.yml";
    const scenario = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);
    const SEED = 3;
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=${scenario.id}&seed=${SEED}&drag=free`,
    );
    try {
      await page.keyboard.press("0");
      // The gun (50,-150) goes round the left of the line by keys, 10 px a press: to (-50,-150),
      // down to (-50,20), then to (0,20), its front edge on the panzers' rear edge (y 10).
      const at = await grip(page, "atgun");
      await page.mouse.click(at.x, at.y);
      for (const [key, times] of [
        ["ArrowLeft", 10],
        ["ArrowDown", 17],
        ["ArrowRight", 5],
      ] as const)
        for (let k = 0; k < times; k++) await page.keyboard.press(key);
      const gun = (await drawnUnits(page)).find((unit) => unit.id === "atgun");
      expect([gun?.x, gun?.y]).toEqual([0, 20]);
      const panzers = await grip(page, "panzers");
      await page.mouse.click(panzers.x, panzers.y);
      await page.locator(".contacts-panel li[data-enemy='atgun'] form").waitFor();
      expect((await panelRows(page)).map((row) => row.ids)).toEqual(["rifles", "atgun"]);
      const offered = (defenders: string, name: string) =>
        page.$$eval(
          `.contacts-panel form[data-defenders='${defenders}'] input[name='${contactFieldName(name)}']`,
          (boxes) => boxes.map((box) => (box as HTMLInputElement).value),
        );
      expect(await offered("atgun", "defenderSupports")).toEqual(["rifles", "reserve"]);
      expect(await offered("atgun", "eliminated")).toEqual(["atgun", "rifles", "reserve"]);
      expect(await offered("rifles", "defenderSupports")).toEqual(["atgun", "reserve"]);

      const answers = {
        attackDice: 3,
        attackerWon: true,
        coverAdvantage: 0,
        attackerSupports: ["motorised"],
        defenderSupports: ["rifles"],
        eliminated: [],
      };
      const ruleset = SHIPPED.ruleset("victory-margin");
      await fillContactForm(page, ruleset.contactInputs, answers, ["atgun"]);
      await screenshot(page, "stack-own-questions");
      await page.click(".contacts-panel li[data-enemy='atgun'] button[data-action='attack']");
      await page.waitForSelector("body[data-phase='combat']");

      // The engine from the same board and answers, played as the page is: same dice, same picks.
      const moved = sandbox.recordMove(sandbox.openScenario(SHIPPED, scenario));
      moved.index.moveUnit("atgun", { footprint: { kind: "rect", center: { x: 0, y: 20 }, width: 40, depth: 20 } });
      const board = moved.index.board();
      let engine = startContactCombat(moved, "", "panzers", ["atgun"], answers);
      expect(engine.combat?.selection).toMatchObject({ attacker: "panzers", defender: "atgun" });
      const dice = pageDice([], SEED);
      const rolled: number[] = [];
      const decisions: ScriptedDecision[] = [];
      for (let steps = 0; ; steps++) {
        if (steps > 50) throw new Error("the combat did not end");
        const step = sandbox.pendingStep(engine);
        if (step === null || step.kind === "done") break;
        if (step.kind === "roll") {
          await page.click(".combat-step.roll button[data-action='roll']");
          const values = dice.roll(step);
          rolled.push(...values);
          engine = sandbox.roll(engine, values);
          continue;
        }
        const answer = answerFor(engine, null);
        const picks = answer?.kind === "list" ? answer.picks : [];
        for (const pick of picks) await checkPick(page, `.combat-step.decision input[name='picks'][value='${pick}']`);
        await page.click(".combat-step.decision button[type='submit']");
        decisions.push({ step: step.id, picks: [...picks] });
        engine = sandbox.decide(engine, picks);
      }
      await page.waitForSelector("form.combat-dialog[data-kind='done']");
      await page.click(".combat-step.done button[data-action='apply']");
      await page.waitForSelector("body[data-phase='idle'] .chat .chat-card");
      const applied = sandbox.applyResult(engine).index.board();
      expectDrawn(await drawnUnits(page), applied);

      // The scripted combat of the gun: its selection written out, the dice and picks the page used.
      const scripted = resolveCombat(
        ruleset,
        board,
        {
          attacker: "panzers",
          defender: "atgun",
          attackerSupports: ["motorised"],
          defenderSupports: ["rifles"],
          attackDice: 3,
        },
        { dice: rolled, decisions },
      );
      expect(scripted.status).toBe("done");
      expect(applied).toEqual(scripted.board);
      await screenshot(page, "stack-own-questions-applied");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
