import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { englishStrings } from "../../tools/english";
import { asAccount, asJson, readDataFile, resolveScenario } from "../../tools/resolve";

const MOUNTAIN = "scenarios/combat-grid/mountain-attack.yml";

describe("npm run resolve", () => {
  it("plays a scenario's scripted combat and reports it as JSON", () => {
    const json = asJson(resolveScenario({ scenario: MOUNTAIN })) as Record<string, unknown>;
    expect(json).toMatchObject({
      scenario: "combat-grid-mountain-attack",
      combat: "mountain-attack",
      status: "done",
      outcome: { result: "holds", inflicted: { attacker: 2, defender: 0 } },
    });
    expect(json["units"]).toContainEqual(expect.objectContaining({ id: "gds", side: "soviet", status: [], stepsLost: 1 }));
    // The attackers went back where they came from.
    expect(json["units"]).toContainEqual(expect.objectContaining({ id: "stug", footprint: { kind: "cells", cells: [{ i: 6, j: 4 }] } }));
    // Odds are taken at the first roll, before any die is cast.
    expect(json["odds"]).toHaveProperty("result");
  });

  it("tells the story in English with --pretty", () => {
    const account = asAccount(resolveScenario({ scenario: MOUNTAIN }), englishStrings());
    expect(account).toContain("StuG III B/320D: 4, vulnerable, halved to 2.");
    expect(account).toContain("german rolls 5 with a total of 20: 4 hits on the grid.");
    expect(account).toContain("soviet holds the square: the attackers retreat.");
    expect(account).toContain("StuG III B/320D moves to row 6, column 4 (distance 1).");
  });

  it("takes other dice, and stops waiting when the dice run out", () => {
    // A 6 for the Soviets scores hits, so the session then waits for the Germans to place them.
    const other = resolveScenario({ scenario: MOUNTAIN, dice: [5, 6] }).run;
    expect(other.log.filter((entry) => entry.kind === "roll").map((entry) => entry.dice)).toEqual([[5], [6]]);
    expect(other).toMatchObject({ status: "waiting", pending: { kind: "decision", side: "german" } });
    const waiting = resolveScenario({ scenario: MOUNTAIN, dice: [5] }).run;
    expect(waiting).toMatchObject({ status: "waiting", pending: { kind: "roll", id: "roll:defender" } });
  });

  it("gives the same combat for the same seed", () => {
    const a = resolveScenario({ scenario: MOUNTAIN, dice: [], seed: 42 }).run;
    const b = resolveScenario({ scenario: MOUNTAIN, dice: [], seed: 42 }).run;
    expect(a.status).toBe("done");
    expect(a.log).toEqual(b.log);
  });

  it("refuses a script whose decisions do not follow the session", () => {
    expect(() => resolveScenario({ scenario: MOUNTAIN, decisions: [{ step: "tactics:attacker", picks: [] }] })).toThrow(
      "The script's next decision is for step tactics:attacker, but the session asks for barrage:pzg-1.",
    );
  });

  it("names the file and the path inside it when a scenario is malformed", () => {
    const broken = readDataFile(MOUNTAIN) as { board: { units: { facing: unknown }[] } };
    const first = broken.board.units[0];
    if (first) first.facing = "north";
    const file = join(mkdtempSync(join(tmpdir(), "wgc-scenario-")), "broken.yml");
    writeFileSync(file, stringify(broken));
    expect(() => resolveScenario({ scenario: file })).toThrow(/broken\.yml: Unit "Infantry 14 Gds" \(units\[0\]\): facing must be a finite number, got "north"/);
  });
});
