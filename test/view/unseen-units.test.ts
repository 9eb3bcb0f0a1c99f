import { describe, expect, it } from "vitest";
import type { CombatView, LocText } from "@view/view-types";
import {
  mentionsOf,
  UNSEEN_NUMBERS,
  UNSEEN_SIDE,
  UNSEEN_TOTAL_KEY,
  UNSEEN_UNIT,
  UNSEEN_VALUE,
  unseenText,
  withoutUnseen,
} from "@view/unseen-units";
import { randomMoments } from "./sessions";
import { dialogContext, renderer } from "./templates";
import { SHIPPED } from "../rulesets/shipped";

const say = (key: string, data: Record<string, string | number> = {}): LocText => ({ key, data });

/** A combat view by hand: Red's Alpha (id h1, hidden from the reader) and Bravo (b1) against Blue's Charlie (c1). */
const VIEW: CombatView = {
  rulesetId: "victory-margin",
  header: {
    ruleset: say("R"),
    sides: [
      {
        side: "red",
        name: "Red",
        role: null,
        yours: false,
        units: [
          { id: "h1", name: "Alpha", numbers: [say("N", { value: 4 })], statuses: [], out: false },
          { id: "b1", name: "Bravo", numbers: [say("N", { value: 2 })], statuses: [], out: false },
        ],
      },
      {
        side: "blue",
        name: "Blue",
        role: null,
        yours: true,
        units: [{ id: "c1", name: "Charlie", numbers: [], statuses: [], out: false }],
      },
    ],
  },
  step: {
    kind: "done",
    decision: null,
    roll: null,
    done: {
      outcome: [
        say("Win", { side: "Red", by: 3 }),
        say("Loses", { side: "red", count: 2 }),
        say("Loses", { side: "Blue", count: 1 }),
        say("Named", { side: "Red" }),
        say("Lost", { unit: "Alpha" }),
      ],
      results: [say("Attack", { units: "Bravo, Alpha" }), say("Attack", { units: "Bravo" })],
      moves: [
        { unitId: "h1", text: say("Moves", { unit: "Alpha" }) },
        {
          unitId: "c1",
          text: say("Stops", { unit: "Charlie", other: "Alpha" }),
          reasons: [say("Zoc", { other: "Alpha" }), say("Edge", {})],
        },
      ],
      effects: [say("Shaken", { unit: "Alphabet" })],
    },
  },
  odds: null,
  defaults: [],
  summary: {
    sections: [
      { title: say("T"), rows: [{ label: say("Row", { name: "Alpha" }), value: null, notes: [], muted: false }] },
    ],
  },
  log: [say("Fired", { unit: "Charlie" }), say("Fired", { unit: "h1" })],
  rolls: [
    { purpose: say("Morale", { unit: "Alpha" }), faces: say("F", { dice: "2d6" }), did: [] },
    { purpose: say("Attack", { side: "Red" }), faces: say("F", { dice: "2d6" }), did: [say("Hit", { unit: "Alpha" })] },
  ],
};

describe("a view without the units its reader may not see", () => {
  it("leaves out the units, every line naming one, and says a side lost some without a number (worked by hand)", () => {
    const view = withoutUnseen(VIEW, [{ id: "h1", name: "Alpha" }]);
    expect(view.header.sides[0]).toEqual({
      side: "red",
      name: "Red",
      role: null,
      yours: false,
      units: [{ id: "b1", name: "Bravo", numbers: [say("N", { value: 2 })], statuses: [], out: false }],
      unseen: UNSEEN_SIDE,
    });
    // Blue lost none: its side is as it was, with no "hidden units" line.
    expect(view.header.sides[1]).toBe(VIEW.header.sides[1]);
    expect(view.step.done).toEqual({
      // Red's numbers count Alpha: said once that they are not shown; Blue lost none, its count stays; Red named without a number stays.
      outcome: [
        say(UNSEEN_TOTAL_KEY, { side: "Red" }),
        say("Loses", { side: "Blue", count: 1 }),
        say("Named", { side: "Red" }),
      ],
      results: [say("Attack", { units: "Bravo" })],
      // Alpha's own move is gone; Charlie's stays, naming "an unseen unit", its reason naming Alpha gone.
      moves: [
        { unitId: "c1", text: say("Stops", { unit: "Charlie", other: UNSEEN_UNIT.key }), reasons: [say("Edge")] },
      ],
      // "Alphabet" is not Alpha.
      effects: [say("Shaken", { unit: "Alphabet" })],
    });
    expect(view.summary).toEqual({ sections: [{ title: say("T"), rows: [] }] });
    expect(view.log).toEqual([say("Fired", { unit: "Charlie" })]);
    expect(view.rolls).toEqual([
      { purpose: say("Attack", { side: "Red" }), faces: say("F", { dice: "2d6" }), did: [] },
    ]);
    expect(JSON.stringify(view)).not.toMatch(/Alpha"|h1/);
  });

  it("drops the places that name an unseen unit, and keeps the others with their cells", () => {
    const place = (id: string, unit: string, i: number) => ({
      id,
      label: say("Charge", { unit }),
      legal: true,
      reason: null,
      note: null,
      cell: { i, j: 0 },
    });
    const decision = {
      id: "charge:b1",
      side: "blue",
      prompt: say("P"),
      yours: true,
      secret: false,
      options: [],
      places: [place("1,0", "Bravo", 1), place("h1", "Alpha", 2), place("3,0", "Alpha", 3)],
      placeList: null,
      min: 1,
      max: 1,
      multiple: false,
      picks: say("Pick"),
      sealed: [],
      waiting: null,
    };
    const view = withoutUnseen({ ...VIEW, step: { kind: "decision", decision, roll: null, done: null } }, [
      { id: "h1", name: "Alpha" },
    ]);
    expect(view.step.decision?.places).toEqual([place("1,0", "Bravo", 1)]);
  });

  it("does not show a number that counts a side with an unseen unit, whatever the text names (worked by hand)", () => {
    // Numbers that count Red (Alpha is Red's) or both sides; none of these texts names a side or Alpha.
    const red = (key: string, data: Record<string, string | number>, counts = ["red"]): LocText => ({
      ...say(key, data),
      counts,
    });
    const blue = red("Blue", { total: 3 }, ["blue"]);
    const decision = {
      id: "loss",
      side: "blue",
      prompt: red("Owed", { owed: 4 }, ["red", "blue"]),
      yours: true,
      secret: false,
      options: [
        { id: "c1", label: say("Unit", { name: "Charlie" }), legal: true, reason: null, note: null },
        { id: "x", label: red("Stand", { fer: 2 }), legal: true, reason: null, note: null },
      ],
      places: [],
      placeList: null,
      min: 1,
      max: 1,
      multiple: false,
      picks: say("Pick"),
      sealed: [],
      waiting: null,
    };
    const view = withoutUnseen(
      {
        ...VIEW,
        header: {
          ...VIEW.header,
          sides: [
            VIEW.header.sides[0] ?? VIEW.header.sides[1]!,
            {
              ...VIEW.header.sides[1]!,
              units: [
                {
                  id: "c1",
                  name: "Charlie",
                  numbers: [say("N", { value: 1 }), red("Odds", { ratio: "2:1" })],
                  statuses: [],
                  out: false,
                },
              ],
            },
          ],
        },
        step: { kind: "decision", decision, roll: null, done: null },
        summary: {
          sections: [
            {
              title: red("Total", { total: 9 }),
              rows: [{ label: say("Row"), value: red("Shock", { count: 1 }), notes: [], muted: false }],
            },
            { title: blue, rows: [{ label: red("Shift", { by: 1 }), value: null, notes: [], muted: false }] },
          ],
        },
        log: [
          red("Column", { attack: 6, defence: 3 }, ["red", "blue"]),
          red("Score", { score: 5 }),
          blue,
          say("Die", { die: 4 }),
        ],
        rolls: [{ purpose: red("Combat", { attack: 6 }), faces: say("F", { dice: "1d6", faces: "4" }), did: [blue] }],
      },
      [{ id: "h1", name: "Alpha" }],
    );
    const totals = say(UNSEEN_TOTAL_KEY, { side: "Red" });
    // Charlie (Blue, seen) keeps its own number, not one counting Red.
    expect(view.header.sides[1]?.units).toEqual([
      { id: "c1", name: "Charlie", numbers: [say("N", { value: 1 })], statuses: [], out: false },
    ]);
    // The prompt stays, its numbers not shown; the option counting Red is left out.
    expect(view.step.decision?.prompt).toEqual(UNSEEN_NUMBERS);
    expect(view.step.decision?.options.map((option) => option.id)).toEqual(["c1"]);
    // A title counting Red says Red's totals are not shown; a value says "not shown"; a row labelled by one is left out; Blue's total stays.
    expect(view.summary).toEqual({
      sections: [
        { title: totals, rows: [{ label: say("Row"), value: UNSEEN_VALUE, notes: [], muted: false }] },
        { title: blue, rows: [] },
      ],
    });
    // In a list: once per side, in the place of its first line; Blue's total and the die stay.
    expect(view.log).toEqual([totals, blue, say("Die", { die: 4 })]);
    expect(view.rolls).toEqual([
      { purpose: UNSEEN_NUMBERS, faces: say("F", { dice: "1d6", faces: "4" }), did: [blue] },
    ]);
    expect(view.odds).toBeNull();
  });

  it("returns a view with nothing unseen as it is", () => {
    expect(withoutUnseen(VIEW, [])).toBe(VIEW);
  });

  it("names units by whole words, special characters and all", () => {
    const mentions = mentionsOf([
      { id: "a1", name: "1st (Guard)" },
      { id: "__proto__", name: "" },
    ]);
    expect(["retreat:a1", "1st (Guard), 2nd", "x __proto__"].map(mentions)).toEqual([true, true, true]);
    expect(["a10", "ba1", "1st Guard", "proto"].map(mentions)).toEqual([false, false, false, false]);
    expect(unseenText(say("Choose", { unit: "1st (Guard)", count: 2 }), mentions)).toEqual(
      say("Choose", { unit: UNSEEN_UNIT.key, count: 2 }),
    );
  });
});

/** Every string a view holds but its localization keys (the module's), with the path to it. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([name, item]) => (name === "key" ? [] : strings(item, `${path}.${name}`)));
  return [];
}

describe("every moment of every scenario's combats, each unit unseen in turn", () => {
  const moments = randomMoments(6);
  const render = renderer();

  it("holds no id or name of the unseen unit, lists none of its side's units it should not, and renders", () => {
    let checked = 0;
    for (const moment of moments) {
      const full = SHIPPED.entry(moment.rulesetId).view({ ...moment, viewer: { sides: [], referee: false } });
      const shown = full.header.sides.flatMap((side) => side.units);
      for (const unit of shown) {
        const mentions = mentionsOf([unit]);
        // A name inside another unit's or a side's ("Rifles" in "Rifles (2)") cannot be told apart: not this case.
        const others = [...shown.filter((other) => other.id !== unit.id), ...full.header.sides];
        if (others.some((other) => mentions(other.name))) continue;
        const view = withoutUnseen(full, [unit]);
        expect(strings(view).filter(([, text]) => mentions(text))).toEqual([]);
        const sides = view.header.sides.filter((side) => side.unseen !== undefined);
        expect(sides.map((side) => side.side)).toEqual(
          full.header.sides.filter((side) => side.units.includes(unit)).map((side) => side.side),
        );
        // No line left gives a number about a side that lost units (its totals count them), and no odds.
        const short = new Set(sides.flatMap((side) => [side.side, side.name]));
        const lines = [
          ...view.log,
          ...(view.step.done ? [...view.step.done.outcome, ...view.step.done.results, ...view.step.done.effects] : []),
        ];
        const totals = lines.filter((line) => {
          const values = Object.values(line.data);
          return values.some((v) => typeof v === "number") && values.some((v) => typeof v === "string" && short.has(v));
        });
        expect(totals).toEqual([]);
        if (sides.length > 0) expect(view.odds).toBeNull();
        for (const part of ["header", "odds", view.step.kind])
          render(`apps/combat-dialog/${part}.hbs`, dialogContext(view));
        if (view.step.kind === "done") render("chat/combat-card.hbs", { combat: view, undoable: true, undone: false });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 120_000);
});
