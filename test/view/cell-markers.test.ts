import { describe, expect, it } from "vitest";
import { localizeText } from "@view/template-helpers";
import { effectWords } from "@view/effect-words";
import { strictEnglish } from "./templates";
import { SHIPPED } from "../rulesets/shipped";

describe("the markers each rule system lays in cells, as its view draws and words them", () => {
  it("has a view of each kind its rules declare, no other, with keys in its language file and a dark colour", () => {
    for (const entry of SHIPPED.entries) {
      expect(
        entry.cellMarkers.map((kind) => kind.id),
        entry.ruleset.id,
      ).toEqual(entry.ruleset.cellMarkers.map((kind) => kind.id));
      for (const kind of entry.cellMarkers) {
        for (const key of [kind.labelKey, kind.countKey, kind.placedKey, kind.removedKey])
          expect(strictEnglish.has(key) || strictEnglish.has(`${key}.one`), `${entry.ruleset.id}: ${key}`).toBe(true);
        expect(kind.colour).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
    // grid-combat.txt's prepared positions are the only markers a text lays in a square.
    expect(SHIPPED.entries.flatMap((entry) => entry.ruleset.cellMarkers.map((kind) => kind.id))).toEqual([
      "prepared-position",
    ]);
    for (const entry of SHIPPED.entries) expect(entry.ruleset.cellMarkers.every((kind) => kind.max <= 99)).toBe(true);
  });

  it("words a combat's markers in its rule system's words, any other by count", () => {
    const kinds = SHIPPED.entry("combat-grid").cellMarkers;
    const said = (marker: string, delta: number): string[] =>
      effectWords([{ kind: "marker", marker, cell: { i: 5, j: 5 }, delta }], (id) => id, kinds).map((line) =>
        localizeText(line, strictEnglish),
      );
    expect(said("prepared-position", -1)).toEqual(["1 prepared position removed at row 5, column 5."]);
    expect(said("prepared-position", -2)).toEqual(["2 prepared positions removed at row 5, column 5."]);
    expect(said("prepared-position", 3)).toEqual(["3 prepared positions placed at row 5, column 5."]);
    expect(said("mine", -1)).toEqual(["1 marker removed at row 5, column 5."]);
  });
});
