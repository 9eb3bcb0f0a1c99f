import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { pendingMarks } from "@view/pending-marks";
import { localizeText } from "@view/template-helpers";
import { strictEnglish } from "../view/templates";
import { launchChromium, openSandbox } from "./browser";
import { scenarioFiles } from "./scenario-files";
import { screenshot } from "./screenshot";
import { walkScript } from "./walk-script";
import { SHIPPED } from "../rulesets/shipped";

const SEED = 1;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Every text line of every counter whose box (getBBox, through its own transform to the screen)
 * reaches outside its counter's body (the body's outline on the screen), by more than a tenth of a
 * pixel, with the unit and the line's text.
 */
function clippedLabels(page: Page): Promise<string[]> {
  return page.$$eval("g.unit", (tokens) =>
    tokens.flatMap((token) => {
      const body = token.querySelector<SVGPolygonElement>(".body");
      const bodyMatrix = body?.getScreenCTM();
      if (!body || !bodyMatrix) return [`${token.getAttribute("data-unit-id")}: no body`];
      const outline = [...body.points].map((p) => new DOMPoint(p.x, p.y).matrixTransform(bodyMatrix));
      // Inside a convex outline, within a tenth of a pixel: on the same side of every edge (either winding).
      const inside = (p: DOMPoint): boolean => {
        const sides = outline.map((a, k) => {
          const b = outline[(k + 1) % outline.length] ?? a;
          return (
            ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / Math.max(Math.hypot(b.x - a.x, b.y - a.y), 1e-9)
          );
        });
        return sides.every((side) => side >= -0.1) || sides.every((side) => side <= 0.1);
      };
      return [...token.querySelectorAll<SVGTextElement>("text.label, text.counter-values")].flatMap((text) => {
        const box = text.getBBox();
        const matrix = text.getScreenCTM();
        if (!matrix) return [`${token.getAttribute("data-unit-id")}: ${text.textContent} not drawn`];
        const corners = [
          [box.x, box.y],
          [box.x + box.width, box.y],
          [box.x, box.y + box.height],
          [box.x + box.width, box.y + box.height],
        ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(matrix));
        return corners.every(inside) ? [] : [`${token.getAttribute("data-unit-id")}: "${text.textContent}"`];
      });
    }),
  );
}

describe("counters a wargamer can read", () => {
  it.each(scenarioFiles().map(({ file, scenario }) => ({ file, scenario })))(
    "$file: every counter prints its rule system's values, and no label leaves its counter",
    async ({ scenario }) => {
      const { page, errors } = await openSandbox(
        browser,
        `${inject("sandboxUrl")}?scenario=${encodeURIComponent(scenario.id)}&seed=${SEED}`,
      );
      try {
        for (const unit of scenario.board.units) {
          const values = SHIPPED.entry(scenario.ruleset).counterValues(unit, scenario.board.grid);
          const markers = SHIPPED.entry(scenario.ruleset).markersOf(unit, scenario.board.grid);
          const token = `g.unit[data-unit-id='${unit.id}']`;
          // The counter prints the short forms; its tooltip names the unit, each value and each marker in full.
          expect(await page.getAttribute(token, "data-values"), unit.id).toBe(
            values.map((value) => localizeText(value.short, strictEnglish)).join(" · "),
          );
          expect(await page.textContent(`${token} > title`), unit.id).toBe(
            [
              unit.name,
              ...values.map((value) => localizeText(value.full, strictEnglish)),
              ...markers.map((marker) => localizeText(marker.full, strictEnglish)),
            ].join("\n"),
          );
        }
        expect(await clippedLabels(page)).toEqual([]);
        // Gridless, the text turns with its base, and stays inside it: each unit turned 45°, then 90° more.
        if (scenario.board.grid.kind === "gridless") {
          // Every base clicked in turn: the whole board in view (0, as the toolbar's ⤢).
          await page.keyboard.press("0");
          for (const turns of [3, 6]) {
            for (const unit of scenario.board.units) {
              await page.click(`g.unit[data-unit-id='${unit.id}'] .body`, { force: true });
              for (let k = 0; k < turns; k++) await page.keyboard.press("e");
            }
            expect(await clippedLabels(page)).toEqual([]);
          }
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it("shows names and values read at a zoom (screenshots)", async () => {
    for (const [id, shot] of [
      ["skirmish-recoil-the-hedge-line", "counters-skirmish"],
      ["combat-grid-mountain-attack", "counters-combat-grid"],
      ["assault-ridge", "counters-assault"],
      ["command-test-mill-crossing", "counters-command-test"],
      ["victory-margin-breakthrough-at-the-ridge", "counters-victory-margin"],
    ] as const) {
      const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}?scenario=${id}&seed=${SEED}`);
      try {
        // A counter the opening view shows (it opens zoomed in on the first fight): the wheel zooms there.
        const box = await page.$$eval("g.unit .body", (bodies) => {
          const view = document.querySelector("svg.board")?.getBoundingClientRect();
          const boxes = bodies.map((body) => body.getBoundingClientRect());
          return (
            boxes.find((b) => {
              const [x, y] = [b.x + b.width / 2, b.y + b.height / 2];
              return view !== undefined && x > view.left && x < view.right && y > view.top && y < view.bottom;
            }) ?? null
          );
        });
        if (box === null) throw new Error("no token in view");
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        for (let k = 0; k < 6; k++) await page.mouse.wheel(0, -100);
        await page.waitForFunction(
          () => Number(document.querySelector<SVGSVGElement>("svg.board")?.dataset["zoom"]) > 2,
        );
        expect(await clippedLabels(page)).toEqual([]);
        await screenshot(page, shot);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});

/** The scripted combats whose effects mark some counter before Apply. */
const marking = scenarioFiles().flatMap(({ file, scenario }) =>
  scenario.combats.flatMap((combat) => {
    const run = resolveCombat(SHIPPED.ruleset(scenario.ruleset), scenario.board, combat.selection, combat.script, SEED);
    const marks = pendingMarks(scenario.board, run.effects, run.plan);
    return marks.length > 0 ? [{ name: `${file} ${combat.id}`, scenario, combat, marks }] : [];
  }),
);

/** The pending marks drawn on the board, per unit, in the form `pendingMarks` gives them. */
function drawnMarks(
  page: Page,
): Promise<{ unitId: string; lost: number; added: string[]; removed: string[]; eliminated: boolean }[]> {
  return page.$$eval("g.unit", (tokens) =>
    tokens.flatMap((token) => {
      const mark = {
        unitId: token.getAttribute("data-unit-id") ?? "",
        lost: Number(token.querySelector(".pending-loss")?.getAttribute("data-steps") ?? 0),
        added: [...token.querySelectorAll(".status-marker.pending-status")].map(
          (marker) => marker.getAttribute("data-status") ?? "",
        ),
        removed: [...token.querySelectorAll(".status-marker.pending-off")].map(
          (marker) => marker.getAttribute("data-status") ?? "",
        ),
        eliminated: token.classList.contains("pending-eliminated") && token.querySelector(".pending-strike") !== null,
      };
      return mark.lost > 0 || mark.added.length > 0 || mark.removed.length > 0 || mark.eliminated ? [mark] : [];
    }),
  );
}

describe.each(marking)("losses and statuses marked as they happen: $name", ({ scenario, combat, marks }) => {
  it("marks them before Apply, draws them for good after, and clears them when the combat is dropped", async () => {
    const dice = combat.script.dice.join(",");
    const url = `${inject("sandboxUrl")}?scenario=${encodeURIComponent(scenario.id)}&combat=${encodeURIComponent(combat.id)}&dice=${dice}&seed=${SEED}&speed=0`;
    const { page, errors } = await openSandbox(browser, url);
    try {
      await page.click("button[data-action='start-combat']");
      await walkScript(page, combat);
      // The result waits for Apply: what it does to the counters is on them already, in the pending style.
      // Tokens are drawn tile by tile (board/tiled-layer.ts), so the marks are compared by unit, not in page order.
      const sorted = (list: readonly { unitId: string; added: readonly string[]; removed: readonly string[] }[]) =>
        list
          .map((mark) => ({ ...mark, added: [...mark.added].sort(), removed: [...mark.removed].sort() }))
          .sort((a, b) => (a.unitId < b.unitId ? -1 : a.unitId > b.unitId ? 1 : 0));
      expect(sorted(await drawnMarks(page))).toEqual(sorted(marks));
      if (combat === marking[0]?.combat) {
        for (let k = 0; k < 3; k++) await page.click("button[data-action='zoom'][data-zoom='1']");
        await screenshot(page, "pending-marks");
        await page.click("button[data-action='zoom'][data-zoom='0']");
      }
      await page.click(".combat-step.done button[data-action='apply']");
      await page.waitForSelector("body[data-phase='idle'] .chat .chat-card");
      expect(await page.locator(".board .pending, .board .pending-off, .board .pending-eliminated").count()).toBe(0);
      for (const mark of marks.filter((one) => !one.eliminated)) {
        const status = ((await page.getAttribute(`g.unit[data-unit-id='${mark.unitId}']`, "data-status")) ?? "").split(
          " ",
        );
        for (const added of mark.added) expect(status, mark.unitId).toContain(added);
        for (const removed of mark.removed) expect(status, mark.unitId).not.toContain(removed);
      }
      for (const mark of marks.filter((one) => one.eliminated))
        expect(await page.locator(`g.unit[data-unit-id='${mark.unitId}']`).count()).toBe(0);

      // Played again (the page afresh, the same dice) and dropped with Escape before Apply: the marks go with it.
      await page.goto(url);
      await page.waitForSelector("body[data-ready]");
      await page.click("button[data-action='start-combat']");
      await walkScript(page, combat);
      expect((await drawnMarks(page)).length).toBeGreaterThan(0);
      await page.keyboard.press("Escape");
      await page.waitForSelector("body[data-phase='idle']");
      expect(await drawnMarks(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
