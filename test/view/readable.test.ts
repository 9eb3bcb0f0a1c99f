/**
 * What a player reads, at every step of random sessions of every scenario: the dialog's parts and
 * the chat card, rendered with the real templates and English, hold no raw ids (units, walls,
 * sides, terrain kinds, areas), no camelCase keys, no "(s)" plurals, no "1 hits"; and the odds
 * panel is never a heading with nothing under it.
 */
import { describe, expect, it } from "vitest";
import type { Board } from "@engine/board/types";
import type { CombatView } from "@view/view-types";
import { asAccount, resolveScenario } from "../../tools/resolve";
import { readDataFile } from "../../tools/scenario-file";
import { validateScenario } from "@engine/scenario/scenario";
import { englishStrings } from "../../tools/language-files";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { implementedScenarios, randomMoments } from "./sessions";
import { isRecord } from "@engine/validation/read-fields";
import { TERRAIN_KINDS } from "@engine/board/types";
import { SCENERY_KINDS } from "@engine/scenario/scenery-kinds";
import { dialogContext, renderer } from "./templates";
import { SHIPPED } from "../rulesets/shipped";

const PARTS = ["header", "decision", "roll", "done", "odds"] as const;

/** The words shown: tags, attributes and the units' own names (a group's words) taken out. */
function shownText(html: string, board: Board): string {
  let text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
  for (const unit of board.units) text = text.split(unit.name).join(" ");
  return text.replace(/\s+/g, " ");
}

/** Ids a player should never see: unit, wall and side ids not also a name. */
function rawIds(board: Board): string[] {
  const names = new Set(board.units.map((unit) => unit.name));
  const ids = [
    ...board.units.map((unit) => unit.id),
    ...board.terrain.walls.map((wall) => wall.id),
    ...board.units.map((unit) => unit.side),
  ];
  return [...new Set(ids)].filter((id) => !names.has(id) && id.length > 2);
}

/** Every text of a view (any LocText, wherever it sits), and the texts among their values. */
function textsOf(value: unknown): { readonly key: string; readonly data: Readonly<Record<string, unknown>> }[] {
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (!isRecord(value)) return [];
  const own =
    typeof value["key"] === "string" && isRecord(value["data"]) ? [{ key: value["key"], data: value["data"] }] : [];
  return [...own, ...Object.values(value).flatMap(textsOf)];
}

function problems(text: string, board: Board): string[] {
  const found: string[] = [];
  if (/\(s\)/.test(text)) found.push("a (s) plural");
  const one = /(?<![\d.])1 (hits|units|tiles|dice|ops|tactics|steps|spaces|chits|hexes|points|records)\b/.exec(text);
  if (one) found.push(`"${one[0]}"`);
  const camel = /\b[a-z]+[A-Z][a-zA-Z]*\b/.exec(text);
  if (camel) found.push(`camelCase "${camel[0]}"`);
  if (/WARGAME\./.test(text)) found.push("a raw key");
  for (const id of rawIds(board))
    if (new RegExp(`(^|[^\\w-])${id.replace(/[-]/g, "\\-")}([^\\w-]|$)`).test(text)) found.push(`the id "${id}"`);
  return found;
}

function rendered(view: CombatView, render: ReturnType<typeof renderer>): string {
  const parts = PARTS.filter((part) => ["header", "odds", view.step.kind].includes(part)).map((part) =>
    render(`apps/combat-dialog/${part}.hbs`, dialogContext(view)),
  );
  const card =
    view.step.kind === "done" ? [render("chat/combat-card.hbs", { combat: view, undoable: false, undone: false })] : [];
  return [...parts, ...card].join("\n");
}

describe("what a player reads", () => {
  const moments = randomMoments(4);
  const render = renderer();

  it("has no raw ids, camelCase keys or (s) plurals, at any step of any scenario", () => {
    const seen = new Map<string, string>();
    for (const moment of moments) {
      const view = SHIPPED.entry(moment.rulesetId).view({ ...moment, viewer: { sides: [], referee: true } });
      const text = shownText(rendered(view, render), moment.board);
      for (const problem of problems(text, moment.board))
        if (!seen.has(`${moment.rulesetId}: ${problem}`))
          seen.set(`${moment.rulesetId}: ${problem}`, text.slice(0, 4000));
    }
    expect([...seen.keys()]).toEqual([]);
  });

  it("names every side, terrain kind and area in words, never by its id, at any step of any scenario", () => {
    const found = new Set<string>();
    for (const moment of moments) {
      const { units, terrain } = moment.board;
      const ids = new Set([
        ...units.map((unit) => unit.side),
        ...terrain.areas.flatMap((area) => [area.id, area.kind]),
        ...TERRAIN_KINDS,
        ...SCENERY_KINDS,
      ]);
      const view = SHIPPED.entry(moment.rulesetId).view({ ...moment, viewer: { sides: [], referee: true } });
      for (const text of textsOf(view))
        for (const [name, value] of Object.entries(text.data))
          if (typeof value === "string" && ids.has(value)) found.add(`${text.key} {${name}} = ${value}`);
      for (const side of view.header.sides) if (side.name === side.side) found.add(`the header's side ${side.side}`);
    }
    expect([...found]).toEqual([]);
  });

  it("shows the names a scenario gives its sides in the dialog, the chat card and resolve --pretty", () => {
    // mountain-attack.yml names german "17th Panzer Division" and soviet "14th Guards Division".
    const file = join("scenarios", "combat-grid", "mountain-attack.yml");
    const scenario = validateScenario(readDataFile(file), file, SHIPPED);
    const result = resolveScenario({ scenario: file });
    const view = SHIPPED.entry(scenario.ruleset).view({
      board: scenario.board,
      selection: result.combat.selection,
      log: result.run.log,
      viewer: { sides: [], referee: true },
      sideNames: scenario.sideNames,
    });
    const shown = shownText(rendered(view, render), scenario.board);
    for (const text of [shown, asAccount(result, englishStrings())]) {
      expect(text).toContain("17th Panzer Division");
      expect(text).toContain("14th Guards Division holds the square");
      expect(text).not.toMatch(/\b(german|soviet|German|Soviet)\b/);
    }
    expect(shown).toContain("attacking infantry in mountains");
  });

  it("never shows an Odds heading with nothing under it", () => {
    for (const moment of moments) {
      const view = SHIPPED.entry(moment.rulesetId).view({ ...moment, viewer: { sides: [], referee: true } });
      if (view.odds === null) continue;
      expect(view.odds.tables.length, `${moment.rulesetId} at ${moment.step.kind}`).toBeGreaterThan(0);
      for (const table of view.odds.tables)
        expect(table.rows.length, `${moment.rulesetId}: ${JSON.stringify(table.title)}`).toBeGreaterThan(0);
    }
  });

  it("resolve --pretty reads the same way, for every scenario file", () => {
    const boards = new Map(implementedScenarios().map((scenario) => [scenario.id, scenario.board]));
    const files = readdirSync("scenarios", { recursive: true, encoding: "utf8" }).filter((file) =>
      /\.ya?ml$/.test(file),
    );
    const found: string[] = [];
    for (const file of files) {
      const scenario = validateScenario(readDataFile(join("scenarios", file)), file, SHIPPED);
      // Every combat, and every turn (a file may hold only turns).
      const plays = [
        ...scenario.combats.map((combat) => ({ combat: combat.id })),
        ...scenario.turns.map((turn) => ({ turn: turn.id })),
      ];
      for (const play of plays) {
        const result = resolveScenario({ scenario: join("scenarios", file), seed: 1, ...play });
        const board = boards.get(result.scenario.id) ?? result.scenario.board;
        const text = asAccount(result, englishStrings()).split("\n").slice(1).join(" ");
        found.push(
          ...problems(
            board.units.reduce((rest, unit) => rest.split(unit.name).join(" "), text),
            board,
          ).map((problem) => `${file}: ${problem}`),
        );
      }
    }
    expect(found).toEqual([]);
  });
});
