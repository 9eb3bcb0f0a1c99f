import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { pendingMarks } from "@view/pending-marks";
import { strictEnglish } from "../view/templates";
import { SHIPPED } from "../rulesets/shipped";
import { launchChromium, openSandbox } from "./browser";
import { scenarioFiles } from "./scenario-files";
import { screenshot } from "./screenshot";
import { walkScript } from "./walk-script";

/** The smallest text read at arm's length, in screen pixels (as counter-size.test.ts). */
const READABLE = 9;
const SEED = 1;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Each scenario whose counters carry markers, with the markers its rule system reads off each unit's data. */
const withMarkers = scenarioFiles().flatMap(({ file, scenario }) => {
  const entry = SHIPPED.entry(scenario.ruleset);
  const expected = scenario.board.units
    .flatMap((unit) => entry.markersOf(unit, scenario.board.grid).map(({ id, value }) => `${unit.id} ${id} ${value}`))
    .sort();
  return expected.length > 0 ? [{ file, scenario, expected }] : [];
});

/** Each text drawn for a pending mark or a marker, with its unit, its size on the screen, and whether it overlaps the name. */
function drawnTexts(
  page: Page,
  selector: string,
): Promise<{ unit: string; text: string; px: number; overName: boolean }[]> {
  return page.$$eval(selector, (texts) =>
    texts.map((text) => {
      const token = text.closest("g.unit");
      const matrix = (text as SVGTextElement).getScreenCTM();
      const scale = matrix === null ? 0 : Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c));
      const mark = (text.parentElement ?? text).getBoundingClientRect();
      const overName = [...(token?.querySelectorAll("text.label, text.counter-values") ?? [])].some((line) => {
        const box = line.getBoundingClientRect();
        return box.left < mark.right && mark.left < box.right && box.top < mark.bottom && mark.top < box.bottom;
      });
      return {
        unit: token?.getAttribute("data-unit-id") ?? "",
        text: text.textContent ?? "",
        px: Number(text.getAttribute("font-size")) * scale,
        overName,
      };
    }),
  );
}

describe("the markers each rule system declares, on its counters at the default view", () => {
  it("has scenarios with markers of every kind some rule system declares", () => {
    const declared = SHIPPED.entries.flatMap((entry) => entry.counterMarkers.map((kind) => kind.id));
    const shown = new Set(withMarkers.flatMap(({ expected }) => expected.map((line) => line.split(" ")[1])));
    expect([...shown].sort()).toEqual([...declared].sort());
  });

  it.each(withMarkers)(
    "$file: each marker from the unit's data, at least 9 px, off the name, in the legend; at 1280 and 800 px",
    async ({ scenario, expected }) => {
      const { page, errors } = await openSandbox(browser, `${inject("sandboxUrl")}?scenario=${scenario.id}&seed=1`);
      try {
        for (const width of [1280, 800]) {
          await page.setViewportSize({ width, height: 900 });
          await page.reload();
          await page.waitForSelector("body[data-ready]");
          const drawn = await page.$$eval(".counter-marker", (chits) =>
            chits.map(
              (chit) =>
                `${chit.closest("g.unit")?.getAttribute("data-unit-id") ?? ""} ${chit.getAttribute("data-marker") ?? ""} ${chit.getAttribute("data-value") ?? ""}`,
            ),
          );
          expect(drawn.sort(), `${width} px`).toEqual(expected);
          const texts = await drawnTexts(page, ".counter-marker text");
          expect(
            texts.filter((text) => text.px < READABLE || text.overName),
            `${width} px`,
          ).toEqual([]);
          const legend = await page.textContent(".legend");
          for (const kind of SHIPPED.entry(scenario.ruleset).counterMarkers)
            expect(legend).toContain(strictEnglish.localize(kind.labelKey));
          if (withMarkers.find((one) => one.scenario.ruleset === scenario.ruleset)?.scenario === scenario)
            await screenshot(page, `counter-markers-${scenario.ruleset}-${width}`);
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

/**
 * One scripted combat per rule system whose result marks counters before Apply: one that sets a
 * status (skirmish-recoil's Downed) where there is one, else the first.
 */
const pendingPerSystem = SHIPPED.ids.flatMap((rulesetId) => {
  const marking = scenarioFiles()
    .filter(({ scenario }) => scenario.ruleset === rulesetId)
    .flatMap(({ scenario }) =>
      scenario.combats.flatMap((combat) => {
        const ruleset = SHIPPED.ruleset(rulesetId);
        const run = resolveCombat(ruleset, scenario.board, combat.selection, combat.script, SEED);
        const marks = pendingMarks(scenario.board, run.effects, run.plan);
        return marks.length > 0 ? [{ scenario, combat, marks }] : [];
      }),
    );
  const chosen = marking.find(({ marks }) => marks.some((mark) => mark.added.length > 0)) ?? marking[0];
  return chosen === undefined ? [] : [chosen];
});

describe("pending marks, drawn alike in every rule system", () => {
  it("has a combat marking counters in each rule system", () => {
    expect(pendingPerSystem.map(({ scenario }) => scenario.ruleset).sort()).toEqual([...SHIPPED.ids].sort());
  });

  it.each(pendingPerSystem.map((entry) => ({ ...entry, name: `${entry.scenario.id} ${entry.combat.id}` })))(
    "$name: every mark is drawn before Apply, its figures at least 9 px at the default view",
    async ({ scenario, combat, marks }) => {
      const dice = combat.script.dice.join(",");
      const url = `${inject("sandboxUrl")}?scenario=${encodeURIComponent(scenario.id)}&combat=${encodeURIComponent(combat.id)}&dice=${dice}&seed=${SEED}&speed=0`;
      const { page, errors } = await openSandbox(browser, url);
      try {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.reload();
        await page.waitForSelector("body[data-ready]");
        await page.click("button[data-action='start-combat']");
        await walkScript(page, combat);
        // Each mark in the one style every rule system shares (pending-layer.ts).
        for (const mark of marks) {
          const token = `g.unit[data-unit-id='${mark.unitId}']`;
          if (mark.lost > 0)
            expect(await page.getAttribute(`${token} .pending-loss`, "data-steps")).toBe(String(mark.lost));
          for (const status of mark.added)
            expect(await page.locator(`${token} .status-marker.pending-status[data-status='${status}']`).count()).toBe(
              1,
            );
          if (mark.eliminated)
            expect(await page.locator(`${token}.pending-eliminated .pending-strike`).count()).toBe(1);
        }
        const small = (await drawnTexts(page, ".pending text")).filter((text) => text.px < READABLE);
        expect(small).toEqual([]);
        if (scenario.ruleset === "skirmish-recoil") {
          // Started, the view follows the combat's own figures, not the whole table: their names still read.
          const names = await page.$$eval("g.unit text.label", (texts) =>
            texts.map((text) => {
              const m = (text as SVGTextElement).getScreenCTM();
              const scale = m === null ? 0 : Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
              return {
                unit: text.closest("g.unit")?.getAttribute("data-unit-id") ?? "",
                px: Number(text.getAttribute("font-size")) * scale,
              };
            }),
          );
          const fighters = new Set(marks.map((mark) => mark.unitId));
          expect(names.filter((name) => fighters.has(name.unit) && name.px < READABLE)).toEqual([]);
          // Zoomed in on the Downed figure (six notches of the wheel), where its mark reads.
          const downed = marks.find((mark) => mark.added.length > 0)?.unitId ?? "";
          const box = await page.locator(`g.unit[data-unit-id='${downed}'] .body`).boundingBox();
          if (box !== null) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          for (let k = 0; k < 6; k++) await page.mouse.wheel(0, -100);
          await page.waitForFunction(
            () => Number(document.querySelector<SVGSVGElement>("svg.board")?.dataset["zoom"]) > 2.9,
          );
          await screenshot(page, "pending-marks-skirmish-recoil");
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

/** Whether two screen boxes overlap by more than a pixel. */
function overlap(a: DOMRectLike, b: DOMRectLike): boolean {
  return a.x + 1 < b.x + b.width && b.x + 1 < a.x + a.width && a.y + 1 < b.y + b.height && b.y + 1 < a.y + a.height;
}
interface DOMRectLike {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

describe("readable views", () => {
  it("labels an area its counters cover beside it, joined by a line, never under a counter", async () => {
    // classic-village-assault: the fusiliers hold the village, its one hex.
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=odds-crt-classic-village-assault&seed=1`,
    );
    try {
      const label = page.locator(".area[data-area-id='village'] .area-label");
      expect(await label.getAttribute("display")).toBe("inline");
      expect(await label.getAttribute("class")).toContain("outside");
      expect(await page.locator(".area[data-area-id='village'] .area-leader").getAttribute("display")).toBe("inline");
      const box = await label.boundingBox();
      expect(box).not.toBeNull();
      const bodies = await page.$$eval("g.unit .body", (shapes) =>
        shapes.map((shape) => {
          const { x, y, width, height } = shape.getBoundingClientRect();
          return { x, y, width, height };
        }),
      );
      if (box !== null) expect(bodies.filter((body) => overlap(body, box))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("chooses the opening view again when the window is resized, until the view is moved", async () => {
    const { page, errors } = await openSandbox(
      browser,
      `${inject("sandboxUrl")}?scenario=combat-grid-mountain-attack&seed=1`,
    );
    const zoom = async (): Promise<number> => Number(await page.getAttribute("svg.board", "data-zoom"));
    const smallest = async (): Promise<number> =>
      Math.min(
        ...(await page.$$eval("g.unit text.label, g.unit text.counter-values", (texts) =>
          texts.map((text) => {
            const m = (text as SVGTextElement).getScreenCTM();
            return (
              Number(text.getAttribute("font-size")) * (m === null ? 0 : Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)))
            );
          }),
        )),
      );
    try {
      // The observer of the board's size runs before the next frame is drawn: two frames later it has.
      const resize = async (width: number): Promise<void> => {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
        );
      };
      await resize(1280);
      const wide = await zoom();
      expect(await smallest()).toBeGreaterThanOrEqual(9);
      // Narrower, the board's element shrinks: the view zooms in further so that every text still reads.
      await resize(800);
      expect(await zoom()).toBeGreaterThan(wide);
      expect(await smallest()).toBeGreaterThanOrEqual(9);
      // Zoomed by hand, the view is the user's: a resize keeps it.
      await page.click("button[data-action='zoom'][data-zoom='1']");
      const chosen = await zoom();
      await resize(1280);
      expect(await zoom()).toBe(chosen);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
