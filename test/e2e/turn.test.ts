import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { turnPlayerOf } from "@engine/rulesets/catalog";
import { playScenario } from "@engine/scenario/play-scenario";
import { drawnUnits, launchChromium, openSandbox } from "./browser";
import { expectDrawn } from "./expect-drawn";
import { scenarioFiles } from "./scenario-files";
import { screenshot } from "./screenshot";
import { SHIPPED } from "../rulesets/shipped";
import { checkPick } from "./walk-script";

const SEED = 1;
const SPEED = 4000;
/** More steps than any turn takes: a page that stops advancing fails instead of looping. */
const MAX_STEPS = 300;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const cases = scenarioFiles().flatMap(({ file, scenario }) =>
  scenario.turns.map((turn) => ({ name: `${file} ${turn.id}`, scenario, turn })),
);

describe.each(cases)("the sandbox plays the turn $name", ({ scenario, turn }) => {
  it("from the turn panel, each attack in the combat dialog, to the end worked out by hand", async () => {
    const run = playScenario(SHIPPED, scenario, turn, true, turn.script, SEED);
    expect(run.status).toBe("done");
    const url = `${inject("sandboxUrl")}?scenario=${encodeURIComponent(scenario.id)}&dice=${turn.script.dice.join(",")}&seed=${SEED}&speed=${SPEED}`;
    const { page, errors } = await openSandbox(browser, url);
    const decisions = [...turn.script.decisions];
    let shots = 0;
    try {
      await page.click(`.turn-panel button[data-action='play-turn'][data-turn='${turn.id}']`);
      for (let steps = 0; steps < MAX_STEPS; steps++) {
        const phase = await page.getAttribute("body", "data-phase");
        if (phase === "turn" && (await page.getAttribute(".turn-panel-form", "data-state")) === "over") break;
        if (phase === "combat") {
          const kind = await page.getAttribute("form.combat-dialog", "data-kind");
          if (kind === "roll") await page.click(".combat-dialog .combat-step.roll button[data-action='roll']");
          else if (kind === "done") {
            if (shots++ === 0) await screenshot(page, `turn-${scenario.id}-attack`);
            await page.click(".combat-dialog .combat-step.done button[data-action='apply']");
            await page.waitForSelector("body[data-phase='turn'], body[data-phase='combat']");
            // Mid-turn the card's Undo would do nothing (Undo is off during a turn): it is not offered.
            expect(await page.locator(".chat button[data-action='wargame-combat-undo']").count()).toBe(0);
          } else {
            // An attack's steps: the dialog shows the attack's own id, the script the order's number before it.
            const step = await page.getAttribute(".combat-dialog .combat-step.decision", "data-step");
            const decision = decisions.shift();
            expect(decision?.step.replace(/^\d+\//, "")).toBe(step);
            for (const pick of decision?.picks ?? [])
              await checkPick(page, `.combat-dialog .combat-step.decision input[name='picks'][value='${pick}']`);
            await page.click(".combat-dialog .combat-step.decision button[type='submit']");
          }
        } else {
          // The turn's own steps (an order or a decline) in the turn panel.
          const step = await page.getAttribute(".turn-panel .combat-step.decision", "data-step");
          const decision = decisions.shift();
          expect(step).toBe(decision?.step);
          if (step === "order:1") await screenshot(page, `turn-${scenario.id}-order`);
          for (const pick of decision?.picks ?? [])
            await checkPick(page, `.turn-panel .combat-step.decision input[name='picks'][value='${pick}']`);
          await page.click(".turn-panel .combat-step.decision button[type='submit']");
        }
        expect(await page.getAttribute("footer.status", "data-kind")).not.toBe("refused");
      }
      expect(decisions).toEqual([]);
      // The board the engine's turn ends on, force-march markers off (Rule 10.9), as worked out in the file.
      expectDrawn(await drawnUnits(page), run.board);
      const expected = turn.expected as
        { units?: Record<string, { cell?: { i: number; j: number }; status?: string[] }> } | undefined;
      const drawn = await drawnUnits(page);
      for (const [id, want] of Object.entries(expected?.units ?? {})) {
        const token = drawn.find((unit) => unit.id === id);
        if (want.cell) expect(token?.cells, id).toBe(`${want.cell.i},${want.cell.j}`);
        if (want.status) expect(token?.status, id).toEqual([...want.status].sort());
      }
      // The tracker's end: every side of the turn done, an account of each combat (as the rule system's turn play gives them).
      const progress = turnPlayerOf(SHIPPED, scenario.ruleset).progress(run.state);
      expect(await page.locator(".turn-tracker .turn-side.done").count()).toBe(progress.sides.length);
      expect(await page.locator(".turn-tracker .turn-combats li").count()).toBe(progress.combats.length);
      await screenshot(page, `turn-${scenario.id}-over`);
      await page.click(".turn-panel button[data-action='end-turn']");
      await page.waitForSelector("body[data-phase='idle']");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("the sandbox's combat phase where the game definition allows multi-hex attacks", () => {
  it("offers, after the attacking hexes, the other enemy hexes next to them, and fights them as one combat", async () => {
    const scenario = scenarioFiles().find(
      (file) => file.scenario.id === "odds-crt-classic-one-order-two-hexes",
    )?.scenario;
    if (scenario === undefined) throw new Error("scenarios/odds-crt/classic-one-order-two-hexes.yml is missing");
    const url = `${inject("sandboxUrl")}?scenario=${encodeURIComponent(scenario.id)}&dice=6&seed=${SEED}&speed=${SPEED}`;
    const { page, errors } = await openSandbox(browser, url);
    const step = ".turn-panel .combat-step.decision";
    const answer = async (picks: readonly string[]): Promise<void> => {
      for (const pick of picks) await checkPick(page, `${step} input[name='picks'][value='${pick}']`);
      await page.click(`${step} button[type='submit']`);
    };
    try {
      await page.click(".turn-panel button[data-action='play-turn'][data-turn='phase']");
      await answer(["2,3"]);
      await answer(["2,2", "2,4"]);
      // The file's worked order 1: the hexes next to (2,2) and (2,4) other than (2,3) hold the
      // north outpost (1,2) and the battery (1,4); red may take in none, one or both.
      await page.waitForSelector(`${step}[data-step='targets:1']`);
      const options = page.locator(`${step} li.option`);
      expect((await options.allInnerTexts()).map((label) => label.trim())).toEqual([
        "Attack North outpost in row 1, column 2",
        "Attack Blue battery in row 1, column 4",
      ]);
      expect(await page.locator(`${step} input[name='picks'][type='checkbox']`).count()).toBe(2);
      expect(await page.innerText(`${step} .picks`)).toContain("2");
      expect(await page.innerText(`${step} .prompt`)).toContain(
        "Which other enemy hexes next to your attacking units does the attack on East outpost in row 2, column 3 take in?",
      );
      await screenshot(page, `turn-${scenario.id}-targets`);
      // Red takes in the north outpost: Guards 5 + Hussars 3 + Grenadiers 4 = 12 against 2 + 2 = 4, the 3:1 column.
      await answer(["1,2"]);
      await page.waitForSelector("body[data-phase='combat'] .combat-dialog .combat-step.roll");
      expect(await page.innerText(".combat-dialog .combat-step.roll")).toContain(
        "strength 12 against 4, on the 3:1 column",
      );
      await screenshot(page, `turn-${scenario.id}-two-hex-roll`);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
