/**
 * Screenshots of the hosted combat dialog (src/foundry/apps/hosted-combat-dialog.ts) and of its chat
 * card, their templates rendered as the view tests render them, with the module's stylesheet: the GM's
 * view, and a player's with an enemy on a hidden token (the view the host builds for that player,
 * `withoutUnseen`). Each is checked to hold no id or name of the hidden unit, then saved for a person
 * to look at (hosted-*.png, screenshot.ts says where).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutUnseen } from "@view/unseen-units";
import type { CombatView, LocText } from "@view/view-types";
import { SHIPPED } from "../rulesets/shipped";
import { randomMoments, type Moment } from "../view/sessions";
import { renderer } from "../view/templates";
import { launchChromium } from "./browser";
import { screenshot } from "./screenshot";

/** Ridge 2, of the defending side of "A assaults X" (scenarios/assault/ridge-assault.yml), on a hidden token. */
const HIDDEN = { id: "x2", name: "Ridge 2" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const render = renderer();

interface Controls {
  readonly asking: LocText | null;
  readonly failed: LocText | null;
  /** Applied or ended (the hosted dialog's `over`). */
  readonly over?: boolean;
}

/** The hosted dialog's parts as it renders them (the host rolls and applies: no Roll or Apply button). */
function dialog(view: CombatView, controls: Controls): string {
  const context = { ...view, controls: { over: false, ...controls, hosted: true } };
  const parts = ["header", view.step.kind, "odds", "footer"].map((part) =>
    render(`apps/combat-dialog/${part}.hbs`, context),
  );
  return `<div class="application"><form class="combat-dialog" data-kind="${view.step.kind}">${parts.join("")}</form></div>`;
}

function card(view: CombatView): string {
  return render("chat/combat-card.hbs", { combat: view, undoable: true, undone: false });
}

async function shot(name: string, html: string, width: number): Promise<string> {
  const page = await browser.newPage({ viewport: { width, height: 400 } });
  try {
    await page.setContent(
      `<!doctype html><html><body style="font-family: sans-serif; margin: 12px">${html}</body></html>`,
    );
    await page.addStyleTag({ path: "styles/wargame-combat.css" });
    // The whole dialog in the picture, however long.
    await page.setViewportSize({ width, height: await page.evaluate(() => document.body.scrollHeight + 24) });
    await screenshot(page, name);
    return await page.innerText("body");
  } finally {
    await page.close();
  }
}

const moments = randomMoments(6).filter((moment) => moment.rulesetId === "assault" && moment.combat === "ridge");

function viewAt(moment: Moment | undefined): CombatView {
  if (moment === undefined) throw new Error("no such moment of the ridge assault");
  return SHIPPED.entry(moment.rulesetId).view({ ...moment, viewer: { sides: [], referee: false } });
}

const ASKING: LocText = { key: "WARGAME.Combat.Asking", data: { user: "Boris", side: "Red" } };
const NO_ANSWER: LocText = {
  key: "WARGAME.Error.Combat.NoAnswer",
  data: { user: "Boris", side: "Red", reason: "no answer in 300 seconds" },
};

describe("the hosted combat dialog, for the GM and for a player with a hidden enemy", () => {
  const decision = viewAt(moments.find((moment) => moment.step.kind === "decision"));
  const done = viewAt(moments.find((moment) => moment.step.kind === "done"));

  it("shows the GM every unit, and the player none of the hidden one, while a question is out", async () => {
    const gm = await shot("hosted-gm-decision", dialog(decision, { asking: ASKING, failed: null }), 600);
    const player = await shot(
      "hosted-player-hidden-decision",
      dialog(withoutUnseen(decision, [HIDDEN]), { asking: ASKING, failed: null }),
      600,
    );
    expect(gm).toContain(HIDDEN.name);
    expect(player).not.toContain(HIDDEN.name);
    expect(player).toContain("and units hidden on the map");
  });

  it("offers Ask again when a question went unanswered", async () => {
    const gm = await shot("hosted-gm-no-answer", dialog(decision, { asking: null, failed: NO_ANSWER }), 600);
    expect(gm).toContain("Ask again");
  });

  it("shows the result, and the chat card every player reads, without the hidden unit", async () => {
    const gm = await shot("hosted-gm-done", dialog(done, { asking: null, failed: null, over: true }), 600);
    const player = await shot(
      "hosted-player-hidden-done",
      dialog(withoutUnseen(done, [HIDDEN]), { asking: null, failed: null, over: true }),
      600,
    );
    const shown = await shot("hosted-card-hidden", card(withoutUnseen(done, [HIDDEN])), 320);
    expect(gm).toContain(HIDDEN.name);
    expect(gm).not.toContain("Abandon");
    for (const text of [player, shown]) expect(text).not.toContain(HIDDEN.name);
  });
});
