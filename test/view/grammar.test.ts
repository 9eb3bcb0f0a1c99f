/**
 * Names are a group's own words, and many are plural ("Prussians", "Blue grenadiers"): every text
 * of every view, at every step of random sessions of every scenario, rendered with the real
 * templates and English, agrees with them (no "Prussians's", no "Grenadiers joins") and counts
 * spaces in the words the dialog uses for them.
 */
import { describe, expect, it } from "vitest";
import type { Board } from "@engine/board/types";
import { interpolate, namesSeveral } from "@engine/errors";
import { randomMoments } from "./sessions";
import { dialogContext, renderer, strictEnglish } from "./templates";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { validateScenario } from "@engine/scenario/scenario";
import { turnView } from "@view/turn-view";
import { isLocText, localizeText } from "@view/template-helpers";
import { isRecord } from "@engine/validation/read-fields";
import type { LocText } from "@view/view-types";
import { SHIPPED } from "../rulesets/shipped";

const PLURAL_UNITS = ["grenadiers", "hussars", "dragoons", "riflemen guards", "lancers", "fusiliers", "cuirassiers"];
const COLOURS = ["Blue", "Red", "Green", "Grey", "White", "Black", "Brown", "Yellow", "Pink", "Violet", "Orange"];

/** The board with every unit renamed to a plural name of its own ("Blue grenadiers", "Red hussars", …). */
function pluralNames(board: Board): Board {
  return {
    ...board,
    units: board.units.map((unit, n) => ({
      ...unit,
      name: `${COLOURS[n % COLOURS.length] ?? ""} ${PLURAL_UNITS[Math.floor(n / COLOURS.length) % PLURAL_UNITS.length] ?? ""}`,
    })),
  };
}

/** A third-person verb after a plural name: "Blue grenadiers stands", "Prussians has". */
function agreementSlips(text: string, names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const found = new RegExp(`${name} (is|has|was|does|(?!units|points|hits|steps)[a-z]+[^s\\W]s)\\b`).exec(text);
    return found === null ? [] : [found[0]];
  });
}

/**
 * Words that count or name things wrongly: "spaces" where the rule system says tiles, hexes or
 * squares; assault's own "tiles" said otherwise; "records" of a table; a shock modifier read as a
 * count ("+1 zero shock points (1)"); combat-grid's squares said to be "in contact"; an odds heading
 * that names what it counts backwards ("Units Red loses (on average 0)").
 */
function unitSlips(rulesetId: string, text: string): string[] {
  const patterns = [
    /\b\d+ spaces?\b/,
    /\b\d+ records?\b/,
    /zero shock/,
    /\) ?\(\d+\)\./,
    /\bUnits [A-Z][\w ]*? (loses|lose)\b/,
    /\(on average [\d.]+\)/,
    ...(rulesetId === "assault" ? [/\bmoves? \d+ (hex|hexes|square|squares)\b/] : []),
    ...(rulesetId === "combat-grid" ? [/ends? in contact/] : []),
  ];
  return patterns.flatMap((pattern) => pattern.exec(text)?.[0] ?? []);
}

describe("names in their grammar", () => {
  it("reads a name's number from its last word", () => {
    expect(["Prussians", "Blue grenadiers", "Hussars"].map(namesSeveral)).toEqual([true, true, true]);
    expect(
      ["Russian line", "Ross", "Marcus", "Grenadiers 2", "Panzergrenadiers A/17 Pz", "Infantry 14 Gds"].map(
        namesSeveral,
      ),
    ).toEqual([false, false, false, false, false, false]);
    expect(
      interpolate("{side}{side|'s|'} attack; {unit} {unit|joins|join} {side}.", {
        side: "Prussians",
        unit: "Grenadiers",
      }),
    ).toBe("Prussians' attack; Grenadiers join Prussians.");
    expect(
      interpolate("{side}{side|'s|'} attack; {unit} {unit|joins|join} {side}.", {
        side: "Russia",
        unit: "1st Division",
      }),
    ).toBe("Russia's attack; 1st Division joins Russia.");
  });

  it("agrees with plural unit and side names, and counts in the rule system's words, in every text of every view", () => {
    const render = renderer();
    const found = new Set<string>();
    for (const moment of randomMoments(4)) {
      const board = pluralNames(moment.board);
      const sides = [...new Set(board.units.map((unit) => unit.side))];
      const sideNames = Object.fromEntries(
        sides.map((side, n) => [side, n === 0 ? "Prussians" : `Allies ${n} Russians`]),
      );
      const view = SHIPPED.entry(moment.rulesetId).view({
        ...moment,
        board,
        sideNames,
        viewer: { sides: [], referee: true },
      });
      const parts = ["header", "odds", view.step.kind].filter((part) =>
        ["header", "decision", "roll", "done", "odds"].includes(part),
      );
      const html = [
        ...parts.map((part) => render(`apps/combat-dialog/${part}.hbs`, dialogContext(view))),
        ...(view.step.kind === "done"
          ? [render("chat/combat-card.hbs", { combat: view, undoable: false, undone: false })]
          : []),
      ].join("\n");
      const text = html
        .replace(/<[^>]*>/g, " ")
        .replace(/&#x27;/g, "'")
        .replace(/\s+/g, " ");
      for (const slip of unitSlips(moment.rulesetId, text)) found.add(`${moment.rulesetId}: "${slip}"`);
      const possessive = /\b\w+s's\b/.exec(text);
      if (possessive !== null) found.add(`${moment.rulesetId}: "${possessive[0]}"`);
      for (const slip of agreementSlips(text, [...board.units.map((unit) => unit.name), ...Object.values(sideNames)]))
        found.add(`${moment.rulesetId}: "${slip}"`);
    }
    expect([...found]).toEqual([]);
  });

  it("agrees with plural side names in every text of the turn tracker, at every step of a turn", () => {
    const file = "scenarios/command-test/orders-at-the-crossroads.yml";
    const scenario = validateScenario(parse(readFileSync(file, "utf8")), file, SHIPPED);
    const [turn] = scenario.turns;
    const player = SHIPPED.ruleset("command-test").turn;
    if (turn === undefined || player === undefined) throw new Error("no turn");
    const sideNames = { french: "Prussians", russian: "Russians" };
    const found = new Set<string>();
    let state = player.start(scenario.board, turn.selection);
    const decisions = [...turn.script.decisions];
    const dice = [...turn.script.dice];
    for (;;) {
      const view = turnView(
        turn.name,
        player.progress(state),
        player.pending(state),
        { sides: [], referee: true },
        sideNames,
      );
      const text = textsIn(view)
        .map((line) => localizeText(line, strictEnglish))
        .join(" ");
      const possessive = /\b\w+s's\b/.exec(text);
      if (possessive !== null) found.add(possessive[0]);
      for (const slip of agreementSlips(text, Object.values(sideNames))) found.add(slip);
      const step = player.pending(state);
      if (step === null) break;
      state = player.advance(
        state,
        step.kind === "decision"
          ? { kind: "decision", step: step.id, picks: decisions.shift()?.picks ?? [] }
          : { kind: "roll", step: step.id, dice: [dice.shift() ?? 1] },
      );
    }
    expect([...found]).toEqual([]);
  });
});

/** Every text of a view, wherever it sits. */
function textsIn(value: unknown): LocText[] {
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (!isRecord(value)) return [];
  const own = isLocText(value) ? [value] : [];
  return [...own, ...Object.values(value).flatMap(textsIn)];
}
