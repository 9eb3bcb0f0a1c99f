import { describe, expect, it } from "vitest";
import type { Board } from "@engine/board/types";
import { defaultAnswers, readContactAnswers, type ContactInput } from "@engine/rulesets/contact-inputs";

const BOARD: Board = {
  grid: { kind: "gridless", size: 100, distance: 1, units: "in", diagonals: "equidistant" },
  units: [],
  terrain: { walls: [], areas: [] },
};
const CONTACT = { attackerId: "a", defenderIds: ["b"] };
const INPUTS: readonly ContactInput[] = [
  { id: "dice", kind: "number", range: { min: 1, max: 20, whole: true }, default: 1, labelKey: "WARGAME.X" },
  { id: "won", kind: "flag", default: true, labelKey: "WARGAME.X" },
  {
    id: "how",
    kind: "choice",
    default: "melee",
    choices: [
      { id: "melee", labelKey: "WARGAME.X" },
      { id: "shooting", labelKey: "WARGAME.X" },
    ],
    labelKey: "WARGAME.X",
  },
  {
    id: "friends",
    kind: "units",
    side: "attacker",
    default: "all",
    candidates: () => ["f1", "f2"],
    labelKey: "WARGAME.X",
  },
];

describe("contact answers", () => {
  it("fill every input's default (a units field: all or none of its candidates)", () => {
    expect(defaultAnswers(INPUTS, BOARD, CONTACT)).toEqual({ dice: 1, won: true, how: "melee", friends: ["f1", "f2"] });
    expect(readContactAnswers(INPUTS, BOARD, CONTACT, { dice: 4, friends: ["f2", "f2"] })).toEqual({
      dice: 4,
      won: true,
      how: "melee",
      friends: ["f2"],
    });
  });

  it("name what they refuse: a number out of range, an unknown choice, a unit not offered, a key no input declares", () => {
    const read = (raw: unknown) => () => readContactAnswers(INPUTS, BOARD, CONTACT, raw);
    expect(read({ dice: 21 })).toThrow("Combat inputs: dice must be between 1 and 20, got 21.");
    expect(read({ dice: 2.5 })).toThrow(/dice must be a whole number/);
    expect(read({ how: "magic" })).toThrow(/how must be one of melee, shooting, got "magic"/);
    expect(read({ friends: ["enemy"] })).toThrow(/friends must be one of f1, f2, got "enemy"/);
    expect(read({ __proto__: 1 })).not.toThrow();
    expect(read(JSON.parse('{"__proto__": 1}'))).toThrow(
      /answers must be one of dice, won, how, friends, got "__proto__"/,
    );
    expect(read({ won: "yes" })).toThrow(/won must be true or false/);
  });
});
