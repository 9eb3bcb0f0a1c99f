// @vitest-environment happy-dom
/**
 * The contact form where the rule system attacks one enemy stack per combat (victory-margin) and two
 * touch: choosing a stack asks that stack's own questions (the inputs part drawn again through the
 * fake HandlebarsApplicationMixin with the real templates), answers that are not that stack's are
 * refused, and the combat the production host starts from the answers ends as a scripted
 * `resolveCombat` of the same selection with the same dice and decisions.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { Board } from "@engine/board/types";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { validateScenario, type Scenario, type ScenarioCombat } from "@engine/scenario/scenario";
import { sceneBoard } from "@foundry/board/scene-board";
import { registerSettings } from "@foundry/settings";
import { contactFieldName } from "@view/contact-form-view";
import { SHIPPED } from "../../rulesets/shipped";
import { englishI18n } from "../fakes/english";
import { hostModules, hostWorld, settle } from "../host/host-world";
import { drawnWithRealTemplates } from "./drawn-app";

const FILE = "scenarios/victory-margin/breakthrough-at-the-ridge.yml";
const ridge = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);
const [ridgeCombat] = ridge.combats;
if (ridgeCombat === undefined) throw new Error("no combat");

// The anti-tank gun brought round behind the panzers (0,0): at (0,20) its front edge (y 10) meets
// their rear edge, as the rifles (0,-20) meet their front. Two enemy stacks touch the panzers: the
// rifles first in the board's order, then the gun.
const board: Board = {
  ...ridge.board,
  units: ridge.board.units.map((unit) =>
    unit.id === "atgun"
      ? { ...unit, footprint: { kind: "rect", center: { x: 0, y: 20 }, width: 40, depth: 20 } }
      : unit,
  ),
};
const scenario: Scenario = { ...ridge, board };

// The round against the gun, worked by hand (fall-back-and-follow-up.txt): three attack dice 6, 6, 5
// are 2 sixes; the panzers' armour 2 against the best defending anti-tank value (the gun's 3) gives
// no armour advantage; the gun's strength is 1 (no data: the rule system's default), its armour and
// cover advantages 0: margin 2 + 0 - 1 - 0 - 0 = 1, above its cover level 0, so it must fall back
// 1d6 = 4 cm, straight away from the panzers: (0,20) to (0,60). The rifles, its support, stand;
// the panzers rally forward into the space it left, (0,20); the motorised company stays.
const DICE = [6, 6, 5, 4];
const DECISIONS = [
  { step: "support:rifles", picks: ["stand"] },
  { step: "follow-up:panzers", picks: ["rally-forward"] },
  { step: "follow-up:motorised", picks: ["stay"] },
];
const combat: ScenarioCombat = { ...ridgeCombat, script: { decisions: DECISIONS, dice: DICE } };
const REQUEST = { sceneId: "", tokenId: "panzers", contacts: ["rifles", "atgun"] };
const SIDES = { red: "The Red army", blue: "The Blue army" };

let modules: Awaited<ReturnType<typeof hostModules>>;
beforeAll(async () => {
  modules = await hostModules();
});

function form(element: HTMLElement | null): HTMLFormElement {
  if (!(element instanceof HTMLFormElement)) throw new Error("the dialog is a form");
  return element;
}

/** The units a units field of the form offers, by id. */
function offered(element: HTMLFormElement, id: string): string[] {
  return [...element.querySelectorAll<HTMLInputElement>(`input[name="${contactFieldName(id)}"]`)].map(
    (box) => box.value,
  );
}

function check(element: HTMLFormElement, id: string, value: string): void {
  element.querySelector<HTMLInputElement>(`input[name="${contactFieldName(id)}"][value="${value}"]`)?.click();
}

describe("the contact form with two enemy stacks in contact, one attacked per combat", () => {
  drawnWithRealTemplates();

  it("asks the stack chosen its own questions, refuses another's answers, and starts the combat a script of it plays", async () => {
    const w = hostWorld(modules, scenario, combat);
    registerSettings();
    // The form's messages in English (the world's i18n echoes keys), the rest of its i18n kept.
    Object.assign(game.i18n ?? {}, englishI18n());
    const host = w.host();
    const { ContactDialog } = await import("@foundry/apps/contact-dialog");
    const ruleset = SHIPPED.ruleset("victory-margin");
    let begun: Promise<unknown> = Promise.resolve();
    const request = { ...REQUEST, sceneId: w.scene.id };
    const dialog = new ContactDialog(request, ruleset, board, SIDES, (answered) => {
      begun = w.world.as(w.world.user("gm1"), () => host.request("p1", { kind: "start", combat: answered }));
      return begun;
    });
    await dialog.render({ force: true });
    const first = form(dialog.element);
    // The rifles' questions first: their supports are their nearest friends, the gun and the reserve
    // 40 px off each (a tie, by id); the units the round may eliminate, the rifles first.
    expect(first.querySelector(".contact-title")?.textContent).toContain("Panzer company attacks Rifle company");
    expect(offered(first, "defenderSupports")).toEqual(["atgun", "reserve"]);
    expect(offered(first, "eliminated")).toEqual(["rifles", "atgun", "reserve"]);

    // Three dice typed, then the gun chosen: the dice are the same question and stay; the inputs
    // part is drawn again for the gun, whose supports are the rifles (40 px) and the reserve (80 px).
    const dice = first.querySelector<HTMLInputElement>(`input[name="${contactFieldName("attackDice")}"]`);
    if (dice === null) throw new Error("no dice input");
    dice.value = "3";
    const choices = [...first.querySelectorAll<HTMLInputElement>('.contact-target input[name="target"]')];
    expect(choices.map((choice) => choice.parentElement?.textContent?.trim())).toEqual([
      "Rifle company",
      "Anti-tank gun",
    ]);
    choices[1]?.click();
    await settle();
    const gun = form(dialog.element);
    expect(gun.querySelector(".contact-title")?.textContent).toContain("Panzer company attacks Anti-tank gun");
    expect(offered(gun, "defenderSupports")).toEqual(["rifles", "reserve"]);
    expect(offered(gun, "eliminated")).toEqual(["atgun", "rifles", "reserve"]);
    expect(gun.querySelector<HTMLInputElement>(`input[name="${contactFieldName("attackDice")}"]`)?.value).toBe("3");
    // Only the inputs were drawn again: the choice is the same element, still checked.
    expect(gun.querySelector('.contact-target input[name="target"]:checked')).toBe(choices[1]);

    // Answers that are not the gun's start nothing and say why: a unit no input offers against it,
    // then answers given for the rifles (which the form then asks again, for the rifles).
    expect(await dialog.submitAnswers({ defenderSupports: ["motorised"] })).toBe(false);
    expect(dialog.element?.querySelector(".wargame-combat-form-errors")?.textContent).toContain(
      "Not offered in an attack on Anti-tank gun: Motorised company. Choose among the units the form lists.",
    );
    expect(await dialog.submitAnswers({ defenderSupports: ["atgun"] }, 0)).toBe(false);
    const back = form(dialog.element);
    expect(back.querySelector(".wargame-combat-form-errors")?.textContent).toContain(
      "Those answers were for an attack on Anti-tank gun. The form now asks what an attack on Rifle company needs: answer again.",
    );
    expect(back.querySelector('.contact-target input[name="target"]:checked')?.parentElement?.textContent?.trim()).toBe(
      "Rifle company",
    );
    expect(offered(back, "defenderSupports")).toEqual(["atgun", "reserve"]);
    expect(w.combats()).toEqual([]);

    // The gun again, answered (the refused answers gave no dice: the form shows 1 again), and attacked.
    back.querySelectorAll<HTMLInputElement>('.contact-target input[name="target"]')[1]?.click();
    await settle();
    const answered = form(dialog.element);
    const diceAgain = answered.querySelector<HTMLInputElement>(`input[name="${contactFieldName("attackDice")}"]`);
    expect(diceAgain?.value).toBe("1");
    if (diceAgain) diceAgain.value = "3";
    check(answered, "attackerSupports", "motorised");
    check(answered, "defenderSupports", "rifles");
    answered.requestSubmit();
    await settle();
    await begun;
    expect(w.combats().map((entry) => entry.status)).toEqual(["applied"]);
    const selection = {
      attacker: "panzers",
      defender: "atgun",
      attackerSupports: ["motorised"],
      defenderSupports: ["rifles"],
      eliminated: [],
      attackerWon: true,
      attackDice: 3,
      coverAdvantage: 0,
    };
    expect(w.combats()[0]?.selection).toMatchObject(selection);

    // The scripted combat of the same selection, dice and decisions ends on the same board.
    const scripted = resolveCombat(ruleset, board, selection, { dice: DICE, decisions: DECISIONS });
    expect(scripted.status).toBe("done");
    expect(scripted.outcome).toMatchObject({ effect: "falls-back", margin: 1, sixes: 2, fallBack: 4 });
    const where = (units: Board["units"]) =>
      Object.fromEntries(units.map((unit) => [unit.id, { footprint: unit.footprint, status: unit.status }]));
    expect(where(sceneBoard(w.scene).units)).toEqual(where(scripted.board.units));
    expect(where(scripted.board.units)).toMatchObject({
      atgun: { footprint: { center: { x: 0, y: 60 } } },
      panzers: { footprint: { center: { x: 0, y: 20 } } },
      motorised: { footprint: { center: { x: 50, y: 0 } } },
      rifles: { footprint: { center: { x: 0, y: -20 } } },
    });
  });
});
