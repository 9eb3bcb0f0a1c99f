import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Footprint } from "@engine/model/footprint";
import type { Point } from "@engine/model/coordinates";
import { createCellGrid } from "@engine/grid/cell-grid";
import { placeFootprint } from "@engine/grid/footprint";
import { pageDice } from "@sandbox/state/dice-supply";
import { startContactCombat } from "@sandbox/state/contact-combat";
import * as sandbox from "@sandbox/state/sandbox-state";
import { drawnUnits, launchChromium, openSandbox } from "./browser";
import { answerFor, findContactPlan, movedState } from "./contact-plan";
import { fillContactForm } from "./contact-form";
import { expectDrawn } from "./expect-drawn";
import { scenarioFiles } from "./scenario-files";
import { screenshot } from "./screenshot";
import { checkPick } from "./walk-script";
import { centreOf, drag, fannedGrip } from "./pointer";

const SEED = 7;
const SPEED = 4000;
const MAX_STEPS = 200;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** A point of the board (its own pixels) on the screen. */
function onScreen(page: Page, point: Point): Promise<Point> {
  return page.$eval(
    "svg.board",
    (svg, p) => {
      const matrix = (svg as SVGSVGElement).getScreenCTM();
      const at = matrix === null ? p : new DOMPoint(p.x, p.y).matrixTransform(matrix);
      return { x: at.x, y: at.y };
    },
    point,
  );
}

const cases = scenarioFiles().map(({ file, scenario }) => ({ file, scenario }));

describe.each(cases)("a combat started from a new contact in $file", ({ scenario }) => {
  it("is dragged into contact, started from the unit's panel, chosen on the board, applied, and ends where the engine puts it", async () => {
    const plan = findContactPlan(scenario, SEED);
    const grid = scenario.board.grid.kind === "gridless" ? null : createCellGrid(scenario.board.grid);
    // The plan sets its contact up by hand, wherever the units stand: free setup, not an ordinary move.
    const url = `${inject("sandboxUrl")}?scenario=${encodeURIComponent(scenario.id)}&seed=${SEED}&speed=${SPEED}&drag=free`;
    const { page, errors } = await openSandbox(browser, url);
    const shot = (step: string) => screenshot(page, `contact-${scenario.id}-${step}`);
    try {
      // The page opens zoomed in on its first fight (counter-size.test.ts); the planned mover may stand
      // anywhere, so the whole board is shown first (0, as the toolbar's ⤢).
      await page.keyboard.press("0");
      // Then zoomed out as far as it goes (0.5): a counter taken from a fanned stack is held away
      // from its cell (stack-fan.ts), so bringing it to a cell on the board's edge may take the
      // pointer past that edge, which must still be on the page.
      for (let k = 0; k < 3; k++) await page.keyboard.press("-");
      // The drag: onto the cell on grids; gridless, the grip moves as far as the centre must.
      const attacker = scenario.board.units.find((unit) => unit.id === plan.attacker);
      if (attacker === undefined) throw new Error(plan.attacker);
      const from = await fannedGrip(page, plan.attacker);
      if (plan.cell !== null) {
        // The grip is off the counter's centre (counters fill most of a cell, a stack fans out): the
        // drag moves the counter's centre, where it is seen, onto the wanted cell's, as the drop reads
        // it (drag.ts: a counter lifted from a fan lands where it is let go).
        const held = await centreOf(page, `g.unit[data-unit-id='${plan.attacker}'] .body`);
        const to = await centreOf(page, `.cell[data-cell='${plan.cell.i},${plan.cell.j}']`);
        await drag(page, from, { x: to.x + from.x - held.x, y: to.y + from.y - held.y });
      } else if (plan.point !== null && attacker.footprint.kind !== "cells") {
        const start = await onScreen(page, attacker.footprint.center);
        const end = await onScreen(page, plan.point);
        await drag(page, from, { x: from.x + end.x - start.x, y: from.y + end.y - start.y });
      }
      const dropped = (await drawnUnits(page)).find((unit) => unit.id === plan.attacker);
      expect(dropped?.contacts).toContain(plan.defender);
      // What the engine does from the board the page shows (gridless: where the drag really left the unit).
      const footprint: Footprint =
        dropped?.x != null && dropped.y != null && attacker.footprint.kind !== "cells"
          ? placeFootprint(attacker.footprint, { x: dropped.x, y: dropped.y })
          : { kind: "cells", cells: [plan.cell ?? { i: 0, j: 0 }] };
      let engine = startContactCombat(
        movedState(scenario, plan.attacker, footprint),
        "",
        plan.attacker,
        plan.defenders,
        plan.inputs,
      );
      const dice = pageDice([], SEED);

      // The dropped unit is selected: its panel lists the enemy it now touches.
      const attack = page.locator(
        `.contacts-panel li[data-enemy='${plan.defenders.join(" ")}'] button[data-action='attack']`,
      );
      await attack.waitFor();
      // Every input the rule system declares, answered in the panel's form as the engine was.
      expect(Object.keys(plan.inputs)).toEqual(engine.ruleset.contactInputs.map((input) => input.id));
      await fillContactForm(page, engine.ruleset.contactInputs, plan.inputs, plan.defenders);
      await shot("1-contact");
      await attack.click();
      expect(await page.getAttribute("footer.status", "data-kind")).not.toBe("refused");

      const seen = new Set<string>();
      let clicked = 0;
      for (let steps = 0; ; steps++) {
        if (steps > MAX_STEPS) throw new Error("the combat did not end");
        const kind = await page.getAttribute("form.combat-dialog", "data-kind");
        if (kind === "done") break;
        const step = sandbox.pendingStep(engine);
        if (step?.kind === "roll") {
          expect(kind).toBe("roll");
          if (!seen.has("roll")) await shot("3-roll");
          seen.add("roll");
          await page.click(".combat-step.roll button[data-action='roll']");
          engine = sandbox.roll(engine, dice.roll(step));
          continue;
        }
        if (step?.kind !== "decision")
          throw new Error(`the page waits for a ${kind ?? "nothing"}, the engine for ${step?.kind ?? "nothing"}`);
        expect(await page.getAttribute(".combat-step.decision", "data-step")).toBe(step.id);
        const answer = answerFor(engine, grid);
        if (answer?.kind === "click") {
          // Every legal place is outlined; the one under the pointer shows its path.
          const destination = page.locator(`.destination[data-option='${answer.optionId}']`);
          await destination.hover();
          expect(await page.locator(`.preview-path[data-option='${answer.optionId}']`).count()).toBe(1);
          if (!seen.has("board")) await shot("2-destinations");
          seen.add("board");
          await destination.click();
          clicked++;
          if (step.max > 1 || step.min !== 1) await page.click(".combat-step.decision button[type='submit']");
          engine = sandbox.decide(engine, [answer.optionId]);
          // A single choice clicked shows at once: its unit's ghost at the destination.
          if (step.max === 1 && step.min === 1 && sandbox.pendingStep(engine)?.kind !== "done") {
            expect(await page.locator(`.ghost[data-cell='${answer.optionId}']`).count()).toBeGreaterThan(0);
          }
        } else {
          for (const pick of answer?.picks ?? [])
            await checkPick(page, `.combat-step.decision input[name='picks'][value='${pick}']`);
          if (!seen.has("list")) await shot("2-list");
          seen.add("list");
          await page.click(".combat-step.decision button[type='submit']");
          engine = sandbox.decide(engine, answer?.picks ?? []);
        }
        expect(await page.getAttribute("footer.status", "data-kind")).not.toBe("refused");
      }
      // Where the rule system has a place decision, it was chosen on the board.
      expect(clicked).toBe(plan.answers.filter((answer) => answer.kind === "click").length);
      if (scenario.ruleset === "assault") expect(clicked).toBeGreaterThan(0);

      await shot("4-done");
      await page.click(".combat-step.done button[data-action='apply']");
      await page.waitForSelector("body[data-phase='idle'] .chat .chat-card");
      expectDrawn(await drawnUnits(page), sandbox.applyResult(engine).index.board());
      await shot("5-applied");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
