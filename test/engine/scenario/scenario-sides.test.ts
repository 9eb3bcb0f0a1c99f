import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { EngineError } from "@engine/errors";
import { validateScenario } from "@engine/scenario/scenario";
import { SHIPPED } from "../../rulesets/shipped";

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error.message;
    throw error;
  }
  throw new Error("accepted");
}

/** flight-over-the-hedge.yml (sides crown and clans) with its `sides` replaced. */
function withSides(sides: unknown): unknown {
  const copy = parse(readFileSync("scenarios/skirmish-recoil/flight-over-the-hedge.yml", "utf8")) as Record<
    string,
    unknown
  >;
  copy["sides"] = sides;
  return copy;
}

describe("a scenario's side names", () => {
  it("refuses a unit whose side is a misspelling of a listed one (it would be a third side)", () => {
    const file = parse(readFileSync("scenarios/command-test/orders-at-the-crossroads.yml", "utf8")) as {
      sides?: unknown;
      board: { units: { side: string }[] };
    };
    file.sides = { french: { name: "French" }, russian: { name: "Russians" } };
    const [first] = file.board.units;
    if (first !== undefined) first.side = "frnch";
    expect(messageOf(() => validateScenario(file, "crossroads.yml", SHIPPED))).toMatch(
      /\(board\.units\[0\]\): its side "frnch" is not one that sides names\. Did you mean "french"\?/,
    );
  });

  it("refuses a unit outside the board's edge the file gives, naming it and where", () => {
    const file = parse(readFileSync("scenarios/command-test/orders-at-the-crossroads.yml", "utf8")) as {
      board: Record<string, unknown>;
    };
    file.board["edge"] = { minI: 0, maxI: 8, minJ: 0, maxJ: 9 };
    // The Russian reserve stands at row 9.
    expect(messageOf(() => validateScenario(file, "crossroads.yml", SHIPPED))).toContain(
      "stands at row 9, column 3, outside the board's edge (rows 0 to 8, columns 0 to 9).",
    );
  });

  it("reads the name of each side it lists, and none for the others", () => {
    const scenario = validateScenario(withSides({ crown: { name: "Government army" } }), "hedge.yml", SHIPPED);
    expect(scenario.sideNames).toEqual({ crown: "Government army" });
    expect(validateScenario(withSides(undefined), "hedge.yml", SHIPPED).sideNames).toEqual({});
  });

  it("refuses a side no unit is on, offering the near one, and a name that is not text", () => {
    expect(messageOf(() => validateScenario(withSides({ crwn: { name: "Crown" } }), "hedge.yml", SHIPPED))).toContain(
      'no unit is on the side "crwn" that sides names. Did you mean "crown"?',
    );
    expect(
      messageOf(() => validateScenario(withSides({ french: { name: "French" } }), "hedge.yml", SHIPPED)),
    ).toContain('the sides are "crown", "clans"');
    expect(messageOf(() => validateScenario(withSides({ crown: { name: 3 } }), "hedge.yml", SHIPPED))).toContain(
      "sides.crown.name must be a string, got 3",
    );
    expect(messageOf(() => validateScenario(withSides({ crown: "Crown" }), "hedge.yml", SHIPPED))).toContain(
      "sides.crown must be an object",
    );
  });

  it("takes __proto__ and constructor as plain side names", () => {
    const file = parse(readFileSync("scenarios/skirmish-recoil/flight-over-the-hedge.yml", "utf8")) as {
      board: { units: { side: string }[] };
    };
    const [first, second] = file.board.units;
    if (first === undefined || second === undefined) throw new Error("two units expected");
    first.side = "__proto__";
    second.side = "constructor";
    const sides = JSON.parse('{"__proto__": {"name": "Proto"}}') as Record<string, unknown>;
    const scenario = validateScenario({ ...file, sides }, "hedge.yml", SHIPPED);
    expect(Object.entries(scenario.sideNames)).toEqual([["__proto__", "Proto"]]);
    expect(scenario.sideNames["constructor"]).toBeUndefined();
  });
});
