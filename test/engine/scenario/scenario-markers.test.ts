import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EngineError } from "@engine/errors";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { validateScenario } from "@engine/scenario/scenario";
import { SHIPPED } from "../../rulesets/shipped";

const KOLKHOZ = "scenarios/combat-grid/tank-battle-at-the-kolkhoz.yml";

interface Data {
  ruleset: string;
  board: { markers?: unknown; edge?: unknown };
}

function read(file: string, change: (data: Data) => void = () => {}) {
  const data = parse(readFileSync(file, "utf8")) as Data;
  change(data);
  return validateScenario(data, file, SHIPPED);
}

function messageOf(file: string, change: (data: Data) => void): string {
  try {
    read(file, change);
  } catch (error) {
    if (error instanceof EngineError) return error.message;
    throw error;
  }
  throw new Error("the scenario was accepted");
}

const marker = (extra: Record<string, unknown>) => [
  { marker: "prepared-position", cell: { i: 5, j: 5 }, count: 1, ...extra },
];

describe("a scenario's markers in cells", () => {
  it("are read onto its board: the kolkhoz's T-34s dug in behind two prepared positions", () => {
    expect(read(KOLKHOZ).board.markers).toEqual([{ marker: "prepared-position", cell: { i: 5, j: 5 }, count: 2 }]);
  });

  it("name a kind the rule system does not lay, with the nearest it does", () => {
    expect(messageOf(KOLKHOZ, (data) => (data.board.markers = marker({ marker: "prepared-positions" })))).toBe(
      `${KOLKHOZ}: Markers (board.markers[0]): the marker "prepared-positions" means nothing to this rule system. Did you mean "prepared-position"?`,
    );
    expect(messageOf(KOLKHOZ, (data) => (data.board.markers = marker({ marker: "minefield" })))).toBe(
      `${KOLKHOZ}: Markers (board.markers[0]): the marker "minefield" means nothing to this rule system, whose markers in cells are "prepared-position".`,
    );
  });

  it("refuse more than the rule system allows in one square (grid-combat.txt: no more than three)", () => {
    expect(() => read(KOLKHOZ, (data) => (data.board.markers = marker({ count: 3 })))).not.toThrow();
    expect(messageOf(KOLKHOZ, (data) => (data.board.markers = marker({ count: 4 })))).toBe(
      `${KOLKHOZ}: Markers (board.markers[0]): count must be between 1 and 3, got 4.`,
    );
  });

  it("are refused where the rule system lays none, and outside the board's edge", () => {
    const ridge = "scenarios/assault/ridge-assault.yml";
    expect(messageOf(ridge, (data) => (data.board.markers = marker({})))).toBe(
      `${ridge}: Markers (board.markers[0]): this rule system lays no markers in cells, got "prepared-position".`,
    );
    expect(
      messageOf(KOLKHOZ, (data) => {
        data.board.edge = { minI: 0, maxI: 8, minJ: 0, maxJ: 8 };
        data.board.markers = marker({ cell: { i: 9, j: 5 } });
      }),
    ).toBe(
      `${KOLKHOZ}: Markers (board.markers[0]) stands at row 9, column 5, outside the board's edge (rows 0 to 8, columns 0 to 8).`,
    );
  });

  it("are the prepared positions of a combat whose selection gives none, and its result takes them off", () => {
    // tank-battle-at-the-kolkhoz.yml, worked by hand in the file: the Germans' 5 scores two grid
    // hits and the extra hit; the first grid hit is absorbed by one of the two markers, the T-34
    // is shattered, the square taken and the other marker destroyed.
    const scenario = read(KOLKHOZ);
    const [combat] = scenario.combats;
    if (combat === undefined) throw new Error("the kolkhoz has a combat");
    const run = resolveCombat(SHIPPED.ruleset("combat-grid"), scenario.board, combat.selection, combat.script);
    expect(run.outcome).toMatchObject({ result: "shattered", squareTaken: true, inflicted: { attacker: 3 } });
    expect(run.board.markers).toBeUndefined();
    // Three markers and the same dice: one absorbs, the two left are destroyed with the square.
    const three = read(KOLKHOZ, (data) => (data.board.markers = marker({ count: 3 })));
    const again = resolveCombat(SHIPPED.ruleset("combat-grid"), three.board, combat.selection, combat.script);
    expect(again.outcome).toMatchObject({ result: "shattered", squareTaken: true });
    expect(again.board.markers).toBeUndefined();
  });
});
