import { describe, expect, it } from "vitest";
import { SHIPPED } from "../rulesets/shipped";
import { TERRAIN_KINDS } from "@engine/board/types";
import { SCENERY_KINDS } from "@engine/scenario/scenery-kinds";
import { namedText, readable, sideName, wordsFor } from "@view/named-texts";
import { TERRAIN_WORDS } from "@view/terrain-words";
import { englishStrings } from "../../tools/language-files";

describe("sides, terrain and areas in words", () => {
  it("names a side by its name, else by its id made readable", () => {
    const names = JSON.parse('{"french": "Armée du Nord", "__proto__": "Proto"}') as Record<string, string>;
    expect(sideName(names, "french")).toBe("Armée du Nord");
    expect(sideName(names, "__proto__")).toBe("Proto");
    expect(sideName(names, "constructor")).toBe("Constructor");
    expect(["red-army", "blueForce", "north_west", "soviet", "USSR"].map(readable)).toEqual([
      "Red army",
      "Blue Force",
      "North west",
      "Soviet",
      "USSR",
    ]);
  });

  it("gives every terrain kind a rule system reads or a scenario may draw its word in lang/en.json", () => {
    const strings = englishStrings();
    const kinds = new Set([
      ...TERRAIN_KINDS,
      ...SCENERY_KINDS,
      ...SHIPPED.entries.flatMap(({ ruleset }) => ruleset.terrain.map((terrain) => terrain.kind)),
    ]);
    for (const kind of kinds) expect(strings[TERRAIN_WORDS[kind] ?? ""], kind).toBeTypeOf("string");
  });

  it("puts the words in a text's side, terrain and area placeholders, and leaves the rest", () => {
    const words = wordsFor({ crown: "Government army" }, [
      { id: "hedge", kind: "barrier", shape: { polygon: [] }, blocksSight: false },
    ]);
    expect(
      namedText(
        { key: "WARGAME.X", data: { side: "crown", terrain: "soft-ground", area: "hedge", unit: "crown", count: 2 } },
        words,
      ),
    ).toEqual({
      key: "WARGAME.X",
      data: {
        side: "Government army",
        terrain: "WARGAME.Terrain.soft-ground",
        area: "WARGAME.Terrain.barrier",
        unit: "crown",
        count: 2,
      },
    });
    // A kind with no word (a host's own) and an area the board does not hold read as their ids made readable.
    expect(namedText({ key: "WARGAME.X", data: { terrain: "swampy-woods", area: "north-ford" } }, words).data).toEqual({
      terrain: "Swampy woods",
      area: "North ford",
    });
    const plain = { key: "WARGAME.X", data: { unit: "crown" } };
    expect(namedText(plain, words)).toBe(plain);
  });
});
