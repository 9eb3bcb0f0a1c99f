import { describe, expect, it } from "vitest";
import type { Board } from "@engine/board/types";
import type { MovePlan } from "@engine/movement/move-plan";
import { moveWords } from "@view/move-words";
import { localizeText } from "@view/template-helpers";
import { strictEnglish } from "./templates";
import { SHIPPED } from "../rulesets/shipped";

const BOARD: Board = {
  grid: { kind: "gridless", size: 100, distance: 1, units: "in", diagonals: "equidistant" },
  units: [
    {
      id: "h",
      name: "Jacobite horseman",
      side: "jacobite",
      footprint: { kind: "circle", center: { x: 0, y: 0 }, radius: 10 },
      facing: 0,
      move: 8,
      status: [],
      data: {},
    },
  ],
  terrain: { walls: [], areas: [] },
};

function words(plan: MovePlan): string[] {
  return moveWords(plan, BOARD, SHIPPED.statuses).map((line) => localizeText(line.text, strictEnglish));
}

describe("move lines in words", () => {
  it("names only the statuses gained or lost, by their names", () => {
    const gained: MovePlan = { moves: [], events: [{ kind: "status", unitId: "h", add: ["downed"], remove: [] }] };
    const lost: MovePlan = { moves: [], events: [{ kind: "status", unitId: "h", add: [], remove: ["suppressed"] }] };
    expect(words(gained)).toEqual(["Jacobite horseman: Downed."]);
    expect(words(lost)).toEqual(["Jacobite horseman: no longer Suppressed."]);
  });

  it("says a unit stays where a move is shorter than the tenth of a unit the words show", () => {
    const plan: MovePlan = {
      moves: [
        {
          unitId: "h",
          path: [
            { x: 0, y: 0 },
            { x: 0, y: 0.4 },
          ],
          footprint: { kind: "circle", center: { x: 0, y: 0.4 }, radius: 10 },
          facing: 0,
          distance: 0.004,
        },
      ],
      events: [],
    };
    expect(words(plan)).toEqual(["Jacobite horseman stays where it is."]);
  });
});
