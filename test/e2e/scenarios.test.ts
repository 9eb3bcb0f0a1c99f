import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Board } from "@engine/board/types";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { type ScenarioCombat } from "@engine/scenario/scenario";
import { createLocalizer } from "@sandbox/i18n/localize";
import { localizeText } from "@view/template-helpers";
import { drawnUnits, launchChromium, openSandbox, type DrawnUnit } from "./browser";
import { expectDrawn } from "./expect-drawn";
import { screenshot } from "./screenshot";
import { englishStrings } from "../../tools/language-files";
import { scenarioFiles } from "./scenario-files";
import { walkScript } from "./walk-script";
import { SHIPPED } from "../rulesets/shipped";

/** Any dice a script lacks come from this seed, in the page as in the engine's resolver. */
const SEED = 1;
/** Fast, but still animated frame by frame. */
const SPEED = 4000;

interface ExpectedUnit {
  readonly stepsLost?: number;
  readonly status?: readonly string[];
  readonly cell?: { readonly i: number; readonly j: number };
  readonly removed?: boolean;
}

const i18n = createLocalizer(englishStrings(), (key) => {
  throw new Error(`Missing localization key ${key}`);
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const cases = scenarioFiles().flatMap(({ file, scenario }) =>
  scenario.combats.map((combat, n) => ({
    name: `${file} ${combat.id}`,
    scenario,
    combat,
    shot: n === 0 ? scenario.id : `${scenario.id}--${combat.id}`,
  })),
);

describe.each(cases)("the sandbox plays $name", ({ scenario, combat, shot }) => {
  it("through the dialog's UI, ending as worked out by hand, with no console error", async () => {
    const run = resolveCombat(SHIPPED.ruleset(scenario.ruleset), scenario.board, combat.selection, combat.script, SEED);
    expect(run.status).toBe("done");
    const dice = combat.script.dice.join(",");
    const url = `${inject("sandboxUrl")}?scenario=${encodeURIComponent(scenario.id)}&combat=${encodeURIComponent(combat.id)}&dice=${dice}&seed=${SEED}&speed=${SPEED}`;
    const { page, errors } = await openSandbox(browser, url);
    try {
      await page.click("button[data-action='start-combat']");
      await walkScript(page, combat);

      // The rolls as they fell, in order: the script's dice, then the seed's.
      const rolled = await page.$$eval(".chat .roll-line", (lines) =>
        lines.map((line) => (line as HTMLElement).dataset["values"] ?? "").reverse(),
      );
      expect(rolled.flatMap((line) => line.split(",")).map(Number)).toEqual(
        run.log.flatMap((entry) => (entry.kind === "roll" ? entry.dice : [])),
      );

      // The dialog shows the outcome and the moves in words, as the view model says.
      // In the scenario's own words: its sides' names, as the page names them.
      const view = SHIPPED.entry(scenario.ruleset).view({
        board: scenario.board,
        selection: combat.selection,
        log: run.log,
        viewer: { sides: sidesOf(scenario.board), referee: true },
        odds: false,
        sideNames: scenario.sideNames,
      });
      const done = view.step.done;
      expect(done).not.toBeNull();
      expect(await texts(page, ".combat-step.done .outcome li")).toEqual(
        (done?.outcome ?? []).map((line) => localizeText(line, i18n)),
      );
      expect(await texts(page, ".combat-step.done .moves > li > .move-text")).toEqual(
        (done?.moves ?? []).map((move) => localizeText(move.text, i18n)),
      );
      expect(await texts(page, ".combat-step.done .moves .move-reasons li")).toEqual(
        (done?.moves ?? []).flatMap((move) => (move.reasons ?? []).map((reason) => localizeText(reason, i18n))),
      );
      expect(await page.locator(".board .planned-path").count()).toBe(run.plan.moves.length);
      // Hovering a path shows its move's reasons, the rule first.
      const tips = await texts(page, ".board .planned-path title");
      expect(tips.length).toBe(run.plan.moves.length);
      for (const tip of tips) expect(tip).toMatch(/^Rule: /);

      await page.click(".combat-step.done button[data-action='apply']");
      await page.waitForSelector("body[data-phase='idle'] .chat .chat-card");
      const units = await drawnUnits(page);
      expectDrawn(units, run.board);
      expectAsWorkedOut(units, combat);
      await screenshot(page, shot);

      // Undo restores the board as it stood before the combat.
      await page.click(".chat-card button[data-action='wargame-combat-undo']");
      expectDrawn(await drawnUnits(page), scenario.board);
      expect(await page.locator(".chat-card .undone").count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

function texts(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (items) => items.map((item) => (item.textContent ?? "").replace(/\s+/g, " ").trim()));
}

function sidesOf(board: Board): string[] {
  return [...new Set(board.units.map((unit) => unit.side))];
}

/** The scenario's own `expected` block, read off the page's tokens. */
function expectAsWorkedOut(drawn: readonly DrawnUnit[], combat: ScenarioCombat): void {
  const expected = combat.expected as { units?: Record<string, ExpectedUnit> } | undefined;
  for (const [id, want] of Object.entries(expected?.units ?? {})) {
    const token = drawn.find((candidate) => candidate.id === id);
    if (want.removed) {
      expect(token, id).toBeUndefined();
      continue;
    }
    expect(token, id).toBeDefined();
    if (want.cell) expect(token?.cells, id).toBe(`${want.cell.i},${want.cell.j}`);
    if (want.status) expect(token?.status, id).toEqual([...want.status].sort());
    if (want.stepsLost !== undefined)
      expect((token?.data as Record<string, unknown> | undefined)?.["stepsLost"], id).toBe(want.stepsLost);
  }
}
